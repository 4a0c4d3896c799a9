/**
 * Helpers for the store's tests.
 */

/** External dependencies */
import { expect } from 'vitest';

/** Internal dependencies */
import { createWooStore, StoreError, type WooStoreOptions } from '.';
import { RECORDED_TOURS } from '../fixtures/recorded';

/** A Vietnamese billing address the checkout accepts. */
export const BILLING = {
	first_name: 'Nguyễn Văn',
	last_name: 'An',
	company: '',
	address_1: '12 Lý Thường Kiệt',
	address_2: '',
	city: 'Hà Nội',
	state: '',
	postcode: '100000',
	country: 'VN',
	phone: '0912345678',
	email: 'an.nguyen@example.vn',
};

/**
 * A store with a fixed seed and clock (2026-11-21 10:00 UTC) selling the recorded WooCommerce catalogue without
 * the theme (plain WooCommerce behaviour, as the contract records it).
 */
export function testStore( options: WooStoreOptions = {} ) {
	return createWooStore( {
		seed: 'test',
		now: () => Date.parse( '2026-11-21T10:00:00Z' ),
		tours: RECORDED_TOURS,
		tourfront: false,
		...options,
	} );
}

/** A store selling the demo's catalogue with the theme's booking extension, built on 2026-11-21. */
export function demoStore( options: WooStoreOptions = {} ) {
	return testStore( {
		tours: undefined,
		tourfront: true,
		buildDay: '2026-11-21',
		...options,
	} );
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
