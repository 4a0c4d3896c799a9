/**
 * Helpers for the store's tests.
 */

/** External dependencies */
import { expect } from 'vitest';

/** Internal dependencies */
import { createWooStore, StoreError, type WooStoreOptions } from '.';

/** A store with a fixed seed and clock (2026-11-21 10:00 UTC). */
export function testStore( options: WooStoreOptions = {} ) {
	return createWooStore( { seed: 'test', now: () => Date.parse( '2026-11-21T10:00:00Z' ), ...options } );
}

/** Runs `run` and returns the StoreError it throws (fails the test when it does not throw one). */
export function storeError( run: () => unknown ): StoreError {
	try {
		run();
	} catch ( error ) {
		expect( error ).toBeInstanceOf( StoreError );
		return error as StoreError;
	}
	throw new Error( 'expected a StoreError' );
}
