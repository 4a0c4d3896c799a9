/**
 * Failure paths of issue 17 on a real store: answers the server loses or spoils after it did the work.
 * Playwright's routing lets the request reach WordPress, then replaces what comes back. The demo answers
 * inside a service worker, which routing cannot see, so these run on a real store only (the demo's
 * behaviour is covered by the unit tests named in each journey).
 */

/** Internal dependencies */
import { productId, storeCart } from './store-api';
import { isRealStore } from './target';
import { expect, test } from './test-utils';

test.skip( ! isRealStore, 'needs a real store (E2E_BASE_URL): the demo answers inside a service worker' );

// Item 17 (unit: storefront/add-to-cart/add-to-cart.test.ts "never adds twice").
test( 'an add the server made but whose answer was spoilt adds the tour once, not twice', async ( { page } ) => {
	await page.goto( '/shop/' );
	const id = await productId( page, 'haLong' );
	await page.route( /[?&]wc-ajax=add_to_cart/, async ( route ) => {
		await route.fetch();
		// A PHP fatal after the add: WooCommerce's HTML error page instead of the JSON.
		await route.fulfill( { status: 500, contentType: 'text/html', body: '<p>There has been a critical error on this website.</p>' } );
	} );
	const button = page.locator( `ul.products a.ajax_add_to_cart[data-product_id="${ id }"]` );
	await button.click();
	await expect( button ).toHaveClass( /added/ );
	await expect( page ).toHaveURL( /\/shop\/$/ );
	const cart = await storeCart( page );
	expect( cart.items.map( ( item ) => [ item.id, item.quantity ] ) ).toEqual( [ [ id, 1 ] ] );
} );

test( 'an add that never reached the server falls back to the plain ?add-to-cart= link, once', async ( { page } ) => {
	await page.goto( '/shop/' );
	const id = await productId( page, 'haLong' );
	await page.route( /[?&]wc-ajax=add_to_cart/, ( route ) => route.abort( 'connectionreset' ) );
	const button = page.locator( `ul.products a.ajax_add_to_cart[data-product_id="${ id }"]` );
	await button.click();
	await page.waitForURL( /add-to-cart=/ );
	await page.unroute( /[?&]wc-ajax=add_to_cart/ );
	const cart = await storeCart( page );
	expect( cart.items.map( ( item ) => [ item.id, item.quantity ] ) ).toEqual( [ [ id, 1 ] ] );
} );
