/**
 * The demo keeps the visitor's state in the browser: a form-submitted add to cart shows WooCommerce's
 * notice and survives a reload; "Reset demo" clears it; the demo login prints the account pages.
 */

/** External dependencies */
import { test, expect } from '@playwright/test';

/** Internal dependencies */
import { fillGuestDetails, openCheckoutWithTour, placeOrderButton } from './checkout-helpers';
import { watchPage } from './test-utils';

const PRODUCT = '/product/tour-ha-long-2-ngay-1-dem-tren-du-thuyen/';

test( 'add to cart from the product form, reload keeps it, reset demo clears it', async ( { page } ) => {
	const watch = watchPage( page );
	await page.goto( PRODUCT );
	await page.evaluate( () => window.localStorage.clear() );
	await page.reload();
	const count = page.locator( '#site-header-cart a.cart-contents .count' ).first();
	await expect( count ).toContainText( '0' );

	await page.locator( 'form.cart button.single_add_to_cart_button' ).click();
	await expect( page.locator( '.woocommerce-notices-wrapper .woocommerce-message' ) ).toContainText( 'Tour Hạ Long 2 ngày 1 đêm' );
	await expect( page.locator( '.woocommerce-message a.wc-forward[href="/cart/"]' ) ).toBeVisible();
	await expect( count ).toContainText( '1' );

	await page.reload();
	await expect( page.locator( '.woocommerce-message' ) ).toHaveCount( 0 );
	await expect( count ).toContainText( '1' );
	await expect( page.locator( '#site-header-cart a.cart-contents .woocommerce-Price-amount' ).first() ).toContainText( '2.490.000' );

	await page.locator( '[data-tourfront-demo-reset]' ).click();
	await expect( page ).toHaveURL( /\/$/ );
	await expect( page.locator( '#site-header-cart a.cart-contents .count' ).first() ).toContainText( '0' );
	await page.reload();
	await expect( page.locator( '#site-header-cart a.cart-contents .count' ).first() ).toContainText( '0' );
	watch.expectClean();
} );

test( 'register with a password, see the account pages, log out', async ( { page } ) => {
	const watch = watchPage( page );
	await page.goto( '/my-account/' );
	await page.evaluate( () => window.localStorage.clear() );
	await page.locator( '#reg_username' ).fill( 'lan.nguyen' );
	await page.locator( '#reg_email' ).fill( 'lan.nguyen@example.com' );
	await page.locator( '#reg_password' ).fill( 'Ha-Long-2026-du-thuyen!' );
	await page.locator( 'button.woocommerce-form-register__submit' ).click();
	await expect( page.locator( 'nav.woocommerce-MyAccount-navigation' ) ).toBeVisible();
	await expect( page.locator( '.woocommerce-MyAccount-content' ) ).toContainText( 'lan.nguyen' );

	await page.goto( '/my-account/orders/' );
	await expect( page.locator( '.woocommerce-MyAccount-navigation-link--orders.is-active' ) ).toBeVisible();
	await page.goto( '/my-account/edit-account/' );
	await expect( page.locator( '#account_email' ) ).toHaveValue( 'lan.nguyen@example.com' );

	await page.locator( '.woocommerce-MyAccount-navigation-link--customer-logout a' ).click();
	await expect( page.locator( 'form.woocommerce-form-login' ) ).toBeVisible();
	await page.evaluate( () => window.localStorage.clear() );
	watch.expectClean();
} );

test( 'a logged-in customer sees the order received, then finds it under My account → Orders', async ( { page } ) => {
	const watch = watchPage( page );
	await page.goto( '/my-account/' );
	await page.locator( '#username' ).fill( 'minh.tran' );
	await page.locator( '#password' ).fill( 'mat-khau-du-lich' );
	await page.locator( 'button.woocommerce-form-login__submit' ).click();
	await expect( page.locator( 'nav.woocommerce-MyAccount-navigation' ) ).toBeVisible();

	await openCheckoutWithTour( page );
	await fillGuestDetails( page );
	await placeOrderButton( page ).click();
	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\/\?key=/ );
	await expect( page.locator( '.woocommerce-thankyou-order-received' ) ).toBeVisible();
	await expect( page.locator( '.woocommerce-table--order-details' ) ).toContainText( 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền' );
	const number = ( await page.locator( '.woocommerce-order-overview__order strong' ).textContent() )?.trim();
	expect( number ).toMatch( /^\d+$/ );

	await page.goto( '/my-account/orders/' );
	await page.reload();
	await expect( page.locator( '.woocommerce-orders-table' ) ).toContainText( `#${ number }` );
	await page.locator( '.woocommerce-MyAccount-navigation-link--customer-logout a' ).click();
	watch.expectClean();
} );
