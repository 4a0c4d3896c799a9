/**
 * A loop button's states: idle → loading (any added mark cleared) → added, with the
 * "View cart" link after it unless the page is the cart.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { getSettings } from '../../common/settings';

/** Loading: the added mark goes. */
export function markLoading( button: HTMLElement ): void {
	button.classList.remove( 'added' );
	button.classList.add( 'loading' );
	button.setAttribute( 'aria-busy', 'true' );
}

/** Back to idle (a failed call). */
export function markIdle( button: HTMLElement ): void {
	button.classList.remove( 'loading' );
	button.removeAttribute( 'aria-busy' );
}

/** Added: the added mark and, off the cart page, one "View cart" link after the button. */
export function markAdded( button: HTMLElement ): void {
	markIdle( button );
	button.classList.add( 'added' );
	const shop = getSettings().shop;
	if (
		shop?.is_cart ||
		button.parentElement?.querySelector( '.added_to_cart' )
	) {
		return;
	}
	const link = button.ownerDocument.createElement( 'a' );
	link.href = shop?.cart_url || '/cart/';
	link.className = 'added_to_cart wc-forward';
	link.title = __( 'View cart', 'tourfront' );
	link.textContent = __( 'View cart', 'tourfront' );
	button.after( link );
}
