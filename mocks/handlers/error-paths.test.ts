// @vitest-environment node
/**
 * The remaining error paths over HTTP, one row each: status and code as WooCommerce answers.
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
	seed: 'error-paths',
} );
const SITE = 'http://localhost';
const API = `${ SITE }/wp-json/wc/store/v1`;

beforeAll( () => mock.listen() );
afterEach( () => mock.reset() );
afterAll( () => mock.server.close() );

const post = ( path: string, body: unknown ) =>
	fetch( `${ API }${ path }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Nonce: pageNonce() },
		body: JSON.stringify( body ),
	} );

const ROWS: Array< [ string, () => Promise< Response >, number, string ] > = [
	[
		'update-item with an unknown key',
		() =>
			post( '/cart/update-item', { key: 'x'.repeat( 32 ), quantity: 2 } ),
		409,
		'woocommerce_rest_cart_invalid_key',
	],
	[
		'select-shipping-rate without rate_id',
		() => post( '/cart/select-shipping-rate', { package_id: 0 } ),
		400,
		'woocommerce_rest_cart_missing_rate_id',
	],
	[
		'update-customer with a bad postcode',
		() =>
			post( '/cart/update-customer', {
				shipping_address: {
					country: 'US',
					state: 'CA',
					postcode: 'ABCDE',
				},
			} ),
		400,
		'rest_invalid_param',
	],
	[
		'remove-coupon that is not applied',
		() => post( '/cart/remove-coupon', { code: 'giam10' } ),
		409,
		'woocommerce_rest_cart_coupon_invalid_code',
	],
	[
		'cart/extensions without a namespace',
		() => post( '/cart/extensions', {} ),
		400,
		'rest_missing_callback_param',
	],
	[
		'batch without requests',
		() => post( '/batch', {} ),
		400,
		'rest_invalid_param',
	],
	[
		'unknown category',
		() => fetch( `${ API }/products/categories/999` ),
		404,
		'woocommerce_rest_term_invalid',
	],
	[
		'unknown attribute',
		() => fetch( `${ API }/products/attributes/99/terms` ),
		404,
		'woocommerce_rest_taxonomy_invalid',
	],
	[
		'a draft product by slug',
		() => fetch( `${ API }/products/tour-bi-mat-ban-nhap` ),
		404,
		'woocommerce_rest_product_invalid_id',
	],
	[
		'an order with a wrong key',
		() =>
			fetch(
				`${ API }/order/62?key=wc_order_sai&billing_email=a%40b.vn`
			),
		401,
		'woocommerce_rest_invalid_order',
	],
	[
		'checkout with an empty cart',
		() =>
			post( '/checkout', {
				billing_address: {
					first_name: 'A',
					last_name: 'B',
					address_1: 'C',
					city: 'D',
					country: 'VN',
					email: 'a@b.vn',
				},
				payment_method: 'cod',
			} ),
		409,
		'woocommerce_rest_cart_empty',
	],
	[
		'a GET on a write route',
		() => fetch( `${ API }/cart/add-item` ),
		404,
		'rest_no_route',
	],
];

describe( 'error paths', () => {
	it.each( ROWS )( '%s → %i %s', async ( _name, send, status, code ) => {
		const response = await send();
		expect( response.status ).toBe( status );
		expect( ( await response.json() ).code ).toBe( code );
	} );

	it( 'a 409 carries the cart in data.cart and session headers', async () => {
		await post( '/cart/add-item', { id: 11 } );
		const response = await post( '/cart/remove-item', {
			key: 'khongtontai',
		} );
		expect( response.headers.get( 'Cart-Token' ) ).toBeTruthy();
		expect( ( await response.json() ).data.cart.items ).toHaveLength( 1 );
	} );

	it( 'an order with the wrong billing email is refused', async () => {
		await post( '/cart/add-item', { id: 23 } );
		const order = await (
			await post( '/checkout', {
				billing_address: {
					first_name: 'A',
					last_name: 'B',
					address_1: 'C',
					city: 'D',
					country: 'VN',
					email: 'a@b.vn',
				},
				payment_method: 'bacs',
			} )
		).json();
		expect( order.status ).toBe( 'on-hold' );
		const response = await fetch(
			`${ API }/order/${ order.order_id }?key=${ order.order_key }&billing_email=khac%40b.vn`
		);
		expect( [
			response.status,
			( await response.json() ).message,
		] ).toEqual( [ 401, 'Invalid billing email provided.' ] );
	} );

	it( 'an unknown wc-ajax endpoint answers -1 with 400', async () => {
		const response = await fetch( `${ SITE }/?wc-ajax=khong_co`, {
			method: 'POST',
		} );
		expect( [ response.status, await response.json() ] ).toEqual( [
			400, -1,
		] );
	} );

	it( 'injected failures reach wc-ajax and admin-ajax too', async () => {
		mock.faults.failNext( 'wc-ajax=add_to_cart', { status: 502 } );
		expect(
			(
				await fetch( `${ SITE }/?wc-ajax=add_to_cart`, {
					method: 'POST',
					body: 'product_id=11',
				} )
			).status
		).toBe( 502 );
		mock.faults.failNext( 'admin-ajax.php', { networkError: true } );
		await expect(
			fetch(
				`${ SITE }/wp-admin/admin-ajax.php?action=tourfront_ajax_search_products&query=tour`
			)
		).rejects.toThrow();
	} );
} );
