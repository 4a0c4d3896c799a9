/**
 * Filled cart area: items and cross-sells in the main column, totals in the sidebar.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { InnerBlocks } from '../registry/extension-points';
import { SlotErrorBoundary } from '../registry/slots/error-boundary';
import CartItems from './cart-items';
import CartCrossSells from './cart-cross-sells';
import CartTotals from './cart-totals';
import { getTotalsSettings } from './settings';
import type { RemovedLinesState } from './removed-lines';

/** The two-column layout (one column below 850 px); `removal`: the lines just removed (removed-lines.ts). */
export default function FilledCart( {
	removal,
}: {
	removal: RemovedLinesState;
} ) {
	return (
		<div className="tourfront-cart__filled wp-block-tourfront-filled-cart-block">
			<div className="tourfront-cart__main">
				<h2 className="screen-reader-text">
					{ __( 'Your cart', 'tourfront' ) }
				</h2>
				{ /* Extension filters run in the lines and the totals: one that throws (for an administrator) shows its error in place of that area. */ }
				<SlotErrorBoundary>
					<CartItems
						includeTax={
							getTotalsSettings().displayCartPricesIncludingTax
						}
						removal={ removal }
					/>
					<InnerBlocks area="woocommerce/cart-items-block" />
				</SlotErrorBoundary>
				<CartCrossSells />
			</div>
			<SlotErrorBoundary>
				<CartTotals />
			</SlotErrorBoundary>
			<InnerBlocks area="woocommerce/filled-cart-block" />
		</div>
	);
}
