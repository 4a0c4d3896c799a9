/**
 * Helpers for the checkout journeys (issue 6).
 */

/** External dependencies */
import { expect, type Page } from '@playwright/test';

/** Internal dependencies */
import { addToCartInPlace, settle } from './test-utils';

/** Product 11 (Tour Hạ Long, 2.490.000 ₫) in a fresh cart, then the checkout page. */
export async function openCheckoutWithTour( page: Page, productId = 11 ) {
	await addToCartInPlace( page, productId );
	await page.goto( '/checkout/' );
	await settle( page );
	await expect( page.locator( '.tourfront-checkout' ) ).toBeVisible();
	// The demo's fixed store-notice bar would cover the Place order button: dismiss it.
	const dismiss = page.locator( '.woocommerce-store-notice__dismiss-link' );
	if ( await dismiss.isVisible() ) {
		await dismiss.click();
		await expect( dismiss ).toBeHidden();
	}
}

/** Overrides settings keys before the page's scripts read them (`window.tourfrontSettings`). */
export async function patchSettings( page: Page, patch: Record< string, unknown > ) {
	await page.addInitScript( ( values ) => {
		let stored: Record< string, unknown > | undefined;
		Object.defineProperty( window, 'tourfrontSettings', {
			configurable: true,
			get: () => stored,
			set: ( value: Record< string, unknown > ) => {
				stored = { ...value, ...values };
			},
		} );
	}, patch );
}

/** Fills contact and a Vietnamese shipping address (state hidden, postcode optional). */
export async function fillGuestDetails( page: Page ) {
	await page.locator( '#email' ).fill( 'an.nguyen@example.vn' );
	await page.locator( '#shipping-first_name' ).fill( 'Nguyễn Văn' );
	await page.locator( '#shipping-last_name' ).fill( 'An' );
	await page.locator( '#shipping-address_1' ).fill( '12 Lý Thường Kiệt' );
	await page.locator( '#shipping-city' ).fill( 'Hà Nội' );
	await page.locator( '#shipping-city' ).blur();
}

/** Records the bodies of every POST /wc/store/v1/checkout the page sends. */
export function recordCheckoutPosts( page: Page ) {
	const bodies: Array< Record< string, unknown > > = [];
	page.on( 'request', ( request ) => {
		if ( request.method() === 'POST' && /\/wc\/store\/v1\/checkout(\?|$)/.test( request.url() ) ) {
			bodies.push( JSON.parse( request.postData() || '{}' ) );
		}
	} );
	return bodies;
}

/** The Place order button. */
export const placeOrderButton = ( page: Page ) => page.getByRole( 'button', { name: 'Đặt hàng' } );
