/**
 * A logged-in customer's contact comes from the account: an email typed as a guest earlier in the same
 * browser does not follow the shopper into the account's checkout (nor its order).
 */

/** Internal dependencies */
import { newCustomer, register } from './accounts';
import { openCheckoutWithTour, ORDER_TOUR } from './checkout-helpers';
import { expect, test } from './test-utils';

test( 'after logging in, the checkout holds the account’s email, not the one typed as a guest', async ( {
	page,
} ) => {
	await openCheckoutWithTour( page, ORDER_TOUR );
	const email = page.locator( '#email' );
	await email.fill( 'khach.cu@example.com' );
	await email.blur();
	// The guest's contact reaches the store's session (the cart's billing address).
	await expect
		.poll( () =>
			page.evaluate( async () => {
				const nonce =
					(
						window as unknown as {
							tourfrontSettings?: {
								storeApi?: { nonce?: string };
							};
						}
					 ).tourfrontSettings?.storeApi?.nonce ?? '';
				const response = await fetch( '/wp-json/wc/store/v1/cart', {
					credentials: 'same-origin',
					headers: { Nonce: nonce },
				} );
				const cart = ( await response.json() ) as {
					billing_address?: { email?: string };
				};
				return cart.billing_address?.email;
			} )
		)
		.toBe( 'khach.cu@example.com' );

	const customer = newCustomer();
	await register( page, customer );
	await page.goto( '/checkout/' );
	await expect( page.locator( '.tourfront-checkout' ) ).toBeVisible();
	await expect( page.locator( '#email' ) ).toHaveValue( customer.email );
} );
