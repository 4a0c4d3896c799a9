/**
 * The argument of a payment method's `canMakePayment`, in WooCommerce's shape: the cart as WooCommerce's
 * checkout describes it (camelCase: `cartItems`, `cartTotals`, `cartNeedsShipping`, `shippingRates`,
 * `receiveCart`, …), the totals, the addresses, the chosen rates, the cart's payment methods and
 * requirements. A gateway that reads `arg.cart.cartTotals` or `arg.selectedShippingMethods` finds them.
 */

/** Internal dependencies */
import type { CanMakePaymentArgument } from '../../registry';
import type { Cart, CustomerData } from '../../data/cart/types';
import { selectedRates } from './selected-rates';

/** What the argument is built from (the cart store's state). */
export interface CanPaySource {
	cart: Cart;
	customer: CustomerData;
	cartIsLoading: boolean;
	isLoadingRates: boolean;
	receiveCart: ( cart: Cart ) => unknown;
}

/** The argument. */
export function buildCanPayArgument( {
	cart,
	customer,
	cartIsLoading,
	isLoadingRates,
	receiveCart,
}: CanPaySource ): CanMakePaymentArgument {
	const { billingAddress, shippingAddress } = customer;
	return {
		cart: {
			cartCoupons: cart.coupons,
			cartItems: cart.items,
			crossSellsProducts: cart.cross_sells,
			cartFees: cart.fees,
			cartItemsCount: cart.items_count,
			cartItemsWeight: cart.items_weight,
			cartNeedsPayment: cart.needs_payment,
			cartNeedsShipping: cart.needs_shipping,
			cartItemErrors: [],
			cartTotals: cart.totals,
			cartIsLoading,
			cartErrors: cart.errors || [],
			billingData: billingAddress,
			billingAddress,
			shippingAddress,
			extensions: cart.extensions || {},
			shippingRates: cart.shipping_rates || [],
			isLoadingRates,
			cartHasCalculatedShipping: cart.has_calculated_shipping,
			paymentRequirements: cart.payment_requirements || [],
			receiveCart,
		},
		cartTotals: cart.totals,
		cartNeedsShipping: cart.needs_shipping,
		billingData: billingAddress,
		billingAddress,
		shippingAddress,
		selectedShippingMethods: selectedRates( cart.shipping_rates ),
		paymentMethods: cart.payment_methods || [],
		paymentRequirements: cart.payment_requirements || [],
	};
}
