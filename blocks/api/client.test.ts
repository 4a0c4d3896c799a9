/**
 * The Store API client on the wire, against the mock WooCommerce (MSW): batching, headers,
 * `_locale=user`, method override, paging and the nonce retry.
 */

/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';
import apiFetch from '@wordpress/api-fetch';
import { http, HttpResponse } from 'msw';

/** Internal dependencies */
import {
	batchEntries,
	describeRequests,
	ROOT,
	withMockWoo,
} from '../data/test-utils';
import {
	createStoreApiClient,
	installStoreApiClient,
	type StoreApiClient,
} from './client';
import { BATCH_DELAY_MS, NONCE_STORAGE_KEY_PREFIX } from './constants';
import * as storeApi from './requests';
import { createMemoryStorage } from './test-utils';
import { NONCE_LIFE_S, nonceTick, pageNonce } from '../../mocks/store/nonce';

const { woo, requests } = withMockWoo();

function install(
	nonce: string,
	options: { batching?: boolean; nonceTimestamp?: number } = {}
) {
	const storage = createMemoryStorage();
	const client: StoreApiClient = createStoreApiClient( {
		settings: {
			currentUserId: 0,
			storeApi: {
				root: ROOT,
				nonce,
				nonceTimestamp: options.nonceTimestamp ?? 1,
			},
		},
		storage,
		batching: options.batching,
	} );
	client.install( apiFetch );
	return { client, storage };
}

describe( 'Store API client on the wire', () => {
	let client: StoreApiClient | undefined;
	afterEach( () => {
		client?.uninstall( apiFetch );
		client = undefined;
	} );

	it( 'sends writes made within 300 ms as one POST /batch, in order, with Nonce and _locale=user', async () => {
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		const nonce = pageNonce();
		( { client } = install( nonce ) );
		const add = storeApi.addItem( 23, 2 );
		const coupon = storeApi.applyCoupon( 'giam10' );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS - 1 );
		expect( requests ).toHaveLength( 0 );
		await vi.advanceTimersByTimeAsync( 1 );
		const [ afterAdd, afterCoupon ] = await Promise.all( [ add, coupon ] );
		expect( describeRequests( requests ) ).toEqual( [ 'POST /batch' ] );
		const [ batch ] = requests;
		expect( batch.url.searchParams.get( '_locale' ) ).toBe( 'user' );
		expect( batch.headers.get( 'Nonce' ) ).toBe( nonce );
		expect( batchEntries( batch ) ).toEqual( [
			{
				method: 'POST',
				path: '/wc/store/v1/cart/add-item',
				body: { id: 23, quantity: 2 },
				headers: { Nonce: nonce },
			},
			{
				method: 'POST',
				path: '/wc/store/v1/cart/apply-coupon',
				body: { code: 'giam10' },
				headers: { Nonce: nonce },
			},
		] );
		expect( afterAdd.items.map( ( i ) => i.id ) ).toEqual( [ 23 ] );
		expect( afterCoupon.coupons.map( ( c ) => c.code ) ).toEqual( [
			'giam10',
		] );
	} );

	it( 'splits 30 writes into batches of 25 and 5', async () => {
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		( { client } = install( pageNonce() ) );
		const calls = Array.from( { length: 30 }, () =>
			storeApi.addItem( 23, 1 )
		);
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await Promise.all( calls );
		expect( describeRequests( requests ) ).toEqual( [
			'POST /batch',
			'POST /batch',
		] );
		expect( requests.map( ( r ) => batchEntries( r ).length ) ).toEqual( [
			25, 5,
		] );
		expect( woo.store.getCartResponse().items[ 0 ].quantity ).toBe( 30 );
	} );

	it( 'a checkout PUT goes in the batch, in line with the customer update before it (one session write at a time)', async () => {
		( { client } = install( woo.store.sessionHeaders().Nonce ) );
		const [ , checkout ] = await Promise.all( [
			apiFetch( {
				path: '/wc/store/v1/cart/update-customer',
				method: 'POST',
				data: { billing_address: { phone: '0912 345 678' } },
			} ),
			apiFetch< { payment_method: string } >( {
				path: '/wc/store/v1/checkout',
				method: 'PUT',
				data: { payment_method: 'bacs' },
			} ),
		] );
		expect( describeRequests( requests ) ).toEqual( [ 'POST /batch' ] );
		expect(
			batchEntries( requests[ 0 ] ).map(
				( entry ) => `${ entry.method } ${ entry.path }`
			)
		).toEqual( [
			'POST /wc/store/v1/cart/update-customer',
			'PUT /wc/store/v1/checkout',
		] );
		expect( checkout.payment_method ).toBe( 'bacs' );
	} );

	it( 'with batching off, a DELETE goes as POST with X-HTTP-Method-Override', async () => {
		( { client } = install( pageNonce(), { batching: false } ) );
		woo.server.use(
			http.post( '*/wp-json/wc/store/v1/cart/items/:key', () =>
				HttpResponse.json( { deleted: true } )
			)
		);
		await apiFetch( {
			path: '/wc/store/v1/cart/items/abc',
			method: 'DELETE',
		} );
		expect(
			requests.map( ( r ) => [
				r.method,
				r.headers.get( 'X-HTTP-Method-Override' ),
			] )
		).toEqual( [ [ 'POST', 'DELETE' ] ] );
	} );

	it( 'inside a batch each entry keeps its own method (WordPress reads it per entry)', async () => {
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		( { client } = install( pageNonce() ) );
		const call = apiFetch( {
			path: '/wc/store/v1/cart/items/abc',
			method: 'DELETE',
		} ).catch( ( e ) => e );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await call;
		expect( requests[ 0 ].method ).toBe( 'POST' );
		expect( batchEntries( requests[ 0 ] )[ 0 ].method ).toBe( 'DELETE' );
	} );

	it( 'fetches a per_page=-1 collection in pages of 100 following rel="next"', async () => {
		( { client } = install( pageNonce() ) );
		woo.server.use(
			http.get( '*/wp-json/wc/store/v1/products', ( { request } ) => {
				const page = Number(
					new URL( request.url ).searchParams.get( 'page' ) ?? 1
				);
				const headers: Record< string, string > = {};
				if ( page === 1 ) {
					headers.Link = `<${ ROOT }wc/store/v1/products?per_page=100&page=2&_locale=user>; rel="next"`;
				}
				return HttpResponse.json( [ { id: page } ], { headers } );
			} )
		);
		const all = await apiFetch( {
			path: '/wc/store/v1/products?per_page=-1',
		} );
		expect( all ).toEqual( [ { id: 1 }, { id: 2 } ] );
		expect(
			requests.map( ( r ) => [
				r.url.searchParams.get( 'per_page' ),
				r.url.searchParams.get( 'page' ),
			] )
		).toEqual( [
			[ '100', null ],
			[ '100', '2' ],
		] );
		expect(
			requests.every(
				( r ) => r.url.searchParams.get( '_locale' ) === 'user'
			)
		).toBe( true );
	} );

	it( 'an expired page nonce (page cache) costs one retry for a burst of writes, never a lost action', async () => {
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		const installed = install( 'expired' );
		client = installed.client;
		const calls = [
			storeApi.addItem( 23, 1 ),
			storeApi.addItem( 11, 1 ),
			storeApi.applyCoupon( 'giam10' ),
		];
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await Promise.all( calls );
		expect( describeRequests( requests ) ).toEqual( [
			'POST /batch',
			'POST /batch',
		] );
		expect(
			batchEntries( requests[ 0 ] ).map( ( e ) => e.headers.Nonce )
		).toEqual( [ 'expired', 'expired', 'expired' ] );
		const fresh = woo.store.sessionHeaders().Nonce;
		expect(
			batchEntries( requests[ 1 ] ).map( ( e ) => e.headers.Nonce )
		).toEqual( [ fresh, fresh, fresh ] );
		expect(
			woo.store
				.getCartResponse()
				.items.map( ( i ) => i.id )
				.sort()
		).toEqual( [ 11, 23 ] );
		expect(
			JSON.parse(
				installed.storage.data.get( `${ NONCE_STORAGE_KEY_PREFIX }0` )!
			).nonce
		).toBe( fresh );
	} );

	it( 'a page left open past its nonce’s life (over a day, as on a phone put away) recovers on the first write', async () => {
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		const printed = Date.now() - 25 * 3600 * 1000;
		const stale = pageNonce( printed );
		( { client } = install( stale, {
			nonceTimestamp: Math.floor( printed / 1000 ),
		} ) );
		const call = storeApi.addItem( 23, 1 );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await call;
		// The store refused the stale nonce and handed out its own in that refusal: one retry, no lost add.
		expect(
			requests.map( ( r ) => batchEntries( r )[ 0 ]?.headers.Nonce )
		).toEqual( [ stale, woo.store.sessionHeaders().Nonce ] );
		expect( woo.store.getCartResponse().items_count ).toBe( 1 );
	} );

	it( 'a page nonce from the previous half-day is still good: no retry', async () => {
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		// The last second of the previous tick.
		const printed =
			( nonceTick( Date.now() / 1000 ) - 1 ) *
			( NONCE_LIFE_S / 2 ) *
			1000;
		( { client } = install( pageNonce( printed ), {
			nonceTimestamp: Math.floor( printed / 1000 ),
		} ) );
		const call = storeApi.addItem( 23, 1 );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await call;
		expect( describeRequests( requests ) ).toEqual( [ 'POST /batch' ] );
		expect( woo.store.getCartResponse().items_count ).toBe( 1 );
	} );

	it( 'refetches the nonce (GET /cart) when the rejection brought no new one, then retries once', async () => {
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		const valid = woo.store.sessionHeaders().Nonce;
		( { client } = install( valid, { nonceTimestamp: 4102444800 } ) );
		woo.faults.failNext( '/cart/add-item', { invalidNonce: true } );
		const call = storeApi.addItem( 23, 1 );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await call;
		expect( describeRequests( requests ) ).toEqual( [
			'POST /batch',
			'GET /cart',
			'POST /batch',
		] );
		expect( woo.store.getCartResponse().items_count ).toBe( 1 );
	} );

	it( 'shows the second invalid-nonce failure', async () => {
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		( { client } = install( pageNonce() ) );
		woo.faults.failNext( '/cart/add-item', {
			invalidNonce: true,
			count: 2,
		} );
		const call = storeApi.addItem( 23, 1 ).catch( ( e ) => e );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		expect( await call ).toMatchObject( {
			code: 'woocommerce_rest_invalid_nonce',
			message: 'Nonce is invalid.',
		} );
		expect( requests.filter( ( r ) => r.method === 'POST' ) ).toHaveLength(
			2
		);
	} );

	it( 'reports the catalogue errors: offline, invalid JSON, empty cart', async () => {
		( { client } = install( pageNonce(), { batching: false } ) );
		woo.faults.failNext( '/cart', { networkError: true } );
		await expect( storeApi.getCart() ).rejects.toMatchObject( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );
		woo.faults.failNext( '/cart', { invalidJson: true } );
		await expect( storeApi.getCart() ).rejects.toMatchObject( {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
		} );
		woo.server.use(
			http.get(
				'*/wp-json/wc/store/v1/cart',
				() => new HttpResponse( null, { status: 204 } )
			)
		);
		await expect( storeApi.getCart() ).rejects.toMatchObject( {
			code: 'cart_api_error',
			message: 'Unable to get cart data from the API.',
		} );
	} );
} );

describe( 'installStoreApiClient', () => {
	it( 'installs once per api-fetch instance, whichever bundle asks', () => {
		const fake = { use: vi.fn(), unregister: vi.fn() };
		const first = installStoreApiClient( fake );
		const again = installStoreApiClient( fake );
		expect( again ).toBe( first );
		expect( fake.use ).toHaveBeenCalledTimes( first.middlewares.length );
	} );
} );
