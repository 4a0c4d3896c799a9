/**
 * The visitor's state survives a reload: a form-submitted add to cart shows WooCommerce's notice and
 * stays in the cart; accounts: register, the account pages, log out, log in, and a customer's order
 * under My account. On the demo the state lives in the browser and "Reset demo" clears it.
 */

/** Internal dependencies */
import {
	logIn,
	logOut,
	newCustomer,
	openMyAccount,
	register,
} from './accounts';
import {
	ORDER_TOUR_NAME,
	fillGuestDetails,
	openCheckoutWithTour,
	placeOrderButton,
	waitForOrderReceived,
} from './checkout-helpers';
import { t } from './i18n';
import { ADMIN_PASSWORD, ADMIN_USER } from './orders';
import { productPath } from './store-api';
import { DEMO_ONLY, isRealStore } from './target';
import { expect, test, watchPage } from './test-utils';

test( 'add to cart from the product form, the notice links to the cart, a reload keeps the cart', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( productPath( 'guidebook' ) );
	const count = page
		.locator( '#site-header-cart a.cart-contents .count' )
		.first();
	await expect( count ).toContainText( '0' );

	await page.locator( 'form.cart button.single_add_to_cart_button' ).click();
	await expect( page.locator( '.woocommerce-message' ) ).toContainText(
		'Sách hướng dẫn du lịch Hạ Long'
	);
	await expect(
		page.locator( '.woocommerce-message a.wc-forward[href$="/cart/"]' )
	).toBeVisible();
	await expect( count ).toContainText( '1' );

	// Opened again (a reload would post the form again on a real store).
	await page.goto( productPath( 'guidebook' ) );
	await expect( page.locator( '.woocommerce-message' ) ).toHaveCount( 0 );
	await expect( count ).toContainText( '1' );
	await expect(
		page
			.locator(
				'#site-header-cart a.cart-contents .woocommerce-Price-amount'
			)
			.first()
	).toContainText( '149.000' );
	watch.expectClean();
} );

test( '"Reset demo" empties the cart for good', async ( { page } ) => {
	test.skip( isRealStore, DEMO_ONLY.reset );
	const watch = watchPage( page );
	await page.goto( productPath( 'guidebook' ) );
	await page.locator( 'form.cart button.single_add_to_cart_button' ).click();
	const count = page
		.locator( '#site-header-cart a.cart-contents .count' )
		.first();
	await expect( count ).toContainText( '1' );

	await page.locator( '[data-tourfront-demo-reset]' ).click();
	await expect( page ).toHaveURL( /\/$/ );
	await expect( count ).toContainText( '0' );
	await page.reload();
	await expect( count ).toContainText( '0' );
	watch.expectClean();
} );

test( 'register, see the account pages, log out', async ( { page } ) => {
	const watch = watchPage( page );
	const customer = newCustomer();
	await register( page, customer );
	await expect(
		page.locator( '.woocommerce-MyAccount-content' )
	).toContainText( 'lan.nguyen' );

	await page.goto( '/my-account/orders/' );
	await expect(
		page.locator(
			'.woocommerce-MyAccount-navigation-link--orders.is-active'
		)
	).toBeVisible();
	await page.goto( '/my-account/edit-account/' );
	await expect( page.locator( '#account_email' ) ).toHaveValue(
		customer.email
	);
	await logOut( page );
	watch.expectClean();
} );

test( 'log in through the My account form, log out', async ( { page } ) => {
	const watch = watchPage( page );
	await logIn( page, ADMIN_USER, ADMIN_PASSWORD );
	await expect(
		page.locator( '.woocommerce-MyAccount-content' )
	).toContainText( ADMIN_USER );
	await logOut( page );
	watch.expectClean();
} );

test( 'a wrong password typed with an email names the email address and empties the password field', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	const customer = newCustomer( 'hoa.le' );
	await register( page, customer );
	await logOut( page );
	await openMyAccount( page );
	await page.locator( '#username' ).fill( customer.email );
	await page.locator( '#password' ).fill( 'not-her-password' );
	await page.locator( 'button.woocommerce-form-login__submit' ).click();
	const error = page.locator( '.woocommerce-error' );
	await expect( error ).toContainText(
		t(
			'The password you entered for the email address %s is incorrect.',
			customer.email
		)
	);
	await expect( error ).not.toContainText(
		t(
			'The password you entered for the username %s is incorrect.',
			customer.email
		)
	);
	await expect( page.locator( '#password' ) ).toHaveValue( '' );
	await expect( page.locator( '#username' ) ).toHaveValue( customer.email );
	watch.expectClean();
} );

test( 'a logged-in customer sees the order received, then finds it under My account → Orders', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await register( page, newCustomer( 'minh.tran' ) );

	await openCheckoutWithTour( page );
	await fillGuestDetails( page );
	await placeOrderButton( page ).click();
	await waitForOrderReceived( page );
	await expect(
		page.locator( '.woocommerce-thankyou-order-received' )
	).toBeVisible();
	await expect(
		page.locator( '.woocommerce-table--order-details' )
	).toContainText( ORDER_TOUR_NAME );
	const number = (
		await page
			.locator( '.woocommerce-order-overview__order strong' )
			.textContent()
	)?.trim();
	expect( number ).toMatch( /^\d+$/ );

	await page.goto( '/my-account/orders/' );
	await expect( page.locator( '.woocommerce-orders-table' ) ).toContainText(
		`#${ number }`
	);
	await logOut( page );
	watch.expectClean();
} );
