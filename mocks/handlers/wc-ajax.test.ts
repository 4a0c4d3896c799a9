// @vitest-environment node
/**
 * Classic wc-ajax endpoints over MSW: fragments, cart_hash, failures that answer 200, and the
 * shared session with the Store API.
 */

/** External dependencies */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { RECORDED_TOURS } from '../fixtures/recorded';
import { setupMockWoo } from '../node';

const mock = setupMockWoo( {
	tours: RECORDED_TOURS,
	tourfront: false,
	seed: 'wc-ajax-test',
} );
const SITE = 'http://localhost';

beforeAll( () => mock.listen() );
afterEach( () => mock.reset() );
afterAll( () => mock.server.close() );

function wcAjax( endpoint: string, fields: Record< string, string > ) {
	return fetch( `${ SITE }/?wc-ajax=${ endpoint }`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
		},
		body: new URLSearchParams( fields ).toString(),
	} );
}

describe( 'wc-ajax handlers', () => {
	it( 'add_to_cart answers fragments keyed by selector and the cart hash (record 58)', async () => {
		const response = await wcAjax( 'add_to_cart', {
			product_id: '13',
			quantity: '2',
		} );
		expect( response.status ).toBe( 200 );
		const body = await response.json();
		expect( Object.keys( body.fragments ) ).toEqual( [
			'div.widget_shopping_cart_content',
			'a.cart-contents',
			'a.footer-cart-contents',
		] );
		expect( body.fragments[ 'a.cart-contents' ] ).toContain(
			'7.180.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span>'
		);
		expect( body.fragments[ 'a.cart-contents' ] ).toContain(
			'<span class="count">2 items</span>'
		);
		expect(
			body.fragments[ 'div.widget_shopping_cart_content' ]
		).toContain( 'data-cart_item_key="c51ce410c124a10e0db5e4b97fc2af39"' );
		expect( body.cart_hash ).toBe( mock.store.getCartHash() );
	} );

	it( 'a failed add answers 200 {error, product_url} and shows in the Store API errors once (records 59, 61)', async () => {
		const response = await wcAjax( 'add_to_cart', {
			product_id: '17',
			quantity: '1',
		} );
		expect( response.status ).toBe( 200 );
		expect( await response.json() ).toEqual( {
			error: true,
			product_url:
				'/product/tour-mu-cang-chai-mua-lua-chin-3-ngay-2-dem/',
		} );
		const cart = await (
			await fetch( `${ SITE }/wp-json/wc/store/v1/cart` )
		).json();
		expect( cart.errors ).toEqual( [
			{
				code: 'woocommerce_rest_cart_item_error',
				message:
					'You cannot add &quot;Tour Mù Cang Chải mùa lúa chín 3 ngày 2 đêm&quot; to the cart because the product is out of stock.',
			},
		] );
		const again = await (
			await fetch( `${ SITE }/wp-json/wc/store/v1/cart` )
		).json();
		expect( again.errors ).toEqual( [] );
	} );

	it( 'a variable product without options sends the shopper to the product page', async () => {
		const body = await (
			await wcAjax( 'add_to_cart', { product_id: '35' } )
		).json();
		expect( body ).toEqual( {
			error: true,
			product_url: '/product/tour-da-nang-hoi-an-ba-na-4-ngay-3-dem/',
		} );
		const cart = await (
			await fetch( `${ SITE }/wp-json/wc/store/v1/cart` )
		).json();
		expect( cart.errors ).toEqual( [
			{
				code: 'woocommerce_rest_cart_item_error',
				// The Store API reads the session's notice back texturized and without its link.
				message:
					'Please choose product options by visiting Tour Đà Nẵng &#8211; Hội An &#8211; Bà Nà 4 ngày 3 đêm.',
			},
		] );
	} );

	it( 'remove_from_cart empties the mini-cart; an unknown key answers {success:false} (records 62, 63)', async () => {
		await wcAjax( 'add_to_cart', { product_id: '13' } );
		const removed = await (
			await wcAjax( 'remove_from_cart', {
				cart_item_key: 'c51ce410c124a10e0db5e4b97fc2af39',
			} )
		).json();
		expect( removed.cart_hash ).toBe( '' );
		expect(
			removed.fragments[ 'div.widget_shopping_cart_content' ]
		).toContain( 'woocommerce-mini-cart__empty-message' );
		expect(
			await (
				await wcAjax( 'remove_from_cart', {
					cart_item_key: 'khongtontai',
				} )
			).json()
		).toEqual( { success: false } );
	} );

	it( 'get_refreshed_fragments matches the store', async () => {
		await wcAjax( 'add_to_cart', { product_id: '11' } );
		const body = await (
			await wcAjax( 'get_refreshed_fragments', {} )
		).json();
		expect( body ).toEqual( mock.store.getMiniCartFragments() );
	} );
} );
