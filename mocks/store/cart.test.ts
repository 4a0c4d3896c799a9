// @vitest-environment node
/**
 * Cart writes: keys, variations, stock, sold-individually, quantity limits and their errors.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { RECORDED_TOURS } from '../fixtures/recorded';
import type { TourFixture } from '../fixtures/types';
import { demoStore, storeError, testStore } from './test-utils';

/** A recorded simple tour with other stock or quantity rules, for the mechanisms the recording has no product for. */
function variant(
	id: number,
	overrides: Partial< TourFixture >
): TourFixture[] {
	const base = RECORDED_TOURS.find(
		( tour ) => tour.id === 13
	) as TourFixture;
	return [
		...RECORDED_TOURS,
		{
			...base,
			...overrides,
			id,
			sku: `${ base.sku }-${ id }`,
			slug: `${ base.slug }-${ id }`,
		},
	];
}

describe( 'add-item', () => {
	it( 'keys lines as WooCommerce does and adds up quantities of the same line', () => {
		const store = testStore();
		store.addItem( { id: 13, quantity: 1 } );
		store.addItem( { id: 13, quantity: 2 } );
		const [ item ] = store.getCartResponse().items;
		expect( item.key ).toBe( 'c51ce410c124a10e0db5e4b97fc2af39' );
		expect( item.quantity ).toBe( 3 );
	} );

	it( 'accepts a variation by label + term name, by slugs, or by variation id (records 18, 19)', () => {
		const store = testStore();
		store.addItem( {
			id: 35,
			variation: [ { attribute: 'Khởi hành', value: 'Hà Nội' } ],
		} );
		store.addItem( {
			id: 35,
			variation: [
				{ attribute: 'attribute_pa_khoi-hanh', value: 'ha-noi' },
			],
		} );
		store.addItem( { id: 37 } );
		const items = store.getCartResponse().items;
		expect(
			items.map( ( item ) => [ item.key, item.id, item.quantity ] )
		).toEqual( [
			[ 'a96584a8562ad8229f8fe15ba0e53d37', 36, 2 ],
			[ '3343cd893efc8d6e9d8d60f4d017ef86', 37, 1 ],
		] );
		expect( items[ 0 ].variation ).toEqual( [
			{
				raw_attribute: 'attribute_pa_khoi-hanh',
				attribute: 'Khởi hành',
				value: 'Hà Nội',
			},
		] );
		expect( items[ 1 ].prices.price ).toBe( '5990000' );
	} );

	it( 'resolves a two-attribute variation (Đà Nẵng - Hội An: city × departure date)', () => {
		const store = demoStore();
		store.addItem( {
			id: 35,
			variation: [
				{ attribute: 'Khởi hành', value: 'TP. Hồ Chí Minh' },
				{ attribute: 'Ngày khởi hành', value: '30/11/2026' },
			],
		} );
		expect( store.getCartResponse().items[ 0 ] ).toMatchObject( {
			id: 1352,
			prices: { price: '5990000', regular_price: '6290000' },
		} );
	} );

	it( 'rejects unknown products, unknown variations and missing variation data', () => {
		const store = testStore();
		expect(
			storeError( () => store.addItem( { id: 999999 } ) ).toBody()
		).toEqual( {
			code: 'woocommerce_rest_cart_invalid_product',
			message:
				'Product with ID &quot;999999&quot; was not found and cannot be added to the cart.',
			data: { status: 400 },
		} );
		expect(
			storeError( () =>
				store.addItem( {
					id: 35,
					variation: [
						{ attribute: 'pa_khoi-hanh', value: 'hai-phong' },
					],
				} )
			).code
		).toBe( 'woocommerce_rest_variation_id_from_variation_data' );
		expect( storeError( () => store.addItem( { id: 35 } ) ).code ).toBe(
			'woocommerce_rest_missing_attributes'
		);
		expect( storeError( () => store.addItem( { id: 199 } ) ).code ).toBe(
			'woocommerce_rest_cart_invalid_product'
		);
	} );

	it( 'refuses out-of-stock and more than the stock, with the recorded messages (records 22, 23)', () => {
		const store = testStore();
		expect( storeError( () => store.addItem( { id: 17 } ) ).message ).toBe(
			'You cannot add &quot;Tour Mù Cang Chải mùa lúa chín 3 ngày 2 đêm&quot; to the cart because the product is out of stock.'
		);
		const partial = storeError( () =>
			store.addItem( { id: 19, quantity: 3 } )
		);
		expect( partial.code ).toBe(
			'woocommerce_rest_product_partially_out_of_stock'
		);
		expect( partial.message ).toBe(
			'You cannot add that amount of &quot;Tour Huế - Động Phong Nha 3 ngày 2 đêm&quot; to the cart because there is not enough stock (2 remaining).'
		);
		store.addItem( { id: 19, quantity: 2 } );
		expect(
			storeError( () => store.addItem( { id: 19, quantity: 1 } ) ).code
		).toBe( 'invalid_quantity' );
	} );

	it( 'clamps a sold-individually add to 1 (record 24) and refuses a second one as its quantity cannot change', () => {
		const store = testStore();
		store.addItem( { id: 29, quantity: 2 } );
		const [ item ] = store.getCartResponse().items;
		expect( item.quantity ).toBe( 1 );
		expect( item.quantity_limits ).toEqual( {
			minimum: 1,
			maximum: 1,
			multiple_of: 1,
			editable: false,
		} );
		expect( storeError( () => store.addItem( { id: 29 } ) ).code ).toBe(
			'readonly_quantity'
		);
	} );

	it( 'applies minimum / multiple-of limits (a tour sold in pairs, 2–10)', () => {
		const store = testStore( {
			tours: variant( 115, {
				name: 'Tour đảo Lý Sơn 2 ngày 1 đêm',
				stock: null,
				quantity: { minimum: 2, maximum: 10, multipleOf: 2 },
			} ),
		} );
		expect(
			storeError( () => store.addItem( { id: 115, quantity: 1 } ) )
				.message
		).toBe(
			'The minimum quantity of &quot;Tour đảo Lý Sơn 2 ngày 1 đêm&quot; allowed in the cart is 2'
		);
		expect(
			storeError( () => store.addItem( { id: 115, quantity: 3 } ) )
				.message
		).toBe(
			'The quantity of &quot;Tour đảo Lý Sơn 2 ngày 1 đêm&quot; must be a multiple of 2'
		);
		store.addItem( { id: 115, quantity: 4 } );
		expect( store.getCartResponse().items[ 0 ].quantity_limits ).toEqual( {
			minimum: 2,
			maximum: 10,
			multiple_of: 2,
			editable: true,
		} );
	} );

	it( 'sells on backorder beyond the stock and shows the badge (1 left, backorders notify)', () => {
		const store = testStore( {
			tours: variant( 113, {
				stock: 1,
				lowStockThreshold: 2,
				backorders: 'notify',
			} ),
		} );
		store.addItem( { id: 113, quantity: 3 } );
		const [ item ] = store.getCartResponse().items;
		expect( item ).toMatchObject( {
			quantity: 3,
			backorders_allowed: true,
			show_backorder_badge: true,
			low_stock_remaining: 1,
		} );
		expect( item.quantity_limits.maximum ).toBe( 9999 );
	} );
} );

describe( 'update-item and remove-item', () => {
	it( 'updates within the limits; above the stock is invalid_quantity (records 27, 28)', () => {
		const store = testStore();
		const line = store.addItem( { id: 11 } );
		store.updateItem( line.key, 2 );
		expect( store.getCartResponse().items[ 0 ].quantity ).toBe( 2 );
		expect(
			storeError( () => store.updateItem( line.key, 9 ) ).toBody()
		).toEqual( {
			code: 'invalid_quantity',
			message:
				'The maximum quantity of &quot;Tour Hạ Long 2 ngày 1 đêm trên du thuyền&quot; allowed in the cart is 4',
			data: { status: 400 },
		} );
	} );

	it( 'quantity 0 removes the line; an unknown key is 409 (record 30)', () => {
		const store = testStore();
		const line = store.addItem( { id: 11 } );
		store.updateItem( line.key, 0 );
		expect( store.getCartResponse().items ).toEqual( [] );
		const error = storeError( () => store.removeItem( 'khongtontai' ) );
		expect( [ error.code, error.status, error.message ] ).toEqual( [
			'woocommerce_rest_cart_invalid_key',
			409,
			'Cart item no longer exists or is invalid.',
		] );
	} );
} );
