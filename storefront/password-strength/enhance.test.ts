/** External dependencies */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { enhance as init } from './enhance';
import { setPasswordEstimator } from '../../common/password-strength/estimate';

// A stand-in for zxcvbn: the score is the number of 4-character blocks, capped at 4.
const byLength = ( password: string ) => ( {
	score: Math.min( 4, Math.floor( password.length / 4 ) ),
} );

const REGISTER_FORM = `
<form method="post" class="woocommerce-form woocommerce-form-register register">
	<p><label for="reg_email">Email address</label><input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" value=""></p>
	<p><label for="reg_password">Password</label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password"></p>
	<wc-order-attribution-inputs></wc-order-attribution-inputs>
	<p><button type="submit" class="woocommerce-Button button woocommerce-form-register__submit" name="register" value="Register">Register</button></p>
</form>`;

const RESET_FORM = `
<form method="post" class="woocommerce-ResetPassword lost_reset_password">
	<input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password_1" id="password_1">
	<input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password_2" id="password_2">
	<button type="submit" class="woocommerce-Button button" value="Save">Save</button>
</form>`;

function type( input: HTMLInputElement, value: string ) {
	input.value = value;
	input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
}

beforeEach( () => {
	window.tourfrontSettings = {
		theme: {
			min_password_strength: 3,
			stop_checkout: false,
			password_error_text: 'Vui lòng nhập mật khẩu mạnh hơn.',
			password_hint_text: 'Gợi ý: ít nhất 12 ký tự.',
		} as never,
	};
} );

afterEach( () => {
	setPasswordEstimator( null );
	document.body.innerHTML = '';
	delete window.tourfrontSettings;
} );

describe( 'password strength on the register form', () => {
	it( 'shows nothing blocked while the estimator is not loaded (-1)', () => {
		setPasswordEstimator( null );
		document.body.innerHTML = REGISTER_FORM;
		init( document );
		const field = document.getElementById(
			'reg_password'
		) as HTMLInputElement;
		type( field, 'abc' );
		expect(
			document.querySelector( '.woocommerce-password-strength' )
				?.textContent
		).toBe( 'Password strength unknown' );
		expect(
			document.querySelector< HTMLButtonElement >( 'button[type=submit]' )
				?.disabled
		).toBe( false );
	} );

	it( 'blocks a weak password with the error and hint, then unblocks a strong one', () => {
		setPasswordEstimator( byLength );
		document.body.innerHTML = REGISTER_FORM;
		init( document );
		init( document ); // idempotent
		const field = document.getElementById(
			'reg_password'
		) as HTMLInputElement;
		const submit = document.querySelector< HTMLButtonElement >(
			'button[type=submit]'
		)!;

		type( field, 'abcdef' );
		const meter = document.querySelector(
			'.woocommerce-password-strength'
		)!;
		expect( meter.className ).toContain( 'bad' );
		expect( meter.textContent ).toBe(
			'Weak - Vui lòng nhập mật khẩu mạnh hơn.'
		);
		expect(
			document.querySelectorAll( '.woocommerce-password-hint' )
		).toHaveLength( 1 );
		expect(
			document.querySelector( '.woocommerce-password-hint' )?.textContent
		).toBe( 'Gợi ý: ít nhất 12 ký tự.' );
		expect( submit.disabled ).toBe( true );
		expect( submit.classList.contains( 'disabled' ) ).toBe( true );

		type( field, 'abcdefghijklmnop' );
		expect( meter.className ).toContain( 'strong' );
		expect( meter.textContent ).toBe( 'Strong' );
		expect(
			document.querySelector( '.woocommerce-password-hint' )
		).toBeNull();
		expect( submit.disabled ).toBe( false );

		type( field, '' );
		expect( ( meter as HTMLElement ).hidden ).toBe( true );
		expect( submit.disabled ).toBe( false );
		expect(
			document.querySelectorAll( '.woocommerce-password-strength' )
		).toHaveLength( 1 );
	} );

	it( 'says the hint once where the page prints it already', () => {
		setPasswordEstimator( byLength );
		document.body.innerHTML = REGISTER_FORM.replace(
			'<wc-order-attribution-inputs>',
			'<p class="tourfront-password-hint description">Gợi ý: ít nhất 12 ký tự.</p><wc-order-attribution-inputs>'
		);
		init( document );
		type(
			document.getElementById( 'reg_password' ) as HTMLInputElement,
			'abcdef'
		);
		expect(
			document.querySelector( '.woocommerce-password-strength' )
				?.className
		).toContain( 'bad' );
		expect(
			[ ...document.querySelectorAll( 'form *' ) ].filter(
				( element ) =>
					element.children.length === 0 &&
					element.textContent === 'Gợi ý: ít nhất 12 ký tự.'
			)
		).toHaveLength( 1 );
	} );

	it( 'adds one show/hide toggle per password field', () => {
		document.body.innerHTML = REGISTER_FORM;
		init( document );
		init( document );
		const buttons = document.querySelectorAll< HTMLButtonElement >(
			'.show-password-input'
		);
		expect( buttons ).toHaveLength( 1 );
		const field = document.getElementById(
			'reg_password'
		) as HTMLInputElement;
		buttons[ 0 ].click();
		expect( field.type ).toBe( 'text' );
		expect( buttons[ 0 ].getAttribute( 'aria-label' ) ).toBe(
			'Hide password'
		);
		buttons[ 0 ].click();
		expect( field.type ).toBe( 'password' );
	} );
} );

describe( 'password strength on the reset form', () => {
	it( 'reports a mismatch without blocking', () => {
		setPasswordEstimator( byLength );
		document.body.innerHTML = RESET_FORM;
		init( document );
		const one = document.getElementById( 'password_1' ) as HTMLInputElement;
		const two = document.getElementById( 'password_2' ) as HTMLInputElement;
		type( one, 'abcdefghijklmnop' );
		type( two, 'abcdefghijklmnoq' );
		const meter = document.querySelector(
			'.woocommerce-password-strength'
		)!;
		expect( meter.textContent ).toBe( 'Mismatch' );
		expect( meter.className ).toContain( 'short' );
		expect(
			document.querySelector< HTMLButtonElement >( 'button[type=submit]' )
				?.disabled
		).toBe( false );
	} );
} );

describe( 'password strength on the classic checkout', () => {
	const CHECKOUT = `<form class="checkout woocommerce-checkout"><input type="password" class="input-text" id="account_password"><button type="submit">Đặt hàng</button></form>`;

	it( 'does not block without stop_checkout', () => {
		setPasswordEstimator( byLength );
		document.body.innerHTML = CHECKOUT;
		init( document );
		type(
			document.getElementById( 'account_password' ) as HTMLInputElement,
			'ab'
		);
		expect(
			document.querySelector< HTMLButtonElement >( 'button' )?.disabled
		).toBe( false );
	} );

	it( 'blocks with stop_checkout', () => {
		setPasswordEstimator( byLength );
		(
			window.tourfrontSettings!.theme as { stop_checkout: boolean }
		 ).stop_checkout = true;
		document.body.innerHTML = CHECKOUT;
		init( document );
		type(
			document.getElementById( 'account_password' ) as HTMLInputElement,
			'ab'
		);
		expect(
			document.querySelector< HTMLButtonElement >( 'button[type=submit]' )
				?.disabled
		).toBe( true );
	} );
} );
