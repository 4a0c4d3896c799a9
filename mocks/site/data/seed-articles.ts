/**
 * Travel articles of the demo (used when the shared fixtures bring none): block HTML with h2/h3
 * headings, the shape WordPress prints, so the table of contents has something to list.
 */

/** Internal dependencies */
import type { Article } from './types';

export const SEED_ARTICLES: Article[] = [
	{
		id: 66,
		slug: 'kinh-nghiem-du-lich-vinh-ha-long',
		title: 'Kinh nghiệm du lịch Vịnh Hạ Long 2 ngày 1 đêm',
		date: '2026-11-21T09:40:00',
		author: 'Du lịch Việt',
		excerpt: 'Thời điểm đẹp nhất, chọn du thuyền, lịch trình gợi ý và những lưu ý để chuyến đi Hạ Long trọn vẹn.',
		image: '/wp-content/uploads/2026/11/img-hl-2n1d.png',
		categories: [ { name: 'Cẩm nang du lịch', slug: 'cam-nang-du-lich' } ],
		tags: [
			{ name: 'Hạ Long', slug: 'ha-long' },
			{ name: 'du thuyền', slug: 'du-thuyen' },
			{ name: 'miền Bắc', slug: 'mien-bac' },
		],
		content: `<p>Vịnh Hạ Long, di sản thiên nhiên thế giới, là điểm đến không thể bỏ qua khi du lịch miền Bắc. Một đêm ngủ trên du thuyền giữa hàng nghìn đảo đá vôi là trải nghiệm nhiều du khách nhớ mãi.</p>
<h2 class="wp-block-heading">Thời điểm đẹp nhất để đi Hạ Long</h2>
<p>Từ tháng 4 đến tháng 6 và từ tháng 9 đến tháng 11, trời trong, biển lặng, thuận lợi cho việc chèo kayak và tắm biển. Tháng 7–8 là mùa mưa bão, các du thuyền có thể phải hoãn chuyến.</p>
<h3 class="wp-block-heading">Mùa hè: biển đẹp nhưng đông khách</h3>
<p>Giá phòng du thuyền cao hơn khoảng 20% vào cuối tuần. Nên đặt sớm ít nhất hai tuần.</p>
<h3 class="wp-block-heading">Mùa thu: trời trong, ít mưa</h3>
<p>Đây là thời điểm lý tưởng để ngắm hoàng hôn trên vịnh và chụp ảnh.</p>
<h2 class="wp-block-heading">Chọn du thuyền phù hợp</h2>
<p>Du thuyền 3 sao phù hợp với gia đình tiết kiệm; du thuyền 5 sao có ban công riêng, bể bơi và thực đơn hải sản.</p>
<ul class="wp-block-list"><li>Kiểm tra lịch trình: hang Sửng Sốt, đảo Ti Tốp, làng chài Cửa Vạn.</li><li>Hỏi rõ giá đã gồm xe đưa đón Hà Nội – Hạ Long chưa.</li><li>Đọc đánh giá gần đây của khách.</li></ul>
<h3 class="wp-block-heading">Du thuyền cho gia đình có trẻ nhỏ</h3>
<p>Chọn tàu có phòng thông nhau và lan can cao; nhiều tàu miễn phí cho trẻ dưới 5 tuổi.</p>
<h2 class="wp-block-heading">Lịch trình gợi ý 2 ngày 1 đêm</h2>
<h3 class="wp-block-heading">Ngày 1: Hà Nội – Hạ Long – hang Sửng Sốt</h3>
<p>Khởi hành 8 giờ sáng, lên tàu lúc trưa, ăn trưa hải sản, thăm hang Sửng Sốt, chèo kayak, lớp nấu ăn và câu mực đêm.</p>
<h3 class="wp-block-heading">Ngày 2: Tập Thái Cực, đảo Ti Tốp, về Hà Nội</h3>
<p>Ngắm bình minh, tập Thái Cực trên boong, leo núi Ti Tốp ngắm toàn cảnh vịnh, trả phòng và về Hà Nội buổi chiều.</p>
<p>Tham khảo <a href="/product/tour-ha-long-2-ngay-1-dem-tren-du-thuyen/">Tour Hạ Long 2 ngày 1 đêm trên du thuyền</a> của chúng tôi, đã gồm xe đưa đón và bữa ăn.</p>`,
	},
	{
		id: 67,
		slug: 'an-gi-o-hoi-an',
		title: 'Ăn gì ở Hội An: 7 món ngon nên thử',
		date: '2026-11-18T08:00:00',
		author: 'Du lịch Việt',
		excerpt: 'Cao lầu, mì Quảng, bánh mì Phượng, cơm gà… và những quán lâu năm trong phố cổ.',
		image: '/wp-content/uploads/2026/11/img-dn-ha-4n3d.png',
		categories: [ { name: 'Cẩm nang du lịch', slug: 'cam-nang-du-lich' } ],
		tags: [ { name: 'Hội An', slug: 'hoi-an' }, { name: 'ẩm thực', slug: 'am-thuc' } ],
		content: `<p>Phố cổ Hội An không chỉ đẹp về đêm với đèn lồng mà còn là thiên đường ẩm thực miền Trung.</p>
<h2 class="wp-block-heading">Món nước</h2>
<h3 class="wp-block-heading">Cao lầu</h3>
<p>Sợi mì vàng dai, thịt xíu, rau sống Trà Quế và chút nước sốt đậm đà.</p>
<h3 class="wp-block-heading">Mì Quảng</h3>
<p>Tôm, thịt, trứng cút, bánh tráng nướng bẻ vụn và đậu phộng rang.</p>
<h2 class="wp-block-heading">Món ăn vặt</h2>
<p>Bánh mì, chè bắp Cẩm Nam, bánh bao bánh vạc và nước mót.</p>`,
	},
];
