/**
 * Stands in for WooCommerce's account form handlers (login, register, lost password, edit account).
 * Customers are kept in the browser; the login is a cookie the demo server reads to print the
 * logged-in pages. Messages are WooCommerce's own.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { isEmail } from '../../../common/email';
import { sprintf } from './i18n';
import { escapeHtml, queueNotice, showNotice } from './notices';
import {
	type DemoUser,
	USERS_KEY,
	readJson,
	setUserCookie,
	writeJson,
} from './state';

interface StoredUser extends DemoUser {
	username: string;
	password: string;
}

const users = () => readJson< StoredUser[] >( USERS_KEY ) ?? [];
const field = ( form: HTMLFormElement, name: string ) =>
	String( new FormData( form ).get( name ) ?? '' ).trim();
const error = ( text: string ) => showNotice( { type: 'error', html: text } );
const strong = ( label: string ) => `<strong>${ escapeHtml( label ) }</strong>`;

function logIn( user: DemoUser, notice?: string ): void {
	setUserCookie( user );
	if ( notice ) {
		queueNotice( { type: 'success', html: escapeHtml( notice ) } );
	}
	window.location.assign( '/my-account/' );
}

function login( form: HTMLFormElement ): void {
	const username = field( form, 'username' );
	if ( ! username ) {
		return error(
			`${ strong( __( 'Error:', 'tourfront' ) ) } ${ escapeHtml( __( 'Username is required.', 'tourfront' ) ) }`
		);
	}
	const password = String( new FormData( form ).get( 'password' ) ?? '' );
	if ( ! password ) {
		return error(
			`${ strong( __( 'Error:', 'tourfront' ) ) } ${ escapeHtml( __( 'The password field is empty.', 'tourfront' ) ) }`
		);
	}
	const known = users().find(
		( u ) => u.username === username || u.email === username
	);
	if ( known && known.password !== password ) {
		// As WordPress says it: the address or name the shopper typed, and the password field emptied (the
		// real store prints the form again without it).
		const passwordField = form.querySelector< HTMLInputElement >(
			'input[name="password"]'
		);
		if ( passwordField ) {
			passwordField.value = '';
		}
		const message = isEmail( username )
			? /* translators: %s: email address */
				__(
					'The password you entered for the email address %s is incorrect.',
					'tourfront'
				)
			: /* translators: %s: username */
				__(
					'The password you entered for the username %s is incorrect.',
					'tourfront'
				);
		return error(
			`${ strong( __( 'Error:', 'tourfront' ) ) } ${ sprintf(
				escapeHtml( message ),
				strong( username )
			) } <a href="/my-account/lost-password/">${ escapeHtml(
				__( 'Lost your password?', 'tourfront' )
			) }</a>`
		);
	}
	// The demo lets any other name in as a new customer: there is no real account database.
	logIn(
		known ?? {
			id: 2 + users().length,
			name: username,
			email: isEmail( username ) ? username : `${ username }@example.com`,
		}
	);
}

function register( form: HTMLFormElement ): void {
	const email = field( form, 'email' );
	const username = field( form, 'username' ) || email.split( '@' )[ 0 ];
	if ( ! isEmail( email ) ) {
		return error(
			escapeHtml(
				__( 'Please provide a valid email address.', 'tourfront' )
			)
		);
	}
	const list = users();
	if ( list.some( ( u ) => u.email === email ) ) {
		return error(
			escapeHtml(
				__(
					'An account is already registered with your email address. Please log in.',
					'tourfront'
				)
			)
		);
	}
	if ( list.some( ( u ) => u.username === username ) ) {
		return error(
			escapeHtml(
				__(
					'An account is already registered with that username. Please choose another.',
					'tourfront'
				)
			)
		);
	}
	const password = String( new FormData( form ).get( 'password' ) ?? '' );
	if ( ! password ) {
		return error(
			escapeHtml( __( 'Please enter an account password.', 'tourfront' ) )
		);
	}
	const user: StoredUser = {
		id: 100 + list.length,
		name: username,
		email,
		username,
		password,
	};
	writeJson( USERS_KEY, [ ...list, user ] );
	logIn( user );
}

function lostPassword( form: HTMLFormElement ): void {
	if ( ! field( form, 'user_login' ) ) {
		return error(
			escapeHtml(
				__( 'Enter a username or email address.', 'tourfront' )
			)
		);
	}
	const wrapper = form.parentElement;
	form.remove();
	showNotice(
		{
			type: 'success',
			html: escapeHtml(
				__( 'Password reset email has been sent.', 'tourfront' )
			),
		},
		wrapper ?? document
	);
	wrapper?.insertAdjacentHTML(
		'beforeend',
		`<p>${ escapeHtml(
			__(
				'A password reset email has been sent to the email address on file for your account, but may take several minutes to show up in your inbox. Please wait at least 10 minutes before attempting another reset.',
				'tourfront'
			)
		) }</p>`
	);
}

function editAccount( form: HTMLFormElement ): void {
	const first = field( form, 'account_first_name' );
	const last = field( form, 'account_last_name' );
	const display = field( form, 'account_display_name' );
	const email = field( form, 'account_email' );
	const missing = [
		[ first, __( 'First name', 'tourfront' ) ],
		[ last, __( 'Last name', 'tourfront' ) ],
		[ display, __( 'Display name', 'tourfront' ) ],
		[ email, __( 'Email address', 'tourfront' ) ],
	].filter( ( [ value ] ) => ! value );
	if ( missing.length ) {
		/* translators: %s: field name */
		return error(
			missing
				.map( ( [ , label ] ) =>
					sprintf(
						escapeHtml(
							__( '%s is a required field.', 'tourfront' )
						),
						strong( label )
					)
				)
				.join( '</li><li>' )
		);
	}
	if ( ! isEmail( email ) ) {
		return error(
			escapeHtml(
				__( 'Please provide a valid email address.', 'tourfront' )
			)
		);
	}
	const current = String(
		new FormData( form ).get( 'password_current' ) ?? ''
	);
	const next = String( new FormData( form ).get( 'password_1' ) ?? '' );
	const confirm = String( new FormData( form ).get( 'password_2' ) ?? '' );
	if ( ( next || confirm ) && ! current ) {
		return error(
			escapeHtml(
				__( 'Please enter your current password.', 'tourfront' )
			)
		);
	}
	if ( next !== confirm ) {
		return error(
			escapeHtml( __( 'New passwords do not match.', 'tourfront' ) )
		);
	}
	const id = window.tourfrontSettings?.currentUserId ?? 0;
	const list = users().map( ( u ) =>
		u.id === id
			? {
					...u,
					name: display,
					email,
					...( next ? { password: next } : {} ),
				}
			: u
	);
	writeJson( USERS_KEY, list );
	logIn(
		{ id, name: display, email },
		__( 'Account details changed successfully.', 'tourfront' )
	);
}

const HANDLERS: Array< [ string, ( form: HTMLFormElement ) => void ] > = [
	[ 'form.woocommerce-form-login', login ],
	[ 'form.woocommerce-form-register', register ],
	[ 'form.woocommerce-ResetPassword', lostPassword ],
	[ 'form.woocommerce-EditAccountForm', editAccount ],
];

/** Handles a submitted account form that nothing else (e.g. the password-strength check) stopped. */
export function onAccountFormSubmit( event: SubmitEvent ): void {
	const form = event.target as HTMLFormElement;
	const handler = HANDLERS.find( ( [ selector ] ) =>
		form.matches?.( selector )
	)?.[ 1 ];
	if ( ! handler || event.defaultPrevented ) {
		return;
	}
	event.preventDefault();
	handler( form );
}
