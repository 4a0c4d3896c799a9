/**
 * Mini cart footer area: the subtotal, what the checkout adds, "View my cart" and "Go to checkout".
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import type { CartTotals } from '../data/cart';
import FormattedPrice from '../components/formatted-price';
import { getStorePageUrl } from '../cart/settings';
import { InnerBlocks } from '../registry/extension-points';

export interface MiniCartFooterProps {
	totals: CartTotals;
	includeTax: boolean;
	/** Whether something in the cart is shipped (a cart of tours ships nothing: no "Phí giao hàng"). */
	needsShipping: boolean;
}

/** The footer. */
export default function MiniCartFooter( {
	totals,
	includeTax,
	needsShipping,
}: MiniCartFooterProps ) {
	const subtotal =
		parseInt( totals.total_items, 10 ) +
		( includeTax ? parseInt( totals.total_items_tax, 10 ) : 0 );
	return (
		<div className="tourfront-mini-cart__footer wp-block-tourfront-mini-cart-footer-block">
			<div className="tourfront-mini-cart__subtotal">
				<span>{ __( 'Subtotal', 'tourfront' ) }</span>
				<FormattedPrice value={ subtotal } currency={ totals } />
			</div>
			<p className="tourfront-mini-cart__note">
				{ needsShipping
					? __(
							'Shipping, taxes, and discounts calculated at checkout.',
							'tourfront'
						)
					: __(
							'Taxes and discounts calculated at checkout.',
							'tourfront'
						) }
			</p>
			<div className="tourfront-mini-cart__actions">
				<a
					className="tourfront-button"
					href={ getStorePageUrl( 'cart', '/cart/' ) }
				>
					{ __( 'View my cart', 'tourfront' ) }
				</a>
				<a
					className="tourfront-button is-primary"
					href={ getStorePageUrl( 'checkout', '/checkout/' ) }
				>
					{ __( 'Go to checkout', 'tourfront' ) }
				</a>
			</div>
			<InnerBlocks area="woocommerce/mini-cart-footer-block" />
		</div>
	);
}
