/**
 * Show/hide toggle on password inputs (WooCommerce's `span.password-input` + `button.show-password-input`).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';

const claim = createClaim();

/** The password inputs that get a toggle. */
export const PASSWORD_TOGGLE_SELECTOR =
	'form .woocommerce-Input[type="password"], form input.input-text[type="password"]';

/** Wraps each password input and appends the toggle button. */
export function initPasswordToggles( root: ParentNode ): void {
	for ( const input of queryAll< HTMLInputElement >(
		root,
		PASSWORD_TOGGLE_SELECTOR
	) ) {
		if (
			! claim( input ) ||
			input
				.closest( '.password-input' )
				?.querySelector( '.show-password-input' )
		) {
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
		// An eye icon, so the button reads without the theme's icon font.
		button.innerHTML =
			'<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24"><path fill="currentColor" d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"/></svg>';
		button.addEventListener( 'click', () => {
			const show = input.type === 'password';
			input.type = show ? 'text' : 'password';
			button.classList.toggle( 'display-password', show );
			button.setAttribute( 'aria-pressed', String( show ) );
			button.setAttribute(
				'aria-label',
				show
					? __( 'Hide password', 'tourfront' )
					: __( 'Show password', 'tourfront' )
			);
			input.focus();
		} );
		wrapper.append( button );
	}
}
