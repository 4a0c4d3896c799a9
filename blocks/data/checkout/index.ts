/**
 * `wc/store/checkout` (WooCommerce's name): the checkout status machine and its observers.
 */

/** WordPress dependencies */
import { register } from '@wordpress/data';

/** Internal dependencies */
import { createCheckoutEvents } from './events';
import { createCheckoutStore } from './store';

export { CHECKOUT_STORE_KEY } from '../shared/store-keys';
export { CHECKOUT_STATUS } from './constants';
export type * from './types';
export type { CheckoutEvents, AfterProcessingResponse } from './events';

/** The checkout_validation / checkout_success / checkout_fail observers of the registered store. */
export const checkoutEvents = createCheckoutEvents();

/** The checkout store descriptor, registered on the default registry. */
export const checkoutStore = createCheckoutStore( checkoutEvents );
register( checkoutStore );
