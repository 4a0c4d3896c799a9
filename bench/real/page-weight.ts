/**
 * What one page of a real store weighs in the browser: every script and stylesheet it fetches on a fresh
 * load (gzip -9 of each, JavaScript and CSS apart, with counts and the per-file list), the inline scripts
 * and styles of its HTML, and its layout shift.
 */

/** Internal dependencies */
import { gzipSize } from '../page-weight';
import type { FetchedAsset } from '../measure/traffic';

export interface AssetFigure {
	url: string;
	gzip: number;
}

/** A page's totals, in the browser or in the model: gzip bytes and file counts. */
export interface PageTotals {
	js_gzip: number;
	js_count: number;
	css_gzip: number;
	css_count: number;
	/** The HTML's inline scripts (no JSON data blocks) and styles, each kind gzipped together as the HTML is. */
	inline_js_gzip: number;
	inline_css_gzip: number;
}

export interface PageBytes extends PageTotals {
	js: AssetFigure[];
	css: AssetFigure[];
	/** Scripts and stylesheets the page asked for that did not arrive (offline fonts, 404s): weighed as 0. */
	unreachable: string[];
	/** Whether jQuery or WordPress's emoji detection reached the page. */
	jquery: boolean;
	emoji: boolean;
}

/** The CSS a page costs: its stylesheets plus the HTML's inline styles (WordPress core's among them). */
export function cssTotal(
	page: Pick< PageTotals, 'css_gzip' | 'inline_css_gzip' >
): number {
	return page.css_gzip + page.inline_css_gzip;
}

const JQUERY_FILE = /\/jquery(?:-migrate)?(?:\.min)?\.js(?:\?|$)/;
const EMOJI_FILE = /\/wp-emoji(?:-release|-loader)?(?:\.min)?\.js(?:\?|$)/;

/** Sums what the page fetched, heaviest first. */
export function sumAssets( assets: FetchedAsset[], html: string ): PageBytes {
	const list = ( kind: FetchedAsset[ 'kind' ] ) =>
		assets
			.filter(
				( a ): a is FetchedAsset & { gzip: number } =>
					a.kind === kind && a.gzip !== null
			)
			.map( ( a ) => ( { url: a.url, gzip: a.gzip } ) )
			.sort( ( a, b ) => b.gzip - a.gzip );
	const js = list( 'js' );
	const css = list( 'css' );
	return {
		js_gzip: js.reduce( ( sum, a ) => sum + a.gzip, 0 ),
		js_count: js.length,
		css_gzip: css.reduce( ( sum, a ) => sum + a.gzip, 0 ),
		css_count: css.length,
		...inlineWeight( html ),
		js,
		css,
		unreachable: assets
			.filter( ( a ) => a.gzip === null )
			.map( ( a ) => a.url ),
		jquery: js.some( ( a ) => JQUERY_FILE.test( a.url ) ),
		emoji:
			js.some( ( a ) => EMOJI_FILE.test( a.url ) ) ||
			/wp-emoji-settings|_wpemojiSettings/.test( html ),
	};
}

/** gzip of the HTML's inline JavaScript and CSS. */
export function inlineWeight(
	html: string
): Pick< PageTotals, 'inline_js_gzip' | 'inline_css_gzip' > {
	const inline = inlineCode( html );
	return {
		inline_js_gzip: inline.js ? gzipSize( inline.js ) : 0,
		inline_css_gzip: inline.css ? gzipSize( inline.css ) : 0,
	};
}

const SCRIPT_TYPES = new Set( [
	'',
	'text/javascript',
	'module',
	'application/javascript',
] );

/** The inline JavaScript and CSS of an HTML document (JSON and speculation-rule blocks are data, left out). */
export function inlineCode( html: string ): { js: string; css: string } {
	const js: string[] = [];
	const css: string[] = [];
	for ( const m of html.matchAll(
		/<script\b([^>]*)>([\s\S]*?)<\/script>/gi
	) ) {
		const attrs = m[ 1 ];
		const type = (
			/\btype=["']?([^"'\s>]+)/i.exec( attrs )?.[ 1 ] ?? ''
		).toLowerCase();
		if (
			! /\bsrc=/i.test( attrs ) &&
			SCRIPT_TYPES.has( type ) &&
			m[ 2 ].trim()
		) {
			js.push( m[ 2 ] );
		}
	}
	for ( const m of html.matchAll( /<style\b[^>]*>([\s\S]*?)<\/style>/gi ) ) {
		if ( m[ 1 ].trim() ) {
			css.push( m[ 1 ] );
		}
	}
	return { js: js.join( '\n' ), css: css.join( '\n' ) };
}

/**
 * Installed before any page script: the page's CLS as the web-vitals definition has it (largest
 * session window of shifts without recent input; windows end after a 1 s gap or 5 s), and the elements
 * that moved most.
 */
export function installLayoutShiftObserver(): void {
	interface Shift extends PerformanceEntry {
		value: number;
		hadRecentInput: boolean;
		sources?: Array< { node?: Node | null } >;
	}
	const state = {
		cls: 0,
		window: 0,
		first: 0,
		last: 0,
		shifts: [] as Array< { value: number; node: string } >,
	};
	(
		window as unknown as { __tourfrontLayoutShift: typeof state }
	 ).__tourfrontLayoutShift = state;
	const describe = ( node: Node | null | undefined ) => {
		if ( ! node || ! ( node instanceof Element ) ) {
			return node?.nodeName ?? '?';
		}
		const cls =
			typeof node.className === 'string' && node.className.trim()
				? `.${ node.className.trim().split( /\s+/ ).slice( 0, 2 ).join( '.' ) }`
				: '';
		return `${ node.tagName.toLowerCase() }${ node.id ? `#${ node.id }` : '' }${ cls }`;
	};
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() as Shift[] ) {
			if ( entry.hadRecentInput ) {
				continue;
			}
			if (
				state.window &&
				entry.startTime - state.last < 1000 &&
				entry.startTime - state.first < 5000
			) {
				state.window += entry.value;
			} else {
				state.window = entry.value;
				state.first = entry.startTime;
			}
			state.last = entry.startTime;
			state.cls = Math.max( state.cls, state.window );
			state.shifts.push( {
				value: entry.value,
				node: describe( entry.sources?.[ 0 ]?.node ),
			} );
		}
	} ).observe( { type: 'layout-shift', buffered: true } );
}

export interface LayoutShift {
	cls: number;
	/** The biggest shifts and the element that moved first in each. */
	top: Array< { value: number; node: string } >;
}

/** Reads what installLayoutShiftObserver gathered. */
export function readLayoutShift(): LayoutShift {
	const state = (
		window as unknown as {
			__tourfrontLayoutShift?: {
				cls: number;
				shifts: Array< { value: number; node: string } >;
			};
		}
	 ).__tourfrontLayoutShift;
	if ( ! state ) {
		throw new Error( 'the layout-shift observer did not run' );
	}
	const round = ( n: number ) => Math.round( n * 1000 ) / 1000;
	return {
		cls: round( state.cls ),
		top: [ ...state.shifts ]
			.sort( ( a, b ) => b.value - a.value )
			.slice( 0, 3 )
			.map( ( s ) => ( { value: round( s.value ), node: s.node } ) ),
	};
}
