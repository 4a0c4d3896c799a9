/**
 * Customers for the journeys: a new one per journey, registered through WooCommerce's My account
 * form (a real store keeps it: unique names, so runs never collide), and WooCommerce's login form.
 */

/** External dependencies */
import { expect, type Page } from '@playwright/test';

/** Internal dependencies */
import { isRealStore } from './target';

export interface Customer {
	username: string;
	email: string;
	password: string;
}

/** A customer no store has seen: `lan.nguyen.<stamp>` / `lan.nguyen+<stamp>@example.com`. */
export function newCustomer( name = 'lan.nguyen' ): Customer {
	const stamp = `${ Date.now().toString( 36 ) }${ Math.floor( Math.random() * 1296 ).toString( 36 ) }`;
	return {
		username: `${ name }.${ stamp }`,
		email: `${ name }+${ stamp }@example.com`,
		password: 'Ha-Long-2026-du-thuyen!',
	};
}

/**
 * Opens My account with its scripts in: the demo answers the account forms in the page, so a click before its
 * script has bound them posts the form to a server that only serves pages (on a store this costs nothing).
 */
export async function openMyAccount( page: Page ): Promise< void > {
	// eslint-disable-next-line playwright/no-networkidle -- a store's own scripts mark nothing on the page when they have run.
	await page.goto( '/my-account/', { waitUntil: 'networkidle' } );
	if ( ! isRealStore ) {
		// The demo's script binds the forms in the same task that sets `tourfrontDemo`. The network can be idle
		// before that task runs (scripts fetched, not yet run, on a busy machine): a login then posted the form
		// and came back logged out.
		await page.waitForFunction( () => 'tourfrontDemo' in window );
	}
}

/**
 * Registers `customer` on /my-account/ and waits for the account dashboard (registration logs in).
 * The username and password fields are filled where the store asks for them; a store that
 * generates them (WooCommerce → Settings → Accounts) only asks for the email.
 */
export async function register(
	page: Page,
	customer: Customer
): Promise< void > {
	await openMyAccount( page );
	const form = page.locator( 'form.woocommerce-form-register' );
	if ( await form.locator( '#reg_username' ).count() ) {
		await form.locator( '#reg_username' ).fill( customer.username );
	}
	await form.locator( '#reg_email' ).fill( customer.email );
	if ( await form.locator( '#reg_password' ).count() ) {
		await form.locator( '#reg_password' ).fill( customer.password );
	}
	await form.locator( 'button.woocommerce-form-register__submit' ).click();
	await expect(
		page.locator( 'nav.woocommerce-MyAccount-navigation' )
	).toBeVisible();
}

/** Logs in through WooCommerce's My account login form. */
export async function logIn(
	page: Page,
	username: string,
	password: string
): Promise< void > {
	await openMyAccount( page );
	await page.locator( '#username' ).fill( username );
	await page.locator( '#password' ).fill( password );
	await page.locator( 'button.woocommerce-form-login__submit' ).click();
	await expect(
		page.locator( 'nav.woocommerce-MyAccount-navigation' )
	).toBeVisible();
}

/** Logs out from the account navigation and waits for the login form. */
export async function logOut( page: Page ): Promise< void > {
	await page
		.locator( '.woocommerce-MyAccount-navigation-link--customer-logout a' )
		.click();
	await expect( page.locator( 'form.woocommerce-form-login' ) ).toBeVisible();
}
