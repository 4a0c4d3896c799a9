/**
 * Empty cart area: the message and a way back to the shop.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { getStorePageUrl } from './settings';
import { InnerBlocks } from '../registry/extension-points';

/** The empty state. */
export default function EmptyCart() {
	return (
		<div className="tourfront-empty-cart wp-block-tourfront-empty-cart-block">
			<span className="tourfront-empty-cart__icon" aria-hidden="true" />
			<h2 className="tourfront-empty-cart__title">
				{ __( 'Your cart is currently empty!', 'tourfront' ) }
			</h2>
			<p>
				{ __(
					'Browse our tours and find your next trip.',
					'tourfront'
				) }
			</p>
			<a
				className="tourfront-button is-primary"
				href={ getStorePageUrl( 'shop', '/shop/' ) }
			>
				{ __( 'Browse tours', 'tourfront' ) }
			</a>
			<InnerBlocks area="woocommerce/empty-cart-block" />
		</div>
	);
}
