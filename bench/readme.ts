/**
 * The README's performance tables, generated from bench/results.json between marker comments
 * (`<!-- bench:real -->` … `<!-- /bench:real -->`, the same for `demo` and `model`), so refreshing them
 * after a run is one command: `npm run bench -- --url … --vs … --readme` (or `--readme-only`).
 */

/** External dependencies */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { ROOT } from './build-dir';
import type { BenchResults, RealResults } from './results-file';
import { REAL_PAGE_TYPES } from './real/discover';
import { verdictLabel } from './real/targets';
import { modelTable } from './real-weight/model-table';

const README = path.join( ROOT, 'README.md' );

const kb = ( bytes: number | null | undefined ) =>
	bytes === null || bytes === undefined
		? 'n/a'
		: ( bytes / 1024 ).toFixed( 1 );
const show = ( v: unknown ) =>
	v === null || v === undefined ? 'n/a' : String( v );
const day = ( iso: string | undefined ) => ( iso ? iso.slice( 0, 10 ) : 'n/a' );

/** "Tourfront 0.1.0 on Storefront 4.6.2" from the themes a store loads (the child first). */
export function themeLabel( results: RealResults ): string {
	const themes = Object.entries( results.versions.themes );
	if ( ! themes.length ) {
		return results.url;
	}
	// Storefront (the parent) first.
	const [ parent, ...children ] = themes.sort(
		( a, b ) =>
			Number( b[ 0 ] === 'Storefront' ) -
			Number( a[ 0 ] === 'Storefront' )
	);
	const name = ( [ n, v ]: [ string, string ] ) => `${ n } ${ v }`;
	return children.length
		? `${ children.map( name ).join( ', ' ) } on ${ name( parent ) }`
		: name( parent );
}

/** The real-store section: the performance table, requests, latencies and the targets. */
export function renderRealSection(
	real: RealResults,
	vs: RealResults | null
): string {
	const versions = `WordPress ${ show( real.versions.wordpress ) }, WooCommerce ${ show( real.versions.woocommerce ) }`;
	const lines = [
		`Measured ${ day( real.date ) } on a real store at ${ real.url } (${ versions }): ` +
			`**${ themeLabel( real ) }**${ vs ? ` against **${ themeLabel( vs ) }** (${ vs.url }), measured in the same run` : '' }. ` +
			'Chromium, fresh load with the cart filled on cart and checkout; JS and CSS are gzip -9 of every script and stylesheet ' +
			'the page fetched (count in brackets); Lighthouse 12 mobile; CLS the worst of Lighthouse, 1280 px and 390 px.',
		'',
		vs
			? '| page | JS KB | CSS KB | Lighthouse | CLS | vs JS KB | vs CSS KB | vs Lighthouse | vs CLS |'
			: '| page | JS KB | CSS KB | Lighthouse | CLS |',
		vs ? '|---|---|---|---|---|---|---|---|---|' : '|---|---|---|---|---|',
	];
	const worstCls = (
		r: RealResults,
		type: ( typeof REAL_PAGE_TYPES )[ number ]
	) => {
		const p = r.figures.pages[ type ];
		const values = [
			r.figures.lighthouse[ type ]?.cls,
			p?.cls_desktop?.cls,
			p?.cls_mobile?.cls,
		].filter( ( v ): v is number => typeof v === 'number' );
		return values.length ? String( Math.max( ...values ) ) : 'n/a';
	};
	const cells = (
		r: RealResults,
		type: ( typeof REAL_PAGE_TYPES )[ number ]
	) => {
		const p = r.figures.pages[ type ];
		return [
			p ? `${ kb( p.js_gzip ) } (${ p.js_count })` : 'n/a',
			p ? `${ kb( p.css_gzip ) } (${ p.css_count })` : 'n/a',
			show(
				r.figures.lighthouse[ type ]?.performance ??
					( type in r.figures.lighthouse ? null : '–' )
			),
			worstCls( r, type ),
		];
	};
	for ( const type of REAL_PAGE_TYPES ) {
		if ( ! real.figures.pages[ type ] && ! vs?.figures.pages[ type ] ) {
			continue;
		}
		lines.push(
			`| ${ type } | ${ [ ...cells( real, type ), ...( vs ? cells( vs, type ) : [] ) ].join( ' | ' ) } |`
		);
	}
	const requests = ( r: RealResults ) => r.figures.requests;
	lines.push(
		'',
		'Store API / AJAX requests per journey step' +
			( vs ? ' (store / vs)' : '' ) +
			': ' +
			Object.keys( requests( real ) )
				.map(
					( step ) =>
						`${ step.replace( /_/g, ' ' ) } ${ show( requests( real )[ step ] ) }${ vs ? ` / ${ show( requests( vs )[ step ] ) }` : '' }`
				)
				.join( ', ' ) +
			'.',
		'',
		'Medians: click → header count after an in-place add on /shop/ ' +
			`${ show( real.figures.latency.add_to_cart_ms ) } ms${ vs ? ` (vs: ${ show( vs.figures.latency.add_to_cart_ms ) } ms)` : '' }; ` +
			`3rd typed character → suggestions ${ show( real.figures.latency.search_ms ) } ms.`,
		'',
		'Performance targets:',
		'',
		...( real.targets ?? [] ).map(
			( t ) =>
				`- ${ verdictLabel( t.met ) }: ${ t.target } — ${ t.measured }`
		)
	);
	return lines.join( '\n' );
}

/** The demo section: what the demo's pages load from Tourfront, requests, latencies, Lighthouse. */
export function renderDemoSection(
	demo: NonNullable< BenchResults[ 'demo' ] >
): string {
	const d = demo as {
		measured_at?: string;
		bytes?: {
			pages?: Record<
				string,
				{ js_gzip: number; css_gzip: number; requests: number } | null
			>;
		};
		requests?: Record< string, number | null >;
		latency?: Record< string, number | null >;
		lighthouse?: Record<
			string,
			{ performance: number; cls: number } | null
		>;
	};
	const lines = [
		`Demo run of ${ day( d.measured_at ) } (a model, not a store: the demo's MSW and npm copies of WordPress's packages ` +
			"load on every page instead of WordPress's; Tourfront's own files are the same):",
		'',
		"| demo page | Tourfront's JS KB | Tourfront's CSS KB | Lighthouse (mobile) | CLS |",
		'|---|---|---|---|---|',
		...Object.entries( d.bytes?.pages ?? {} ).map(
			( [ name, w ] ) =>
				`| ${ name } | ${ kb( w?.js_gzip ) } | ${ kb( w?.css_gzip ) } | ${ show( d.lighthouse?.[ name ]?.performance ) } | ${ show( d.lighthouse?.[ name ]?.cls ) } |`
		),
		'',
		'Requests per journey step: ' +
			Object.entries( d.requests ?? {} )
				.map(
					( [ step, n ] ) =>
						`${ step.replace( /_/g, ' ' ) } ${ show( n ) }`
				)
				.join( ', ' ) +
			'. Medians: ' +
			Object.entries( d.latency ?? {} )
				.map(
					( [ key, ms ] ) =>
						`${ key.replace( /_ms$/, '' ).replace( /_/g, ' ' ) } ${ show( ms ) } ms`
				)
				.join( ', ' ) +
			'.',
	];
	return lines.join( '\n' );
}

/** Replaces the text between `<!-- bench:name -->` and `<!-- /bench:name -->`. */
export function replaceBlock(
	text: string,
	name: string,
	content: string
): string {
	const open = `<!-- bench:${ name } -->`;
	const close = `<!-- /bench:${ name } -->`;
	const start = text.indexOf( open );
	const end = text.indexOf( close );
	if ( start < 0 || end < start ) {
		throw new Error( `README.md has no ${ open } … ${ close } block` );
	}
	return `${ text.slice( 0, start + open.length ) }\n${ content }\n${ text.slice( end ) }`;
}

/** Rewrites the README's generated blocks; true when something changed. */
export function updateReadme( results: BenchResults, file = README ): boolean {
	const before = readFileSync( file, 'utf8' );
	let text = before;
	if ( results.real ) {
		text = replaceBlock(
			text,
			'real',
			renderRealSection( results.real, results.vs ?? null )
		);
	}
	if ( results.demo ) {
		text = replaceBlock( text, 'demo', renderDemoSection( results.demo ) );
	}
	text = replaceBlock( text, 'model', modelTable() );
	if ( text !== before ) {
		writeFileSync( file, text );
	}
	return text !== before;
}
