/** A classic redirect gateway with a bank select, as the server describes it (the test plugin's TestPay). */
export const TESTPAY = {
	title: 'TestPay',
	description: 'Thanh toán qua ngân hàng của bạn trên trang TestPay.',
	supports: [ 'products' ],
	classic: true,
	icons: [
		{
			id: 'tourfront_test_redirect-0',
			src: 'https://shop.example/icon.svg',
			alt: 'TestPay',
		},
	],
	fields:
		'<p>Thanh toán qua ngân hàng của bạn trên trang TestPay.</p>' +
		'<p class="form-row"><label for="tourfront_test_bank">Ngân hàng</label>' +
		'<select name="tourfront_test_bank" id="tourfront_test_bank" onchange="window.hacked=1">' +
		'<option value="">Chọn ngân hàng</option><option value="vcb">Vietcombank</option></select></p>' +
		'<script>window.hacked = 1;</script>',
	redirectNotice: 'Bạn sẽ được chuyển đến TestPay để thanh toán.',
	placeOrderButtonLabel: 'Tiếp tục đến TestPay',
};
