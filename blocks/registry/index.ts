/**
 * Tourfront's checkout extension API (module exports). `installGlobal()` also exposes it on
 * `window.tourfront.checkout` for extensions loaded as classic scripts.
 */

/** Internal dependencies */
import * as paymentRegistry from './payment-methods/registry';
import * as filterRegistry from './filters/registry';
import * as blockRegistry from './blocks/registry';
import { mustContain } from './filters/validation';
import * as slots from './slots';
import { INNER_BLOCK_AREAS } from './constants';

export * from './payment-methods/registry';
export * from './payment-methods/can-pay';
export type * from './payment-methods/types';
export * from './filters/registry';
export * from './filters/validation';
export * from './blocks/registry';
export * from './slots';
export { INNER_BLOCK_AREAS, DEFAULT_PAYMENT_FEATURES } from './constants';
export type { InnerBlockArea } from './constants';
export { isAdmin, isAdminOrEditor } from './user';

/** The public API object placed on `window.tourfront.checkout`. */
export const checkoutApi = Object.freeze( {
	registerPaymentMethod: paymentRegistry.registerPaymentMethod,
	registerExpressPaymentMethod: paymentRegistry.registerExpressPaymentMethod,
	getPaymentMethods: paymentRegistry.getPaymentMethods,
	getExpressPaymentMethods: paymentRegistry.getExpressPaymentMethods,
	registerCheckoutFilters: filterRegistry.registerCheckoutFilters,
	applyCheckoutFilter: filterRegistry.applyCheckoutFilter,
	mustContain,
	registerCheckoutBlock: blockRegistry.registerCheckoutBlock,
	getRegisteredBlocks: blockRegistry.getRegisteredBlocks,
	innerBlockAreas: INNER_BLOCK_AREAS,
	ExperimentalOrderMeta: slots.ExperimentalOrderMeta,
	ExperimentalDiscountsMeta: slots.ExperimentalDiscountsMeta,
	ExperimentalOrderShippingPackages: slots.ExperimentalOrderShippingPackages,
	ExperimentalOrderLocalPickupPackages:
		slots.ExperimentalOrderLocalPickupPackages,
} );

export type CheckoutApi = typeof checkoutApi;

declare global {
	interface Window {
		tourfront?: { checkout?: CheckoutApi; [ key: string ]: unknown };
	}
}

/** Puts the API on `window.tourfront.checkout` (idempotent) and returns it. */
export function installGlobal( target: Window = window ): CheckoutApi {
	target.tourfront = target.tourfront || {};
	target.tourfront.checkout = target.tourfront.checkout || checkoutApi;
	return target.tourfront.checkout;
}
