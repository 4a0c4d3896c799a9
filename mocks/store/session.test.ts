// @vitest-environment node
/**
 * Nonce and Cart-Token rules, the cart hash and the JSON snapshot round trip.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { issueCartToken, isValidCartToken } from './session';
import { NONCE_LIFE_S, createNonce, nonceTick, verifyNonce } from './nonce';
import { createWooStore } from '.';
import { storeError, testStore } from './test-utils';

describe( 'session', () => {
	it( 'missing nonce 401; a nonce this site did not make 403, with WooCommerce’s message', () => {
		const store = testStore();
		expect( storeError( () => store.checkNonce( '' ) ).status ).toBe( 401 );
		for ( const wrong of [ 'expired', '0123456789', '9f9b33e92a' ] ) {
			expect(
				storeError( () => store.checkNonce( wrong ) ).toBody()
			).toEqual( {
				code: 'woocommerce_rest_invalid_nonce',
				message: 'Nonce is invalid.',
				data: { status: 403 },
			} );
		}
		expect( () =>
			store.checkNonce( store.sessionHeaders().Nonce )
		).not.toThrow();
	} );

	it( 'a nonce lives for the tick it was made in and the next one (12 h halves of a day), as WordPress’s', () => {
		// Just after a tick starts: the nonce lives the rest of this tick (12 h) and all of the next.
		const start = nonceTick( Date.parse( '2026-11-21T00:00:00Z' ) / 1000 );
		let now = start * ( NONCE_LIFE_S / 2 ) * 1000 + 1000;
		const store = createWooStore( { seed: 'a', now: () => now } );
		const nonce = store.sessionHeaders().Nonce;
		expect( verifyNonce( nonce, now / 1000 ) ).toBe( 1 );
		now += 12 * 3600 * 1000;
		expect( () => store.checkNonce( nonce ) ).not.toThrow();
		expect( verifyNonce( nonce, now / 1000 ) ).toBe( 2 );
		// Handed out again now, the store's nonce is a new one; the old one still works until its tick ends.
		expect( store.sessionHeaders().Nonce ).not.toBe( nonce );
		now += 12 * 3600 * 1000 - 2000;
		expect( () => store.checkNonce( nonce ) ).not.toThrow();
		now += 2000;
		expect( storeError( () => store.checkNonce( nonce ) ).code ).toBe(
			'woocommerce_rest_invalid_nonce'
		);
		// Another action's nonce (e.g. a form's) is not the Store API's.
		expect(
			verifyNonce(
				createNonce( now / 1000, 'woocommerce-cart' ),
				now / 1000
			)
		).toBe( false );
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
