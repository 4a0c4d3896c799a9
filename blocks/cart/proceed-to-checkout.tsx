/**
 * "Proceed to checkout": a link styled as the main button, disabled while the cart is changing.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { getStorePageUrl } from './settings';
import { applyFilter } from '../registry/extension-points';
import { safeUrl } from '../../common/safe-url';
import type { Cart } from '../data/cart';

/** The link. */
export default function ProceedToCheckout( {
	isBusy,
	cart,
}: {
	isBusy: boolean;
	cart: Cart;
} ) {
	const filter = ( filterName: string, value: string ) =>
		applyFilter( filterName, value, cart.extensions, { cart } );
	return (
		<a
			className={ `tourfront-button is-primary is-wide tourfront-proceed${ isBusy ? ' is-busy' : '' }` }
			href={
				safeUrl(
					filter(
						'proceedToCheckoutButtonLink',
						getStorePageUrl( 'checkout', '/checkout/' )
					)
				) ?? undefined
			}
			aria-disabled={ isBusy || undefined }
			onClick={ ( event ) => isBusy && event.preventDefault() }
		>
			{ filter(
				'proceedToCheckoutButtonLabel',
				__( 'Proceed to checkout', 'tourfront' )
			) }
		</a>
	);
}
