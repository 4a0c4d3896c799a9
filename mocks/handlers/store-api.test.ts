// @vitest-environment node
/**
 * The Store API over MSW: status codes, headers, nonce rules and cart flows through real fetch.
 */

/** External dependencies */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { RECORDED_TOURS } from '../fixtures/recorded';
import { setupMockWoo } from '../node';
import { pageNonce } from '../store/nonce';

const mock = setupMockWoo( {
	tours: RECORDED_TOURS,
	tourfront: false,
	seed: 'store-api-test',
} );
const API = 'http://localhost/wp-json/wc/store/v1';

beforeAll( () => mock.listen() );
afterEach( () => mock.reset() );
afterAll( () => mock.server.close() );

function post(
	path: string,
	body: unknown,
	headers: Record< string, string > = { Nonce: pageNonce() }
) {
	return fetch( `${ API }${ path }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...headers },
		body: JSON.stringify( body ),
	} );
}

describe( 'Store API handlers', () => {
	it( 'GET cart answers the empty cart with session headers', async () => {
		const response = await fetch( `${ API }/cart?_locale=user` );
		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'Nonce' ) ).toBeTruthy();
		expect( response.headers.get( 'Cart-Token' ) ).toMatch(
			/^[\w-]+\.[\w-]+\.[\w-]+$/
		);
		expect( response.headers.get( 'Cart-Hash' ) ).toBe( '' );
		const cart = await response.json();
		expect( cart.items ).toEqual( [] );
		expect( cart.totals.total_shipping ).toBeNull();
		expect( cart.needs_payment ).toBe( false );
	} );

	it( 'add-item answers 201 with the totals WooCommerce computed (record 17)', async () => {
		const response = await post( '/cart/add-item', {
			id: 11,
			quantity: 1,
		} );
		expect( response.status ).toBe( 201 );
		const cart = await response.json();
		expect( cart.items[ 0 ].key ).toBe(
			'6512bd43d9caa6e02c990b0a82652dca'
		);
		expect( cart.totals.total_price ).toBe( '2771400' );
		expect( cart.totals.tax_lines ).toEqual( [
			{ name: 'VAT', price: '201600', rate: '8%' },
			{ name: 'Phí du lịch', price: '49800', rate: '2%' },
		] );
		expect( response.headers.get( 'Cart-Hash' ) ).toMatch(
			/^[0-9a-f]{32}$/
		);
	} );

	it( 'writes need a Nonce (401), refuse one the store did not make (403), accept a Cart-Token instead', async () => {
		const missing = await post( '/cart/add-item', { id: 15 }, {} );
		expect( missing.status ).toBe( 401 );
		expect( ( await missing.json() ).code ).toBe(
			'woocommerce_rest_missing_nonce'
		);
		// A made-up value of a real nonce's shape, as a stale page or a forged request sends.
		for ( const wrong of [ '0123456789', 'expired' ] ) {
			const refused = await post(
				'/cart/add-item',
				{ id: 15 },
				{ Nonce: wrong }
			);
			expect( refused.status ).toBe( 403 );
			expect( ( await refused.json() ).code ).toBe(
				'woocommerce_rest_invalid_nonce'
			);
			// The refusal hands out the store's nonce, as WooCommerce's does: the client retries with it.
			expect(
				(
					await post(
						'/cart/add-item',
						{ id: 15 },
						{
							Nonce: refused.headers.get( 'Nonce' )!,
						}
					)
				).status
			).toBe( 201 );
		}
		const token = ( await fetch( `${ API }/cart` ) ).headers.get(
			'Cart-Token'
		)!;
		const withToken = await post(
			'/cart/add-item',
			{ id: 15 },
			{ 'Cart-Token': token }
		);
		expect( withToken.status ).toBe( 201 );
	} );

	it( 'batch answers 207 with one response per request', async () => {
		const response = await post( '/batch', {
			requests: [
				{
					method: 'POST',
					path: '/wc/store/v1/cart/add-item',
					body: { id: 23, quantity: 2 },
					headers: { Nonce: pageNonce() },
				},
				{
					method: 'POST',
					path: '/wc/store/v1/cart/apply-coupon',
					body: { code: 'khongco' },
					headers: { Nonce: pageNonce() },
				},
			],
		} );
		expect( response.status ).toBe( 207 );
		const { responses } = await response.json();
		expect(
			responses.map( ( entry: { status: number } ) => entry.status )
		).toEqual( [ 201, 400 ] );
		expect( typeof responses[ 0 ].headers[ 'Nonce-Timestamp' ] ).toBe(
			'number'
		);
		expect( responses[ 1 ].body.code ).toBe(
			'woocommerce_rest_cart_coupon_error'
		);
	} );

	it( 'X-HTTP-Method-Override turns a POST into PUT', async () => {
		const response = await post(
			'/checkout',
			{ payment_method: 'bacs' },
			{ Nonce: pageNonce(), 'X-HTTP-Method-Override': 'PUT' }
		);
		expect( response.status ).toBe( 200 );
		expect( ( await response.json() ).payment_method ).toBe( 'bacs' );
	} );

	it( 'GET products pages with X-WP-Total, X-WP-TotalPages and Link', async () => {
		const response = await fetch( `${ API }/products?per_page=5&page=2` );
		const total = Number( response.headers.get( 'X-WP-Total' ) );
		expect( total ).toBe( RECORDED_TOURS.length );
		expect( response.headers.get( 'X-WP-TotalPages' ) ).toBe(
			String( Math.ceil( total / 5 ) )
		);
		expect( response.headers.get( 'Link' ) ).toMatch(
			/rel="prev".*rel="next"/
		);
		expect( await response.json() ).toHaveLength( 5 );
	} );

	it( 'faults: status, network error, invalid JSON, invalid nonce', async () => {
		mock.faults.failNext( '/cart', { status: 500 } );
		expect( ( await fetch( `${ API }/cart` ) ).status ).toBe( 500 );
		mock.faults.failNext( '/cart', { networkError: true } );
		await expect( fetch( `${ API }/cart` ) ).rejects.toThrow();
		mock.faults.failNext( '/cart', { invalidJson: true } );
		await expect(
			( await fetch( `${ API }/cart` ) ).json()
		).rejects.toThrow();
		mock.faults.failNext( 'add-item', { invalidNonce: true } );
		expect( ( await post( '/cart/add-item', { id: 11 } ) ).status ).toBe(
			403
		);
		expect( ( await post( '/cart/add-item', { id: 11 } ) ).status ).toBe(
			201
		);
	} );
} );
