/**
 * Records what a real store running Tourfront answers to tour bookings (Store API cart/add-item with travellers,
 * seats and departure errors, cart/extensions, a product's booking data) into
 * mocks/fixtures/booking-answers.json; mocks/store/booking-answers.test.ts replays them against the mock store.
 *
 *   node scripts/record-booking-answers.mjs --url http://127.0.0.1:8088
 *
 * The store must be freshly seeded by wp-env/seed.php (departures are dated from the seed's day, which is
 * recorded as `buildDay`). Requests name products by slug and departures by date; the cart's own line keys are
 * referred to as `$line<n>`.
 */

/** External dependencies */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** Internal dependencies */
import { ROOT } from './paths.mjs';

const { values } = parseArgs( {
	options: { url: { type: 'string', default: 'http://127.0.0.1:8088' } },
} );
const API = `${ values.url.replace( /\/$/, '' ) }/wp-json/wc/store/v1`;
const TOUR = 'tour-ha-long-2-ngay-1-dem-tren-du-thuyen';
const EXTRA = 'sach-huong-dan-du-lich-ha-long-ban-in';

const day = ( date, days ) =>
	new Date( Date.parse( `${ date }T00:00:00Z` ) + days * 86400000 )
		.toISOString()
		.slice( 0, 10 );

const first = await fetch( `${ API }/cart` );
const cartToken = first.headers.get( 'cart-token' );
const [ tour ] = await (
	await fetch( `${ API }/products?slug=${ TOUR }` )
).json();
const [ extra ] = await (
	await fetch( `${ API }/products?slug=${ EXTRA }` )
).json();
// The tour's first departure left 3 days before the seed's day (mocks/fixtures/products/north.ts).
const dates = tour.variations
	.map( ( variation ) => variation.attributes[ 0 ].value )
	.sort();
const buildDay = day( dates[ 0 ], 3 );

/** The exchanges, in one session. `departure` is a day offset from the build day. */
const STEPS = [
	{
		name: 'add a departure for 2 adults and 1 child',
		path: 'cart/add-item',
		body: {
			slug: TOUR,
			departure: 13,
			tourfront_booking: { adults: 2, children: 1 },
		},
	},
	{
		name: 'more travellers than the 4 seats left',
		path: 'cart/add-item',
		body: {
			slug: TOUR,
			departure: 6,
			tourfront_booking: { adults: 3, children: 2 },
		},
	},
	{
		name: 'a departure that has left',
		path: 'cart/add-item',
		body: {
			slug: TOUR,
			departure: -3,
			tourfront_booking: { adults: 1, children: 0 },
		},
	},
	{
		name: 'a sold-out departure',
		path: 'cart/add-item',
		body: {
			slug: TOUR,
			departure: 20,
			tourfront_booking: { adults: 1, children: 0 },
		},
	},
	{
		name: 'no adult',
		path: 'cart/add-item',
		body: {
			slug: TOUR,
			departure: 13,
			tourfront_booking: { adults: 0, children: 2 },
		},
	},
	{
		name: 'a plain quantity beyond the seats',
		path: 'cart/add-item',
		body: { slug: TOUR, departure: 6, quantity: 9 },
	},
	{
		name: 'change the travellers of the line',
		path: 'cart/extensions',
		body: {
			namespace: 'tourfront-booking',
			data: { key: '$line0', adults: 1, children: 1 },
		},
	},
	{
		name: 'too many travellers for one booking',
		path: 'cart/extensions',
		body: {
			namespace: 'tourfront-booking',
			data: { key: '$line0', adults: 10, children: 1 },
		},
	},
	{
		name: 'add the guidebook',
		path: 'cart/add-item',
		body: { slug: EXTRA, quantity: 1 },
	},
	{
		name: 'travellers for a line that is no tour',
		path: 'cart/extensions',
		body: {
			namespace: 'tourfront-booking',
			data: { key: '$line1', adults: 1, children: 0 },
		},
	},
];

/**
 * A step's request body for this store.
 *
 * @param {{ body: Record<string, unknown> }} step One recorded step.
 * @param {string[]}                          keys The cart's line keys so far (`$line0`, `$line1`).
 * @return {Record<string, unknown>} The body to send.
 */
function realBody( step, keys ) {
	const { slug, departure, ...rest } = step.body;
	if ( slug ) {
		const product = slug === TOUR ? tour : extra;
		const variation =
			departure === undefined
				? []
				: [
						{
							attribute: 'pa_ngay-khoi-hanh',
							value: day( buildDay, departure ),
						},
					];
		return {
			id: product.id,
			...( variation.length ? { variation } : {} ),
			...rest,
		};
	}
	return JSON.parse(
		JSON.stringify( rest ).replace( /"\$line(\d)"/g, ( _, index ) =>
			JSON.stringify( keys[ Number( index ) ] )
		)
	);
}

let keys = [];
const exchanges = [];
for ( const step of STEPS ) {
	const response = await fetch( `${ API }/${ step.path }`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'Cart-Token': cartToken,
		},
		body: JSON.stringify( realBody( step, keys ) ),
	} );
	const body = await response.json();
	if ( body.items ) {
		keys = body.items.map( ( item ) => item.key );
	}
	exchanges.push( { ...step, status: response.status, response: body } );
}
const productAnswer = async ( slug, id ) =>
	( await ( await fetch( `${ API }/products/${ id }` ) ).json() ).extensions;
const departureId = tour.variations.find(
	( variation ) => variation.attributes[ 0 ].value === day( buildDay, 13 )
).id;

const out = path.join( ROOT, 'mocks/fixtures/booking-answers.json' );
writeFileSync(
	out,
	JSON.stringify(
		{
			$comment: `Recorded from a WooCommerce 11 store running Tourfront by scripts/record-booking-answers.mjs. Do not edit.`,
			buildDay,
			exchanges,
			products: {
				tour: tour.extensions,
				departure13: await productAnswer( TOUR, departureId ),
				extra: extra.extensions,
			},
		},
		null,
		'\t'
	) + '\n'
);
console.log(
	`Wrote ${ path.relative( ROOT, out ) }: ${ exchanges.length } exchanges (build day ${ buildDay }).`
);
