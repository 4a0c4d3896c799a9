// @vitest-environment node
/**
 * The byte gate: what a real store sends on each recorded page type with the current build (see
 * model.ts) stays within issue 14's targets, and no referenced file is left unsized.
 */

/** External dependencies */
import { describe, expect, it, test } from 'vitest';

/** Internal dependencies */
import { requireBuild } from '../build-dir';
import { cssTotal } from '../real/page-weight';
import { modelRecordedPages, readRecordedPages } from './model';
import { MODEL_CSS_BUDGETS, MODEL_JS_BUDGETS } from './model-table';

/**
 * Budgets not met yet: never loosened. Each is an expected failure (it turns red the day the target is met
 * and must be switched on here) plus a ceiling at today's figure, so the weight cannot grow meanwhile.
 */
const NOT_MET_YET: Record< string, { ceilingKb: number; why: string } > = {
	// Lowered 2026-11-27 (144.0 → 140.8) by issue 14's diet (see CEILINGS_KB); 140.8 → 141.0 by the merge with
	// issue 17's checkout rows (field limits, is_email, the weak-password block, the filter error boundary, the
	// snackbar fade) and the typed stores: 0.9 KB still to find. 141.0 → 141.3 by issue 17 rows 6 and 10 (measured
	// 140.89 → 141.28): the extension points every area and filter site needs (the registries, validation and block
	// renderer moved out to the lazy extension part, -1.7 KB raw, but the text they held compressed better than
	// the call sites), the coupon list under the discount row (where WooCommerce applies the coupons filter), and
	// the country sort's collator in the site's locale.
	'checkout js': {
		ceilingKb: 141.3,
		why: '140.8 KB: WordPress 98.3 KB (React, wp-data and what it pulls in) + our bundles 42.5 KB',
	},
};

/**
 * Today's figures of the budgets met (KB, recorded pages of 2026-11-24 + this build), plus a little room:
 * well under a budget, the weight still may not creep up unnoticed. Lower them when a page gets lighter.
 * Lowered 2026-11-27 (issue 14): wp-a11y, wp-html-entities and wp-dom-ready off the cart pages, a lean
 * preload helper, one common chunk, each feature's init only, the mini-cart controller, the notices' lists
 * and the mobile menu's levels on first use. The cart met its 130 KB budget then (133.0 → 128.4). The CSS
 * rose by one rule (cart 16.0 → 16.02): the loading block's reserved height that keeps the footer still (CLS).
 */
const CEILINGS_KB: Record< string, number > = {
	'shop js': 17.5,
	'category js': 17.5,
	'product-simple js': 23.1,
	'product-variable js': 23.1,
	// +0.1 each on 2026-11-27 by the merge with issue 17's rows (the 120 s chunk timeout in the lazy loader, the
	// snackbar fade on the cart) and the one accent-folding rule shared by the TOC and the live search.
	'article js': 19.5,
	// 128.8 → 129.5 by issue 17 row 6 (measured 128.69 → 129.44, budget 130): the extension points of the cart's
	// areas and filter sites (0.6 KB: API, queue, lazy loader) and the filtered lines, totals and button; the
	// registries and the renderer load only when an extension registers.
	'cart js': 129.5,
	'shop css': 13.5,
	'category css': 13.5,
	'product-simple css': 13.1,
	'product-variable css': 13.1,
	'article css': 13.1,
	'cart css': 16.1,
	'checkout css': 17.2,
};

const KB = ( bytes: number ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;
const pages = modelRecordedPages( requireBuild() );

describe( 'real pages, real weight (gzip, recorded pages + current build)', () => {
	it( 'has every page type with a budget recorded', () => {
		expect( Object.keys( readRecordedPages() ) ).toEqual(
			expect.arrayContaining( Object.keys( MODEL_JS_BUDGETS ) )
		);
	} );

	it( 'knows the size of every file the recorded pages reference', () => {
		expect(
			Object.fromEntries(
				Object.entries( pages ).map( ( [ type, p ] ) => [
					type,
					p.unknown,
				] )
			)
		).toEqual(
			Object.fromEntries(
				Object.keys( pages ).map( ( type ) => [ type, [] ] )
			)
		);
	} );

	const cases = Object.entries( {
		js: MODEL_JS_BUDGETS,
		css: MODEL_CSS_BUDGETS,
	} ).flatMap( ( [ kind, all ] ) =>
		Object.entries( all ).map( ( [ type, budget ] ) => ( {
			name: `${ type } ${ kind }`,
			type,
			kind,
			budget,
		} ) )
	);
	for ( const { name, type, kind, budget } of cases ) {
		const weigh = () => {
			const page = pages[ type ];
			const heaviest = page.files
				.filter( ( f ) => f.kind === kind )
				.slice( 0, 6 )
				.map(
					( f ) =>
						`${ f.key.replace( /^.*\//, '' ) } ${ KB( f.gzip ) }`
				)
				.join( ', ' );
			const bytes = kind === 'js' ? page.js_gzip : cssTotal( page );
			return {
				bytes,
				detail: `${ name }: ${ KB( bytes ) } (heaviest: ${ heaviest })`,
			};
		};
		const notYet = NOT_MET_YET[ name ];
		( notYet ? test.fails : test )(
			`${ name } ≤ ${ KB( budget ) }${ notYet ? ` (not met yet: ${ notYet.why })` : '' }`,
			() => {
				const { bytes, detail } = weigh();
				expect( bytes, detail ).toBeGreaterThan( 0 );
				expect(
					bytes,
					`${ detail } over ${ KB( budget ) }`
				).toBeLessThanOrEqual( budget );
			}
		);
		const ceilingKb = notYet?.ceilingKb ?? CEILINGS_KB[ name ];
		if ( ceilingKb ) {
			test( `${ name } does not grow past today's ${ ceilingKb } KB`, () => {
				const { bytes, detail } = weigh();
				expect( bytes, detail ).toBeLessThanOrEqual( ceilingKb * 1024 );
			} );
		}
	}

	it( 'sends no jQuery and no emoji script on the shop, category, product and article pages', () => {
		for ( const type of [
			'home',
			'shop',
			'category',
			'product-simple',
			'product-variable',
			'article',
			'cart',
			'checkout',
			'search',
			'404',
		] ) {
			const keys = pages[ type ].files.map( ( f ) => f.key );
			expect(
				keys.filter( ( k ) =>
					/\/jquery(-migrate)?(\.min)?\.js|wp-emoji/.test( k )
				),
				type
			).toEqual( [] );
		}
	} );
} );
