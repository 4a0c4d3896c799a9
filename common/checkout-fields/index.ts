/**
 * WooCommerce's additional checkout fields: types and rule evaluation shared by the checkout and the
 * mock WooCommerce.
 */
export * from './types';
export * from './rules';
