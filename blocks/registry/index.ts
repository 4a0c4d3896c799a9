/**
 * Tourfront's checkout extension API (module exports). `installGlobal()` also exposes it on
 * `window.tourfront.checkout` for extensions loaded as classic scripts.
 */

/** Internal dependencies */
import * as paymentRegistry from './payment-methods/registry';
import { mustContain } from './filters/validation';
import { exposeApi, extensionsApi } from './extension-points';
import { pageSlots } from './page-slots';
import { INNER_BLOCK_AREAS } from './constants';

export * from './payment-methods/registry';
export * from './payment-methods/can-pay';
export type * from './payment-methods/types';
export type * from './filters/registry';
export * from './filters/validation';
export type * from './blocks/registry';
// Registering, applying and rendering go through the extension points (the registries load with the first registration).
export {
	applyCheckoutFilter,
	getRegisteredBlocks,
	InnerBlocks,
	registerCheckoutBlock,
	registerCheckoutFilters,
} from './extension-points';
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
	...extensionsApi,
	mustContain,
	innerBlockAreas: INNER_BLOCK_AREAS,
	...pageSlots,
} );

export type CheckoutApi = typeof checkoutApi;

declare global {
	interface Window {
		tourfront?: {
			checkout?: CheckoutApi;
			[ key: string ]: unknown;
		};
	}
}

/** Puts the API on `window.tourfront.checkout` (idempotent), runs the queued extensions, and returns it. */
export function installGlobal( target: Window = window ): CheckoutApi {
	return exposeApi( checkoutApi, target );
}
