/**
 * The page types recorded from a real store (scripts/record-real-pages.mjs) and compared with the demo
 * (mocks/site/parity.test.ts): where each is, on a store seeded by wp-env/seed.php, and who looks at it.
 */

/** Who opens the page: a guest with an empty cart, a guest with a tour in the cart, a logged-in customer. */
export type Visitor = 'guest' | 'shopper' | 'customer';

/** One page type. */
export interface PageType {
	type: string;
	/** Path and query; `order-received` is known only once the order is placed. */
	path: string;
	visitor: Visitor;
	/** HTTP status the store answers with. */
	status: number;
	/**
	 * Parts WooCommerce fills at random on each request (related products are a random pick of the
	 * category's other tours): left out of the parity comparison. Their structure is compared on
	 * `product-upsells`, whose up-sells leave exactly three related tours.
	 */
	random?: string[];
}

/**
 * A simple product (the printed guidebook: stock managed, shipped), a tour (variations = departures by city and
 * date), one with up-sells. Tours are variable products since they are booked by departure.
 */
export const SIMPLE_TOUR = 'sach-huong-dan-du-lich-ha-long-ban-in';
export const VARIABLE_TOUR = 'tour-da-nang-hoi-an-ba-na-4-ngay-3-dem';
export const UPSELLS_TOUR = 'tour-thai-lan-bangkok-pattaya-5-ngay-4-dem';
/** The seed's day tour: a departure every day for a year, so its box is the month calendar. */
export const CALENDAR_TOUR = 'tour-ha-noi-ninh-binh-1-ngay';

/** Every recorded page type, in recording order. */
export const PAGE_TYPES: PageType[] = [
	{ type: 'home', path: '/', visitor: 'guest', status: 200 },
	{ type: 'shop', path: '/shop/', visitor: 'guest', status: 200 },
	{
		type: 'category',
		path: '/product-category/tour-mien-bac/',
		visitor: 'guest',
		status: 200,
	},
	{
		type: 'product-simple',
		path: `/product/${ SIMPLE_TOUR }/`,
		visitor: 'guest',
		status: 200,
		random: [ 'section.related' ],
	},
	{
		type: 'product-variable',
		path: `/product/${ VARIABLE_TOUR }/`,
		visitor: 'guest',
		status: 200,
		random: [ 'section.related' ],
	},
	{
		type: 'product-upsells',
		path: `/product/${ UPSELLS_TOUR }/`,
		visitor: 'guest',
		status: 200,
	},
	{
		type: 'article',
		path: '/kinh-nghiem-du-lich-vinh-ha-long/',
		visitor: 'guest',
		status: 200,
	},
	{ type: 'blog', path: '/cam-nang-du-lich/', visitor: 'guest', status: 200 },
	{
		type: 'search',
		path: '/?s=ha+long&post_type=product',
		visitor: 'guest',
		status: 200,
	},
	{
		type: '404',
		path: '/khong-co-trang-nay/',
		visitor: 'guest',
		status: 404,
	},
	{
		type: 'account-login',
		path: '/my-account/',
		visitor: 'guest',
		status: 200,
	},
	{ type: 'cart', path: '/cart/', visitor: 'shopper', status: 200 },
	{ type: 'checkout', path: '/checkout/', visitor: 'shopper', status: 200 },
	{
		type: 'order-received',
		path: '/checkout/order-received/',
		visitor: 'shopper',
		status: 200,
	},
	{
		type: 'account-dashboard',
		path: '/my-account/',
		visitor: 'customer',
		status: 200,
	},
	{
		type: 'account-orders',
		path: '/my-account/orders/',
		visitor: 'customer',
		status: 200,
	},
];

/** The customer the recorder signs in as (registered on the store by the first recording). */
export const RECORDER_CUSTOMER = {
	username: 'khachhang',
	email: 'khachhang@dulichviet.test',
	password: 'Du-lich-Viet-ghi-trang-2026!',
	firstName: 'Minh',
	lastName: 'Anh',
};
