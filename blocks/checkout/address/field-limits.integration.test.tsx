/**
 * In the rendered checkout: every text field stops at what WooCommerce stores, and the
 * email is checked as WordPress's is_email checks it.
 */

/** External dependencies */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import '../../cart/test-utils';
import { withMockWoo } from '../../data/test-utils';
import { __unstableResetPaymentMethods } from '../../registry';
import { CHECKOUT_STORE_KEY } from '../stores';
import { renderCheckoutWithTour } from '../test-utils';

configure( { asyncUtilTimeout: 8000 } );

const { requests } = withMockWoo();
let cleanup = () => undefined as void;
afterEach( () => {
	cleanup();
	__unstableResetPaymentMethods();
	delete window.tourfrontSettings;
} );

async function openCheckout() {
	const env = await renderCheckoutWithTour();
	cleanup = env.cleanup;
	return env;
}

describe( 'Checkout field limits', () => {
	it( 'gives every text field a maxlength: WooCommerce column sizes for email, phone, postcode', async () => {
		await openCheckout();
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const inputs = Array.from(
			form.querySelectorAll< HTMLInputElement >(
				'input:not([type=radio]):not([type=checkbox]):not([type=hidden])'
			)
		);
		expect( inputs.length ).toBeGreaterThan( 5 );
		for ( const input of inputs ) {
			expect( input.maxLength, input.id ).toBeGreaterThan( 0 );
			expect( input.maxLength, input.id ).toBeLessThanOrEqual( 320 );
		}
		const limit = ( id: string ) =>
			( document.getElementById( id ) as HTMLInputElement | null )
				?.maxLength;
		expect( limit( 'email' ) ).toBe( 320 );
		expect( limit( 'shipping-phone' ) ?? limit( 'billing-phone' ) ).toBe(
			100
		);
		expect(
			limit( 'shipping-first_name' ) ?? limit( 'billing-first_name' )
		).toBe( 255 );
	} );

	it( 'refuses a@b.c as WordPress’s is_email does, and sends no order', async () => {
		const env = await openCheckout();
		const email = document.getElementById( 'email' ) as HTMLInputElement;
		fireEvent.change( email, { target: { value: 'a@b.c' } } );
		fireEvent.blur( email );
		await waitFor( () =>
			expect( email.getAttribute( 'aria-invalid' ) ).toBe( 'true' )
		);
		expect(
			document.getElementById( 'validate-error-billing_email' )
				?.textContent
		).toBe( 'Please enter a valid email address' );
		requests.length = 0;
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		await waitFor( () =>
			expect( env.registry.select( CHECKOUT_STORE_KEY ).hasError() ).toBe(
				true
			)
		);
		expect(
			requests.filter( ( r ) => r.url.pathname.endsWith( '/checkout' ) )
		).toHaveLength( 0 );

		fireEvent.change( email, {
			target: { value: 'an.nguyen@example.vn' },
		} );
		fireEvent.blur( email );
		await waitFor( () =>
			expect( email.getAttribute( 'aria-invalid' ) ).toBeNull()
		);
	} );
} );
