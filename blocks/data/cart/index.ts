/**
 * `wc/store/cart` (WooCommerce's name): the Store API cart and its request metadata.
 */

/** WordPress dependencies */
import { register } from '@wordpress/data';

/** Internal dependencies */
import { createCartStore } from './store';

export { CART_STORE_KEY } from '../shared/store-keys';
export {
	CART_UPDATED_EVENT,
	CUSTOMER_DATA_DEBOUNCE_MS,
	CART_NOTICE_CONTEXT,
	QUANTITY_CHANGE_DEBOUNCE_MS,
} from './constants';
export { EMPTY_CART } from './default-state';
export type { CartUpdatedDetail } from './cart-event';
export type * from './types';

/** The cart store descriptor, registered on the default registry. */
export const cartStore = createCartStore();
register( cartStore );
