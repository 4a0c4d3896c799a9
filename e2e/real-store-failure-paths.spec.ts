/**
 * Failure paths on a real store: answers the server loses or spoils after it did the work.
 * Playwright's routing lets the request reach WordPress, then replaces what comes back. The demo answers
 * inside a service worker, which routing cannot see, so these run on a real store only (the demo's
 * behaviour is covered by the unit tests named in each journey).
 */

/** Internal dependencies */
import {
	fillGuestDetails,
	openCheckoutWithTour,
	placeOrderButton,
	recordCheckoutPosts,
} from './checkout-helpers';
import { t } from './i18n';
import { addToCartInPlace, productId, storeCart } from './store-api';
import { isRealStore } from './target';
import { expect, settle, test } from './test-utils';

const HA_LONG_NAME = 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền';
// The shop's in-place add belongs to simple products (a tour opens its booking box): the travel extras' list.
const EXTRAS = '/product-category/phu-kien-du-lich/';

test.skip(
	! isRealStore,
	'needs a real store (E2E_BASE_URL): the demo answers inside a service worker'
);

// (unit: storefront/add-to-cart/add-to-cart.test.ts "never adds twice").
test( 'an add the server made but whose answer was spoilt adds the product once, not twice', async ( {
	page,
} ) => {
	await page.goto( EXTRAS );
	const id = await productId( page, 'guidebook' );
	await page.route( /[?&]wc-ajax=add_to_cart/, async ( route ) => {
		await route.fetch();
		// A PHP fatal after the add: WooCommerce's HTML error page instead of the JSON.
		await route.fulfill( {
			status: 500,
			contentType: 'text/html',
			body: '<p>There has been a critical error on this website.</p>',
		} );
	} );
	const button = page.locator(
		`ul.products a.ajax_add_to_cart[data-product_id="${ id }"]`
	);
	await button.click();
	await expect( button ).toHaveClass( /added/ );
	await expect( page ).toHaveURL( /\/phu-kien-du-lich\/$/ );
	const cart = await storeCart( page );
	expect( cart.items.map( ( item ) => [ item.id, item.quantity ] ) ).toEqual(
		[ [ id, 1 ] ]
	);
} );

test( 'an add that never reached the server falls back to the plain ?add-to-cart= link, once', async ( {
	page,
} ) => {
	await page.goto( EXTRAS );
	const id = await productId( page, 'guidebook' );
	await page.route( /[?&]wc-ajax=add_to_cart/, ( route ) =>
		route.abort( 'connectionreset' )
	);
	const button = page.locator(
		`ul.products a.ajax_add_to_cart[data-product_id="${ id }"]`
	);
	await button.click();
	await page.waitForURL( /add-to-cart=/ );
	await page.unroute( /[?&]wc-ajax=add_to_cart/ );
	const cart = await storeCart( page );
	expect( cart.items.map( ( item ) => [ item.id, item.quantity ] ) ).toEqual(
		[ [ id, 1 ] ]
	);
} );

// (unit: blocks/mini-cart/mini-cart-retry.test.tsx).
test( 'the mini-cart says its first cart read failed, retries on the button and on reopening', async ( {
	page,
} ) => {
	await addToCartInPlace( page, 'haLong' );
	await page.goto( '/shop/' );
	// The page's own cart reads are done before the next ones fail.
	await settle( page );
	let failing = true;
	await page.route( /\/wc\/store\/v1\/cart(\?|$)/, ( route ) =>
		failing && route.request().method() === 'GET'
			? route.abort( 'connectionreset' )
			: route.fallback()
	);
	const header = page.locator( 'a.cart-contents' ).first();
	await header.click();
	const dialog = page.getByRole( 'dialog' );
	await expect(
		dialog.getByText( t( 'The cart could not be loaded.' ) )
	).toBeVisible();
	await expect( dialog.getByText( t( 'Loading the cart…' ) ) ).toHaveCount(
		0
	);
	await dialog.getByRole( 'button', { name: t( 'Try again' ) } ).click();
	await expect(
		dialog.getByText( t( 'The cart could not be loaded.' ) )
	).toBeVisible();
	await page.screenshot( { path: 'test-results/mini-cart-load-failed.png' } );

	failing = false;
	await page.keyboard.press( 'Escape' );
	await header.click();
	await expect(
		page.getByRole( 'dialog' ).getByRole( 'link', { name: HA_LONG_NAME } )
	).toBeVisible();
} );

// (unit: blocks/checkout/place-order/place-order-flow.integration.test.tsx "A lost checkout answer").
test.describe( 'a checkout answer lost after WooCommerce created the order', () => {
	for ( const [ name, lose ] of [
		[
			'a dropped connection',
			( route: import( '@playwright/test' ).Route ) =>
				route.abort( 'connectionreset' ),
		],
		[
			'a 504 HTML page',
			( route: import( '@playwright/test' ).Route ) =>
				route.fulfill( {
					status: 504,
					contentType: 'text/html',
					body: '<html><body><h1>504 Gateway Time-out</h1></body></html>',
				} ),
		],
	] as const ) {
		test( `after ${ name } the shopper is told the order was received, with nothing to retry`, async ( {
			page,
		} ) => {
			// Placing a real order (emails and all) on a loaded machine takes a while.
			test.setTimeout( 180_000 );
			const posts = recordCheckoutPosts( page );
			await openCheckoutWithTour( page );
			await fillGuestDetails( page );
			await page.route(
				/\/wc\/store\/v1\/checkout(\?|$)/,
				async ( route ) => {
					if ( route.request().method() !== 'POST' ) {
						return route.fallback();
					}
					const response = await route.fetch();
					expect( response.status() ).toBe( 200 );
					return lose( route );
				}
			);
			await placeOrderButton( page ).click();
			await expect(
				page.getByText(
					t(
						'Your order has been received. Its details are in the confirmation email and in your account.'
					)
				)
			).toBeVisible( { timeout: 90_000 } );
			await expect( placeOrderButton( page ) ).toHaveCount( 0 );
			await expect(
				page.locator( '.tourfront-notice.is-error' )
			).toHaveCount( 0 );
			await page.screenshot( {
				path: `e2e/artifacts/checkout-answer-lost-${ name.replace( /\W+/g, '-' ) }-1280.png`,
				fullPage: false,
			} );
			expect( posts ).toHaveLength( 1 );
			expect( ( await storeCart( page ) ).items ).toEqual( [] );
		} );
	}
} );

// (unit: place-order-flow.integration.test.tsx "Errors of the checkout submission").
test( 'a checkout error of no checkout area is shown in the cart notices at the top of the checkout', async ( {
	page,
} ) => {
	await openCheckoutWithTour( page );
	await fillGuestDetails( page );
	const message =
		'Rất tiếc, tour này vừa hết chỗ. Vui lòng sửa giỏ hàng rồi thử lại.';
	await page.route( /\/wc\/store\/v1\/checkout(\?|$)/, ( route ) =>
		route.request().method() === 'POST'
			? route.fulfill( {
					status: 400,
					contentType: 'application/json',
					body: JSON.stringify( {
						code: 'woocommerce_rest_product_out_of_stock',
						message,
						data: { status: 400 },
					} ),
				} )
			: route.fallback()
	);
	await placeOrderButton( page ).click();
	await expect(
		page.locator( '.tourfront-checkout__cart-notices' )
	).toContainText( message );
	await expect(
		page.locator( '.tourfront-checkout__notices' )
	).not.toContainText( message );
	await expect( placeOrderButton( page ) ).toBeEnabled();
} );
