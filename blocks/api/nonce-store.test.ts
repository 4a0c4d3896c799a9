// @vitest-environment node
/** External dependencies */
import { describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import {
	NONCE_STORAGE_KEY_PREFIX,
	NONCE_STORAGE_LIFETIME_MS,
} from './constants';
import { createNonceStore } from './nonce-store';
import { createMemoryStorage } from './test-utils';

describe( 'nonce store', () => {
	it( 'keeps the nonce per user id in storage', () => {
		const storage = createMemoryStorage();
		createNonceStore( {
			userId: 7,
			initial: { nonce: 'abc', timestamp: 100 },
			storage,
		} );
		expect(
			JSON.parse( storage.data.get( `${ NONCE_STORAGE_KEY_PREFIX }7` )! )
		).toMatchObject( { nonce: 'abc', timestamp: 100 } );
		expect( storage.data.has( `${ NONCE_STORAGE_KEY_PREFIX }0` ) ).toBe(
			false
		);
	} );

	it( 'prefers a stored nonce newer than the one printed by a cached page', () => {
		const storage = createMemoryStorage( {
			[ `${ NONCE_STORAGE_KEY_PREFIX }0` ]: JSON.stringify( {
				nonce: 'fresh',
				timestamp: 5000,
				expires: Date.now() + 60_000,
			} ),
		} );
		const nonces = createNonceStore( {
			userId: 0,
			initial: { nonce: 'stale', timestamp: 1000 },
			storage,
		} );
		expect( nonces.get() ).toBe( 'fresh' );
	} );

	it( 'replaces an older stored nonce with the page nonce', () => {
		const storage = createMemoryStorage( {
			[ `${ NONCE_STORAGE_KEY_PREFIX }0` ]: JSON.stringify( {
				nonce: 'old',
				timestamp: 10,
				expires: Date.now() + 60_000,
			} ),
		} );
		expect(
			createNonceStore( {
				initial: { nonce: 'page', timestamp: 20 },
				storage,
			} ).get()
		).toBe( 'page' );
	} );

	// A nonce is valid a day at most; it does not stay in the shopper's storage for good.
	it( 'stores the nonce with an expiry a day ahead and drops an expired or undated one', () => {
		vi.useFakeTimers( { now: Date.UTC( 2026, 10, 24 ) } );
		try {
			const storage = createMemoryStorage();
			const key = `${ NONCE_STORAGE_KEY_PREFIX }0`;
			createNonceStore( {
				initial: { nonce: 'abc', timestamp: 100 },
				storage,
			} );
			expect( JSON.parse( storage.data.get( key )! ).expires ).toBe(
				Date.now() + NONCE_STORAGE_LIFETIME_MS
			);
			expect( NONCE_STORAGE_LIFETIME_MS ).toBe( 86_400_000 );
			vi.advanceTimersByTime( NONCE_STORAGE_LIFETIME_MS + 1 );
			expect( createNonceStore( { storage } ).get() ).toBe( '' );
			expect( storage.data.has( key ) ).toBe( false );
			storage.data.set(
				key,
				JSON.stringify( { nonce: 'undated', timestamp: 5000 } )
			);
			expect(
				createNonceStore( {
					initial: { nonce: 'page', timestamp: 1 },
					storage,
				} ).get()
			).toBe( 'page' );
		} finally {
			vi.useRealTimers();
		}
	} );

	it( 'keeps the newest by timestamp from response headers', () => {
		const nonces = createNonceStore( {
			initial: { nonce: 'a', timestamp: 100 },
			storage: createMemoryStorage(),
		} );
		expect(
			nonces.updateFromHeaders(
				new Headers( { Nonce: 'b', 'Nonce-Timestamp': '50' } )
			)
		).toBe( false );
		expect( nonces.get() ).toBe( 'a' );
		expect(
			nonces.updateFromHeaders(
				new Headers( { Nonce: 'c', 'Nonce-Timestamp': '150' } )
			)
		).toBe( true );
		expect( nonces.get() ).toBe( 'c' );
		expect( nonces.getTimestamp() ).toBe( 150 );
		expect( nonces.updateFromHeaders( new Headers( {} ) ) ).toBe( false );
	} );

	it( 'survives broken storage', () => {
		const nonces = createNonceStore( {
			initial: { nonce: 'x', timestamp: 1 },
			storage: {
				getItem: () => '{not json',
				setItem: () => {
					throw new Error( 'quota' );
				},
			},
		} );
		expect( nonces.get() ).toBe( 'x' );
	} );
} );
