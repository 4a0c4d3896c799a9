/**
 * Booking: the contract constants and the header's cart count.
 */

export * from './constants';
export { cartCounts, cartCountLabel, type CartCounts } from './count';
