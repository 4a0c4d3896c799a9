/**
 * Races shoppers for the last seats of a departure on a real store (loopback only): each shopper gets a cart of
 * its own (Store API add-item with the booking, or the booking box's `?wc-ajax=add_to_cart`), then every shopper
 * places a cash-on-delivery order through the Store API checkout at the same moment. Before each round the
 * product's stock is set through WordPress (`--wp`: a command that runs the PHP code given as its last argument inside the store, such
 * as `wp eval`); after it, the orders placed, the seats they sold and the stock are read
 * back the same way. Prints one JSON line per round and a summary; exits 1 when any round oversold.
 *
 *   node scripts/race-departure.mjs --product <variation or simple id> --wp "<command that runs PHP given last>"
 *     [--base http://127.0.0.1:8083] [--seats 3] [--shoppers 20] [--each 1] [--rounds 5] [--add store-api|wc-ajax]
 *
 * The base URL may come from E2E_BASE_URL; only 127.0.0.1/localhost are accepted, and at most 50 shoppers.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs( {
	options: {
		base: {
			type: 'string',
			default: process.env.E2E_BASE_URL || 'http://127.0.0.1:8083',
		},
		product: { type: 'string' },
		wp: { type: 'string' },
		seats: { type: 'string', default: '3' },
		shoppers: { type: 'string', default: '20' },
		each: { type: 'string', default: '1' },
		rounds: { type: 'string', default: '5' },
		add: { type: 'string', default: 'store-api' },
	},
} );

const base = new URL( opts.base );
if ( ! [ '127.0.0.1', 'localhost' ].includes( base.hostname ) ) {
	throw new Error( `Loopback stores only, not ${ base.hostname }.` );
}
const productId = Number( opts.product );
const seats = Number( opts.seats );
const shoppers = Math.min( Number( opts.shoppers ), 50 );
const each = Number( opts.each );
const rounds = Math.min( Number( opts.rounds ), 20 );
if ( ! productId || ! opts.wp ) {
	throw new Error(
		'Give --product <id> and --wp "<command running PHP in the store>".'
	);
}
const wpCli = opts.wp.split( ' ' ).filter( Boolean );

/**
 * Runs PHP in the store through WP-CLI and parses the JSON it echoes.
 *
 * @param {string} code PHP.
 * @return {any} Decoded output.
 */
function wpEval( code ) {
	const out = execFileSync( wpCli[ 0 ], [ ...wpCli.slice( 1 ), code ], {
		encoding: 'utf8',
	} );
	const line = out
		.trim()
		.split( '\n' )
		.reverse()
		.find( ( l ) => l.startsWith( '{' ) );
	if ( ! line ) {
		throw new Error( `No JSON from the store:\n${ out.slice( -2000 ) }` );
	}
	return JSON.parse( line );
}

/** Sets the stock, empties the holds, and says when the round begins. */
function resetStock() {
	return wpEval(
		`wc_update_product_stock( ${ productId }, ${ seats }, 'set' ); global $wpdb; $wpdb->query( "DELETE FROM {$wpdb->prefix}wc_reserved_stock WHERE product_id = ${ productId }" ); echo wp_json_encode( array( 'since' => time(), 'stock' => wc_get_product( ${ productId } )->get_stock_quantity() ) );`
	);
}

/**
 * Orders placed since `since` holding the product, their seats, and its stock now.
 *
 * @param {number} since Unix time.
 */
function outcome( since ) {
	return wpEval(
		`clean_post_cache( ${ productId } ); wp_cache_flush(); $orders = wc_get_orders( array( 'limit' => -1, 'date_created' => '>=' . ${ since }, 'status' => array( 'processing', 'on-hold', 'completed', 'pending' ) ) ); $placed = 0; $sold = 0; foreach ( $orders as $order ) { foreach ( $order->get_items() as $item ) { if ( in_array( ${ productId }, array( $item->get_product_id(), $item->get_variation_id() ), true ) ) { ++$placed; $sold += $item->get_quantity(); } } } echo wp_json_encode( array( 'orders' => $placed, 'sold' => $sold, 'stock' => wc_get_product( ${ productId } )->get_stock_quantity() ) );`
	);
}

/** One shopper's session: cookies and the Store API's Cart-Token and nonce. */
class Shopper {
	constructor() {
		this.cookies = new Map();
		this.headers = { 'Content-Type': 'application/json' };
	}

	async request( path, init = {} ) {
		const cookie = [ ...this.cookies ]
			.map( ( [ k, v ] ) => `${ k }=${ v }` )
			.join( '; ' );
		let response;
		try {
			response = await fetch( new URL( path, base ), {
				...init,
				headers: {
					...this.headers,
					...( init.headers || {} ),
					...( cookie ? { Cookie: cookie } : {} ),
				},
				redirect: 'manual',
			} );
		} catch ( error ) {
			return {
				status: 0,
				body: {
					message: `network: ${ error.cause?.code || error.message }`,
				},
			};
		}
		for ( const line of response.headers.getSetCookie() ) {
			const [ pair ] = line.split( ';' );
			const [ name, ...value ] = pair.split( '=' );
			this.cookies.set( name.trim(), value.join( '=' ) );
		}
		const token = response.headers.get( 'Cart-Token' );
		if ( token ) {
			this.headers[ 'Cart-Token' ] = token;
		}
		const nonce = response.headers.get( 'Nonce' );
		if ( nonce ) {
			this.headers.Nonce = nonce;
		}
		const text = await response.text();
		let body = text;
		try {
			body = JSON.parse( text );
		} catch {}
		return { status: response.status, body };
	}

	async fill() {
		if ( opts.add === 'wc-ajax' ) {
			const form = new URLSearchParams( {
				product_id: String( productId ),
				quantity: String( each ),
				tourfront_adults: String( each ),
				tourfront_children: '0',
			} );
			const added = await this.request( '/?wc-ajax=add_to_cart', {
				method: 'POST',
				body: form,
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
				},
			} );
			await this.request( '/wp-json/wc/store/v1/cart' );
			return added;
		}
		await this.request( '/wp-json/wc/store/v1/cart' );
		return this.request( '/wp-json/wc/store/v1/cart/add-item', {
			method: 'POST',
			body: JSON.stringify( {
				id: productId,
				quantity: each,
				tourfront_booking: { adults: each, children: 0 },
			} ),
		} );
	}

	checkout( n ) {
		const address = {
			first_name: 'Khách',
			last_name: `Số ${ n }`,
			address_1: '1 Lê Lợi',
			city: 'Hà Nội',
			country: 'VN',
			postcode: '',
			email: `race${ n }@example.com`,
			phone: '0900000000',
		};
		return this.request( '/wp-json/wc/store/v1/checkout', {
			method: 'POST',
			body: JSON.stringify( {
				billing_address: address,
				shipping_address: address,
				payment_method: 'cod',
				additional_fields: travellerFields(),
			} ),
		} );
	}
}

/** The checkout's traveller fields for every traveller beyond the buyer. */
function travellerFields() {
	const fields = {};
	for ( let n = 2; n <= each; n++ ) {
		fields[ `tourfront/traveller-${ n }-name` ] = `Khách ${ n }`;
		fields[ `tourfront/traveller-${ n }-birth-year` ] = '1990';
	}
	return fields;
}

const results = [];
for ( let round = 1; round <= rounds; round++ ) {
	const { since } = resetStock();
	const crowd = Array.from( { length: shoppers }, () => new Shopper() );
	// Carts are filled a few at a time (the race is the checkout, not the add).
	const adds = [];
	for ( let i = 0; i < crowd.length; i += 5 ) {
		adds.push(
			...( await Promise.all(
				crowd.slice( i, i + 5 ).map( ( s ) => s.fill() )
			) )
		);
	}
	const ready = crowd.filter( ( _, i ) => adds[ i ].status < 300 );
	const answers = await Promise.all(
		ready.map( ( shopper, i ) => shopper.checkout( i + 1 ) )
	);
	const refused = answers.filter( ( a ) => a.status >= 400 );
	const messages = {};
	for ( const answer of refused ) {
		const message =
			typeof answer.body === 'object' && answer.body
				? answer.body.message
				: String( answer.body ).slice( 0, 80 );
		messages[ message ] = ( messages[ message ] || 0 ) + 1;
	}
	const after = outcome( since );
	const row = {
		round,
		carts: ready.length,
		placed: answers.length - refused.length,
		...after,
		oversold: after.sold > seats || after.stock < 0,
		messages,
	};
	results.push( row );
	console.log( JSON.stringify( row ) );
}
const worst = Math.max( ...results.map( ( r ) => r.sold ) );
console.log(
	`${ rounds } rounds, ${ shoppers } shoppers × ${ each } seat(s) for ${ seats } seats via ${ opts.add }: sold ${ results
		.map( ( r ) => r.sold )
		.join( ', ' ) } (max ${ worst }), final stock ${ results
		.map( ( r ) => r.stock )
		.join( ', ' ) }.`
);
process.exit( results.some( ( r ) => r.oversold ) ? 1 : 0 );
