/**
 * The test plugins of e2e/fixtures/plugins as the mock WooCommerce runs them (`settings.testPlugins`; the demo
 * turns them on with `localStorage['tourfront-demo-plugins'] = '1'`):
 * - TestPay, a classic gateway with a bank select: `validate_fields()` wants a bank, `process_payment()` leaves
 *   the order pending and sends the shopper to its payment page (`/?tourfront_test_redirect={id}&key={key}`);
 * - an item-data plugin: one `woocommerce_get_item_data` row on every line, as the Store API sends it
 *   (`wp_kses_post` on each value: "&" arrives as "&amp;"), and its `extensions` on the cart and the lines.
 */

/** Internal dependencies */
import { StoreError } from './errors';
import type { StoreContext } from './context';
import type { CheckoutBody } from './checkout-rules';

/** The gateway's id, and the query argument of its payment page. */
export const TESTPAY_ID = 'tourfront_test_redirect';

/** The gateway among the store's (order status while it waits for the payment page). */
export const TESTPAY_GATEWAY = {
	id: TESTPAY_ID,
	title: 'TestPay',
	orderStatus: 'pending' as const,
};

/** The banks of its select. */
export const TESTPAY_BANKS: Readonly< Record< string, string > > = {
	vcb: 'Vietcombank',
	tcb: 'Techcombank',
	fail: 'Ngân hàng thử lỗi',
};

const DESCRIPTION = 'Thanh toán qua ngân hàng của bạn trên trang TestPay.';

/** Its `paymentMethodData` entry, as theme/inc/classic-gateways.php prints it for the plugin. */
export function testPayMethodData( iconUrl: string ) {
	const options = Object.entries( TESTPAY_BANKS )
		.map(
			( [ value, label ] ) =>
				`<option value="${ value }">${ label }</option>`
		)
		.join( '' );
	return {
		title: 'TestPay',
		description: DESCRIPTION,
		supports: [ 'products' ],
		classic: true,
		icons: [ { id: `${ TESTPAY_ID }-0`, src: iconUrl, alt: 'TestPay' } ],
		fields: `<p>${ DESCRIPTION }</p>\n<p class="form-row"><label for="tourfront_test_bank">Ngân hàng <abbr class="required" title="bắt buộc">*</abbr></label><select name="tourfront_test_bank" id="tourfront_test_bank"><option value="">Chọn ngân hàng</option>${ options }</select></p>`,
		redirectNotice: 'Bạn sẽ được chuyển đến TestPay để thanh toán.',
		placeOrderButtonLabel: 'Tiếp tục đến TestPay',
	};
}

/** The gateway's `validate_fields()`: the Store API's answer when no bank was chosen. */
export function validateTestPay( body: CheckoutBody ): void {
	const bank = ( body.payment_data ?? [] ).find(
		( entry ) => entry.key === 'tourfront_test_bank'
	)?.value;
	if ( typeof bank !== 'string' || ! TESTPAY_BANKS[ bank ] ) {
		throw new StoreError(
			'woocommerce_rest_checkout_process_payment_error',
			'Vui lòng chọn ngân hàng để thanh toán qua TestPay.',
			400
		);
	}
}

/** Where `process_payment()` sends the shopper. */
export const testPayUrl = ( id: number, key: string ) =>
	`/?${ TESTPAY_ID }=${ id }&key=${ encodeURIComponent( key ) }`;

/** The item-data plugin's gift. */
export const TEST_GIFT = 'Nón lá & khăn rằn';

/** The plugin's `item_data` row of every line (none when the plugins are off). */
export function testPluginItemData( ctx: StoreContext ) {
	return ctx.settings.testPlugins
		? [
				{
					key: 'Quà tặng',
					value: 'Nón lá &amp; khăn rằn',
					display: '<strong>Nón lá &amp; khăn rằn</strong>',
				},
			]
		: [];
}

/** The plugin's endpoint data on the cart and on each line. */
export function testPluginExtensions(
	ctx: StoreContext
): Record< string, { gift: string } > {
	return ctx.settings.testPlugins
		? { 'tourfront-test-item-data': { gift: TEST_GIFT } }
		: {};
}
