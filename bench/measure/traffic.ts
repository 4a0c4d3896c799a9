/**
 * Watches what a page sends: every script and stylesheet it fetches (gzip -9 of each body), Tourfront's own
 * files and the demo's stand-ins among them, and the API calls.
 */

/** External dependencies */
import type { Page, Response } from 'playwright-core';

/** Internal dependencies */
import { gzipSize } from '../page-weight';

const THEME_PATH = '/wp-content/themes/tourfront/';

/** Store API, wc-ajax and admin-ajax calls: what the journeys count. */
export function isApiCall( url: string ): boolean {
	return (
		url.includes( '/wp-json/' ) ||
		url.includes( 'wc-ajax=' ) ||
		url.includes( '/admin-ajax.php' )
	);
}

/** The demo-only stand-ins: MSW, the npm copies of WordPress's packages. */
export function isPlatform( url: string ): boolean {
	const { pathname } = new URL( url );
	return (
		pathname.startsWith( '/demo/' ) || pathname === '/mockServiceWorker.js'
	);
}

export function isTourfrontAsset( url: string ): boolean {
	return (
		new URL( url ).pathname.startsWith( THEME_PATH ) &&
		/\.(m?js|css)$/.test( new URL( url ).pathname )
	);
}

export interface Weight {
	js_gzip: number;
	css_gzip: number;
	requests: number;
}

const emptyWeight = (): Weight => ( { js_gzip: 0, css_gzip: 0, requests: 0 } );

/** One script or stylesheet the page fetched; `gzip` is null when its body could not be read (failed, blocked). */
export interface FetchedAsset {
	url: string;
	kind: 'js' | 'css';
	gzip: number | null;
}

/** Records every response of a page and every API call it sends. */
export function trackTraffic( page: Page ) {
	const apiCalls: string[] = [];
	const pending: Array< Promise< void > > = [];
	const tourfront = emptyWeight();
	const platform = emptyWeight();
	const assets: FetchedAsset[] = [];
	let lastApiCallAt = Date.now();

	const add = async ( response: Response, into: Weight ) => {
		try {
			const body = await response.body();
			const size = gzipSize( body );
			into.requests++;
			if ( /\.css$/.test( new URL( response.url() ).pathname ) ) {
				into.css_gzip += size;
			} else {
				into.js_gzip += size;
			}
		} catch {
			// a response without a body (redirect, aborted) weighs nothing
		}
	};
	page.on( 'request', ( request ) => {
		if ( isApiCall( request.url() ) ) {
			apiCalls.push( `${ request.method() } ${ request.url() }` );
			lastApiCallAt = Date.now();
		}
	} );
	const record = async (
		url: string,
		kind: FetchedAsset[ 'kind' ],
		response: Response | null
	) => {
		let gzip: number | null = null;
		try {
			gzip =
				response && response.ok()
					? gzipSize( await response.body() )
					: null;
		} catch {
			// an aborted response: recorded as unread
		}
		assets.push( { url, kind, gzip } );
	};
	const KINDS: Record< string, FetchedAsset[ 'kind' ] > = {
		script: 'js',
		stylesheet: 'css',
	};
	const kindOf = ( type: string ): FetchedAsset[ 'kind' ] | null =>
		KINDS[ type ] ?? null;
	page.on( 'requestfailed', ( request ) => {
		const kind = kindOf( request.resourceType() );
		if ( kind ) {
			pending.push( record( request.url(), kind, null ) );
		}
	} );
	page.on( 'response', ( response ) => {
		const url = response.url();
		const kind = kindOf( response.request().resourceType() );
		// blob: and data: scripts are made in the page, not fetched.
		if ( kind && /^https?:/.test( url ) ) {
			pending.push( record( url, kind, response ) );
		}
		if ( isTourfrontAsset( url ) ) {
			pending.push( add( response, tourfront ) );
		} else if ( isPlatform( url ) ) {
			pending.push( add( response, platform ) );
		}
	} );

	return {
		apiCalls,
		/** Bytes loaded so far, once every body is read. */
		async weights() {
			await Promise.all( pending );
			return { tourfront: { ...tourfront }, platform: { ...platform } };
		},
		/** Every script and stylesheet fetched so far, once every body is read. */
		async assets() {
			await Promise.all( pending );
			return [ ...assets ];
		},
		/** API calls sent from now on, counted when the page has been quiet for `quietMs`. */
		async countApiCallsDuring(
			action: () => Promise< unknown >,
			quietMs = 2000,
			maxMs = 20_000
		) {
			const before = apiCalls.length;
			await action();
			const started = Date.now();
			while (
				Date.now() - Math.max( lastApiCallAt, started ) < quietMs &&
				Date.now() - started < maxMs
			) {
				await page.waitForTimeout( 100 );
			}
			return apiCalls.slice( before );
		},
	};
}
