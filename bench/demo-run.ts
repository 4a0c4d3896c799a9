/**
 * The demo run of `npm run bench`: builds, serves the demo, drives Debian's Chromium and returns the demo's
 * figures. A model of a store, not a store: the demo's MSW and npm copies of WordPress's packages stand in
 * for WordPress. Sizes are exact; timings are medians on a shared machine (read them as ratios).
 */

/** External dependencies */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { BUILD_DIR, ROOT, requireBuild } from './build-dir';
import { gzipSize } from './page-weight';
import { modelRecordedPages } from './real-weight/model';
import {
	BENCH_PAGES,
	BENCH_PRODUCT_ID,
	BENCH_UNLIMITED_PRODUCT_ID,
} from './pages';
import { launchChromium } from './measure/browser';
import { startDemoServer } from './measure/demo-server';
import { attempt, type Unmeasured } from './measure/figure';
import { trackTraffic, type Weight } from './measure/traffic';
import {
	freshPage,
	measureAddToCartLatency,
	measureRequests,
	measureSearchLatency,
	type JourneyTarget,
} from './measure/journeys';
import { lighthouseFigures, runLighthouse } from './measure/lighthouse';
import { axeViolations, countByImpact } from './measure/axe';
import { countTranslations } from './measure/i18n';

function buildEverything() {
	const result = spawnSync(
		process.execPath,
		[ 'scripts/start.mjs', '--build-only' ],
		{ cwd: ROOT, stdio: 'inherit' }
	);
	if ( result.status !== 0 ) {
		throw new Error( 'The build failed.' );
	}
}

function entryBytes(
	dir: string,
	prefix = ''
): Record< string, { raw: number; gzip: number } > {
	const out: Record< string, { raw: number; gzip: number } > = {};
	for ( const name of readdirSync( dir ) ) {
		const full = path.join( dir, name );
		if ( statSync( full ).isDirectory() ) {
			Object.assign( out, entryBytes( full, `${ prefix }${ name }/` ) );
		} else if ( /\.(js|css)$/.test( name ) ) {
			const data = readFileSync( full );
			out[ `${ prefix }${ name }` ] = {
				raw: data.length,
				gzip: gzipSize( data ),
			};
		}
	}
	return out;
}

/** The demo's journeys: its fixture products, by their stable demo ids. */
function demoTarget( origin: string ): JourneyTarget {
	return {
		origin,
		shopUrl: `${ origin }${ BENCH_PAGES.shop }`,
		cartUrl: `${ origin }${ BENCH_PAGES.cart }`,
		checkoutUrl: `${ origin }${ BENCH_PAGES.checkout }`,
		cartProductId: BENCH_UNLIMITED_PRODUCT_ID,
		checkoutProductId: BENCH_PRODUCT_ID,
		listingProductId: BENCH_PRODUCT_ID,
		placeOrder: true,
	};
}

/** Builds, serves the demo on `port` and measures it. */
export async function runDemo(
	port: number,
	options: { lighthouse: boolean }
) {
	const started = Date.now();
	const unmeasured: Unmeasured = {};
	buildEverything();
	requireBuild();

	const server = await startDemoServer( port );
	const browser = await launchChromium();
	const origin = server.origin;
	const target = demoTarget( origin );
	try {
		const pages: Record< string, Weight | null > = {};
		const platform: Record< string, Weight | null > = {};
		const a11y: Record<
			string,
			ReturnType< typeof countByImpact > | null
		> = {};
		for ( const [ name, pagePath ] of Object.entries( BENCH_PAGES ) ) {
			// The demo's service worker registered and the cart filled first, so cart and checkout are measured full.
			const page = await freshPage( browser, target, BENCH_PRODUCT_ID );
			const context = page.context();
			// Every visit weighs the full transfer: no HTTP cache between the warm-up and the measure.
			const cdp = await context.newCDPSession( page );
			await cdp.send( 'Network.setCacheDisabled', {
				cacheDisabled: true,
			} );
			const traffic = trackTraffic( page );
			const weights = await attempt(
				`bytes.pages.${ name }`,
				unmeasured,
				async () => {
					await page.goto( `${ origin }${ pagePath }`, {
						waitUntil: 'networkidle',
					} );
					await page.waitForTimeout( 500 );
					return traffic.weights();
				}
			);
			pages[ name ] = weights?.tourfront ?? null;
			platform[ name ] = weights?.platform ?? null;
			a11y[ name ] = await attempt(
				`a11y.${ name }`,
				unmeasured,
				async () => countByImpact( await axeViolations( page ) )
			);
			await context.close();
		}

		const requests = await measureRequests( browser, target, unmeasured );
		const latency = {
			search_ms: await attempt( 'latency.search_ms', unmeasured, () =>
				measureSearchLatency( browser, target, false )
			),
			search_server_ms: await attempt(
				'latency.search_server_ms',
				unmeasured,
				() => measureSearchLatency( browser, target, true )
			),
			add_to_cart_ms: await attempt(
				'latency.add_to_cart_ms',
				unmeasured,
				() => measureAddToCartLatency( browser, target )
			),
		};
		await browser.close();

		const lighthouseRaw = options.lighthouse
			? await attempt( 'lighthouse', unmeasured, () =>
					runLighthouse(
						Object.fromEntries(
							Object.entries( BENCH_PAGES ).map( ( [ n, p ] ) => [
								n,
								`${ origin }${ p }`,
							] )
						)
					)
				)
			: null;
		if ( ! options.lighthouse ) {
			unmeasured.lighthouse = 'skipped (--no-lighthouse)';
		}
		const lighthouse = lighthouseFigures(
			lighthouseRaw,
			Object.keys( BENCH_PAGES ),
			unmeasured
		);

		const i18n = await attempt( 'i18n', unmeasured, () =>
			countTranslations()
		);
		const results = {
			measured_at: new Date().toISOString(),
			bytes: {
				entries: entryBytes( BUILD_DIR ),
				pages,
				platform,
				// What a real store sends with this build: the recorded pages' model (real-weight/model.ts).
				model: Object.fromEntries(
					Object.entries( modelRecordedPages( BUILD_DIR ) ).map(
						( [ type, { files, ...totals } ] ) => [
							type,
							{ ...totals, files: files.length },
						]
					)
				),
			},
			requests,
			latency,
			lighthouse,
			a11y,
			i18n,
			unmeasured,
			duration_s: Math.round( ( Date.now() - started ) / 1000 ),
		};
		return results;
	} finally {
		server.stop();
	}
}
