/**
 * Shared helpers for the journeys.
 */

/** External dependencies */
import { expect, type Page } from '@playwright/test';

/** Collects console errors, page errors and any request that leaves localhost. */
export function watchPage( page: Page ) {
	const problems: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			problems.push( `console: ${ message.text() }` );
		}
	} );
	page.on( 'pageerror', ( error ) => problems.push( `page error: ${ error.message }` ) );
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		if ( ! [ 'localhost', '127.0.0.1' ].includes( url.hostname ) && ! [ 'data:', 'blob:' ].includes( url.protocol ) ) {
			problems.push( `off-localhost request: ${ request.url() }` );
		}
	} );
	return {
		problems,
		/** Fails the test when anything was collected. */
		expectClean() {
			expect( problems, problems.join( '\n' ) ).toEqual( [] );
		},
	};
}

/** Clears the demo's stored state (cart, orders, session) and reloads. */
export async function resetDemo( page: Page, path = '/' ) {
	await page.goto( path );
	await page.evaluate( () => window.localStorage.clear() );
	await page.reload();
}

/** Adds a product through WooCommerce's `?wc-ajax=add_to_cart` (answered by the demo's mock), from a fresh demo. */
export async function addToCartInPlace( page: Page, productId: number, quantity = 1 ) {
	await resetDemo( page, '/shop/' );
	const ok = await page.evaluate(
		async ( [ id, qty ] ) => {
			const body = new URLSearchParams( { product_id: String( id ), quantity: String( qty ) } );
			const response = await fetch( '/?wc-ajax=add_to_cart', { method: 'POST', body } );
			const json = await response.json();
			return Boolean( json.fragments ) && ! json.error;
		},
		[ productId, quantity ]
	);
	expect( ok ).toBe( true );
}

/** Waits until the page has loaded, the network is idle and the blocks have mounted. */
export async function settle( page: Page ) {
	await page.waitForLoadState( 'networkidle' );
	await expect( page.locator( '[data-block-name].is-loading' ) ).toHaveCount( 0 );
}
