/**
 * My account: the first WooCommerce notice with text spoken as an alert takes the focus once the page is ready, so a
 * screen reader reads the error of a failed login, registration or password change at once. It replaces
 * WooCommerce's `account-i18n.js` (a jQuery script, left off the page by the script diet). The focus is
 * queued after the other ready handlers, as WooCommerce does, so a "skip to content" focus does not
 * interrupt the message.
 */

/** Internal dependencies */
import { createClaim } from '../../common/once';

const claimPage = createClaim();

/** WooCommerce's notices that speak as alerts (the error list, and messages printed as alerts). */
export const NOTICE_SELECTOR =
	':is(.woocommerce-error, .woocommerce-message, .woocommerce-info)[role="alert"]';

/** The account page's body class. */
export const ACCOUNT_PAGE_CLASS = 'woocommerce-account';

/** Focuses the first non-empty alert of the account page (once per page). */
export function init( root: ParentNode ): void {
	const doc =
		( root as Node ).nodeType === 9
			? ( root as Document )
			: ( root as Node ).ownerDocument;
	if (
		! doc?.body.classList.contains( ACCOUNT_PAGE_CLASS ) ||
		! claimPage( doc.body )
	) {
		return;
	}
	const notice = [
		...doc.querySelectorAll< HTMLElement >( NOTICE_SELECTOR ),
	].find( ( el ) => ( el.textContent ?? '' ).trim() );
	if ( notice ) {
		setTimeout( () => {
			notice.setAttribute( 'tabindex', '-1' );
			notice.focus();
		} );
	}
}
