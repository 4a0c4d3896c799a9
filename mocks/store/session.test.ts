/**
 * Nonce and Cart-Token rules, the cart hash and the JSON snapshot round trip.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { issueCartToken, isValidCartToken } from './session';
import { createWooStore } from '.';
import { storeError, testStore } from './test-utils';

describe( 'session', () => {
	it( 'missing nonce 401, "expired" 403, anything else passes', () => {
		const store = testStore();
		expect( storeError( () => store.checkNonce( '' ) ).status ).toBe( 401 );
		expect(
			storeError( () => store.checkNonce( 'expired' ) ).toBody()
		).toEqual( {
			code: 'woocommerce_rest_invalid_nonce',
			message: 'Nonce is invalid.',
			data: { status: 403 },
		} );
		expect( () => store.checkNonce( '9f9b33e92a' ) ).not.toThrow();
	} );

	it( 'a Cart-Token of this store replaces the nonce until it expires; a foreign or forged one does not', () => {
		let now = Date.parse( '2026-11-21T10:00:00Z' );
		const store = createWooStore( { seed: 'a', now: () => now } );
		const token = issueCartToken( store.ctx );
		expect( () => store.checkNonce( null, token ) ).not.toThrow();
		const other = createWooStore( { seed: 'b' } );
		expect( isValidCartToken( other.ctx, token ) ).toBe( false );
		const [ header, , signature ] = token.split( '.' );
		expect(
			isValidCartToken(
				store.ctx,
				`${ header }.${ btoa( '{"iss":"store-api"}' ) }.${ signature }`
			)
		).toBe( false );
		now += 172801 * 1000;
		expect( storeError( () => store.checkNonce( null, token ) ).code ).toBe(
			'woocommerce_rest_missing_nonce'
		);
	} );

	it( 'the cart hash changes with the cart and is empty for an empty cart', () => {
		const store = testStore();
		expect( store.getCartHash() ).toBe( '' );
		const line = store.addItem( { id: 11 } );
		const first = store.getCartHash();
		store.updateItem( line.key, 2 );
		expect( store.getCartHash() ).toMatch( /^[0-9a-f]{32}$/ );
		expect( store.getCartHash() ).not.toBe( first );
	} );

	it( 'toJSON() is plain JSON and restores the same cart; subscribers hear every write', () => {
		const store = testStore();
		let changes = 0;
		store.subscribe( () => changes++ );
		store.addItem( {
			id: 35,
			variation: [ { attribute: 'Khởi hành', value: 'Hà Nội' } ],
		} );
		store.applyCoupon( 'giam10' );
		const snapshot = JSON.parse( JSON.stringify( store.toJSON() ) );
		const restored = testStore( { state: snapshot } );
		expect( restored.getCartResponse() ).toEqual( store.getCartResponse() );
		expect( changes ).toBe( 2 );
	} );

	it( 'an older snapshot without newer fields still restores', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		const { cart, ...rest } = store.toJSON();
		const { notices: _notices, ...oldCart } = cart;
		const restored = testStore( {
			state: { ...rest, cart: oldCart } as never,
		} );
		expect( restored.getCartResponse().errors ).toEqual( [] );
		expect( restored.getCartResponse().items ).toHaveLength( 1 );
	} );
} );
