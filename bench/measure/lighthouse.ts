/**
 * Lighthouse 12 (runs on Node 20) against Debian's Chromium, mobile settings (its default config), with
 * what holds each score down: render-blocking files, the LCP element, layout shifts, the biggest savings.
 */

/** External dependencies */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Internal dependencies */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
import type { Unmeasured } from './figure';

export interface LighthouseDiagnosis {
	fcp_ms: number;
	si_ms: number;
	lcp_element: string | null;
	render_blocking: Array< { url: string; ms: number } >;
	layout_shifts: Array< { node: string; score: number } >;
	opportunities: Array< { id: string; ms: number } >;
}

export interface LighthouseFigures {
	performance: number;
	lcp_ms: number;
	tbt_ms: number;
	cls: number;
	diagnosis?: LighthouseDiagnosis;
}

/** A page to audit; `cookie` is sent with every request (a filled cart). */
export type LighthouseTarget = string | { url: string; cookie?: string };

interface Audit {
	numericValue?: number;
	details?: {
		type?: string;
		overallSavingsMs?: number;
		items?: Array< Record< string, unknown > >;
	};
}

const nodeLabel = ( item: Record< string, unknown > ) => {
	const node = ( item.node ?? item ) as {
		selector?: string;
		snippet?: string;
	};
	return node.selector || node.snippet || '?';
};

/** What holds the score down, from the audits Lighthouse 12 writes. */
export function diagnose(
	audits: Record< string, Audit >
): LighthouseDiagnosis {
	const items = ( id: string ) => audits[ id ]?.details?.items ?? [];
	const round = ( n: unknown ) => Math.round( Number( n ) || 0 );
	return {
		fcp_ms: round( audits[ 'first-contentful-paint' ]?.numericValue ),
		si_ms: round( audits[ 'speed-index' ]?.numericValue ),
		lcp_element:
			items( 'largest-contentful-paint-element' )
				.flatMap(
					( table ) =>
						( table.items as
							| Array< Record< string, unknown > >
							| undefined ) ?? [ table ]
				)
				.map( nodeLabel )[ 0 ] ?? null,
		render_blocking: items( 'render-blocking-resources' ).map( ( i ) => ( {
			url: String( i.url ),
			ms: round( i.wastedMs ),
		} ) ),
		layout_shifts: items( 'layout-shifts' ).map( ( i ) => ( {
			node: nodeLabel( i ),
			score: Math.round( Number( i.score ) * 1000 ) / 1000,
		} ) ),
		opportunities: Object.entries( audits )
			.filter(
				( [ , a ] ) =>
					a.details?.type === 'opportunity' &&
					( a.details.overallSavingsMs ?? 0 ) > 0
			)
			.map( ( [ id, a ] ) => ( {
				id,
				ms: round( a.details?.overallSavingsMs ),
			} ) )
			.sort( ( a, b ) => b.ms - a.ms ),
	};
}

/**
 * Performance figures of each page, each in a fresh Chromium: Lighthouse keeps cookies between runs, and
 * the cookie jar's would replace the cart session sent in the header.
 */
export async function runLighthouse(
	pages: Record< string, LighthouseTarget >
): Promise< Record< string, LighthouseFigures | { error: string } > > {
	const results: Record< string, LighthouseFigures | { error: string } > = {};
	for ( const [ name, target ] of Object.entries( pages ) ) {
		const { url, cookie } =
			typeof target === 'string'
				? { url: target, cookie: undefined }
				: target;
		const chrome = await chromeLauncher.launch( {
			chromePath: CHROMIUM_PATH,
			chromeFlags: CHROMIUM_FLAGS,
		} );
		try {
			const runner = await lighthouse( url, {
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: [ 'performance' ],
				...( cookie ? { extraHeaders: { Cookie: cookie } } : {} ),
			} );
			const lhr = runner?.lhr;
			if ( ! lhr || lhr.runtimeError ) {
				throw new Error( lhr?.runtimeError?.message || 'no result' );
			}
			const audits = lhr.audits as unknown as Record< string, Audit >;
			results[ name ] = {
				performance: Math.round(
					( lhr.categories.performance.score ?? 0 ) * 100
				),
				lcp_ms: Math.round(
					audits[ 'largest-contentful-paint' ].numericValue ?? NaN
				),
				tbt_ms: Math.round(
					audits[ 'total-blocking-time' ].numericValue ?? NaN
				),
				cls:
					Math.round(
						( audits[ 'cumulative-layout-shift' ].numericValue ??
							NaN ) * 1000
					) / 1000,
				diagnosis: diagnose( audits ),
			};
		} catch ( error ) {
			results[ name ] = {
				error: error instanceof Error ? error.message : String( error ),
			};
		} finally {
			await chrome.kill();
		}
	}
	return results;
}

/** Each page's figures, or null with the reason under `lighthouse.<page>` in `unmeasured`. */
export function lighthouseFigures< Name extends string >(
	raw: Record< string, LighthouseFigures | { error: string } > | null,
	names: readonly Name[],
	unmeasured: Unmeasured
): Record< Name, LighthouseFigures | null > {
	const out = {} as Record< Name, LighthouseFigures | null >;
	for ( const name of names ) {
		const figures = raw?.[ name ];
		if ( figures && ! ( 'error' in figures ) ) {
			out[ name ] = figures;
		} else {
			out[ name ] = null;
			unmeasured[ `lighthouse.${ name }` ] ??=
				figures && 'error' in figures
					? figures.error
					: ( unmeasured.lighthouse ?? 'not run' );
		}
	}
	return out;
}
