/**
 * Empty mini cart area: the message and a link to the shop.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { getStorePageUrl } from '../cart/settings';
import { InnerBlocks } from '../registry/extension-points';

/** The empty state. */
export default function EmptyMiniCart() {
	return (
		<div className="tourfront-mini-cart__empty wp-block-tourfront-empty-mini-cart-contents-block">
			<p>{ __( 'Your cart is currently empty!', 'tourfront' ) }</p>
			<a
				className="tourfront-button is-primary"
				href={ getStorePageUrl( 'shop', '/shop/' ) }
			>
				{ __( 'Start shopping', 'tourfront' ) }
			</a>
			<InnerBlocks area="woocommerce/empty-mini-cart-contents-block" />
		</div>
	);
}
