/**
 * Quantity inputs.
 */

/** Minimum when the input has none. */
export const DEFAULT_QUANTITY_MIN = 0;
/** Step when the input has none (or "any"). */
export const DEFAULT_QUANTITY_STEP = 1;
/** Quantity inputs this feature enhances (cart line items are the cart block's). */
export const QUANTITY_INPUT_SELECTOR = '.quantity input.qty[type="number"]';
