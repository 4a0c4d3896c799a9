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
	// Raised once on 2026-11-24 (131.9 → 133.1, 142.9 → 144.0) by the merge of the tour booking (cart traveller
	// steppers, checkout traveller fields) and the failure-path fixes (safe URLs, mini-cart retry): features, not drift.
	'cart js': { ceilingKb: 133.2, why: '133.1 KB: WordPress 108 KB (React, wp-data and what it pulls in) + our bundles 25 KB' },
	// Raised on 2026-11-27 (144.1 → 144.3) by issue 17 rows 2–4, 15, 18, 29 (+0.26 KB: field maxlengths, WordPress's
	// is_email, the weak-password block, the filter error boundary, the lost-answer check's loader; the check itself,
	// the password field and the zxcvbn estimator are lazy chunks): what acts on the first render or keystroke.
	'checkout js': { ceilingKb: 144.3, why: '144.2 KB: WordPress 106 KB + our bundles 38 KB' },
};

/**
 * Today's figures of the budgets met (KB, recorded pages of 2026-11-24 + this build), plus a little room:
 * well under a budget, the weight still may not creep up unnoticed. Lower them when a page gets lighter.
 * Product pages sit at the 25 KB budget since the booking box (3.6 KB, tour pages only) joined them.
 */
const CEILINGS_KB: Record< string, number > = {
	'shop js': 19.4,
	'category js': 19.4,
	'product-simple js': 25,
	'product-variable js': 25,
	// 21.2 → 21.3 on 2026-11-27 (+41 B gzip): the one accent-folding rule (common/search/fold.ts) is a chunk of its
	// own, shared by the table of contents' heading slugs and the live search, instead of a copy in each.
	'article js': 21.3,
	'shop css': 13.5,
	'category css': 13.5,
	'product-simple css': 13.1,
	'product-variable css': 13.1,
	'article css': 13.1,
	'cart css': 16,
	'checkout css': 17.2,
};

const KB = ( bytes: number ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;
const pages = modelRecordedPages( requireBuild() );

describe( 'real pages, real weight (gzip, recorded pages + current build)', () => {
	it( 'has every page type with a budget recorded', () => {
		expect( Object.keys( readRecordedPages() ) ).toEqual( expect.arrayContaining( Object.keys( MODEL_JS_BUDGETS ) ) );
	} );

	it( 'knows the size of every file the recorded pages reference', () => {
		expect( Object.fromEntries( Object.entries( pages ).map( ( [ type, p ] ) => [ type, p.unknown ] ) ) ).toEqual(
			Object.fromEntries( Object.keys( pages ).map( ( type ) => [ type, [] ] ) )
		);
	} );

	const cases = Object.entries( { js: MODEL_JS_BUDGETS, css: MODEL_CSS_BUDGETS } ).flatMap( ( [ kind, all ] ) =>
		Object.entries( all ).map( ( [ type, budget ] ) => ( { name: `${ type } ${ kind }`, type, kind, budget } ) )
	);
	for ( const { name, type, kind, budget } of cases ) {
		const weigh = () => {
			const page = pages[ type ];
			const heaviest = page.files
				.filter( ( f ) => f.kind === kind )
				.slice( 0, 6 )
				.map( ( f ) => `${ f.key.replace( /^.*\//, '' ) } ${ KB( f.gzip ) }` )
				.join( ', ' );
			const bytes = kind === 'js' ? page.js_gzip : cssTotal( page );
			return { bytes, detail: `${ name }: ${ KB( bytes ) } (heaviest: ${ heaviest })` };
		};
		const notYet = NOT_MET_YET[ name ];
		( notYet ? test.fails : test )( `${ name } ≤ ${ KB( budget ) }${ notYet ? ` (not met yet: ${ notYet.why })` : '' }`, () => {
			const { bytes, detail } = weigh();
			expect( bytes, detail ).toBeGreaterThan( 0 );
			expect( bytes, `${ detail } over ${ KB( budget ) }` ).toBeLessThanOrEqual( budget );
		} );
		const ceilingKb = notYet?.ceilingKb ?? CEILINGS_KB[ name ];
		if ( ceilingKb ) {
			test( `${ name } does not grow past today's ${ ceilingKb } KB`, () => {
				const { bytes, detail } = weigh();
				expect( bytes, detail ).toBeLessThanOrEqual( ceilingKb * 1024 );
			} );
		}
	}

	it( 'sends no jQuery and no emoji script on the shop, category, product and article pages', () => {
		for ( const type of [ 'home', 'shop', 'category', 'product-simple', 'product-variable', 'article', 'cart', 'checkout', 'search', '404' ] ) {
			const keys = pages[ type ].files.map( ( f ) => f.key );
			expect( keys.filter( ( k ) => /\/jquery(-migrate)?(\.min)?\.js|wp-emoji/.test( k ) ), type ).toEqual( [] );
		}
	} );
} );
