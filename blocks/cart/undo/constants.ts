/**
 * The undo of a removed cart line.
 */

/**
 * How long a removed line is offered back. The spec names no time for an undo; this is its only other
 * self-dismissing message's (snackbar notices: 10 seconds), long enough to reach the button by keyboard
 * or screen reader.
 */
export const UNDO_WINDOW_MS = 10000;

/**
 * The Store API's add-item, spelled out: importing blocks/api/constants here would make the cart store's
 * chunk export it, and that chunk is the checkout's, which has no byte left.
 */
export const ADD_ITEM_PATH = '/wc/store/v1/cart/add-item';
