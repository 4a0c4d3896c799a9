/**
 * Prints the demo run's results as readable tables, with the byte model of a real store's pages.
 */

/** Internal dependencies */
import type { PageTotals } from './real/page-weight';

const kb = ( bytes: number | null | undefined ) =>
	bytes === null || bytes === undefined
		? 'n/a'
		: `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

interface Results {
	bytes: {
		pages: Record<
			string,
			{ js_gzip: number; css_gzip: number; requests: number } | null
		>;
		platform: Record<
			string,
			{ js_gzip: number; css_gzip: number; requests: number } | null
		>;
		/** The byte model of a real store's pages (bench/real-weight/model.ts). */
		model: Record< string, PageTotals >;
	};
	requests: Record< string, number | null >;
	latency: Record< string, number | null >;
	lighthouse: Record< string, unknown >;
	a11y: Record< string, unknown >;
	i18n: unknown;
	unmeasured: Record< string, string >;
	duration_s?: number;
}

/** The whole report on stdout. */
export function printReport( results: Results ) {
	console.log(
		'\nWhat a real store sends with this build (model: pages recorded on a real store + this build, gzip; `npm test` gates it)'
	);
	console.table(
		Object.fromEntries(
			Object.entries( results.bytes.model ).map( ( [ type, m ] ) => [
				type,
				{
					js: `${ kb( m.js_gzip ) } (${ m.js_count })`,
					css: `${ kb( m.css_gzip ) } (${ m.css_count })`,
					'inline js/css': `${ kb( m.inline_js_gzip ) } / ${ kb( m.inline_css_gzip ) }`,
				},
			] )
		)
	);

	console.log(
		'\nWhat each demo page loaded from Tourfront (gzip), and the demo-only stand-ins'
	);
	console.table(
		Object.fromEntries(
			Object.entries( results.bytes.pages ).map( ( [ name, w ] ) => [
				name,
				{
					js: kb( w?.js_gzip ),
					css: kb( w?.css_gzip ),
					requests: w?.requests ?? 'n/a',
					'platform js (demo only)': kb(
						results.bytes.platform[ name ]?.js_gzip
					),
				},
			] )
		)
	);

	console.log( '\nStore API / AJAX requests per journey step' );
	console.table( results.requests );
	console.log( '\nLatencies (median ms)' );
	console.table( results.latency );
	console.log( '\nLighthouse (mobile)' );
	console.table( results.lighthouse );
	console.log( '\naxe-core violations by impact (1280 px)' );
	console.table( results.a11y );
	console.log( '\nTranslations', results.i18n );
	if ( Object.keys( results.unmeasured ).length ) {
		console.log( '\nNot measured (null in results.json), and why:' );
		console.table( results.unmeasured );
	}
	console.log(
		`\nWritten to bench/results.json${ results.duration_s ? ` in ${ results.duration_s } s` : '' }.`
	);
}
