// @vitest-environment node
/**
 * The cart object beyond the totals: cross-sells, counts and weight, payment needs, item errors.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { testStore } from './test-utils';

describe( 'cart response', () => {
	it( 'cross-sells: later items first, products in the cart left out, no duplicates (record 42)', () => {
		const store = testStore();
		store.addItem( { id: 11 } ); // cross-sells 13, 15
		store.addItem( {
			id: 35,
			variation: [ { attribute: 'Khởi hành', value: 'Hà Nội' } ],
		} ); // 23, 19
		store.addItem( { id: 23 } );
		expect(
			store.getCartResponse().cross_sells.map( ( product ) => product.id )
		).toEqual( [ 19, 13, 15 ] );
		expect( store.getCartResponse().cross_sells[ 0 ] ).not.toHaveProperty(
			'_links'
		);
	} );

	it( 'counts items and weighs physical ones in grams (record 49: 6 items, 800 g)', () => {
		const store = testStore();
		store.addItem( { id: 11, quantity: 2 } );
		store.addItem( { id: 36 } );
		store.addItem( { id: 37 } );
		store.addItem( { id: 23, quantity: 2 } );
		expect( store.getCartResponse() ).toMatchObject( {
			items_count: 6,
			items_weight: 800,
			needs_payment: true,
			needs_shipping: true,
		} );
	} );

	it( 'lowers a line above the stock left without a word; a sold-out line shows an error in errors[]', () => {
		const store = testStore();
		const line = store.addItem( { id: 19, quantity: 2 } );
		store.ctx.state.stock[ '19' ] = 1;
		expect( store.getCartResponse() ).toMatchObject( {
			errors: [],
			items: [ { quantity: 1 } ],
		} );
		store.ctx.state.stock[ '19' ] = 0;
		expect( store.getCartResponse().errors ).toEqual( [
			{
				code: 'woocommerce_rest_product_out_of_stock',
				message:
					'&#8220;Tour Huế &#8211; Động Phong Nha 3 ngày 2 đêm&#8221; is out of stock and cannot be purchased. Please remove it from your cart.',
			},
		] );
		store.removeItem( line.key );
		expect( store.getCartResponse().errors ).toEqual( [] );
	} );

	it( 'a fully discounted virtual cart needs no payment', () => {
		const store = testStore( {
			settings: {
				coupons: [
					{ code: 'tang', discountType: 'percent', amount: 100 },
				],
			},
		} );
		store.addItem( { id: 23 } );
		store.applyCoupon( 'tang' );
		expect( store.getCartResponse() ).toMatchObject( {
			needs_payment: false,
			totals: { total_price: '0', total_discount: '880000' },
		} );
	} );

	it( 'product names come texturized and HTML-encoded like WordPress prints them', () => {
		const store = testStore();
		store.addItem( { id: 13 } );
		expect( store.getCartResponse().items[ 0 ].name ).toBe(
			'Tour Sa Pa &#8211; Fansipan 3 ngày 2 đêm'
		);
	} );
} );
