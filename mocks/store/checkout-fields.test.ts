// @vitest-environment node
/**
 * The mock's additional checkout fields against what the theme registers on a real store (recorded
 * settings), and WooCommerce's checks of `additional_fields` in POST /checkout.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import recorded from '../../common/checkout-fields/test-fixtures/additional-fields-settings.json';
import type { CheckoutDocument } from '../../common/checkout-fields';
import {
	checkAdditionalFields,
	orderFieldsFromMeta,
	orderFieldsMeta,
	tourCheckoutFields,
	yearRangePattern,
} from './checkout-fields';
import type { StoreError } from './errors';
import { travellerSlots } from '../../common/booking/traveller-ages';

const FIELDS = tourCheckoutFields( ( text ) => text, 2026 );

function documentFor( extraTravellers: number | null ): CheckoutDocument {
	const booking =
		extraTravellers === null
			? {}
			: {
					'tourfront-booking': {
						travellers: extraTravellers + 1,
						extra_travellers: extraTravellers,
						items_count_tours: 1,
						items_count_other: 0,
					},
				};
	return {
		cart: {
			coupons: [],
			shipping_rates: [],
			items: [],
			items_type: [],
			items_count: 0,
			items_weight: 0,
			needs_shipping: false,
			prefers_collection: false,
			totals: { total_price: 0, total_tax: 0 },
			extensions: booking,
		},
		customer: {
			id: 0,
			billing_address: {},
			shipping_address: {},
			additional_fields: {},
		},
		checkout: { additional_fields: {} },
	};
}

describe( 'tourCheckoutFields', () => {
	it( 'are the fields a real store prints (recorded in 2026), in the same order', () => {
		expect( JSON.parse( JSON.stringify( FIELDS ) ) ).toEqual(
			recorded.defaultFields
		);
		expect( Object.keys( FIELDS ) ).toEqual(
			recorded.addressFieldsLocations.order
		);
	} );

	it( 'accept the birth years from 1900 to this year only', () => {
		const pattern = new RegExp( `^${ yearRangePattern( 1900, 2031 ) }$` );
		expect(
			[ '1900', '1999', '2030', '2031' ].every( ( year ) =>
				pattern.test( year )
			)
		).toBe( true );
		expect(
			[ '1899', '2032', '2040', '199' ].some( ( year ) =>
				pattern.test( year )
			)
		).toBe( false );
	} );
} );

describe( 'checkAdditionalFields', () => {
	const travellers = {
		'tourfront/traveller-2-name': 'Trần Văn Nam',
		'tourfront/traveller-2-birth-year': '1958',
		'tourfront/pickup-point': ' Bãi Cháy ',
	};

	it( 'keeps the values of the fields shown, trimmed', () => {
		expect(
			checkAdditionalFields(
				FIELDS,
				{ ...travellers, 'tourfront/traveller-3-name': 'hidden' },
				documentFor( 1 )
			)
		).toEqual( {
			...travellers,
			'tourfront/pickup-point': 'Bãi Cháy',
		} );
		expect(
			checkAdditionalFields( FIELDS, travellers, documentFor( null ) )
		).toEqual( {} );
	} );

	it( 'refuses a missing required field and an invalid year as WooCommerce does', () => {
		const attempt = ( posted: Record< string, string > ) => {
			try {
				checkAdditionalFields( FIELDS, posted, documentFor( 1 ) );
				return null;
			} catch ( error ) {
				return ( error as StoreError ).toBody();
			}
		};
		expect(
			attempt( { 'tourfront/traveller-2-name': 'Trần Văn Nam' } )
		).toMatchObject( {
			code: 'rest_invalid_param',
			data: {
				status: 400,
				params: {
					additional_fields: 'Traveller 2: year of birth is required',
				},
			},
		} );
		expect(
			attempt( {
				...travellers,
				'tourfront/traveller-2-birth-year': '1850',
			} )?.data
		).toMatchObject( {
			params: {
				additional_fields:
					'Please provide a valid Traveller 2: year of birth',
			},
		} );
	} );

	it( 'refuses a year of birth that does not fit the traveller, as the theme’s PHP does, naming the traveller', () => {
		// 2 adults and 1 child leaving on 18/12/2026: traveller 2 is an adult, traveller 3 the child.
		const slots = travellerSlots( [
			{ adults: 2, children: 1, departure: '2026-12-18' },
		] );
		const party = {
			'tourfront/traveller-2-name': 'Trần Văn Nam',
			'tourfront/traveller-2-birth-year': '1958',
			'tourfront/traveller-3-name': 'Trần Bảo Anh',
			'tourfront/traveller-3-birth-year': '2017',
		};
		const attempt = ( posted: Record< string, string > ) => {
			try {
				return checkAdditionalFields(
					FIELDS,
					posted,
					documentFor( 2 ),
					slots
				);
			} catch ( error ) {
				return ( error as StoreError ).toBody();
			}
		};
		expect( attempt( party ) ).toEqual( party );
		const child =
			'Traveller 3 is a child (2 to 11 years old on the departure date, 18/12/2026): the year of birth must be from 2014 to 2024.';
		expect(
			attempt( {
				...party,
				'tourfront/traveller-3-birth-year': '2010',
			} )
		).toMatchObject( {
			code: 'rest_invalid_param',
			data: {
				status: 400,
				params: { additional_fields: child },
				details: {
					additional_fields: {
						code: 'tourfront_traveller_age',
						message: child,
					},
				},
			},
		} );
		// Two refusals: WooCommerce answers the first (WP_Error::get_error_message()).
		expect(
			attempt( {
				...party,
				'tourfront/traveller-2-birth-year': '2020',
				'tourfront/traveller-3-birth-year': '2010',
			} )
		).toMatchObject( {
			data: {
				params: {
					additional_fields:
						'Traveller 2 is an adult (12 or older on the departure date, 18/12/2026): the year of birth must be 2014 or earlier.',
				},
			},
		} );
		// Without the cart's tour lines nothing is known of the travellers' ages.
		expect(
			checkAdditionalFields(
				FIELDS,
				{ ...party, 'tourfront/traveller-3-birth-year': '2010' },
				documentFor( 2 )
			)
		).toMatchObject( { 'tourfront/traveller-3-birth-year': '2010' } );
	} );

	it( 'keeps order fields as WooCommerce’s _wc_other/ meta and reads them back', () => {
		const meta = orderFieldsMeta( {
			'tourfront/pickup-point': 'Bãi Cháy',
		} );
		expect( meta ).toEqual( {
			'_wc_other/tourfront/pickup-point': 'Bãi Cháy',
		} );
		expect(
			orderFieldsFromMeta( {
				...meta,
				_wc_order_attribution_source_type: 'typein',
			} )
		).toEqual( { 'tourfront/pickup-point': 'Bãi Cháy' } );
	} );
} );
