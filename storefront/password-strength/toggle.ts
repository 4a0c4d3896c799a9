/**
 * Show/hide toggle on password inputs (WooCommerce's `span.password-input` + `button.show-password-input`).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { createClaim, queryAll } from '../site-kit/once';

const claim = createClaim();

/** The password inputs that get a toggle. */
export const PASSWORD_TOGGLE_SELECTOR =
	'form .woocommerce-Input[type="password"], form input.input-text[type="password"]';

/** Wraps each password input and appends the toggle button. */
export function initPasswordToggles( root: ParentNode ): void {
	for ( const input of queryAll< HTMLInputElement >( root, PASSWORD_TOGGLE_SELECTOR ) ) {
		if ( ! claim( input ) || input.closest( '.password-input' )?.querySelector( '.show-password-input' ) ) {
			continue;
		}
		const doc = input.ownerDocument;
		const wrapper = doc.createElement( 'span' );
		wrapper.className = 'password-input';
		input.before( wrapper );
		wrapper.append( input );
		const button = doc.createElement( 'button' );
		button.type = 'button';
		button.className = 'show-password-input';
		button.setAttribute( 'aria-label', __( 'Show password', 'tourfront' ) );
		if ( input.id ) {
			button.setAttribute( 'aria-controls', input.id );
		}
		button.setAttribute( 'aria-pressed', 'false' );
		button.addEventListener( 'click', () => {
			const show = input.type === 'password';
			input.type = show ? 'text' : 'password';
			button.classList.toggle( 'display-password', show );
			button.setAttribute( 'aria-pressed', String( show ) );
			button.setAttribute(
				'aria-label',
				show ? __( 'Hide password', 'tourfront' ) : __( 'Show password', 'tourfront' )
			);
			input.focus();
		} );
		wrapper.append( button );
	}
}
