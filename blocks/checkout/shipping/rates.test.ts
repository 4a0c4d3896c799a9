// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	filterPackageRates,
	getRateMeta,
	getSelectedRateId,
	hasPickupRates,
	isCollectionSelected,
	ratesToSelect,
} from './rates';
import type {
	CartShippingPackage,
	CartShippingRate,
} from '../../data/cart/types';

const rate = (
	rateId: string,
	methodId: string,
	selected = false,
	meta: Array< { key: string; value: string } > = []
) =>
	( {
		rate_id: rateId,
		method_id: methodId,
		selected,
		name: rateId,
		price: '0',
		meta_data: meta,
	} ) as unknown as CartShippingRate;

const pkg = ( rates: CartShippingRate[] ) =>
	( {
		package_id: 0,
		name: 'Shipment 1',
		shipping_rates: rates,
	} ) as unknown as CartShippingPackage;

const packages = [
	pkg( [
		rate( 'flat_rate:1', 'flat_rate', true ),
		rate( 'free_shipping:2', 'free_shipping' ),
		rate( 'pickup_location:0', 'pickup_location', false, [
			{
				key: 'pickup_location',
				value: 'Văn phòng Du lịch Việt – Quận 1',
			},
			{ key: 'pickup_address', value: '123 Nguyễn Huệ, TP. Hồ Chí Minh' },
		] ),
	] ),
];

describe( 'shipping rates', () => {
	it( 'splits shipping and pickup rates', () => {
		expect(
			filterPackageRates( packages, true )[ 0 ].shipping_rates.map(
				( r ) => r.rate_id
			)
		).toEqual( [ 'pickup_location:0' ] );
		expect(
			filterPackageRates( packages, false )[ 0 ].shipping_rates.map(
				( r ) => r.rate_id
			)
		).toEqual( [ 'flat_rate:1', 'free_shipping:2' ] );
		expect( hasPickupRates( packages ) ).toBe( true );
		expect( hasPickupRates( packages, [ 'local_pickup' ] ) ).toBe( false );
	} );

	it( 'reads pickup details from meta_data', () => {
		const pickup = packages[ 0 ].shipping_rates[ 2 ];
		expect( getRateMeta( pickup, 'pickup_address' ) ).toBe(
			'123 Nguyễn Huệ, TP. Hồ Chí Minh'
		);
		expect( getRateMeta( pickup, 'missing' ) ).toBe( '' );
	} );

	it( 'knows what is selected and what to select when switching', () => {
		expect( getSelectedRateId( packages[ 0 ] ) ).toBe( 'flat_rate:1' );
		expect( isCollectionSelected( packages ) ).toBe( false );
		expect( ratesToSelect( packages, true ) ).toEqual( [
			[ 0, 'pickup_location:0' ],
		] );
		expect( ratesToSelect( packages, false ) ).toEqual( [] );
		const pickedUp = [
			pkg( [
				rate( 'flat_rate:1', 'flat_rate' ),
				rate( 'pickup_location:0', 'pickup_location', true ),
			] ),
		];
		expect( isCollectionSelected( pickedUp ) ).toBe( true );
		expect( ratesToSelect( pickedUp, false ) ).toEqual( [
			[ 0, 'flat_rate:1' ],
		] );
	} );
} );
