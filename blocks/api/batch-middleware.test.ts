// @vitest-environment node
/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { APIFetchOptions } from '@wordpress/api-fetch';

/** Internal dependencies */
import { createBatchMiddleware, isBatchable } from './batch-middleware';
import { BATCH_DELAY_MS } from './constants';

type BatchBody = {
	requests: Array< {
		method: string;
		path: string;
		body: unknown;
		headers: Record< string, string >;
	} >;
};

/** A `next` answering batches: each sub-request gets `{status: 200, body: {echo}}` unless `fail(path)`. */
function batchServer(
	fail: ( path: string ) => number | undefined = () => undefined
) {
	const batches: BatchBody[] = [];
	const next = vi.fn( async ( options: APIFetchOptions ) => {
		const body = options.data as BatchBody;
		batches.push( body );
		return {
			responses: body.requests.map( ( r ) => {
				const status = fail( r.path ) ?? 200;
				return {
					status,
					headers: { Nonce: 'n9', 'Nonce-Timestamp': 99 },
					body:
						status === 200
							? { echo: r.body }
							: { code: 'bad', message: 'Bad', data: { status } },
				};
			} ),
		};
	} );
	return { batches, next };
}

const post = (
	path: string,
	data: unknown,
	extra: Partial< APIFetchOptions > = {}
): APIFetchOptions => ( {
	path: `/wc/store/v1/${ path }`,
	method: 'POST',
	data,
	...extra,
} );

describe( 'batch middleware', () => {
	beforeEach( () => {
		vi.useFakeTimers();
	} );
	afterEach( () => {
		vi.useRealTimers();
	} );

	it( 'collects calls for 300 ms and sends one POST /batch, answering each caller in order', async () => {
		const { batches, next } = batchServer();
		const middleware = createBatchMiddleware();
		const a = middleware(
			post( 'cart/add-item', { id: 11 }, { headers: { Nonce: 'n1' } } ),
			next
		);
		const b = middleware(
			post(
				'cart/apply-coupon',
				{ code: 'giam10' },
				{ headers: { Nonce: 'n1' } }
			),
			next
		);
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS - 1 );
		expect( next ).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync( 1 );
		await expect( a ).resolves.toEqual( { echo: { id: 11 } } );
		await expect( b ).resolves.toEqual( { echo: { code: 'giam10' } } );
		expect( next ).toHaveBeenCalledTimes( 1 );
		expect( next.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/batch',
			method: 'POST',
			headers: { Nonce: 'n1' },
		} );
		expect( batches[ 0 ].requests ).toEqual( [
			{
				method: 'POST',
				path: '/wc/store/v1/cart/add-item',
				body: { id: 11 },
				headers: { Nonce: 'n1' },
			},
			{
				method: 'POST',
				path: '/wc/store/v1/cart/apply-coupon',
				body: { code: 'giam10' },
				headers: { Nonce: 'n1' },
			},
		] );
	} );

	it( 'sends at most 25 per batch, in order', async () => {
		const { batches, next } = batchServer();
		const middleware = createBatchMiddleware();
		const calls = Array.from( { length: 30 }, ( _, i ) =>
			middleware( post( 'cart/add-item', { id: i } ), next )
		);
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await Promise.all( calls );
		expect( batches.map( ( b ) => b.requests.length ) ).toEqual( [
			25, 5,
		] );
		expect( batches[ 1 ].requests[ 0 ].body ).toEqual( { id: 25 } );
	} );

	it( 'rejects a failed entry with its body and resolves the others', async () => {
		const { next } = batchServer( ( path ) =>
			path.endsWith( 'apply-coupon' ) ? 400 : undefined
		);
		const middleware = createBatchMiddleware();
		const ok = middleware( post( 'cart/add-item', { id: 1 } ), next );
		const bad = middleware(
			post( 'cart/apply-coupon', { code: 'x' } ),
			next
		);
		bad.catch( () => undefined );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await expect( ok ).resolves.toEqual( { echo: { id: 1 } } );
		await expect( bad ).rejects.toEqual( {
			code: 'bad',
			message: 'Bad',
			data: { status: 400 },
		} );
	} );

	it( 'gives Responses with the sub-response headers to parse: false callers', async () => {
		const { next } = batchServer();
		const middleware = createBatchMiddleware();
		const call = middleware(
			post( 'cart/add-item', { id: 1 }, { parse: false } ),
			next
		);
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		const response = ( await call ) as Response;
		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'Nonce-Timestamp' ) ).toBe( '99' );
		expect( await response.json() ).toEqual( { echo: { id: 1 } } );
	} );

	it( 'drops an aborted call that is still queued (never sent)', async () => {
		const { batches, next } = batchServer();
		const middleware = createBatchMiddleware();
		const controller = new AbortController();
		const first = middleware(
			post(
				'cart/update-item',
				{ key: 'k', quantity: 2 },
				{ signal: controller.signal }
			),
			next
		);
		first.catch( () => undefined );
		controller.abort();
		const second = middleware(
			post( 'cart/update-item', { key: 'k', quantity: 3 } ),
			next
		);
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await expect( first ).rejects.toMatchObject( { name: 'AbortError' } );
		await second;
		expect( batches ).toHaveLength( 1 );
		expect( batches[ 0 ].requests.map( ( r ) => r.body ) ).toEqual( [
			{ key: 'k', quantity: 3 },
		] );
	} );

	it( 'rejects every caller when the batch itself fails', async () => {
		const next = vi.fn( async () => {
			throw { code: 'fetch_error', message: 'offline' };
		} );
		const middleware = createBatchMiddleware();
		const a = middleware( post( 'cart/add-item', { id: 1 } ), next );
		const b = middleware( post( 'cart/add-item', { id: 2 } ), next );
		a.catch( () => undefined );
		b.catch( () => undefined );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		await expect( a ).rejects.toMatchObject( { code: 'fetch_error' } );
		await expect( b ).rejects.toMatchObject( { code: 'fetch_error' } );
	} );

	it( 'batches only non-GET Store API calls, never placing the order or the batch itself', () => {
		expect( isBatchable( post( 'cart/add-item', {} ) ) ).toBe( true );
		expect(
			isBatchable( {
				path: '/wc/store/v1/cart/items/abc',
				method: 'DELETE',
			} )
		).toBe( true );
		expect( isBatchable( { path: '/wc/store/v1/cart' } ) ).toBe( false );
		expect( isBatchable( post( 'checkout', {} ) ) ).toBe( false );
		// Saving the checkout's fields goes in line with the customer's updates (one session write at a time).
		expect(
			isBatchable( {
				path: '/wc/store/v1/checkout',
				method: 'PUT',
				data: {},
			} )
		).toBe( true );
		expect( isBatchable( post( 'batch', {} ) ) ).toBe( false );
		expect( isBatchable( { path: '/wp/v2/posts', method: 'POST' } ) ).toBe(
			false
		);
	} );
} );
