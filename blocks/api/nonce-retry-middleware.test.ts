// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { createNonceRetryMiddleware } from './nonce-retry-middleware';
import { createNonceStore } from './nonce-store';
import { createMemoryStorage, recordingNext } from './test-utils';

const INVALID = {
	code: 'woocommerce_rest_invalid_nonce',
	message: 'Nonce is invalid.',
	data: { status: 403 },
};

describe( 'nonce retry middleware', () => {
	it( 'refetches the nonce (GET cart) and retries once', async () => {
		const nonces = createNonceStore( {
			initial: { nonce: 'expired', timestamp: 1 },
			storage: createMemoryStorage(),
		} );
		const { calls, next } = recordingNext( ( options ) => {
			if ( options.method === 'GET' ) {
				nonces.update( { nonce: 'good', timestamp: 2 } );
				return new Response( '{}' );
			}
			return nonces.get() === 'good'
				? { ok: true }
				: Object.assign( new Error( 'x' ), INVALID );
		} );
		await expect(
			createNonceRetryMiddleware( nonces )(
				{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
				next
			)
		).resolves.toEqual( { ok: true } );
		expect( calls.map( ( c ) => `${ c.method } ${ c.path }` ) ).toEqual( [
			'POST /wc/store/v1/cart/add-item',
			'GET /wc/store/v1/cart',
			'POST /wc/store/v1/cart/add-item',
		] );
	} );

	it( 'skips the refetch when the failed response already brought a new nonce', async () => {
		const nonces = createNonceStore( {
			initial: { nonce: 'expired', timestamp: 1 },
			storage: createMemoryStorage(),
		} );
		let attempt = 0;
		const { calls, next } = recordingNext( () => {
			attempt++;
			if ( attempt === 1 ) {
				nonces.update( { nonce: 'good', timestamp: 2 } );
				return Object.assign( new Error( 'x' ), INVALID );
			}
			return { ok: true };
		} );
		await createNonceRetryMiddleware( nonces )(
			{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
			next
		);
		expect( calls ).toHaveLength( 2 );
	} );

	it( 'shows a second failure (retries only once)', async () => {
		const nonces = createNonceStore( {
			initial: { nonce: 'expired', timestamp: 1 },
			storage: createMemoryStorage(),
		} );
		const { calls, next } = recordingNext( ( options ) =>
			options.method === 'GET'
				? new Response( '{}' )
				: Object.assign( new Error( 'x' ), INVALID )
		);
		await expect(
			createNonceRetryMiddleware( nonces )(
				{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
				next
			)
		).rejects.toMatchObject( { code: 'woocommerce_rest_invalid_nonce' } );
		expect( calls.filter( ( c ) => c.method === 'POST' ) ).toHaveLength(
			2
		);
	} );

	it( 'shares one refetch between concurrent failures', async () => {
		const nonces = createNonceStore( {
			initial: { nonce: 'expired', timestamp: 1 },
			storage: createMemoryStorage(),
		} );
		const { calls, next } = recordingNext( ( options ) => {
			if ( options.method === 'GET' ) {
				nonces.update( { nonce: 'good', timestamp: 2 } );
				return new Response( '{}' );
			}
			return options.headers?.Sent === 'good' || nonces.get() === 'good'
				? { ok: true }
				: Object.assign( new Error( 'x' ), INVALID );
		} );
		const middleware = createNonceRetryMiddleware( nonces );
		await Promise.all( [
			middleware(
				{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
				next
			),
			middleware(
				{ path: '/wc/store/v1/cart/apply-coupon', method: 'POST' },
				next
			),
		] );
		expect( calls.filter( ( c ) => c.method === 'GET' ) ).toHaveLength( 1 );
	} );

	it( 'does not retry other errors', async () => {
		const nonces = createNonceStore( { storage: createMemoryStorage() } );
		const { calls, next } = recordingNext( () =>
			Object.assign( new Error( 'x' ), {
				code: 'woocommerce_rest_cart_coupon_error',
			} )
		);
		await expect(
			createNonceRetryMiddleware( nonces )(
				{ path: '/wc/store/v1/cart/apply-coupon', method: 'POST' },
				next
			)
		).rejects.toMatchObject( {
			code: 'woocommerce_rest_cart_coupon_error',
		} );
		expect( calls ).toHaveLength( 1 );
	} );
} );
