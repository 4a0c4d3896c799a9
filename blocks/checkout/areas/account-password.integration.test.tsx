/**
 * With `stop_checkout` on, a new account's password below the minimum strength disables
 * "Place order" and says why; the field and the button read one error id.
 */

/** External dependencies */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import '../../cart/test-utils';
import { withMockWoo } from '../../data/test-utils';
import { __unstableResetPaymentMethods } from '../../registry';
import { VALIDATION_STORE_KEY } from '../stores';
import { renderCheckoutWithTour } from '../test-utils';
import { loadPasswordEstimator } from '../../../common/password-strength/estimate';
import { PASSWORD_ERROR_ID } from './create-account-constants';

configure( { asyncUtilTimeout: 8000 } );

withMockWoo();
let cleanup = () => undefined as void;
afterEach( () => {
	cleanup();
	__unstableResetPaymentMethods();
	delete window.tourfrontSettings;
} );

async function openCheckoutWithSignup( stopCheckout: boolean ) {
	await loadPasswordEstimator();
	const env = await renderCheckoutWithTour( {
		checkoutAllowsSignup: true,
		generatePassword: false,
		theme: { stop_checkout: stopCheckout, min_password_strength: 3 },
	} );
	cleanup = env.cleanup;
	fireEvent.click(
		await screen.findByRole( 'checkbox', { name: /Create an account/ } )
	);
	const password = ( await screen.findByLabelText(
		'Create a password'
	) ) as HTMLInputElement;
	return { env, password };
}

const placeOrder = () =>
	screen.getByRole( 'button', { name: 'Place order' } ) as HTMLButtonElement;

describe( 'A weak account password at checkout', () => {
	it( 'with stop_checkout, disables Place order and says why; a strong password enables it again', async () => {
		const { env, password } = await openCheckoutWithSignup( true );
		fireEvent.change( password, { target: { value: 'abc123' } } );
		await waitFor( () => expect( placeOrder().disabled ).toBe( true ) );
		// Why: the field's error shows at once and describes the button. One id: the error the button
		// reads is the one the field shows, and blur keeps it.
		const error = env.registry
			.select( VALIDATION_STORE_KEY )
			.getValidationError( PASSWORD_ERROR_ID );
		expect( error ).toMatchObject( {
			hidden: false,
			message: expect.stringMatching(
				/Please enter a stronger password/
			),
		} );
		const shown = document.getElementById(
			`validate-error-${ PASSWORD_ERROR_ID }`
		) as HTMLElement;
		expect( shown.textContent ).toBe( error?.message );
		expect( placeOrder().getAttribute( 'aria-describedby' ) ).toBe(
			shown.id
		);
		expect( password.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		fireEvent.blur( password );
		expect( placeOrder().disabled ).toBe( true );
		expect( password.getAttribute( 'aria-invalid' ) ).toBe( 'true' );

		fireEvent.change( password, {
			target: { value: 'Hạ Long kayak 2026 hang Luồn!' },
		} );
		await waitFor( () => expect( placeOrder().disabled ).toBe( false ) );
		expect(
			document.getElementById( `validate-error-${ PASSWORD_ERROR_ID }` )
		).toBeNull();
	} );

	it( 'without stop_checkout, the weak password only shows its meter', async () => {
		const { password } = await openCheckoutWithSignup( false );
		fireEvent.change( password, { target: { value: 'abc123' } } );
		await screen.findByText( /Please enter a stronger password|weak/i );
		expect( placeOrder().disabled ).toBe( false );
	} );
} );
