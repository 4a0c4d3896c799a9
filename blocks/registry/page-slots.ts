/**
 * The four slots of WooCommerce's `wc.blocksCheckout` as the page renders them. A Fill must be the page's
 * own component (its fills are kept by the module that renders the Slot), so `blocks/compat`'s fills look
 * them up on the page's API: the checkout's carries these four, the cart's the two it renders
 * (`blocks/cart/extension-api.ts`).
 */

/** Internal dependencies */
import {
	ExperimentalDiscountsMeta,
	ExperimentalOrderLocalPickupPackages,
	ExperimentalOrderMeta,
	ExperimentalOrderShippingPackages,
} from './slots';

export const pageSlots = Object.freeze( {
	ExperimentalOrderMeta,
	ExperimentalDiscountsMeta,
	ExperimentalOrderShippingPackages,
	ExperimentalOrderLocalPickupPackages,
} );

export type PageSlots = typeof pageSlots;
