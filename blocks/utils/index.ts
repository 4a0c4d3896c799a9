/**
 * Block utilities: address normalisation and quantity validity.
 */

export * from './address';
export * from './quantity';
