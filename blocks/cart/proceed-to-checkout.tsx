/**
 * "Proceed to checkout": a link styled as the main button, disabled while the cart is changing.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { getStorePageUrl } from './settings';

/** The link. */
export default function ProceedToCheckout( { isBusy }: { isBusy: boolean } ) {
	return (
		<a
			className={ `tourfront-button is-primary is-wide tourfront-proceed${ isBusy ? ' is-busy' : '' }` }
			href={ getStorePageUrl( 'checkout', '/checkout/' ) }
			aria-disabled={ isBusy || undefined }
			onClick={ ( event ) => isBusy && event.preventDefault() }
		>
			{ __( 'Proceed to checkout', 'tourfront' ) }
		</a>
	);
}
