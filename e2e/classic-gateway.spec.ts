/**
 * Other plugins on the checkout, with the test plugins of e2e/fixtures/plugins (on a real store: symlinked
 * into wp-content/plugins and active; the demo offers the same gateway and item data):
 * - a classic gateway (no blocks integration) with a bank select: its field error keeps the form, then it
 *   redirects to its own payment page, which returns to order received;
 * - item data added by a plugin (`woocommerce_get_item_data`) on the cart, the checkout summary and the
 *   mini-cart;
 * at 1280 and 390 px. A store without the plugins skips with the reason.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import {
	fillGuestDetails,
	openCheckoutWithTour,
	paymentMethod,
	recordCheckoutPosts,
} from './checkout-helpers';
import { addToCartInPlace } from './store-api';
import { isRealStore } from './target';
import {
	dismissStoreNotice,
	expect,
	settle,
	test,
	watchPage,
} from './test-utils';

const GATEWAY = 'tourfront_test_redirect';
const GIFT = 'Quà tặng: Nón lá & khăn rằn';
// A checkout POST runs the gateway on the server: on a loaded two-core store it took 24 s.
const SERVER_ROUND_TRIP = { timeout: 60_000 };
const NO_PLUGIN = isRealStore
	? 'the store lacks the test plugin (symlink e2e/fixtures/plugins/* into wp-content/plugins and activate them)'
	: 'the demo lacks the test plugin';

/** Whether the page's settings offer the test gateway. */
const offersGateway = ( page: Page ) =>
	page.evaluate(
		( id ) =>
			Boolean(
				(
					window as unknown as {
						tourfrontSettings?: {
							paymentMethodData?: Record< string, unknown >;
						};
					}
				 ).tourfrontSettings?.paymentMethodData?.[ id ]
			),
		GATEWAY
	);

// The demo runs the same plugins when its switch is on (mocks/site/client/test-plugins.ts).
test.beforeEach( async ( { page } ) => {
	// Three server round trips through the checkout on a real store: 24 s each on the loaded test machine.
	test.setTimeout( isRealStore ? 360_000 : 60_000 );
	if ( ! isRealStore ) {
		await page.addInitScript( () =>
			window.localStorage.setItem( 'tourfront-demo-plugins', '1' )
		);
	}
} );

for ( const width of [ 1280, 390 ] ) {
	const unfoldSummary = async ( page: Page ) => {
		if ( width < 700 ) {
			await page.locator( '.tourfront-checkout__summary-toggle' ).click();
		}
	};

	test( `a classic redirect gateway: its field error keeps the form, then it pays on its page and returns to order received at ${ width } px`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		const watch = watchPage( page );
		await openCheckoutWithTour( page );
		test.skip( ! ( await offersGateway( page ) ), NO_PLUGIN );
		const posts = recordCheckoutPosts( page );
		await fillGuestDetails( page );
		const { radio } = await paymentMethod( page, GATEWAY );
		await radio.check();
		const content = page.locator(
			'.wc-block-components-radio-control-accordion-option',
			{ has: radio }
		);
		await expect( content ).toContainText(
			'Bạn sẽ được chuyển đến TestPay để thanh toán.'
		);
		await expect(
			content.getByRole( 'img', { name: 'TestPay' } )
		).toBeVisible();
		const bank = content.getByRole( 'combobox', { name: /Ngân hàng/ } );
		await expect( bank ).toBeVisible();
		const submit = page.getByRole( 'button', {
			name: 'Tiếp tục đến TestPay',
		} );

		// No bank chosen: the gateway's validate_fields() refuses; the form and the choice stay.
		// After a refused order the checkout reads the cart again (was the order placed after all?) and takes
		// the next Place order once that answer is in.
		const cartReread = page.waitForResponse(
			( response ) =>
				response.request().method() === 'GET' &&
				/\/wc\/store\/v1\/cart(\?|$)/.test( response.url() ),
			SERVER_ROUND_TRIP
		);
		await submit.click();
		await expect(
			page.getByText(
				'Vui lòng chọn ngân hàng để thanh toán qua TestPay.'
			)
		).toBeVisible( SERVER_ROUND_TRIP );
		// The refused payment is the Store API's 400 (WooCommerce's checkout block gets the same answer), which
		// Chromium logs as a failed resource: that one line is the journey's, not a fault.
		const refused = watch.problems.findIndex( ( problem ) =>
			/status of 400 .*\/wc\/store\/v1\/checkout/.test( problem )
		);
		expect( refused ).toBeGreaterThanOrEqual( 0 );
		watch.problems.splice( refused, 1 );
		await expect( page ).toHaveURL( /\/checkout\/$/ );
		await expect( page.locator( '#email' ) ).not.toHaveValue( '' );
		await expect( radio ).toBeChecked();
		await page.screenshot( {
			path: `e2e/artifacts/classic-gateway-error-${ width }.png`,
			fullPage: true,
		} );

		await cartReread;
		await bank.selectOption( 'vcb' );
		await submit.click();
		await page.waitForURL(
			new RegExp( `[?&]${ GATEWAY }=\\d+` ),
			SERVER_ROUND_TRIP
		);
		expect( posts.at( -1 ) ).toMatchObject( {
			payment_method: GATEWAY,
			payment_data: expect.arrayContaining( [
				{ key: 'tourfront_test_bank', value: 'vcb' },
			] ),
		} );
		await expect(
			page.getByRole( 'heading', { name: 'TestPay' } )
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Thanh toán', exact: true } )
			.click();
		await page.waitForURL(
			/\/checkout\/order-received\/\d+\/\?key=/,
			SERVER_ROUND_TRIP
		);
		await settle( page );
		await expect(
			page.locator( '.woocommerce-order-overview__payment-method' )
		).toContainText( 'TestPay' );
		await page.screenshot( {
			path: `e2e/artifacts/classic-gateway-received-${ width }.png`,
			fullPage: true,
		} );
		watch.expectClean();
	} );

	test( `a plugin's item data shows in the cart, the checkout summary and the mini-cart at ${ width } px`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		const watch = watchPage( page );
		await addToCartInPlace( page, 'guidebook' );
		await page.goto( '/cart/' );
		await settle( page );
		await dismissStoreNotice( page );
		const cartLine = page.locator( '.tourfront-cart-line__metadata' );
		test.skip(
			! (
				await page
					.locator( '.tourfront-cart-item' )
					.first()
					.textContent()
			)?.includes( 'Quà tặng' ),
			NO_PLUGIN
		);
		await expect( cartLine.first() ).toContainText( GIFT );
		await page.screenshot( {
			path: `e2e/artifacts/item-data-cart-${ width }.png`,
			fullPage: true,
		} );

		await page.goto( '/checkout/' );
		await settle( page );
		await dismissStoreNotice( page );
		await unfoldSummary( page );
		const summary = page.locator(
			'.wp-block-woocommerce-checkout-order-summary-block'
		);
		await expect(
			summary.locator( '.wc-block-components-product-details' ).first()
		).toHaveText( GIFT, SERVER_ROUND_TRIP );
		await page.screenshot( {
			path: `e2e/artifacts/item-data-checkout-${ width }.png`,
			fullPage: true,
		} );

		await page.goto( '/shop/' );
		await settle( page );
		await dismissStoreNotice( page );
		await page.locator( 'a.cart-contents' ).first().click();
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.locator( '.tourfront-cart-line__metadata' ).first()
		).toHaveText( GIFT, SERVER_ROUND_TRIP );
		await page.screenshot( {
			path: `e2e/artifacts/item-data-mini-cart-${ width }.png`,
		} );
		watch.expectClean();
	} );
}
