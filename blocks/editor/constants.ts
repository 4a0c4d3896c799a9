/**
 * Editor preview sample data. Amounts are Store API strings in
 * the store currency's minor units.
 */

/** Quantity limits of every sample line. */
export const PREVIEW_QUANTITY_MINIMUM = 1;
export const PREVIEW_QUANTITY_MAXIMUM = 99;
export const PREVIEW_QUANTITY_MULTIPLE_OF = 1;

/** The sample shipping rates' prices (minor units): flat rate, free shipping, local pickup. */
export const PREVIEW_FLAT_RATE_MINOR = '500';
export const PREVIEW_FREE_SHIPPING_MINOR = '0';
export const PREVIEW_LOCAL_PICKUP_MINOR = '0';

/** The sample tax line's rate, in percent. */
export const PREVIEW_TAX_RATE_PERCENT = 20;

/** Sample tours: unit price (minor units) and quantity. */
export const PREVIEW_LINE_PRICES_MINOR = [ '2490000', '990000' ] as const;
export const PREVIEW_LINE_QUANTITIES = [ 1, 2 ] as const;
