/**
 * The four slots of WooCommerce's `wc.blocksCheckout` as the page renders them. A Fill must be the page's
 * own component (its fills are kept by the module that renders the Slot), so `blocks/compat`'s fills look
 * them up here: the checkout's API carries them; the cart, whose bundle has no byte to spare, exposes them
 * on `window.tourfront.slots` when it loads the extensions' plugin area (`exposePageSlots()`).
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

/** Puts the page's slots on `window.tourfront.slots` (idempotent). */
export function exposePageSlots( target: Window = window ): PageSlots {
	( target.tourfront ||= {} ).slots = pageSlots;
	return pageSlots;
}
