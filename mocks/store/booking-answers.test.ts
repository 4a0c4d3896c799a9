// @vitest-environment node
/**
 * The mock store answers bookings exactly as a real WooCommerce 11 store running the theme's PHP does: the
 * exchanges scripts/record-booking-answers.mjs recorded (mocks/fixtures/booking-answers.json) replayed in one
 * session, compared on status, error code, message and data, and on every booking field of the carts.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import RECORDED from '../fixtures/booking-answers.json';
import { addDays, departureTerm } from '../fixtures/departures';
import { StoreError } from './errors';
import { productObject } from './product-object';
import { demoStore } from './test-utils';

interface Exchange {
	name: string;
	path: string;
	body: Record< string, unknown > & {
		slug?: string;
		departure?: number;
		data?: Record< string, unknown >;
	};
	status: number;
	response: Record< string, unknown >;
}

type Cart = {
	items: Array< Record< string, unknown > & { key: string } >;
	extensions: unknown;
	totals: Record< string, unknown >;
};

/** What a cart answer says about bookings. */
function bookingView( cart: Cart ) {
	return {
		items: cart.items.map( ( item ) => {
			const {
				quantity,
				item_data: itemData,
				extensions,
				prices,
				totals,
				quantity_limits: limits,
				variation,
			} = item as Record< string, Record< string, unknown > >;
			return {
				quantity,
				itemData,
				extensions,
				price: prices.price,
				subtotal: totals.line_subtotal,
				editable: limits.editable,
				variation,
			};
		} ),
		extensions: cart.extensions,
		total: cart.totals.total_price,
	};
}

const exchanges = RECORDED.exchanges as unknown as Exchange[];
// Noon in Hà Nội on the recorded build day.
const store = demoStore( {
	buildDay: RECORDED.buildDay,
	now: () => Date.parse( `${ RECORDED.buildDay }T05:00:00Z` ),
} );
const idOf = ( slug: string ) =>
	store.catalogue.listable().find( ( product ) => product.slug === slug )!.id;

function run(
	exchange: Exchange,
	keys: string[]
): { status: number; body: unknown } {
	try {
		if ( exchange.path === 'cart/add-item' ) {
			const { slug, departure, ...rest } = exchange.body;
			const variation =
				departure === undefined
					? undefined
					: [
							{
								attribute: 'pa_ngay-khoi-hanh',
								value: addDays( RECORDED.buildDay, departure ),
							},
						];
			store.addItem( {
				id: idOf( slug! ),
				...( variation ? { variation } : {} ),
				...rest,
			} );
			return { status: 201, body: store.getCartResponse() };
		}
		const data = {
			...exchange.body.data,
			key: keys[ Number( String( exchange.body.data!.key ).slice( 5 ) ) ],
		};
		store.extensionCartUpdate( String( exchange.body.namespace ), data );
		return { status: 200, body: store.getCartResponse() };
	} catch ( error ) {
		if ( error instanceof StoreError ) {
			return { status: error.status, body: error.toBody() };
		}
		throw error;
	}
}

describe( 'bookings as the real store answers them', () => {
	it( 'the recorded store is the demo catalogue built on its seed day', () => {
		expect( departureTerm( addDays( RECORDED.buildDay, 6 ) ).name ).toMatch(
			/^\d{2}\/\d{2}\/\d{4}$/
		);
	} );

	let keys: string[] = [];
	for ( const exchange of exchanges ) {
		it( exchange.name, () => {
			const { status, body } = run( exchange, keys );
			expect( status ).toBe( exchange.status );
			if ( exchange.status >= 400 ) {
				expect( body ).toEqual( exchange.response );
				return;
			}
			const cart = body as Cart;
			keys = cart.items.map( ( item ) => item.key );
			expect( bookingView( cart ) ).toEqual(
				bookingView( exchange.response as unknown as Cart )
			);
		} );
	}

	it( 'gives a departure its booking data and other products an empty one, as ExtendSchema does', () => {
		const tour = store.catalogue.get(
			idOf( 'tour-ha-long-2-ngay-1-dem-tren-du-thuyen' )
		)!;
		const departure = store.catalogue
			.variationsOf( tour )
			.find(
				( variation ) =>
					variation.variationAttributes[ 'pa_ngay-khoi-hanh' ] ===
					addDays( RECORDED.buildDay, 13 )
			)!;
		const extensions = ( id: number ) =>
			productObject( store.ctx, store.catalogue.get( id )! ).extensions;
		expect( extensions( tour.id ) ).toEqual( RECORDED.products.tour );
		expect( extensions( departure.id ) ).toEqual(
			RECORDED.products.departure13
		);
		expect(
			extensions( idOf( 'sach-huong-dan-du-lich-ha-long-ban-in' ) )
		).toEqual( RECORDED.products.extra );
	} );
} );
