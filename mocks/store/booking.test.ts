// @vitest-environment node
/**
 * Tour bookings as the theme's PHP makes them on WooCommerce (theme/inc/booking): quantity = travellers, the
 * line priced by adult and child prices, the travellers in item data and extension data, seats with the
 * theme's messages, and the cart/extensions callback that changes travellers.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { cartCountLabel, cartCounts } from '../../common/booking';
import { demoStore, storeError } from './test-utils';

// Tour Hạ Long (11), built on 2026-11-21: 1110 left on 18/11, 1111 on 27/11 (4 seats), 1113 on 11/12 (sold out).
const HA_LONG = 11;
const DEPARTURE = ( date: string ) => [
	{ attribute: 'pa_ngay-khoi-hanh', value: date },
];

describe( 'bookings', () => {
	it( 'adds a departure for 2 adults and 1 child: quantity 3, adults × adult price + children × child price', () => {
		const store = demoStore();
		store.addItem( {
			id: HA_LONG,
			variation: DEPARTURE( '2026-11-27' ),
			quantity: 1,
			tourfront_booking: { adults: 2, children: 1 },
		} );
		const cart = store.getCartResponse();
		const [ item ] = cart.items;
		expect( item ).toMatchObject( {
			id: 1111,
			quantity: 3,
			totals: { line_subtotal: String( 2 * 2490000 + 1500000 ) },
		} );
		expect( item.item_data ).toEqual( [
			{ key: 'Adults', value: '2 × 2.490.000\u00a0₫' },
			{ key: 'Children', value: '1 × 1.500.000\u00a0₫' },
		] );
		expect( item.extensions ).toEqual( {
			'tourfront-booking': {
				is_tour: true,
				adults: 2,
				children: 1,
				adult_price: '2490000',
				child_price: '1500000',
				departure: '2026-11-27',
			},
		} );
		expect( item.quantity_limits.editable ).toBe( false );
		expect( cart.extensions ).toEqual( {
			'tourfront-booking': {
				travellers: 3,
				extra_travellers: 2,
				items_count_tours: 1,
				items_count_other: 0,
			},
		} );
	} );

	it( 'counts travellers and other products in the header wording', () => {
		const store = demoStore();
		store.addItem( {
			id: 1112,
			tourfront_booking: { adults: 3, children: 0 },
		} );
		store.addItem( { id: 201 } );
		const cart = store.getCartResponse();
		expect(
			cart.items[ 1 ].extensions[ 'tourfront-booking' ]
		).toMatchObject( { is_tour: false } );
		expect( cartCountLabel( cartCounts( cart ) ) ).toBe(
			'3 travellers, 1 item'
		);
		expect( cartCountLabel( { travellers: 1, items: 0 } ) ).toBe(
			'1 traveller'
		);
		// A tour shop's empty cart counts travellers.
		expect( cartCountLabel( { travellers: 0, items: 0 } ) ).toBe(
			'0 travellers'
		);
		expect( cartCountLabel( { travellers: 0, items: 1 } ) ).toBe(
			'1 item'
		);
	} );

	it( 'refuses more travellers than the seats left, naming them, also counting what the cart holds', () => {
		const store = demoStore();
		const error = storeError( () =>
			store.addItem( {
				id: 1111,
				tourfront_booking: { adults: 3, children: 2 },
			} )
		);
		expect( [ error.code, error.message ] ).toEqual( [
			'tourfront_booking_not_enough_seats',
			'Only 4 seats left for the departure on 27/11/2026.',
		] );
		store.addItem( {
			id: 1111,
			tourfront_booking: { adults: 2, children: 0 },
		} );
		expect(
			storeError( () =>
				store.addItem( {
					id: 1111,
					tourfront_booking: { adults: 3, children: 0 },
				} )
			).message
		).toBe(
			'Only 4 seats left for the departure on 27/11/2026: your cart already holds 2.'
		);
	} );

	it( 'refuses a departure that has left, a sold-out one and a party without an adult', () => {
		const store = demoStore();
		expect(
			storeError( () =>
				store.addItem( {
					id: 1110,
					tourfront_booking: { adults: 1, children: 0 },
				} )
			).code
		).toBe( 'tourfront_booking_departed' );
		expect(
			storeError( () =>
				store.addItem( {
					id: 1113,
					tourfront_booking: { adults: 1, children: 0 },
				} )
			).message
		).toBe(
			'The departure on 11/12/2026 is sold out. Please choose another date.'
		);
		expect(
			storeError( () =>
				store.addItem( {
					id: 1112,
					tourfront_booking: { adults: 0, children: 2 },
				} )
			).code
		).toBe( 'tourfront_booking_invalid_travellers' );
		expect(
			storeError( () =>
				store.addItem( {
					id: 1112,
					tourfront_booking: { adults: 8, children: 3 },
				} )
			).code
		).toBe( 'tourfront_booking_invalid_travellers' );
	} );

	it( 'refuses a malformed party whatever its shape, through add-item, cart/extensions and the classic add', () => {
		const message =
			'A booking needs at least one adult, and whole numbers of travellers.';
		const malformed: unknown[] = [
			{ adults: 3, children: -2 },
			{ adults: '5', children: '-4' },
			{ adults: -1 },
			{ adults: 0, children: 2 },
			{ adults: 1.5 },
			{ adults: '2.5' },
			{ adults: ' 2' },
			{ adults: [ 2 ] },
			{ adults: 2, children: [ 1 ] },
			{ adults: { n: 2 } },
			{ adults: null },
			{ adults: 2, children: null },
			{ adults: true },
			{ adults: '99999999999999999999' },
			{ children: 2 },
			'x',
			[ 2, 0 ],
			null,
		];
		const store = demoStore();
		for ( const party of malformed ) {
			const error = storeError( () =>
				store.addItem( { id: 1112, tourfront_booking: party } )
			);
			expect(
				[ error.code, error.message ],
				JSON.stringify( party )
			).toEqual( [ 'tourfront_booking_invalid_travellers', message ] );
		}
		store.addItem( { id: 1112, tourfront_booking: { adults: 1 } } );
		const [ line ] = store.getCartResponse().items;
		for ( const party of malformed.filter(
			( p ) => p !== null && typeof p === 'object' && ! Array.isArray( p )
		) ) {
			expect(
				storeError( () =>
					store.extensionCartUpdate( 'tourfront-booking', {
						key: line.key,
						...( party as object ),
					} )
				).message
			).toBe( message );
		}
		expect(
			store.classicAddToCart( {
				product_id: '1112',
				quantity: '1',
				tourfront_adults: '3',
				tourfront_children: '-2',
			} ).ok
		).toBe( false );
		const cart = store.getCartResponse();
		expect( cart.items ).toHaveLength( 1 );
		expect( cart.items[ 0 ].quantity ).toBe( 1 );
		expect( cart.errors.map( ( e ) => e.message ) ).toContain( message );
	} );

	it( 'takes whole numbers as requests send them: JSON numbers, digit strings, children left empty', () => {
		const store = demoStore();
		store.addItem( {
			id: 1112,
			tourfront_booking: { adults: '2', children: '' },
		} );
		expect(
			store.getCartResponse().items[ 0 ].extensions[ 'tourfront-booking' ]
		).toMatchObject( { adults: 2, children: 0 } );
	} );

	it( "refuses a departure posted with another product's id", () => {
		const store = demoStore();
		expect(
			store.classicAddToCart( {
				product_id: '201',
				variation_id: '1112',
				quantity: '1',
				tourfront_adults: '1',
			} ).ok
		).toBe( false );
		const cart = store.getCartResponse();
		expect( cart.items ).toHaveLength( 0 );
		expect( cart.errors.map( ( e ) => e.message ) ).toContain(
			'This departure belongs to another tour. Please choose a date of this tour.'
		);
	} );

	it( 'merges two equal bookings of a departure into one line, travellers added up', () => {
		const store = demoStore();
		store.addItem( {
			id: 1112,
			tourfront_booking: { adults: 2, children: 1 },
		} );
		store.addItem( {
			id: 1112,
			tourfront_booking: { adults: 2, children: 1 },
		} );
		const [ item ] = store.getCartResponse().items;
		expect( item.quantity ).toBe( 6 );
		expect( item.extensions[ 'tourfront-booking' ] ).toMatchObject( {
			adults: 4,
			children: 2,
		} );
		expect( item.totals.line_subtotal ).toBe(
			String( 4 * 2490000 + 2 * 1500000 )
		);
	} );

	it( 'a plain variation add (no travellers) books every seat as an adult', () => {
		const store = demoStore();
		store.addItem( { id: 1112, quantity: 2 } );
		expect(
			store.getCartResponse().items[ 0 ].extensions[ 'tourfront-booking' ]
		).toMatchObject( { adults: 2, children: 0 } );
	} );

	it( 'cart/extensions changes the travellers of a line within the seats, or says why not', () => {
		const store = demoStore();
		const line = store.addItem( {
			id: 1111,
			tourfront_booking: { adults: 1, children: 0 },
		} );
		store.extensionCartUpdate( 'tourfront-booking', {
			key: line.key,
			adults: 2,
			children: 2,
		} );
		const [ item ] = store.getCartResponse().items;
		expect( [
			item.quantity,
			item.extensions[ 'tourfront-booking' ],
		] ).toEqual( [
			4,
			expect.objectContaining( { adults: 2, children: 2 } ),
		] );
		expect(
			storeError( () =>
				store.extensionCartUpdate( 'tourfront-booking', {
					key: line.key,
					adults: 3,
					children: 2,
				} )
			).message
		).toBe( 'Only 4 seats left for the departure on 27/11/2026.' );
		const extra = store.addItem( { id: 201 } );
		expect(
			storeError( () =>
				store.extensionCartUpdate( 'tourfront-booking', {
					key: extra.key,
					adults: 1,
				} )
			).code
		).toBe( 'tourfront_booking_not_a_tour' );
	} );

	it( 'tours weigh nothing and need no shipping; an extra does', () => {
		const store = demoStore();
		store.addItem( {
			id: 1112,
			tourfront_booking: { adults: 2, children: 0 },
		} );
		expect( store.getCartResponse() ).toMatchObject( {
			needs_shipping: false,
			items_weight: 0,
		} );
		store.addItem( { id: 201 } );
		expect( store.getCartResponse() ).toMatchObject( {
			needs_shipping: true,
			items_weight: 350,
		} );
	} );

	it( 'checks each traveller’s year of birth against the departure when the order is placed, refusing with nothing placed', () => {
		const store = demoStore();
		// 2 adults and 1 child on 27/11/2026: travellers 2 (adult) and 3 (child) are asked at checkout.
		store.addItem( {
			id: HA_LONG,
			variation: DEPARTURE( '2026-11-27' ),
			quantity: 1,
			tourfront_booking: { adults: 2, children: 1 },
		} );
		const order = ( childYear: string ) =>
			store.checkout( {
				billing_address: {
					first_name: 'Mai',
					last_name: 'Trần Thị',
					address_1: '25 Hàng Bài',
					city: 'Hà Nội',
					country: 'VN',
					phone: '0912345678',
					email: 'mai@example.vn',
				},
				payment_method: 'cod',
				additional_fields: {
					'tourfront/traveller-2-name': 'Trần Văn Nam',
					'tourfront/traveller-2-birth-year': '1958',
					'tourfront/traveller-3-name': 'Trần Bảo Anh',
					'tourfront/traveller-3-birth-year': childYear,
				},
			} );
		const refusal = storeError( () => order( '2013' ) ).toBody();
		expect( refusal ).toMatchObject( {
			code: 'rest_invalid_param',
			data: {
				status: 400,
				params: {
					additional_fields:
						'Traveller 3 is a child (2 to 11 years old on the departure date, 27/11/2026): the year of birth must be from 2014 to 2024.',
				},
			},
		} );
		expect( store.getCartResponse().items ).toHaveLength( 1 );
		expect( order( '2014' ) ).toMatchObject( { status: 'processing' } );
	} );
} );
