/**
 * `npm run bench:scale`: the operator's screens at an operator's size, on a store made for it (never a shop's:
 * it adds thousands of departures and orders).
 *
 *   npm run bench:scale -- --url http://127.0.0.1:8082 --wp "/srv/stores/c-bin/wp-php c" \
 *     --bookings 99,1500,10000 [--departures 5000] [--runs 7] [--themes after=tourfront,before=tourfront-head] \
 *     [--admin admin:password] [--trim] [--readme]
 *
 * For each number of bookings, in turn: `--wp` (a command that runs `eval-file <file> [args]` in the store, as
 * WP-CLI's `wp eval-file` does; on a staging host, e.g. `ssh host wp --path=/srv/www`) seeds the store up to
 * that many bench orders (with `--trim`, first deletes those past that many, to measure again smaller) and
 * `--departures` departures (bench/real-store/scale-store.php: a tour with one
 * every day for a year, then tours of a year each), then each page is fetched `--runs` times, interleaved, as a
 * logged-in administrator: WooCommerce → Orders, Tourfront's Departures screen, the daily tour's edit screen, a
 * departure's passenger manifest (screen, print view, CSV), and the tour's product page as a visitor; the edit
 * screen and the product page also under Storefront, for comparison. Each theme of `--themes` (label=theme
 * folder; a request sends the cookie that bench/real-store/tourfront-scale-probe.php, linked into the store's
 * mu-plugins, reads) is measured in the same run. Prints, per page, the median time to the last byte, HTML bytes
 * and PHP's peak memory (from the probe's log), and the ratio to the Orders screen (to Storefront's product
 * page for the product page); checks that the seats the screens show are the database's. Results go to
 * bench/scale-results.json; `--readme` writes the README's table from it.
 */

/** External dependencies */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** Internal dependencies */
import { ROOT } from './paths.mjs';

const RESULTS = path.join( ROOT, 'bench/scale-results.json' );
const README = path.join( ROOT, 'README.md' );
const HELPER = path.join( ROOT, 'bench/real-store/scale-store.php' );

/**
 * The command line.
 *
 * @param {string[]} argv Arguments.
 * @return {Object} Options.
 */
export function parseScaleArgs( argv ) {
	const { values } = parseArgs( {
		args: argv,
		options: {
			url: { type: 'string' },
			wp: { type: 'string' },
			bookings: { type: 'string', default: '99,1500,10000' },
			departures: { type: 'string', default: '5000' },
			runs: { type: 'string', default: '7' },
			themes: { type: 'string', default: '' },
			admin: { type: 'string', default: 'admin:password' },
			readme: { type: 'boolean', default: false },
			trim: { type: 'boolean', default: false },
			'readme-only': { type: 'boolean', default: false },
		},
	} );
	const themes = values.themes
		? values.themes.split( ',' ).map( ( pair ) => {
				const [ label, theme ] = pair.split( '=' );
				return { label, theme: theme ?? label };
			} )
		: [ { label: 'current', theme: '' } ];
	return {
		url: values.url ? values.url.replace( /\/$/, '' ) : null,
		wp: values.wp ? values.wp.split( ' ' ).filter( Boolean ) : null,
		bookings: values.bookings.split( ',' ).map( Number ),
		departures: Number( values.departures ),
		runs: Math.max( 1, Number( values.runs ) ),
		themes,
		admin: values.admin,
		trim: values.trim,
		readme: values.readme || values[ 'readme-only' ],
		readmeOnly: values[ 'readme-only' ],
	};
}

/**
 * Runs the bench's PHP in the store and reads its JSON answer (its last line).
 *
 * @param {string[]} wp   The command that runs `eval-file <file> [args]`.
 * @param {string[]} args The helper's arguments.
 * @return {Object} Its answer.
 */
function helper( wp, args ) {
	const out = execFileSync(
		wp[ 0 ],
		[ ...wp.slice( 1 ), 'eval-file', HELPER, ...args ],
		{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
	const last = out.trim().split( '\n' ).pop();
	return JSON.parse( last );
}

/** A logged-in administrator's cookies. */
class Admin {
	/**
	 * @param {string} url Store.
	 */
	constructor( url ) {
		this.url = url;
		this.cookies = new Map( [
			[ 'wordpress_test_cookie', 'WP%20Cookie%20check' ],
		] );
	}

	/**
	 * Keeps the cookies an answer sets.
	 *
	 * @param {Response} response Answer.
	 */
	remember( response ) {
		for ( const line of response.headers.getSetCookie() ) {
			const [ pair ] = line.split( ';' );
			const at = pair.indexOf( '=' );
			this.cookies.set( pair.slice( 0, at ), pair.slice( at + 1 ) );
		}
	}

	/**
	 * The Cookie header, with the theme to run under.
	 *
	 * @param {string} theme Theme folder ('' = the active one).
	 * @return {string} Header.
	 */
	cookie( theme ) {
		const jar = new Map( this.cookies );
		if ( theme ) {
			jar.set( 'tourfront_bench_theme', theme );
		}
		return [ ...jar ].map( ( [ k, v ] ) => `${ k }=${ v }` ).join( '; ' );
	}

	/**
	 * Logs in.
	 *
	 * @param {string} credentials user:password.
	 */
	async login( credentials ) {
		const [ log, pwd ] = credentials.split( ':' );
		const response = await fetch( `${ this.url }/wp-login.php`, {
			method: 'POST',
			redirect: 'manual',
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Cookie: this.cookie( '' ),
			},
			body: new URLSearchParams( {
				log,
				pwd,
				'wp-submit': 'Log In',
				testcookie: '1',
				redirect_to: `${ this.url }/wp-admin/`,
			} ),
		} );
		this.remember( response );
		if (
			! [ ...this.cookies.keys() ].some( ( k ) =>
				k.startsWith( 'wordpress_logged_in' )
			)
		) {
			throw new Error( `Could not log in to ${ this.url } as ${ log }.` );
		}
	}
}

/**
 * Fetches a page once: time to the last byte, body, status.
 *
 * @param {string}      url    Page.
 * @param {string|null} cookie Cookie header (null: a visitor).
 * @param {string}      id     The probe's request id.
 * @return {Promise<{ms: number, body: string, status: number}>} The answer.
 */
async function timed( url, cookie, id ) {
	const headers = { 'X-Tourfront-Bench': id };
	if ( cookie ) {
		headers.Cookie = cookie;
	}
	const start = performance.now();
	try {
		const response = await fetch( url, { headers, redirect: 'manual' } );
		const body = await response.text();
		return { ms: performance.now() - start, body, status: response.status };
	} catch ( error ) {
		// A connection the store dropped (PHP-FPM reloading): answered as a failure, made again.
		return {
			ms: performance.now() - start,
			body: String( error ),
			status: 599,
		};
	}
}

/**
 * The middle value.
 *
 * @param {number[]} values Values.
 * @return {number} Median.
 */
export function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const mid = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ mid ]
		: ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
}

/**
 * The nonce'd manifest links of a departure, from the Departures screen (filtered to its tour and month).
 *
 * @param {string} html        Departures screen.
 * @param {number} departureId Departure.
 * @return {{screen?: string, print?: string, csv?: string}} Links.
 */
export function manifestLinks( html, departureId ) {
	const links = {};
	for ( const [ , href ] of html.matchAll( /href="([^"]+)"/g ) ) {
		const url = href.replace( /&amp;/g, '&' ).replace( /&#038;/g, '&' );
		if ( ! url.includes( `departure=${ departureId }&` ) ) {
			continue;
		}
		const view = /[?&]view=(print|csv)/.exec( url );
		links[ view ? view[ 1 ] : 'screen' ] ??= url;
	}
	return links;
}

/**
 * What the manifest screen says of its departure's seats.
 *
 * @param {string} html Manifest screen.
 * @return {{offered: number, sold: number, left: number, bookings: number}|null} Seats.
 */
export function manifestSeats( html ) {
	// "Seats: 120 offered, 97 sold, 23 left · 40 bookings" (or its Vietnamese: numbers in the same order).
	const match =
		/tourfront-manifest__figures[^>]*>[\s\S]*?(\d+)\D+?(\d+)\D+?(\d+)\D+?(\d+)/.exec(
			html
				.replace(
					/<span[^>]*class="tourfront-fill[\s\S]*?<\/span><\/span>/,
					''
				)
				.replace( /<mark[\s\S]*?<\/mark>/, '' )
		);
	return match
		? {
				offered: Number( match[ 1 ] ),
				sold: Number( match[ 2 ] ),
				left: Number( match[ 3 ] ),
				bookings: Number( match[ 4 ] ),
			}
		: null;
}

/**
 * Measures one store state: every page under every theme, interleaved.
 *
 * @param {Object} options Options.
 * @param {Object} info    The helper's info.
 * @return {Promise<Object>} Results by theme label.
 */
async function measure( options, info ) {
	const admin = new Admin( options.url );
	await admin.login( options.admin );
	const wpAdmin = `${ options.url }/wp-admin/`;
	const pages = {};
	const runs = [];
	for ( const { label, theme } of options.themes ) {
		const cookie = admin.cookie( theme );
		const list = await fetch(
			`${ wpAdmin }admin.php?page=tourfront-departures&tour=${ info.tour }&month=${ info.month }`,
			{ headers: { Cookie: cookie } }
		).then( ( r ) => r.text() );
		const links = manifestLinks( list, info.manifest );
		if ( ! links.screen || ! links.print || ! links.csv ) {
			throw new Error(
				`No manifest links for departure ${ info.manifest } on the Departures screen (${ label }).`
			);
		}
		pages[ label ] = {
			orders: { url: `${ wpAdmin }${ info.ordersUrl }`, cookie },
			departures: {
				url: `${ wpAdmin }admin.php?page=tourfront-departures`,
				cookie,
			},
			edit: {
				url: `${ wpAdmin }post.php?post=${ info.tour }&action=edit`,
				cookie,
			},
			manifest: { url: links.screen, cookie },
			print: { url: links.print, cookie },
			csv: { url: links.csv, cookie },
			product: {
				url: info.tourUrl,
				cookie: theme ? `tourfront_bench_theme=${ theme }` : null,
			},
		};
		runs.push( label );
	}
	pages.storefront = {
		edit: {
			url: `${ wpAdmin }post.php?post=${ info.tour }&action=edit`,
			cookie: admin.cookie( 'storefront' ),
		},
		product: {
			url: info.tourUrl,
			cookie: 'tourfront_bench_theme=storefront',
		},
	};
	const samples = {};
	const ids = {};
	let n = 0;
	const stamp = Date.now().toString( 36 );
	// One warm-up pass (opcache, caches), then the measured ones, every page in turn.
	for ( let run = 0; run <= options.runs; run++ ) {
		for ( const [ label, set ] of Object.entries( pages ) ) {
			for ( const [ page, { url, cookie } ] of Object.entries( set ) ) {
				let id = `b${ stamp }n${ ++n }`;
				let answer = await timed( url, cookie, id );
				// A store whose database or PHP restarts answers 5xx for a moment: the request is made again.
				for (
					let retry = 0;
					answer.status >= 500 && retry < 3;
					retry++
				) {
					await new Promise( ( resolve ) =>
						setTimeout( resolve, 10000 )
					);
					id = `b${ stamp }n${ ++n }`;
					answer = await timed( url, cookie, id );
				}
				if ( answer.status !== 200 ) {
					throw new Error(
						`${ label } ${ page }: HTTP ${ answer.status } for ${ url }`
					);
				}
				if ( run === 0 ) {
					continue;
				}
				const key = `${ label }/${ page }`;
				( samples[ key ] ??= [] ).push( answer );
				( ids[ key ] ??= [] ).push( id );
			}
		}
	}
	const memory = readMemory( options );
	const out = {};
	for ( const [ key, answers ] of Object.entries( samples ) ) {
		const [ label, page ] = key.split( '/' );
		const peaks = ids[ key ]
			.map( ( id ) => memory.get( id ) )
			.filter( ( v ) => v !== undefined );
		( out[ label ] ??= {} )[ page ] = {
			ms: Math.round( median( answers.map( ( a ) => a.ms ) ) * 10 ) / 10,
			bytes: answers[ answers.length - 1 ].body.length,
			memoryMb: peaks.length
				? Math.round( ( Math.max( ...peaks ) / 1048576 ) * 10 ) / 10
				: null,
		};
		if ( page === 'manifest' ) {
			out[ label ].seats = manifestSeats(
				answers[ answers.length - 1 ].body
			);
		}
	}
	return out;
}

/**
 * The peak memory the probe logged, by request id (read through `--wp`).
 *
 * @param {Object} options Options.
 * @return {Map<string, number>} Peaks.
 */
function readMemory( options ) {
	const peaks = new Map();
	try {
		const out = execFileSync(
			options.wp[ 0 ],
			[
				...options.wp.slice( 1 ),
				'eval',
				"echo @file_get_contents( WP_CONTENT_DIR . '/tourfront-bench.log' );",
			],
			{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
		);
		for ( const line of out.split( '\n' ) ) {
			const [ id, peak ] = line.trim().split( ' ' );
			if ( id && peak ) {
				peaks.set( id, Number( peak ) );
			}
		}
	} catch {
		// No probe: no memory figures.
	}
	return peaks;
}

/**
 * "1,500".
 *
 * @param {number} n Number.
 * @return {string} Grouped.
 */
const grouped = ( n ) => n.toLocaleString( 'en-US' );

/**
 * A cell: time, ratio, bytes and memory.
 *
 * @param {Object|undefined} page Page's figures.
 * @param {number|undefined} base The time it is compared with.
 * @return {string} Cell.
 */
function cell( page, base ) {
	if ( ! page ) {
		return 'n/a';
	}
	const ratio = base ? ` (${ ( page.ms / base ).toFixed( 2 ) }×)` : '';
	const memory = page.memoryMb === null ? '' : `, ${ page.memoryMb } MB`;
	return `${ Math.round( page.ms ) } ms${ ratio }, ${ ( page.bytes / 1024 ).toFixed( 0 ) } KB${ memory }`;
}

/**
 * The README's table from the results.
 *
 * @param {Object} results bench/scale-results.json.
 * @return {string} Markdown.
 */
export function renderScaleSection( results ) {
	const entries = Object.values( results.runs ?? {} ).sort(
		( a, b ) => a.bookings - b.bookings || a.label.localeCompare( b.label )
	);
	if ( ! entries.length ) {
		return 'No scale run yet.';
	}
	const first = entries[ 0 ];
	const lines = [
		`Measured ${ first.date.slice( 0, 10 ) } on ${ first.url } (WordPress ${ first.versions.wordpress }, WooCommerce ${ first.versions.woocommerce }, PHP ${ first.versions.php }${ first.hpos ? ', HPOS' : '' }), ${ grouped( first.departures ) } departures (one tour with a departure every day for a year). ` +
			'Median time to the last byte of ' +
			`${ first.runs } interleaved requests as an administrator (the product page as a visitor), HTML size and PHP's peak memory; in brackets the ratio to WooCommerce's Orders screen measured in the same run (the product page: to Storefront's). ` +
			"*before*: the theme before this work; *after*: now. *load*: the machine's load average (1 min) when the run started and ended.",
		'',
		'| bookings | theme | Orders screen | Departures | tour edit screen | manifest | print | CSV | product page | Storefront: edit screen | Storefront: product page | load |',
		'|---|---|---|---|---|---|---|---|---|---|---|---|',
	];
	for ( const entry of entries ) {
		const p = entry.pages;
		const base = p.orders?.ms;
		lines.push(
			`| ${ grouped( entry.bookings ) } | ${ entry.label } | ${ cell( p.orders ) } | ${ cell( p.departures, base ) } | ${ cell( p.edit, base ) } | ${ cell( p.manifest, base ) } | ${ cell( p.print, base ) } | ${ cell( p.csv, base ) } | ${ cell( p.product, entry.storefront?.product?.ms ) } | ${ cell( entry.storefront?.edit, base ) } | ${ cell( entry.storefront?.product ) } | ${ entry.load ? entry.load.join( '–' ) : 'n/a' } |`
		);
	}
	const last = entries.filter( ( e ) => e.label === 'after' ).pop();
	if ( last ) {
		const base = last.pages.orders.ms;
		const worst = [ 'departures', 'edit', 'manifest', 'print', 'csv' ]
			.map( ( page ) => [ page, last.pages[ page ].ms / base ] )
			.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )[ 0 ];
		lines.push(
			'',
			`At ${ grouped( last.bookings ) } bookings the slowest operator screen is ${ worst[ 0 ] }, ${ worst[ 1 ].toFixed( 2 ) }× the Orders screen (target ≤ 1.5×: ${ worst[ 1 ] <= 1.5 ? 'met' : 'not met' }).`
		);
	}
	return lines.join( '\n' );
}

/**
 * Writes the README's scale table between its markers.
 *
 * @param {Object} results Results.
 */
function writeReadme( results ) {
	const readme = readFileSync( README, 'utf8' );
	const start = '<!-- bench:scale -->';
	const end = '<!-- /bench:scale -->';
	const from = readme.indexOf( start );
	const to = readme.indexOf( end );
	if ( from < 0 || to < from ) {
		throw new Error( `README.md has no ${ start } … ${ end } section.` );
	}
	writeFileSync(
		README,
		`${ readme.slice( 0, from + start.length ) }\n${ renderScaleSection( results ) }\n${ readme.slice( to ) }`
	);
}

/** The bench. */
async function main() {
	const options = parseScaleArgs( process.argv.slice( 2 ) );
	const results = existsSync( RESULTS )
		? JSON.parse( readFileSync( RESULTS, 'utf8' ) )
		: { runs: {} };
	if ( options.readmeOnly ) {
		writeReadme( results );
		return;
	}
	if ( ! options.url || ! options.wp ) {
		throw new Error(
			'--url <store> and --wp "<command running eval-file>" are needed (see the top of scripts/bench-scale.mjs).'
		);
	}
	for ( const bookings of options.bookings ) {
		console.log(
			`Seeding ${ grouped( options.departures ) } departures and ${ grouped( bookings ) } bookings…`
		);
		if ( options.trim ) {
			const trimmed = helper( options.wp, [
				'trim',
				`bookings=${ bookings }`,
			] );
			console.log(
				`  deleted ${ grouped( trimmed.deleted ) } bench orders`
			);
		}
		const seeded = helper( options.wp, [
			'seed',
			`departures=${ options.departures }`,
			`bookings=${ bookings }`,
		] );
		console.log(
			`  seeded in ${ seeded.seconds } s: ${ grouped( seeded.departures ) } bench departures (${ grouped( seeded.allDepartures ) } in all), ${ grouped( seeded.bookings ) } bench orders (${ grouped( seeded.orders ) } in all)`
		);
		helper( options.wp, [ 'prepare' ] );
		const info = helper( options.wp, [ 'info' ] );
		if ( info.indexCheck ) {
			console.log(
				`  the active theme's seats sold and bookings of all ${ grouped( info.indexCheck.departures ) } bench departures against WooCommerce's tables: ${ info.indexCheck.different.length ? `DIFFERENT for ${ info.indexCheck.different.join( ', ' ) }` : 'equal' }`
			);
		}
		const loadBefore = loadavg()[ 0 ];
		const measured = await measure( options, info );
		const load = [ loadBefore, loadavg()[ 0 ] ].map(
			( v ) => Math.round( v * 10 ) / 10
		);
		for ( const { label } of options.themes ) {
			const pages = measured[ label ];
			const entry = {
				label,
				bookings,
				date: new Date().toISOString(),
				url: options.url,
				runs: options.runs,
				hpos: info.hpos,
				departures: info.departures,
				orders: info.orders,
				versions: info.versions,
				db: info.db,
				indexCheck: info.indexCheck,
				load,
				pages,
				storefront: measured.storefront,
			};
			results.runs[ `${ label }@${ bookings }` ] = entry;
			const base = pages.orders.ms;
			console.log( `\n${ label } at ${ grouped( bookings ) } bookings:` );
			for ( const page of [
				'orders',
				'departures',
				'edit',
				'manifest',
				'print',
				'csv',
			] ) {
				console.log(
					`  ${ page.padEnd( 11 ) } ${ cell( pages[ page ], page === 'orders' ? undefined : base ) }`
				);
			}
			console.log(
				`  ${ 'product'.padEnd( 11 ) } ${ cell( pages.product, measured.storefront.product.ms ) } (vs Storefront's)`
			);
			const seats = pages.seats;
			const same =
				seats &&
				seats.sold === info.db.sold &&
				seats.left === info.db.left &&
				seats.bookings === info.db.bookings;
			console.log(
				`  seats of the manifest's departure: screen ${ JSON.stringify( seats ) }, database ${ JSON.stringify( info.db ) }: ${ same ? 'equal' : 'DIFFERENT' }`
			);
			delete pages.seats;
			entry.seatsEqual = Boolean( same );
		}
		console.log(
			`\nStorefront: edit screen ${ cell( measured.storefront.edit ) }, product page ${ cell( measured.storefront.product ) }`
		);
		writeFileSync( RESULTS, JSON.stringify( results, null, '\t' ) + '\n' );
	}
	if ( options.readme ) {
		writeReadme( results );
	}
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	main().catch( ( error ) => {
		console.error(
			`[bench-scale] ${ error instanceof Error ? error.message : error }`
		);
		process.exit( 1 );
	} );
}
