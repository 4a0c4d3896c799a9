/**
 * WooCommerce's additional checkout fields: types and rule evaluation shared by the checkout and the
 * mock WooCommerce, and what the checkout reads of the booking extension data.
 */
export * from './types';
export * from './rules';
export * from './tour-cart';
export * from './person-name';
