/**
 * The byte model's figures per recorded page type, and the budgets the gate holds them to.
 */

/** External dependencies */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { BUILD_DIR } from '../build-dir';
import { cssTotal } from '../real/page-weight';
import { REAL_TARGETS } from '../real/targets';
import {
	REAL_PAGES_DIR,
	modelRecordedPages,
	readRealAssets,
	type ModeledPage,
} from './model';

const KB = 1024;

/** JavaScript budget (gzip bytes) of each recorded page type; types without one are reported, not gated. */
export const MODEL_JS_BUDGETS: Record< string, number > = {
	shop: REAL_TARGETS.lightJsBytes,
	category: REAL_TARGETS.lightJsBytes,
	'product-simple': REAL_TARGETS.lightJsBytes,
	'product-variable': REAL_TARGETS.lightJsBytes,
	'product-calendar': REAL_TARGETS.lightJsBytes,
	article: REAL_TARGETS.lightJsBytes,
	cart: REAL_TARGETS.cartJsBytes,
	checkout: REAL_TARGETS.checkoutJsBytes,
};

/** CSS budget of the same page types. */
export const MODEL_CSS_BUDGETS: Record< string, number > = Object.fromEntries(
	Object.keys( MODEL_JS_BUDGETS ).map( ( type ) => [
		type,
		REAL_TARGETS.cssBytes,
	] )
);

const kb = ( bytes: number ) => ( bytes / KB ).toFixed( 1 );

/** The README table of the model (current build + recorded pages). */
export function modelTable(
	pages: Record< string, ModeledPage > = modelRecordedPages( BUILD_DIR )
): string {
	const manifestFile = path.join( REAL_PAGES_DIR, 'manifest.json' );
	const manifest = existsSync( manifestFile )
		? ( JSON.parse( readFileSync( manifestFile, 'utf8' ) ) as {
				date?: string;
			} )
		: {};
	const assets = readRealAssets();
	const v = assets.versions;
	const themes = Object.entries( v.themes )
		.map( ( [ n, ver ] ) => `${ n } ${ ver }` )
		.join( ', ' );
	const lines = [
		`Pages recorded ${ manifest.date ?? 'n/a' } on WordPress ${ v.wordpress ?? 'n/a' }, WooCommerce ${ v.woocommerce ?? 'n/a' }, ${ themes }; ` +
			"current build. KB gzip; JS is the script files (count in brackets), CSS the stylesheets (count) plus the HTML's " +
			"inline styles, inline JS the HTML's own scripts (settings, translations).",
		'',
		'| page type | JS | JS budget | CSS | CSS budget | of which inline CSS | inline JS |',
		'|---|---|---|---|---|---|---|',
	];
	for ( const [ type, p ] of Object.entries( pages ) ) {
		const jsBudget = MODEL_JS_BUDGETS[ type ];
		const cssBudget = MODEL_CSS_BUDGETS[ type ];
		lines.push(
			`| ${ type } | ${ kb( p.js_gzip ) } (${ p.js_count }) | ${ jsBudget ? kb( jsBudget ) : '–' } | ${ kb( cssTotal( p ) ) } (${ p.css_count }) | ${ cssBudget ? kb( cssBudget ) : '–' } | ${ kb( p.inline_css_gzip ) } | ${ kb( p.inline_js_gzip ) } |`
		);
	}
	return lines.join( '\n' );
}
