/**
 * `npm run bench`: builds, serves the demo, drives Debian's Chromium, prints a table and writes
 * bench/results.json. Sizes are exact; timings are medians on a shared machine (read them as ratios).
 */

/** External dependencies */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { BUILD_DIR, ROOT, requireBuild } from './build-dir';
import { PAGE_ENTRIES, gzipSize, pageWeight } from './page-weight';
import { BENCH_PAGES, BENCH_PRODUCT_ID } from './pages';
import { launchChromium } from './measure/browser';
import { startDemoServer } from './measure/demo-server';
import { attempt, type Unmeasured } from './measure/figure';
import { trackTraffic, type Weight } from './measure/traffic';
import { freshPage, measureAddToCartLatency, measureRequests, measureSearchLatency } from './measure/journeys';
import { runLighthouse } from './measure/lighthouse';
import { axeViolations, countByImpact } from './measure/axe';
import { countTranslations } from './measure/i18n';
import { printReport } from './report';

const PORT = Number( process.env.BENCH_PORT || 5190 );

function buildEverything() {
	const result = spawnSync( process.execPath, [ 'scripts/start.mjs', '--build-only' ], { cwd: ROOT, stdio: 'inherit' } );
	if ( result.status !== 0 ) {
		throw new Error( 'The build failed.' );
	}
}

function entryBytes( dir: string, prefix = '' ): Record< string, { raw: number; gzip: number } > {
	const out: Record< string, { raw: number; gzip: number } > = {};
	for ( const name of readdirSync( dir ) ) {
		const full = path.join( dir, name );
		if ( statSync( full ).isDirectory() ) {
			Object.assign( out, entryBytes( full, `${ prefix }${ name }/` ) );
		} else if ( /\.(js|css)$/.test( name ) ) {
			const data = readFileSync( full );
			out[ `${ prefix }${ name }` ] = { raw: data.length, gzip: gzipSize( data ) };
		}
	}
	return out;
}

async function main() {
	const started = Date.now();
	const unmeasured: Unmeasured = {};
	buildEverything();
	requireBuild();

	const server = await startDemoServer( PORT );
	const browser = await launchChromium();
	const origin = server.origin;
	try {
		const pages: Record< string, Weight | null > = {};
		const platform: Record< string, Weight | null > = {};
		const a11y: Record< string, ReturnType< typeof countByImpact > | null > = {};
		for ( const [ name, pagePath ] of Object.entries( BENCH_PAGES ) ) {
			// The demo's service worker registered and the cart filled first, so cart and checkout are measured full.
			const page = await freshPage( browser, origin, BENCH_PRODUCT_ID );
			const context = page.context();
			// Every visit weighs the full transfer: no HTTP cache between the warm-up and the measure.
			const cdp = await context.newCDPSession( page );
			await cdp.send( 'Network.setCacheDisabled', { cacheDisabled: true } );
			const traffic = trackTraffic( page );
			const weights = await attempt( `bytes.pages.${ name }`, unmeasured, async () => {
				await page.goto( `${ origin }${ pagePath }`, { waitUntil: 'networkidle' } );
				await page.waitForTimeout( 500 );
				return traffic.weights();
			} );
			pages[ name ] = weights?.tourfront ?? null;
			platform[ name ] = weights?.platform ?? null;
			a11y[ name ] = await attempt( `a11y.${ name }`, unmeasured, async () => countByImpact( await axeViolations( page ) ) );
			await context.close();
		}

		const requests = await measureRequests( browser, origin, unmeasured );
		const latency = {
			search_ms: await attempt( 'latency.search_ms', unmeasured, () => measureSearchLatency( browser, origin, false ) ),
			search_server_ms: await attempt( 'latency.search_server_ms', unmeasured, () => measureSearchLatency( browser, origin, true ) ),
			add_to_cart_ms: await attempt( 'latency.add_to_cart_ms', unmeasured, () => measureAddToCartLatency( browser, origin ) ),
		};
		await browser.close();

		const lighthouseRaw = await attempt( 'lighthouse', unmeasured, () =>
			runLighthouse( Object.fromEntries( Object.entries( BENCH_PAGES ).map( ( [ n, p ] ) => [ n, `${ origin }${ p }` ] ) ) )
		);
		const lighthouse: Record< string, unknown > = {};
		for ( const name of Object.keys( BENCH_PAGES ) ) {
			const figures = lighthouseRaw?.[ name ];
			if ( figures && ! ( 'error' in figures ) ) {
				lighthouse[ name ] = figures;
			} else {
				lighthouse[ name ] = null;
				unmeasured[ `lighthouse.${ name }` ] = figures && 'error' in figures ? figures.error : unmeasured.lighthouse ?? 'not run';
			}
		}

		const i18n = await attempt( 'i18n', unmeasured, () => countTranslations() );
		const results = {
			measured_at: new Date().toISOString(),
			bytes: {
				entries: entryBytes( BUILD_DIR ),
				pages,
				platform,
				wordpress: {
					'wordpress-7.1': {
						light: pageWeight( BUILD_DIR, [ ...PAGE_ENTRIES.light ], 'wordpress-7.1' ),
						cart: pageWeight( BUILD_DIR, [ ...PAGE_ENTRIES.cart ], 'wordpress-7.1' ),
						checkout: pageWeight( BUILD_DIR, [ ...PAGE_ENTRIES.checkout ], 'wordpress-7.1' ),
					},
					'wordpress-6.9.4': {
						light: pageWeight( BUILD_DIR, [ ...PAGE_ENTRIES.light ], 'wordpress-6.9.4' ),
						cart: pageWeight( BUILD_DIR, [ ...PAGE_ENTRIES.cart ], 'wordpress-6.9.4' ),
						checkout: pageWeight( BUILD_DIR, [ ...PAGE_ENTRIES.checkout ], 'wordpress-6.9.4' ),
					},
				},
			},
			requests,
			latency,
			lighthouse,
			a11y,
			i18n,
			unmeasured,
			duration_s: Math.round( ( Date.now() - started ) / 1000 ),
		};
		writeFileSync( path.join( ROOT, 'bench/results.json' ), JSON.stringify( results, null, '\t' ) + '\n' );
		printReport( results );
	} finally {
		server.stop();
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
