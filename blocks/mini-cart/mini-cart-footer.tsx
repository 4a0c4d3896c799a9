/**
 * Mini cart footer area: the subtotal, what checkout adds to it with the amounts the cart's totals give
 * (taxes, fees, discount, shipping) and the total checkout will ask, "View my cart" and "Go to checkout".
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import type { Cart } from '../data/cart';
import FormattedPrice from '../components/formatted-price';
import { formatAmount } from '../components/formatted-price/format';
import type { TotalsDisplaySettings } from '../components/totals/get-totals-rows';
import { getStorePageUrl } from '../cart/settings';
import { InnerBlocks } from '../registry/extension-points';
import { checkoutAdds, type CheckoutAdd } from './checkout-adds';

export interface MiniCartFooterProps {
	cart: Pick< Cart, 'totals' | 'fees' | 'needs_shipping' >;
	settings: TotalsDisplaySettings;
}

/** The footer. */
export default function MiniCartFooter( {
	cart,
	settings,
}: MiniCartFooterProps ) {
	const { totals } = cart;
	const { subtotal, added, included } = checkoutAdds( cart, settings );
	// "VAT 8%: 518.400 ₫, Phí du lịch 2%: 129.600 ₫", as the tour page's booking box says them.
	const list = ( adds: CheckoutAdd[] ) =>
		adds
			.map(
				( add ) =>
					`${ add.label }: ${
						add.amount === null
							? __( 'Calculated at checkout', 'tourfront' )
							: `${ add.negative ? '-' : '' }${ formatAmount(
									add.amount,
									totals
								) }`
					}`
			)
			.join( ', ' );
	return (
		<div className="tourfront-mini-cart__footer wp-block-tourfront-mini-cart-footer-block">
			<div className="tourfront-mini-cart__subtotal">
				<span>{ __( 'Subtotal', 'tourfront' ) }</span>
				<FormattedPrice value={ subtotal } currency={ totals } />
			</div>
			{ added.length + included.length > 0 ? (
				<>
					{ added.length > 0 && (
						<p className="tourfront-mini-cart__note is-added">
							{ sprintf(
								/* translators: %s: the amounts checkout adds ("VAT 8%: 518.400 ₫, Phí du lịch 2%: 129.600 ₫"). */
								__( 'Excl. %s', 'tourfront' ),
								list( added )
							) }
						</p>
					) }
					<div className="tourfront-mini-cart__subtotal is-total">
						<span>
							{ __( 'Estimated total at checkout', 'tourfront' ) }
						</span>
						<FormattedPrice
							value={ totals.total_price }
							currency={ totals }
						/>
					</div>
					{ included.length > 0 && (
						<p className="tourfront-mini-cart__note">
							{ sprintf(
								/* translators: %s: the taxes in the amounts ("VAT 8%: 518.400 ₫, Phí du lịch 2%: 129.600 ₫"). */
								__( 'Incl. %s', 'tourfront' ),
								list( included )
							) }
						</p>
					) }
				</>
			) : (
				<p className="tourfront-mini-cart__note">
					{ /* A cart of tours ships nothing: no "Phí giao hàng". */ }
					{ cart.needs_shipping
						? __(
								'Shipping, taxes, and discounts calculated at checkout.',
								'tourfront'
							)
						: __(
								'Taxes and discounts calculated at checkout.',
								'tourfront'
							) }
				</p>
			) }
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
