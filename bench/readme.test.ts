// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { renderRealSection, replaceBlock, themeLabel } from './readme';
import type { RealResults } from './results-file';

const store = (
	url: string,
	themes: Record< string, string >,
	js: number,
	performance: number | null
): RealResults => ( {
	url,
	versions: { wordpress: '7.0.4', woocommerce: '11.0.1', themes },
	date: '2026-11-24T01:00:00.000Z',
	figures: {
		pages: {
			shop: {
				js_gzip: js * 1024,
				js_count: 3,
				css_gzip: 2048,
				css_count: 2,
				cls_desktop: { cls: 0, top: [] },
				cls_mobile: { cls: 0.02, top: [] },
			} as never,
		},
		requests: { cart_load: 0 },
		latency: { add_to_cart_ms: 300, search_ms: 40 },
		lighthouse: {
			shop:
				performance === null
					? null
					: { performance, lcp_ms: 1, tbt_ms: 0, cls: 0.03 },
		},
	},
	discovered: { pages: {}, missing: {}, cartProduct: null },
	unmeasured: {},
	targets: [
		{
			target: 'shop: JavaScript ≤ 25.0 KB',
			met: true,
			measured: '18.0 KB',
		},
	],
} );

describe( 'README performance tables', () => {
	it( 'names the stores by their themes, the child on its parent', () => {
		expect(
			themeLabel(
				store( 'a', { Storefront: '4.6.2', Tourfront: '0.1.0' }, 1, 1 )
			)
		).toBe( 'Tourfront 0.1.0 on Storefront 4.6.2' );
		expect(
			themeLabel( store( 'b', { Storefront: '4.6.2' }, 1, 1 ) )
		).toBe( 'Storefront 4.6.2' );
	} );

	it( 'writes the real store beside the comparison store, with versions, date and targets', () => {
		const text = renderRealSection(
			store(
				'http://a',
				{ Storefront: '4.6.2', Tourfront: '0.1.0' },
				18,
				95
			),
			store( 'http://b', { Storefront: '4.6.2' }, 55.5, null )
		);
		expect( text ).toContain( 'Measured 2026-11-24' );
		expect( text ).toContain( 'WordPress 7.0.4, WooCommerce 11.0.1' );
		expect( text ).toContain(
			'**Tourfront 0.1.0 on Storefront 4.6.2** against **Storefront 4.6.2**'
		);
		expect( text ).toContain(
			'| shop | 18.0 (3) | 2.0 (2) | 95 | 0.03 | 55.5 (3) | 2.0 (2) | n/a | 0.02 |'
		);
		expect( text ).toContain( 'cart load 0 / 0' );
		expect( text ).toContain(
			'- ✓ met: shop: JavaScript ≤ 25.0 KB — 18.0 KB'
		);
	} );

	it( 'replaces only what stands between its markers', () => {
		const readme = 'a\n<!-- bench:real -->\nold\n<!-- /bench:real -->\nb';
		expect( replaceBlock( readme, 'real', 'new' ) ).toBe(
			'a\n<!-- bench:real -->\nnew\n<!-- /bench:real -->\nb'
		);
		expect( () => replaceBlock( 'a', 'demo', 'x' ) ).toThrow(
			'no <!-- bench:demo -->'
		);
	} );
} );
