// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	findMatchingVariations,
	isComplete,
	isOptionAvailable,
	isPurchasable,
	parseVariations,
	type ProductVariation,
} from './variation-match';

const variations: ProductVariation[] = [
	{
		variation_id: 36,
		attributes: { 'attribute_pa_khoi-hanh': 'ha-noi', attribute_room: '' },
	},
	{
		variation_id: 37,
		attributes: {
			'attribute_pa_khoi-hanh': 'tp-ho-chi-minh',
			attribute_room: 'double',
		},
	},
	{
		variation_id: 38,
		attributes: {
			'attribute_pa_khoi-hanh': 'da-nang',
			attribute_room: 'single',
		},
		is_in_stock: false,
	},
];

describe( 'variation matching', () => {
	it( 'treats an empty variation attribute as any value', () => {
		expect(
			findMatchingVariations( variations, {
				'attribute_pa_khoi-hanh': 'ha-noi',
				attribute_room: 'single',
			} ).map( ( v ) => v.variation_id )
		).toEqual( [ 36 ] );
		expect(
			findMatchingVariations( variations, {
				'attribute_pa_khoi-hanh': 'tp-ho-chi-minh',
				attribute_room: 'double',
			} ).map( ( v ) => v.variation_id )
		).toEqual( [ 37 ] );
		expect(
			findMatchingVariations( variations, {
				'attribute_pa_khoi-hanh': 'tp-ho-chi-minh',
				attribute_room: 'single',
			} )
		).toEqual( [] );
	} );

	it( 'knows a complete choice and the options still possible', () => {
		expect( isComplete( { a: 'x', b: '' } ) ).toBe( false );
		expect( isComplete( { a: 'x', b: 'y' } ) ).toBe( true );
		const chosen = {
			'attribute_pa_khoi-hanh': 'tp-ho-chi-minh',
			attribute_room: '',
		};
		expect(
			isOptionAvailable( variations, chosen, 'attribute_room', 'double' )
		).toBe( true );
		expect(
			isOptionAvailable( variations, chosen, 'attribute_room', 'single' )
		).toBe( false );
	} );

	it( 'parses the data attribute, null for "false" or garbage', () => {
		expect( parseVariations( JSON.stringify( variations ) ) ).toHaveLength(
			3
		);
		expect( parseVariations( 'false' ) ).toBeNull();
		expect( parseVariations( '{' ) ).toBeNull();
	} );

	it( 'is purchasable unless out of stock, not purchasable or hidden', () => {
		expect( isPurchasable( variations[ 0 ] ) ).toBe( true );
		expect( isPurchasable( variations[ 2 ] ) ).toBe( false );
	} );
} );
