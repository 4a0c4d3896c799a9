// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { PageFigures } from './measure-store';
import { judgeTargets, type StoreRun } from './targets';

const KB = 1024;
const page = ( js: number, css: number, extra: Partial< PageFigures > = {} ) =>
	( {
		js_gzip: js * KB,
		css_gzip: css * KB,
		inline_css_gzip: 0,
		jquery: false,
		emoji: false,
		cls_desktop: { cls: 0, top: [] },
		cls_mobile: { cls: 0.01, top: [] },
		...extra,
	} ) as PageFigures;

const run = ( over: Partial< StoreRun > = {} ): StoreRun => ( {
	pages: {
		shop: page( 18, 15 ),
		category: page( 18, 15 ),
		product: page( 23, 15 ),
		'product-variable': page( 23, 15 ),
		article: page( 18, 15 ),
		cart: page( 129, 19 ),
		checkout: page( 139, 19 ),
	},
	requests: { cart_load: 0, checkout_load: 0, quantity_burst_10: 1 },
	latency: { add_to_cart_ms: 300 },
	lighthouse: Object.fromEntries(
		[ 'home', 'shop', 'product', 'article', 'cart', 'checkout' ].map(
			( t ) => [ t, { performance: 95, lcp_ms: 1, tbt_ms: 0, cls: 0.01 } ]
		)
	),
	...over,
} );

const verdicts = ( real: StoreRun, vs?: StoreRun ) =>
	Object.fromEntries(
		judgeTargets( real, vs ).map( ( t ) => [ t.target, t.met ] )
	);

describe( 'performance targets', () => {
	it( 'meets every target when every figure is within it', () => {
		expect(
			Object.values(
				verdicts( run(), run( { latency: { add_to_cart_ms: 400 } } ) )
			).every( ( v ) => v === true )
		).toBe( true );
	} );

	it( 'says which target a figure misses, and what was not measured', () => {
		const v = verdicts(
			run( {
				pages: {
					...run().pages,
					product: page( 26, 15, { jquery: true } ),
					checkout: page( 141, 21, {
						cls_mobile: { cls: 0.126, top: [] },
					} ),
				},
				requests: {
					cart_load: 1,
					checkout_load: 0,
					quantity_burst_10: 10,
				},
				lighthouse: {
					...run().lighthouse,
					cart: { performance: 89, lcp_ms: 1, tbt_ms: 0, cls: 0 },
					home: null,
				},
			} ),
			run( { latency: { add_to_cart_ms: 200 } } )
		);
		expect( v ).toMatchObject( {
			'product: JavaScript ≤ 25.0 KB': false,
			'product: no jQuery, no emoji script': false,
			'checkout: JavaScript ≤ 140.0 KB': false,
			'checkout: CSS ≤ 20.0 KB': false,
			'in-place add on /shop/: header count no later than the comparison store': false,
			'Lighthouse mobile cart: performance ≥ 90': false,
			'Lighthouse mobile home: performance ≥ 90': null,
			'CLS ≤ 0.05 everywhere': false,
			'cart load: 0 Store API calls': false,
			'10 quick + clicks: 1 request': false,
			'shop: JavaScript ≤ 25.0 KB': true,
		} );
		expect(
			judgeTargets( run() ).find( ( t ) =>
				t.target.startsWith( 'in-place add' )
			)
		).toMatchObject( { met: null, measured: 'no --vs store' } );
		expect(
			judgeTargets( run() ).find( ( t ) => t.target.startsWith( 'CLS' ) )
				?.measured
		).toMatch( /^worst 0\.01 / );
	} );

	it( "counts the page's inline styles with its stylesheets", () => {
		const v = verdicts(
			run( {
				pages: {
					...run().pages,
					shop: page( 18, 18, { inline_css_gzip: 2.5 * KB } ),
				},
			} )
		);
		expect( v[ 'shop: CSS ≤ 20.0 KB' ] ).toBe( false );
		expect( v[ 'category: CSS ≤ 20.0 KB' ] ).toBe( true );
	} );
} );
