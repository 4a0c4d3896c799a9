/**
 * Payment gateways with a blocks integration, as a shop installs them: the test card gateway and the test
 * wallet of e2e/fixtures/plugins/ (on a real store: both plugins active; on the demo: the same scripts,
 * registered through the same `wc.wcBlocksRegistry`). Pay with the card; a declined card keeps the cart and
 * the form and shows the gateway's words; a saved card is offered (default first) and used; the express
 * button shows above the form and its errors show in its own area — at 1280 and 390 px.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import { newCustomer, register } from './accounts';
import { activateDemoPlugins } from './demo-plugins';
import {
	GUEST_EMAIL,
	ORDER_TOUR,
	ORDER_TOUR_NAME,
	fillGuestDetails,
	openCheckoutWithTour,
	paymentMethod,
	placeOrderButton,
	recordCheckoutPosts,
} from './checkout-helpers';
import { t } from './i18n';
import { expect, test, watchPage } from './test-utils';

const ORDER_RECEIVED = /\/checkout\/order-received\/\d+\/\?key=wc_order_/;
// Placing an order runs the gateway on the server: on a busy real store that takes a while.
const PLACED = { timeout: 150_000 };
const GATEWAY = 'tourfront_test';
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const DECLINED =
	'Thẻ bị từ chối: ngân hàng thử nghiệm không chấp nhận giao dịch.';
const WALLET = 'Ví thử nghiệm';
const NO_PLUGIN =
	'the store has no Tourfront test gateway (activate e2e/fixtures/plugins/tourfront-test-gateway and tourfront-test-express)';

/** Skips the journey when the page's settings list no test gateway (a real store without the plugins). */
async function requireTestGateway( page: Page ) {
	const present = await page.evaluate(
		( id ) =>
			!! (
				window as unknown as {
					tourfrontSettings?: { paymentMethodData?: object };
				}
			 ).tourfrontSettings?.paymentMethodData?.hasOwnProperty( id ),
		GATEWAY
	);
	test.skip( ! present, NO_PLUGIN );
}

/** Chooses the test card and types `card`. */
async function payByCard( page: Page, card: string ) {
	const { radio } = await paymentMethod( page, GATEWAY );
	await radio.check();
	await page.getByRole( 'textbox', { name: 'Số thẻ' } ).fill( card );
}

/** The value of one payment_data key in a checkout POST body. */
function paymentData( body: Record< string, unknown >, key: string ) {
	return (
		body.payment_data as Array< { key: string; value: unknown } >
	 ).find( ( entry ) => entry.key === key )?.value;
}

for ( const width of [ 1280, 390 ] ) {
	test.describe( `at ${ width } px`, () => {
		test.beforeEach( async ( { page, baseURL } ) => {
			// Each journey places orders, which a real store takes its time over.
			test.slow();
			await page.setViewportSize( { width, height: 900 } );
			await activateDemoPlugins( page, baseURL!, [
				'tourfront-test-gateway',
				'tourfront-test-express',
			] );
		} );

		test( 'a guest pays with a blocks gateway: its label, its field, its payment data reach the order', async ( {
			page,
		} ) => {
			const watch = watchPage( page );
			const posts = recordCheckoutPosts( page );
			await openCheckoutWithTour( page, ORDER_TOUR );
			await requireTestGateway( page );
			await fillGuestDetails( page );
			await payByCard( page, GOOD_CARD );
			await page.screenshot( {
				path: `e2e/artifacts/payment-gateway-${ width }.png`,
				fullPage: true,
			} );
			await placeOrderButton( page ).click();
			await expect( page ).toHaveURL( ORDER_RECEIVED, PLACED );
			await expect( page.locator( '.woocommerce-order' ) ).toContainText(
				ORDER_TOUR_NAME
			);
			expect( posts ).toHaveLength( 1 );
			expect( posts[ 0 ].payment_method ).toBe( GATEWAY );
			expect( paymentData( posts[ 0 ], 'tourfront_test_card' ) ).toBe(
				'4242424242424242'
			);
			expect(
				paymentData( posts[ 0 ], `wc-${ GATEWAY }-new-payment-method` )
			).toBe( false );
			watch.expectClean();
		} );

		test( 'a declined card shows the gateway’s message and keeps the cart and the form', async ( {
			page,
		} ) => {
			const watch = watchPage( page );
			await openCheckoutWithTour( page, ORDER_TOUR );
			await requireTestGateway( page );
			await fillGuestDetails( page );
			await payByCard( page, DECLINED_CARD );
			await placeOrderButton( page ).click();
			await expect( page.getByText( DECLINED ) ).toBeVisible( PLACED );
			await expect( page ).toHaveURL( /\/checkout\/$/ );
			await expect( page.locator( '#email' ) ).toHaveValue( GUEST_EMAIL );
			await expect(
				( await paymentMethod( page, GATEWAY ) ).radio
			).toBeChecked();
			await expect(
				page.getByRole( 'textbox', { name: 'Số thẻ' } )
			).toHaveValue( DECLINED_CARD );
			await page.screenshot( {
				path: `e2e/artifacts/payment-gateway-declined-${ width }.png`,
				fullPage: true,
			} );
			// The cart is still there: the next attempt, with a good card, goes through.
			await page
				.getByRole( 'textbox', { name: 'Số thẻ' } )
				.fill( GOOD_CARD );
			await placeOrderButton( page ).click();
			await expect( page ).toHaveURL( ORDER_RECEIVED, PLACED );
			await expect( page.locator( '.woocommerce-order' ) ).toContainText(
				ORDER_TOUR_NAME
			);
			// The declined attempt's 400 is the Store API's answer, which the browser logs (as on WooCommerce's checkout).
			const declined = watch.problems.filter( ( problem ) =>
				/status of 400/.test( problem )
			);
			expect( declined ).toHaveLength( 1 );
			watch.problems.splice(
				0,
				watch.problems.length,
				...watch.problems.filter(
					( problem ) => ! declined.includes( problem )
				)
			);
			watch.expectClean();
		} );

		test( 'a customer saves a card, and the next checkout offers it first and pays with it', async ( {
			page,
		} ) => {
			const watch = watchPage( page );
			const posts = recordCheckoutPosts( page );
			await register( page, newCustomer( 'mai.tran' ) );
			await openCheckoutWithTour( page, ORDER_TOUR );
			await requireTestGateway( page );
			await fillGuestDetails( page );
			await payByCard( page, GOOD_CARD );
			await page
				.getByRole( 'checkbox', {
					name: t(
						'Save payment information to my account for future purchases.'
					),
				} )
				.check();
			await placeOrderButton( page ).click();
			await expect( page ).toHaveURL( ORDER_RECEIVED, PLACED );
			expect(
				paymentData( posts[ 0 ], `wc-${ GATEWAY }-new-payment-method` )
			).toBe( true );

			await openCheckoutWithTour( page, ORDER_TOUR );
			const saved = page.getByRole( 'radio', {
				name: t(
					'%1$s ending in %2$s (expires %3$s)',
					'Visa',
					'4242',
					'12/30'
				),
			} );
			await expect( saved ).toBeChecked();
			await expect(
				page.getByText( /Thanh toán bằng thẻ đã lưu #\d+\./ )
			).toBeVisible();
			await page.screenshot( {
				path: `e2e/artifacts/payment-saved-card-${ width }.png`,
				fullPage: true,
			} );
			await placeOrderButton( page ).click();
			await expect( page ).toHaveURL( ORDER_RECEIVED, PLACED );
			const last = posts[ posts.length - 1 ];
			const token = String( paymentData( last, 'token' ) );
			expect( token ).toMatch( /^\d+$/ );
			expect( paymentData( last, `wc-${ GATEWAY }-payment-token` ) ).toBe(
				token
			);
			expect( paymentData( last, 'isSavedToken' ) ).toBe( true );
			watch.expectClean();
		} );

		test( 'the express button shows above the form; cancelling restores the options, its error shows in its area', async ( {
			page,
		} ) => {
			const watch = watchPage( page );
			await openCheckoutWithTour( page, ORDER_TOUR );
			await requireTestGateway( page );
			const area = page.locator( '.wc-block-components-express-payment' );
			const button = area.getByRole( 'button', { name: WALLET } );
			await expect( button ).toBeVisible();
			// Above the form's first step.
			const [ express, contact ] = await Promise.all( [
				button.boundingBox(),
				page.locator( '#email' ).boundingBox(),
			] );
			expect( express!.y ).toBeLessThan( contact!.y );
			// The size the checkout asks express buttons to take: its own Place order button's.
			const place = await placeOrderButton( page ).evaluate( ( node ) => {
				const style = getComputedStyle( node );
				return [
					node.getBoundingClientRect().height,
					style.borderTopLeftRadius,
				];
			} );
			expect(
				await button.evaluate( ( node ) => {
					const style = getComputedStyle( node );
					return [
						node.getBoundingClientRect().height,
						style.borderTopLeftRadius,
					];
				} )
			).toEqual( place );
			const options = page.locator(
				'#radio-control-wc-payment-method-options'
			);
			await expect( options ).toBeVisible();

			await button.click();
			const sheet = page.getByRole( 'dialog', { name: WALLET } );
			await expect( sheet ).toBeVisible();
			// While the wallet runs, the regular options step aside (as in WooCommerce's checkout).
			await expect( options ).toBeHidden();
			await page.screenshot( {
				path: `e2e/artifacts/payment-express-open-${ width }.png`,
				fullPage: true,
			} );
			await sheet.getByRole( 'button', { name: 'Hủy' } ).click();
			await expect( options ).toBeVisible();

			await button.click();
			await page
				.getByRole( 'dialog', { name: WALLET } )
				.getByRole( 'button', { name: 'Báo lỗi' } )
				.click();
			await expect(
				area.getByText( 'Ví thử nghiệm từ chối thanh toán.' )
			).toBeVisible();
			await expect( options ).toBeVisible();
			await page.screenshot( {
				path: `e2e/artifacts/payment-express-error-${ width }.png`,
				fullPage: true,
			} );
			watch.expectClean();
		} );
	} );
}
