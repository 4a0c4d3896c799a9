/**
 * Makes a recorded page stable: what changes from one recording to the next (nonces, tokens, order keys,
 * the recording day, order numbers, the store's origin) becomes a fixed placeholder of the same length,
 * and the lists WooCommerce shuffles (related products, up-sells) are put in product id order,
 * so re-recording gives a diff only where the pages really changed, and byte counts stay those of the
 * real page. Everything else is kept as the server sent it.
 */

/** What the recorder knows about the run. */
export interface SanitizeContext {
	/** The recorded store's origin, e.g. `http://127.0.0.1:8083`. */
	origin: string;
	/** Numbers of the orders the run placed or showed, replaced by `9…9`, `8…8`, … of the same length. */
	orderIds?: number[];
	/** When the recording ran: dates of that day become 2000-01-01. */
	recordedAt?: Date;
}

/** The origin every recording is written with. */
export const FIXED_ORIGIN = 'http://127.0.0.1:8080';

const MONTHS = [
	'January',
	'February',
	'March',
	'April',
	'May',
	'June',
	'July',
	'August',
	'September',
	'October',
	'November',
	'December',
];

/** A fixed placeholder as long as `value`: ones for a number (still a number), else x's. */
export const placeholder = ( value: string ) =>
	( /^[0-9]+$/.test( value ) ? '1' : 'x' ).repeat( value.length );

const escapeRegExp = ( text: string ) =>
	text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

/** Nonce-like keys: nonces, tokens and their timestamps (`_wpnonce`, `storeApiNonce`, `Cart-Token`, `Nonce-Timestamp`…). */
const SECRET_KEY = /nonce|token/i;

function replaceOrigin( html: string, origin: string ): string {
	const forms = [
		[ origin, FIXED_ORIGIN ],
		[
			origin.replace( /\//g, '\\/' ),
			FIXED_ORIGIN.replace( /\//g, '\\/' ),
		],
		[ encodeURIComponent( origin ), encodeURIComponent( FIXED_ORIGIN ) ],
	];
	return forms.reduce(
		( out, [ from, to ] ) => out.split( from ).join( to ),
		html
	);
}

function replaceSecrets( html: string ): string {
	return (
		html
			// JSON: "storeApiNonce":"abc", "Nonce-Timestamp":"123", "nonceTimestamp":123, "Cart-Token":"eyJ…".
			.replace(
				/("([\w-]+)"\s*:\s*)("?)([\w.+/=-]+)\3/g,
				(
					match,
					head: string,
					key: string,
					quote: string,
					value: string
				) =>
					SECRET_KEY.test( key )
						? `${ head }${ quote }${ placeholder( value ) }${ quote }`
						: match
			)
			// Hidden inputs: <input … name="woocommerce-login-nonce" value="abc" />, in any attribute order.
			.replace( /<input\b[^>]*>/g, ( tag ) =>
				/\b(?:name|id)=["'][^"']*nonce[^"']*["']/i.test( tag )
					? tag.replace(
							/\bvalue=(["'])([^"']*)\1/,
							( _m, q: string, v: string ) =>
								`value=${ q }${ placeholder( v ) }${ q }`
						)
					: tag
			)
			// URLs: ?_wpnonce=abc, &amp;_wpnonce=abc.
			.replace(
				/([?&;][\w-]*nonce[\w-]*=)([A-Za-z0-9]+)/gi,
				( _m, head: string, v: string ) => head + placeholder( v )
			)
			// api-fetch's nonce middleware: createNonceMiddleware( "abc" ).
			.replace(
				/(createNonceMiddleware\(\s*)(["'])([^"']*)\2/g,
				( _m, head: string, q: string, v: string ) =>
					`${ head }${ q }${ placeholder( v ) }${ q }`
			)
			// Order keys and WooCommerce's uniqid()-based quantity field ids.
			.replace(
				/\bwc_order_[A-Za-z0-9]+/g,
				( key ) => `wc_order_${ placeholder( key.slice( 9 ) ) }`
			)
			.replace(
				/\bquantity_[0-9a-f]{13}\b/g,
				( id ) => `quantity_${ placeholder( id.slice( 9 ) ) }`
			)
	);
}

function replaceDay( html: string, day: Date ): string {
	const y = day.getFullYear();
	const m = day.getMonth();
	const d = day.getDate();
	const two = ( n: number ) => String( n ).padStart( 2, '0' );
	const iso = `${ y }-${ two( m + 1 ) }-${ two( d ) }`;
	return html
		.replace(
			new RegExp( `${ iso }([T ]\\d{2}:\\d{2}(?::\\d{2})?)?`, 'g' ),
			( _m, time?: string ) =>
				`2000-01-01${ time ? time[ 0 ] + time.slice( 1 ).replace( /\d/g, '0' ) : '' }`
		)
		.replace(
			new RegExp( `${ MONTHS[ m ] } ${ d }, ${ y }`, 'g' ),
			'January 1, 2000'
		)
		.replace(
			new RegExp( `${ two( d ) }/${ two( m + 1 ) }/${ y }`, 'g' ),
			'01/01/2000'
		);
}

function replaceOrderIds( html: string, ids: number[] ): string {
	return ids.reduce( ( out, id, index ) => {
		const fixed = String( 9 - ( index % 9 ) ).repeat( String( id ).length );
		const n = escapeRegExp( String( id ) );
		// Only where the number is an order's: its URLs, "#102", "<strong>102</strong>", "order_id":102, "View order number 102".
		return out
			.replace(
				new RegExp(
					`(order-received/|view-order/|order-pay/|[?&](?:amp;)?order(?:_id)?=)${ n }\\b`,
					'g'
				),
				`$1${ fixed }`
			)
			.replace(
				new RegExp( `(>\\s*#?)${ n }(\\s*<)`, 'g' ),
				`$1${ fixed }$2`
			)
			.replace(
				new RegExp(
					`("order_id"\\s*:\\s*|\\border(?: number)? #?)${ n }\\b`,
					'gi'
				),
				`$1${ fixed }`
			);
	}, html );
}

/**
 * WooCommerce shuffles related products and up-sells on every request (orderby rand): list them by
 * product id, with the `first` / `last` column classes where that order puts them.
 */
export function orderShuffledLists( html: string ): string {
	return html.replace(
		/(<section class="(?:related products|up-sells upsells products)">[\s\S]*?<ul class="products columns-(\d+)">)([\s\S]*?)(<\/ul>)/g,
		( _m, head: string, columns: string, body: string, tail: string ) => {
			const items =
				body.match( /<li class="product\b[\s\S]*?<\/li>/g ) ?? [];
			const id = ( item: string ) =>
				Number( /\bpost-(\d+)\b/.exec( item )?.[ 1 ] ?? 0 );
			const n = Number( columns );
			const sorted = [ ...items ]
				.sort( ( a, b ) => id( a ) - id( b ) )
				.map( ( item, index ) =>
					item.replace(
						/^<li class="([^"]*)"/,
						( _l, classes: string ) => {
							const kept = classes
								.split( ' ' )
								.filter(
									( c ) => c !== 'first' && c !== 'last'
								);
							const column = index % n;
							const position =
								( column === 0 && 'first' ) ||
								( column === n - 1 && 'last' ) ||
								'';
							if ( position ) {
								kept.splice(
									kept.indexOf( 'status-publish' ) + 1,
									0,
									position
								);
							}
							return `<li class="${ kept.join( ' ' ) }"`;
						}
					)
				);
			let next = 0;
			return (
				head +
				body.replace(
					/<li class="product\b[\s\S]*?<\/li>/g,
					() => sorted[ next++ ]
				) +
				tail
			);
		}
	);
}

/** The recorded page with everything run-dependent replaced. */
export function sanitizePage( html: string, context: SanitizeContext ): string {
	let out = orderShuffledLists(
		replaceSecrets( replaceOrigin( html, context.origin ) )
	);
	if ( context.recordedAt ) {
		out = replaceDay( out, context.recordedAt );
	}
	return replaceOrderIds( out, context.orderIds ?? [] );
}
