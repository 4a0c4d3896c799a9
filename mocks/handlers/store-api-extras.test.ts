// @vitest-environment node
/**
 * Store API details: batch limits and per-request nonces, `_fields`, `?rest_route=`, route
 * discovery, GET order, invalid JSON bodies, and a delayed answer under fake timers.
 */

/** External dependencies */
import {
	afterAll,
	afterEach,
	beforeAll,
	describe,
	expect,
	it,
	vi,
} from 'vitest';

/** Internal dependencies */
import namespaceRecord from '../contract/records/02-store-api-namespace-routes.json';
import { storeMidnight } from '../fixtures/departures';
import { RECORDED_TOURS } from '../fixtures/recorded';
import { setupMockWoo } from '../node';
import { pageNonce } from '../store/nonce';

const mock = setupMockWoo( {
	tours: RECORDED_TOURS,
	tourfront: false,
	seed: 'store-api-extras',
} );
const API = 'http://localhost/wp-json/wc/store/v1';

beforeAll( () => mock.listen() );
afterEach( () => {
	vi.useRealTimers();
	mock.reset();
} );
afterAll( () => mock.server.close() );

const post = (
	path: string,
	body: unknown,
	headers: Record< string, string > = { Nonce: pageNonce() }
) =>
	fetch( `${ API }${ path }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...headers },
		body: typeof body === 'string' ? body : JSON.stringify( body ),
	} );

describe( 'batch', () => {
	it( 'checks each sub-request with its own headers: no Nonce there is a 401 inside the 207', async () => {
		const response = await post( '/batch', {
			requests: [
				{
					method: 'POST',
					path: '/wc/store/v1/cart/add-item',
					body: { id: 11 },
				},
			],
		} );
		expect( response.status ).toBe( 207 );
		expect( response.headers.get( 'Cart-Token' ) ).toBeNull();
		const { responses } = await response.json();
		expect( [ responses[ 0 ].status, responses[ 0 ].body.code ] ).toEqual( [
			401,
			'woocommerce_rest_missing_nonce',
		] );
	} );

	it( 'refuses more than 25 requests', async () => {
		const requests = Array.from( { length: 26 }, () => ( {
			method: 'POST',
			path: '/wc/store/v1/cart/add-item',
			body: { id: 23 },
			headers: { Nonce: pageNonce() },
		} ) );
		const response = await post( '/batch', { requests } );
		expect( response.status ).toBe( 400 );
		expect( ( await response.json() ).code ).toBe( 'rest_invalid_param' );
		expect( mock.store.getCartResponse().items ).toEqual( [] );
	} );

	it( 'a fault can target one sub-request', async () => {
		mock.faults.failNext( 'apply-coupon', { status: 503 } );
		const response = await post( '/batch', {
			requests: [
				{
					method: 'POST',
					path: '/wc/store/v1/cart/add-item',
					body: { id: 11 },
					headers: { Nonce: pageNonce() },
				},
				{
					method: 'POST',
					path: '/wc/store/v1/cart/apply-coupon',
					body: { code: 'giam10' },
					headers: { Nonce: pageNonce() },
				},
			],
		} );
		const { responses } = await response.json();
		expect(
			responses.map( ( entry: { status: number } ) => entry.status )
		).toEqual( [ 201, 503 ] );
	} );
} );

describe( 'request forms', () => {
	it( '_fields keeps only the named (dotted) fields; _locale=user is accepted', async () => {
		const body = await (
			await fetch(
				`${ API }/products/11?_fields=id,prices.price,name&_locale=user`
			)
		).json();
		expect( body ).toEqual( {
			id: 11,
			name: 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền',
			prices: { price: '2490000' },
		} );
	} );

	it( 'answers ?rest_route=/wc/store/v1/… like /wp-json/wc/store/v1/…', async () => {
		const response = await fetch(
			'http://localhost/?rest_route=/wc/store/v1/cart'
		);
		expect( response.status ).toBe( 200 );
		expect( ( await response.json() ).items ).toEqual( [] );
	} );

	it( 'route discovery lists the routes keyed by route', async () => {
		const body = await ( await fetch( API ) ).json();
		expect( body.namespace ).toBe( 'wc/store/v1' );
		expect( body.routes[ '/wc/store/v1/cart/add-item' ].methods ).toEqual( [
			'POST',
		] );
	} );

	it( 'route discovery lists the routes WooCommerce 11 lists, in its order (record 02)', async () => {
		const body = await ( await fetch( API ) ).json();
		expect( Object.keys( body.routes ) ).toEqual(
			namespaceRecord.response.body.routes
		);
	} );

	it( 'the products collection carries WooCommerce’s Last-Modified, newer once an order lowered a managed stock', async () => {
		const lastModified = async () =>
			Date.parse(
				( await fetch( `${ API }/products?per_page=1` ) ).headers.get(
					'Last-Modified'
				) ?? ''
			);
		const before = await lastModified();
		// The build day's midnight in the shop's time zone: from 17:00 UTC the shop's day is already tomorrow.
		expect( before ).toBe(
			storeMidnight( mock.store.ctx.catalogue.buildDay )
		);
		expect( await lastModified() ).toBe( before );
		await post( '/cart/add-item', { id: 11, quantity: 1 } );
		const billing = {
			first_name: 'Bình',
			last_name: 'Trần',
			address_1: '45 Trần Phú',
			city: 'Nha Trang',
			country: 'VN',
			email: 'binh@example.vn',
		};
		expect(
			(
				await post( '/checkout', {
					billing_address: billing,
					shipping_address: billing,
					payment_method: 'bacs',
				} )
			).status
		).toBe( 200 );
		expect( await lastModified() ).toBeGreaterThan( before );
	} );

	it( 'an invalid JSON body is rest_invalid_json; an unknown route rest_no_route', async () => {
		const bad = await post( '/cart/add-item', '{"id":' );
		expect( [ bad.status, ( await bad.json() ).code ] ).toEqual( [
			400,
			'rest_invalid_json',
		] );
		const none = await fetch( `${ API }/khong-co` );
		expect( [ none.status, ( await none.json() ).code ] ).toEqual( [
			404,
			'rest_no_route',
		] );
	} );

	it( 'GET checkout needs a Nonce (record 43)', async () => {
		expect( ( await fetch( `${ API }/checkout` ) ).status ).toBe( 401 );
		expect(
			(
				await fetch( `${ API }/checkout`, {
					headers: { Nonce: pageNonce() },
				} )
			).status
		).toBe( 200 );
	} );

	it( 'GET order needs the key and the billing email (records 51, 52)', async () => {
		await post( '/cart/add-item', { id: 23 } );
		const billing = {
			first_name: 'Bình',
			last_name: 'Trần',
			address_1: '45 Trần Phú',
			city: 'Nha Trang',
			country: 'VN',
			email: 'binh@example.vn',
		};
		const order = await (
			await post( '/checkout', {
				billing_address: billing,
				payment_method: 'bacs',
			} )
		).json();
		const url = `${ API }/order/${ order.order_id }?key=${ order.order_key }`;
		expect( ( await ( await fetch( url ) ).json() ).code ).toBe(
			'woocommerce_rest_invalid_billing_email'
		);
		const found = await (
			await fetch( `${ url }&billing_email=binh%40example.vn` )
		).json();
		expect( found ).toMatchObject( {
			id: order.order_id,
			status: 'on-hold',
			totals: { total_price: '968000' },
		} ); // 880.000 + 10 % tax, virtual: no shipping
	} );
} );

describe( 'reviews, tags, brands', () => {
	it( "lists a product's reviews newest first with paging headers", async () => {
		const response = await fetch(
			`${ API }/products/reviews?product_id=11`
		);
		expect( response.headers.get( 'X-WP-Total' ) ).toBe( '2' );
		const reviews = await response.json();
		expect(
			reviews.map( ( r: { reviewer: string; rating: number } ) => [
				r.reviewer,
				r.rating,
			] )
		).toEqual( [
			[ 'Minh Tuấn', 4 ],
			[ 'Lan Anh', 5 ],
		] );
		expect( reviews[ 0 ] ).toMatchObject( {
			product_id: 11,
			verified: true,
			review: '<p>Cảnh đẹp, chỉ tiếc hôm đó trời hơi mù.</p>\n',
		} );
		expect(
			await ( await fetch( `${ API }/products/tags` ) ).json()
		).toEqual( [] );
	} );
} );

describe( 'cart/extensions', () => {
	it( 'runs a registered namespace callback and answers the cart; an unknown namespace is a 400', async () => {
		mock.store.registerUpdateCallback( 'tourfront-test', ( data, ctx ) => {
			ctx.state.cart.billing.city = String( data.city );
		} );
		const ok = await post( '/cart/extensions', {
			namespace: 'tourfront-test',
			data: { city: 'Huế' },
		} );
		expect( [
			ok.status,
			( await ok.json() ).billing_address.city,
		] ).toEqual( [ 200, 'Huế' ] );
		const unknown = await post( '/cart/extensions', {
			namespace: 'khong-co',
		} );
		expect( [ unknown.status, await unknown.json() ] ).toEqual( [
			400,
			{
				code: 'woocommerce_rest_cart_extensions_error',
				message: 'There is no such namespace registered: khong-co.',
				data: { status: 400 },
			},
		] );
	} );
} );

describe( 'faults', () => {
	it( 'delayMs holds the answer until the timers advance', async () => {
		vi.useFakeTimers( { toFake: [ 'setTimeout' ] } );
		mock.faults.failNext( '/cart', { delayMs: 5000 } );
		let settled = false;
		const pending = fetch( `${ API }/cart` ).then( ( response ) => {
			settled = true;
			return response.status;
		} );
		await vi.advanceTimersByTimeAsync( 4000 );
		expect( settled ).toBe( false );
		await vi.advanceTimersByTimeAsync( 1000 );
		expect( await pending ).toBe( 200 );
	} );

	it( 'count makes several calls fail, then calls succeed again', async () => {
		mock.faults.failNext(
			( target ) => target.url.startsWith( '/wc/store/v1/cart' ),
			{ status: 500, count: 2 }
		);
		const statuses = [];
		for ( let i = 0; i < 3; i++ ) {
			statuses.push( ( await fetch( `${ API }/cart` ) ).status );
		}
		expect( statuses ).toEqual( [ 500, 500, 200 ] );
		expect( mock.faults.pendingCount() ).toBe( 0 );
	} );
} );
