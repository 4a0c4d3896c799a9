/**
 * Cart totals area (the sidebar): order summary, then Proceed to checkout.
 */

/** WordPress dependencies */
import { useSelect } from '@wordpress/data';

/** Internal dependencies */
import { cartStore } from '../data/cart';
import CartOrderSummary from './cart-order-summary';
import ProceedToCheckout from './proceed-to-checkout';
import { InnerBlocks } from '../registry/extension-points';

/** The sidebar. */
export default function CartTotals() {
	const { cart, isBusy } = useSelect( ( select ) => {
		const store = select( cartStore );
		return {
			cart: store.getCartData(),
			isBusy:
				store.getItemsPendingQuantityUpdate().length > 0 ||
				store.getItemsPendingDelete().length > 0 ||
				store.isApplyingCoupon() ||
				store.isRemovingCoupon() ||
				store.isShippingRateBeingSelected(),
		};
	}, [] );
	return (
		<aside className="tourfront-cart__sidebar wp-block-tourfront-cart-totals-block">
			<CartOrderSummary />
			<ProceedToCheckout isBusy={ isBusy } cart={ cart } />
			<InnerBlocks area="woocommerce/cart-totals-block" />
		</aside>
	);
}
