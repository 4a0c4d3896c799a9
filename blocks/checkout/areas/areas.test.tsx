/** External dependencies */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	act,
	cleanup,
	fireEvent,
	render,
	screen,
} from '@testing-library/react';

/** WordPress dependencies */
import { useState } from '@wordpress/element';
import { dispatch, select } from '@wordpress/data';

/** Internal dependencies */
import '../../data/cart';
import '../../data/checkout';
import '../../data/payment';
import '../../data/validation';
import '../../data/notices';
import {
	CHECKOUT_STORE_KEY,
	PAYMENT_STORE_KEY,
	VALIDATION_STORE_KEY,
} from '../stores';
import CreateAccount, { PASSWORD_ERROR_ID } from './create-account';
import PaymentMethods from './payment-methods';
import { ExpressPayments } from '../payment/registry-lazy';
import type { EventRegistration } from '../payment/method-props';
import { registerBuiltinPaymentMethods } from '../payment/builtin-methods';
import {
	__unstableResetPaymentMethods,
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '../../registry';
import { setPasswordEstimator } from '../../../common/password-strength/estimate';
import type { CheckoutSettings } from '../settings';

const noObserver = () => () => undefined;
const CardForm = () => <p>Nhập thẻ</p>;
const WalletButton = () => <button type="button">Google Pay</button>;
const context = {
	eventRegistration: {
		onPaymentSetup: noObserver,
		onCheckoutValidation: noObserver,
		onCheckoutSuccess: noObserver,
		onCheckoutFail: noObserver,
	} as EventRegistration,
	onSubmit: () => undefined,
};

const settings = ( patch: Partial< CheckoutSettings > = {} ) =>
	( {
		currentUserId: 0,
		checkoutAllowsSignup: true,
		checkoutAllowsGuest: true,
		generatePassword: false,
		minPasswordStrength: 3,
		stopCheckout: true,
		passwordErrorText: 'Please enter a stronger password.',
		passwordHintText: '',
		...patch,
	} ) as CheckoutSettings;

function Account( { config }: { config: CheckoutSettings } ) {
	const [ password, setPassword ] = useState( '' );
	return (
		<CreateAccount
			settings={ config }
			password={ password }
			onPasswordChange={ setPassword }
		/>
	);
}

beforeEach( () => {
	window.tourfrontSettings = { siteTitle: 'Du lịch Việt' };
	setPasswordEstimator( () => ( { score: 1 } ) );
} );

afterEach( () => {
	cleanup();
	setPasswordEstimator( null );
	__unstableResetPaymentMethods();
	dispatch( CHECKOUT_STORE_KEY ).setShouldCreateAccount( false );
	dispatch( VALIDATION_STORE_KEY ).clearValidationErrors();
	delete window.tourfrontSettings;
} );

describe( 'CreateAccount', () => {
	it( 'offers an account to guests and asks for a password with a strength meter', async () => {
		render( <Account config={ settings() } /> );
		const box = screen.getByRole( 'checkbox', {
			name: 'Create an account with Du lịch Việt',
		} );
		expect( screen.queryByLabelText( 'Create a password' ) ).toBeNull();
		fireEvent.click( box );
		expect( select( CHECKOUT_STORE_KEY ).getShouldCreateAccount() ).toBe(
			true
		);
		fireEvent.change( await screen.findByLabelText( 'Create a password' ), {
			target: { value: 'abc123' },
		} );
		expect(
			await screen.findByText(
				'Weak - Please enter a stronger password.'
			)
		).toBeTruthy();
		// stop_checkout on: the weak password stops placing the order.
		expect(
			select( VALIDATION_STORE_KEY ).getValidationError(
				PASSWORD_ERROR_ID
			)
		).toMatchObject( {
			message: 'Weak - Please enter a stronger password.',
		} );
	} );

	it( 'does not block a weak password when stop_checkout is off', async () => {
		render( <Account config={ settings( { stopCheckout: false } ) } /> );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: /Create an account/ } )
		);
		fireEvent.change( await screen.findByLabelText( 'Create a password' ), {
			target: { value: 'abc123' },
		} );
		expect(
			await screen.findByText(
				'Weak - Please enter a stronger password.'
			)
		).toBeTruthy();
		expect(
			select( VALIDATION_STORE_KEY ).getValidationError(
				PASSWORD_ERROR_ID
			)
		).toBeUndefined();
	} );

	it( 'lets a strong password through and asks for none when passwords are generated', async () => {
		setPasswordEstimator( () => ( { score: 4 } ) );
		const view = render( <Account config={ settings() } /> );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: /Create an account/ } )
		);
		fireEvent.change( await screen.findByLabelText( 'Create a password' ), {
			target: { value: 'Hạ-Long-2026-du-thuyền!' },
		} );
		expect( await screen.findByText( 'Strong' ) ).toBeTruthy();
		expect(
			select( VALIDATION_STORE_KEY ).getValidationError(
				PASSWORD_ERROR_ID
			)
		).toBeUndefined();
		view.unmount();
		render( <Account config={ settings( { generatePassword: true } ) } /> );
		expect( screen.queryByLabelText( 'Create a password' ) ).toBeNull();
	} );

	it( 'is not offered to logged-in customers or when sign-up is off', () => {
		const { container, rerender } = render(
			<Account config={ settings( { currentUserId: 5 } ) } />
		);
		expect( container.textContent ).toBe( '' );
		rerender(
			<Account config={ settings( { checkoutAllowsSignup: false } ) } />
		);
		expect( container.textContent ).toBe( '' );
	} );
} );

describe( 'PaymentMethods', () => {
	const data = {
		cod: {
			title: 'Thanh toán khi nhận hàng (COD)',
			description: 'Tiền mặt khi nhận vé.',
			supports: [ 'products' ],
		},
		bacs: {
			title: 'Chuyển khoản ngân hàng',
			description: 'Chuyển khoản trực tiếp.',
			supports: [ 'products' ],
		},
	};

	it( 'shows the available methods as an accordion and switches the active method', async () => {
		registerBuiltinPaymentMethods( data );
		await act( async () => {
			await dispatch( PAYMENT_STORE_KEY ).setAvailablePaymentMethods( [
				'cod',
				'bacs',
			] );
		} );
		render( <PaymentMethods context={ context } /> );
		expect(
			screen.getByRole( 'radio', {
				name: 'Thanh toán khi nhận hàng (COD)',
			} )
		).toHaveProperty( 'checked', true );
		expect( screen.getByText( 'Tiền mặt khi nhận vé.' ) ).toBeTruthy();
		expect( screen.queryByText( 'Chuyển khoản trực tiếp.' ) ).toBeNull();
		act( () => {
			fireEvent.click(
				screen.getByRole( 'radio', { name: 'Chuyển khoản ngân hàng' } )
			);
		} );
		expect( select( PAYMENT_STORE_KEY ).getActivePaymentMethod() ).toBe(
			'bacs'
		);
		expect( screen.getByText( 'Chuyển khoản trực tiếp.' ) ).toBeTruthy();
		expect( screen.queryByText( 'Tiền mặt khi nhận vé.' ) ).toBeNull();
	} );

	it( 'lists saved cards of methods that show them, and the express area', async () => {
		registerPaymentMethod( {
			name: 'tourfront_card',
			label: 'Thẻ',
			ariaLabel: 'Thẻ',
			content: <CardForm />,
			edit: <CardForm />,
			canMakePayment: () => true,
			supports: { showSavedCards: true },
		} );
		registerExpressPaymentMethod( {
			name: 'gpay',
			content: <WalletButton />,
			edit: <span />,
			canMakePayment: () => true,
		} );
		await act( async () => {
			await dispatch( PAYMENT_STORE_KEY ).setAvailablePaymentMethods( [
				'tourfront_card',
			] );
			await dispatch(
				PAYMENT_STORE_KEY
			).setAvailableExpressPaymentMethods( [ 'gpay' ] );
			dispatch( PAYMENT_STORE_KEY ).setSavedPaymentMethods( {
				cc: [
					{
						tokenId: 7,
						method: {
							gateway: 'tourfront_card',
							brand: 'Visa',
							last4: '4242',
						},
						expires: '12/30',
					},
				],
			} );
		} );
		render(
			<>
				<ExpressPayments context={ context } show />
				<PaymentMethods context={ context } />
			</>
		);
		expect(
			await screen.findByRole( 'button', { name: 'Google Pay' } )
		).toBeTruthy();
		const saved = await screen.findByRole( 'radio', {
			name: 'Visa ending in 4242 (expires 12/30)',
		} );
		act( () => {
			fireEvent.click( saved );
		} );
		expect( select( PAYMENT_STORE_KEY ).getActiveSavedToken() ).toBe( '7' );
		expect( select( PAYMENT_STORE_KEY ).getActivePaymentMethod() ).toBe(
			'tourfront_card'
		);
	} );
} );
