/**
 * Lighthouse 12 (runs on Node 20) against Debian's Chromium, mobile settings (its default config).
 */

/** External dependencies */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Internal dependencies */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';

export interface LighthouseFigures {
	performance: number;
	lcp_ms: number;
	tbt_ms: number;
	cls: number;
}

/** Performance figures of each URL, one Chromium for all. */
export async function runLighthouse( urls: Record< string, string > ): Promise< Record< string, LighthouseFigures | { error: string } > > {
	const chrome = await chromeLauncher.launch( { chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS } );
	const results: Record< string, LighthouseFigures | { error: string } > = {};
	try {
		for ( const [ name, url ] of Object.entries( urls ) ) {
			try {
				const runner = await lighthouse( url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [ 'performance' ] } );
				const lhr = runner?.lhr;
				if ( ! lhr || lhr.runtimeError ) {
					throw new Error( lhr?.runtimeError?.message || 'no result' );
				}
				results[ name ] = {
					performance: Math.round( ( lhr.categories.performance.score ?? 0 ) * 100 ),
					lcp_ms: Math.round( lhr.audits[ 'largest-contentful-paint' ].numericValue ?? NaN ),
					tbt_ms: Math.round( lhr.audits[ 'total-blocking-time' ].numericValue ?? NaN ),
					cls: Math.round( ( lhr.audits[ 'cumulative-layout-shift' ].numericValue ?? NaN ) * 1000 ) / 1000,
				};
			} catch ( error ) {
				results[ name ] = { error: error instanceof Error ? error.message : String( error ) };
			}
		}
	} finally {
		await chrome.kill();
	}
	return results;
}
