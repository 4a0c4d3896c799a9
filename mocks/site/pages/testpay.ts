/**
 * The payment page of the test plugins' classic gateway (TestPay, mocks/store/test-plugins.ts): what its
 * `process_payment()` redirects to. "Thanh toán" is answered by the demo client (it marks the order paid in the
 * browser's store and goes on to order received), as the plugin's page does on a real store.
 */

/** Internal dependencies */
import { escAttr, escHtml } from '../render/escape';
import { renderPage } from '../render/layout';
import { TESTPAY_ID } from '../../store/test-plugins';
import type { PageRequest, PageResult } from './types';

/** `/?tourfront_test_redirect={id}&key={key}`. */
export function testPayPage( request: PageRequest ): PageResult {
	const id = Number( request.url.searchParams.get( TESTPAY_ID ) );
	const key = request.url.searchParams.get( 'key' ) ?? '';
	return {
		status: 200,
		html: renderPage( {
			title: 'TestPay',
			bodyClasses: [ 'tourfront-demo-testpay' ],
			main: `<main class="site-main"><h1>TestPay</h1><p>Đơn hàng #${ escHtml( String( id ) ) }</p>
<form method="post" data-tourfront-testpay="${ escAttr( String( id ) ) }" data-order-key="${ escAttr( key ) }"><button type="submit">Thanh toán</button></form></main>`,
			breadcrumb: [ { label: 'TestPay' } ],
			menu: {},
			userId: request.userId,
		} ),
	};
}
