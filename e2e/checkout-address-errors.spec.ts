/**
 * WooCommerce's `woocommerce_rest_invalid_address` answer, from the store itself: the checkout POST leaves
 * the browser with required billing fields blanked (the form had them filled, so only the server can object),
 * and each message the server names shows under the address form the shopper sees, none at the top.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import {
	fillGuestDetails,
	openCheckoutWithTour,
	ORDER_TOUR,
	placeOrderButton,
	rewriteCheckoutPosts,
} from './checkout-helpers';
import { t } from './i18n';
import { isRealStore } from './target';
import { expect, test } from './test-utils';

// The demo's WooCommerce answers inside a service worker, where Playwright cannot rewrite a request; the block
// test blocks/checkout/place-order/address-errors.integration.test.tsx covers it against the mock.
test.skip(
	! isRealStore,
	'needs a real store (E2E_BASE_URL): the demo answers inside a service worker'
);

/** Sends the next checkout POSTs with the billing first name and city emptied. */
function blankBillingOnTheWay( page: Page ) {
	return rewriteCheckoutPosts( page, ( body ) => ( {
		...body,
		billing_address: {
			...( body.billing_address as Record< string, unknown > ),
			first_name: '',
			city: '',
		},
	} ) );
}

// A cart with something shipped: WooCommerce 11 checks the billing address then (a cart of tours alone, with
// its billing fields blanked, was accepted by the real store). Billing follows shipping: the shipping form shows.
for ( const width of [ 1280, 390 ] ) {
	const form = 'shipping';

	test( `the server's invalid-address messages show under the address form shown (${ width } px)`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		await openCheckoutWithTour( page, ORDER_TOUR, [ 'guidebook' ] );
		await fillGuestDetails( page );
		await blankBillingOnTheWay( page );
		await placeOrderButton( page ).click();

		const area = page.locator( `.wc-block-checkout__${ form }-fields` );
		// One notice per message: the first name's and the city's (WooCommerce's own labels, in the store's language).
		await expect( area.locator( '.tourfront-notices' ) ).toContainText(
			t( 'Town / City' )
		);
		await expect( area.locator( '.tourfront-notices li' ) ).toHaveCount(
			2
		);
		await expect(
			page.locator( '.tourfront-checkout__notices' )
		).not.toContainText( t( 'Town / City' ) );
		await expect( page ).toHaveURL( /\/checkout\/$/ );
		await expect( placeOrderButton( page ) ).toBeEnabled();
		await area.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: `e2e/artifacts/checkout-invalid-address-${ width }.png`,
			fullPage: false,
		} );
	} );
}
