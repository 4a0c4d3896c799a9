// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { createNonceMiddleware } from './nonce-middleware';
import { createNonceStore } from './nonce-store';
import { createMemoryStorage, jsonResponse, recordingNext } from './test-utils';

const nonceStore = () =>
	createNonceStore( {
		initial: { nonce: 'n1', timestamp: 100 },
		storage: createMemoryStorage(),
	} );

describe( 'nonce middleware', () => {
	it( 'sends the Nonce header and keeps the response nonce', async () => {
		const nonces = nonceStore();
		const { calls, next } = recordingNext( () =>
			jsonResponse( { ok: 1 }, 200, {
				Nonce: 'n2',
				'Nonce-Timestamp': '200',
			} )
		);
		const result = await createNonceMiddleware( nonces )(
			{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
			next
		);
		expect( result ).toEqual( { ok: 1 } );
		expect( calls[ 0 ].headers ).toEqual( { Nonce: 'n1' } );
		expect( calls[ 0 ].parse ).toBe( false );
		expect( nonces.get() ).toBe( 'n2' );
	} );

	it( 'reads the nonce of an error response and throws its parsed body', async () => {
		const nonces = nonceStore();
		const { next } = recordingNext( () =>
			jsonResponse(
				{
					code: 'woocommerce_rest_invalid_nonce',
					message: 'Nonce is invalid.',
				},
				403,
				{
					Nonce: 'fresh',
					'Nonce-Timestamp': '300',
				}
			)
		);
		await expect(
			createNonceMiddleware( nonces )(
				{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
				next
			)
		).rejects.toEqual( {
			code: 'woocommerce_rest_invalid_nonce',
			message: 'Nonce is invalid.',
		} );
		expect( nonces.get() ).toBe( 'fresh' );
	} );

	it( 'gives the raw Response to a caller that asked for it', async () => {
		const { next } = recordingNext( () => jsonResponse( [], 200 ) );
		const result = await createNonceMiddleware( nonceStore() )(
			{ path: '/wc/store/v1/cart', parse: false },
			next
		);
		expect( result ).toBeInstanceOf( Response );
	} );

	it( 'leaves other APIs and per_page=-1 collections alone', async () => {
		const { calls, next } = recordingNext( () => [ 1 ] );
		const middleware = createNonceMiddleware( nonceStore() );
		await middleware( { path: '/wp/v2/posts', method: 'POST' }, next );
		await middleware( { path: '/wc/store/v1/products?per_page=-1' }, next );
		expect( calls[ 0 ].headers ).toBeUndefined();
		expect( calls[ 1 ].parse ).toBeUndefined();
		expect( calls[ 1 ].headers ).toEqual( { Nonce: 'n1' } );
	} );

	it( 'turns an unparsable body into invalid_json', async () => {
		const { next } = recordingNext(
			() => new Response( '<html>', { status: 200 } )
		);
		await expect(
			createNonceMiddleware( nonceStore() )(
				{ path: '/wc/store/v1/cart' },
				next
			)
		).rejects.toMatchObject( {
			code: 'invalid_json',
		} );
	} );
} );
