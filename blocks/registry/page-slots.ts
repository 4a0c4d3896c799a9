/**
 * The four slots of WooCommerce's `wc.blocksCheckout`, as the page that renders them exposes them: a Fill
 * must be the page's own component (its fills live in the module that renders the Slot), so the cart and the
 * checkout put theirs on `window.tourfront.checkout`, where `blocks/compat` finds them.
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
