/**
 * Prints a real store's figures side by side with the comparison store's, then every target as met / not met.
 */

/** Internal dependencies */
import type { RealResults } from '../results-file';
import { REAL_PAGE_TYPES } from './discover';
import { verdictLabel } from './targets';

const kb = ( bytes: number | null | undefined ) =>
	bytes === null || bytes === undefined
		? 'n/a'
		: `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;
const ratio = (
	ours: number | null | undefined,
	theirs: number | null | undefined
) => ( ours && theirs ? `${ ( theirs / ours ).toFixed( 2 ) }×` : 'n/a' );
const label = ( results: RealResults ) =>
	Object.entries( results.versions.themes )
		.map( ( [ n, v ] ) => `${ n } ${ v }` )
		.join( ' + ' ) || results.url;
const show = ( v: unknown ) => ( v === null || v === undefined ? 'n/a' : v );

/** The console report of a real run. */
export function printRealReport( real: RealResults, vs: RealResults | null ) {
	const versions = `WordPress ${ show( real.versions.wordpress ) }, WooCommerce ${ show( real.versions.woocommerce ) }`;
	console.log(
		`\n${ real.url }: ${ label( real ) } (${ versions })${ vs ? `\nvs ${ vs.url }: ${ label( vs ) }` : '' }`
	);

	console.log(
		'\nBytes from the browser (fresh load, gzip -9 of every script and stylesheet fetched; count in brackets)'
	);
	console.table(
		Object.fromEntries(
			REAL_PAGE_TYPES.filter(
				( t ) =>
					t in real.figures.pages || ( vs && t in vs.figures.pages )
			).map( ( type ) => {
				const p = real.figures.pages[ type ];
				const q = vs?.figures.pages[ type ];
				const row: Record< string, string | number > = {
					js: p ? `${ kb( p.js_gzip ) } (${ p.js_count })` : 'n/a',
					css: p ? `${ kb( p.css_gzip ) } (${ p.css_count })` : 'n/a',
					'inline js/css': p
						? `${ kb( p.inline_js_gzip ) } / ${ kb( p.inline_css_gzip ) }`
						: 'n/a',
					'CLS 1280/390': p
						? `${ show( p.cls_desktop?.cls ) } / ${ show( p.cls_mobile?.cls ) }`
						: 'n/a',
					'axe crit+ser': p?.a11y
						? p.a11y.critical + p.a11y.serious
						: 'n/a',
				};
				if ( vs ) {
					row[ 'vs js' ] = q
						? `${ kb( q.js_gzip ) } (${ q.js_count })`
						: 'n/a';
					row[ 'vs css' ] = q
						? `${ kb( q.css_gzip ) } (${ q.css_count })`
						: 'n/a';
					row[ 'js lighter' ] = ratio( p?.js_gzip, q?.js_gzip );
					row[ 'vs CLS 1280/390' ] = q
						? `${ show( q.cls_desktop?.cls ) } / ${ show( q.cls_mobile?.cls ) }`
						: 'n/a';
				}
				return [ type, row ];
			} )
		)
	);

	const side = ( pick: ( r: RealResults ) => Record< string, unknown > ) =>
		Object.fromEntries(
			[
				...new Set( [
					...Object.keys( pick( real ) ),
					...( vs ? Object.keys( pick( vs ) ) : [] ),
				] ),
			].map( ( key ) => [
				key,
				vs
					? {
							store: show( pick( real )[ key ] ),
							vs: show( pick( vs )[ key ] ),
						}
					: { store: show( pick( real )[ key ] ) },
			] )
		);
	console.log( '\nStore API / AJAX requests per journey step' );
	console.table( side( ( r ) => r.figures.requests ) );
	console.log( '\nLatencies (median ms)' );
	console.table( side( ( r ) => r.figures.latency ) );

	console.log( '\nLighthouse 12, mobile' );
	console.table(
		Object.fromEntries(
			Object.entries( real.figures.lighthouse ).map( ( [ type, l ] ) => {
				const v =
					vs?.figures.lighthouse[
						type as keyof typeof real.figures.lighthouse
					];
				return [
					type,
					{
						performance: show( l?.performance ),
						'LCP ms': show( l?.lcp_ms ),
						'TBT ms': show( l?.tbt_ms ),
						CLS: show( l?.cls ),
						...( vs
							? {
									'vs performance': show( v?.performance ),
									'vs CLS': show( v?.cls ),
								}
							: {} ),
					},
				];
			} )
		)
	);

	for ( const results of [ real, vs ] ) {
		if ( results && Object.keys( results.unmeasured ).length ) {
			console.log(
				`\nNot measured on ${ results.url } (null in results.json), and why:`
			);
			console.table( results.unmeasured );
		}
	}

	console.log( '\nPerformance targets' );
	for ( const t of real.targets ?? [] ) {
		console.log(
			`  ${ verdictLabel( t.met ).padEnd( 14 ) }  ${ t.target }: ${ t.measured }`
		);
	}
}
