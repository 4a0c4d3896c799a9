/**
 * Cart events: one place that maps a cart action to the events WooCommerce fires for it (see map.ts),
 * fires them, and hears the ones other scripts fire.
 */

export * from './constants';
export type * from './types';
export { cartActionEvents } from './map';
export { fireCartAction, mayAddToCart } from './fire';
export { isOwnEvent } from './own-events';
export { wooCommerceHandlesAddToCart } from './page';
export type { CartEventsWindow, JQueryLike } from './page';
export { listenToForeignCartChanges } from './listen';
export type { ForeignCartChange } from './listen';
