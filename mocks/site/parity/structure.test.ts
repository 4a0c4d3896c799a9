/**
 * The parity comparison: what counts as a structural difference and what is content.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	canMatch,
	parsePage,
	presence,
	regionOrder,
	requiredTokens,
	structuralDifferences,
} from './structure';

const page = (
	header: string,
	content: string,
	footer = '<footer id="colophon"></footer>'
) =>
	parsePage(
		`<!doctype html><html><head><script>var x = 1;</script><link rel="stylesheet" href="https://fonts.example/x.css"></head><body><div id="page"><header id="masthead">${ header }</header><div id="content">${ content }</div>${ footer }</div></body></html>`
	);

describe( 'structuralDifferences', () => {
	it( 'reports a class the demo lacks, by region', () => {
		const real = page(
			'<div class="site-search"></div>',
			'<p class="price"></p>'
		);
		const demo = page( '', '<p class="price"></p>' );
		expect(
			structuralDifferences( real, demo, [ '.site-search', '.price' ] )
		).toEqual( [ '.site-search: real header×1 | demo —' ] );
	} );

	it( 'tells one from several, and the region an element is in', () => {
		const real = page(
			'',
			'<ul><li class="product"></li><li class="product"></li></ul>'
		);
		const once = page( '', '<ul><li class="product"></li></ul>' );
		const elsewhere = page(
			'<ul><li class="product"></li><li class="product"></li></ul>',
			''
		);
		expect( structuralDifferences( real, once, [ '.product' ] ) ).toEqual( [
			'.product: real content×2+ | demo content×1',
		] );
		expect(
			structuralDifferences( real, elsewhere, [ '.product' ] )
		).toEqual( [ '.product: real content×2+ | demo header×2+' ] );
	} );

	it( 'ignores content: text, ids of products, how many items a list has beyond one', () => {
		const real = page(
			'',
			'<ul><li class="product post-49">Hạ Long</li><li class="product post-50">Sa Pa</li><li class="product post-51">x</li></ul>'
		);
		const demo = page(
			'',
			'<ul><li class="product post-11">Tour A</li><li class="product post-13">Tour B</li></ul>'
		);
		expect(
			structuralDifferences( real, demo, [
				'.product',
				'ul li',
				'.product:first-child',
			] )
		).toEqual( [] );
	} );

	it( 'reports the main regions in another order', () => {
		const notice = '<p class="woocommerce-store-notice"></p>';
		const real = parsePage(
			`<body>${ notice }<header id="masthead"></header><div id="content"></div><footer id="colophon"></footer></body>`
		);
		const demo = parsePage(
			`<body><header id="masthead"></header><div id="content"></div><footer id="colophon"></footer>${ notice }</body>`
		);
		expect( regionOrder( real ) ).toEqual( [
			'store-notice',
			'header',
			'content',
			'footer',
		] );
		expect( structuralDifferences( real, demo, [] ) ).toEqual( [
			'region order: real store-notice > header > content > footer | demo header > content > footer > store-notice',
		] );
	} );

	it( 'puts an element in the innermost region and skips selectors the DOM cannot run', () => {
		const doc = page(
			'<nav id="site-navigation"><a class="x"></a></nav><div id="site-header-cart"><a class="x"></a></div><a class="x"></a>',
			''
		);
		expect( presence( doc, '.x' ) ).toEqual( {
			navigation: '1',
			'header-cart': '1',
			header: '1',
		} );
		expect( presence( doc, 'a:unknown-pseudo(' ) ).toBeNull();
		expect( doc.querySelectorAll( 'script' )[ 0 ].textContent ).toBe( '' );
		expect( doc.querySelector( 'link' ) ).toBeNull();
	} );

	it( 'answers without the DOM only for a selector that cannot match: one naming a class or id no element has', () => {
		const doc = page(
			'<nav id="site-navigation"><a class="menu-item current"></a></nav>',
			'<p class="price"></p>'
		);
		// Each of these matches something, so the DOM is asked.
		for ( const selector of [
			'.menu-item',
			'#site-navigation .current',
			'.missing, .price',
			'a:not(.missing)',
			'a[href$=".missing"]',
			'p',
			'.price::before',
			':is(.missing, .price)',
			'.x\\:y',
		] ) {
			expect( canMatch( doc, selector ), selector ).toBe( true );
		}
		// These cannot: every alternative names a class or id the page lacks.
		for ( const selector of [
			'.missing',
			'#site-navigation .missing',
			'.missing, #nowhere p',
			'a.menu-item.missing:hover',
		] ) {
			expect( canMatch( doc, selector ), selector ).toBe( false );
			expect( presence( doc, selector ) ).toEqual( {} );
		}
		expect( requiredTokens( '.a > .b:not(.c), #d [data-x=".e"]' ) ).toEqual(
			[ [ '.a', '.b' ], [ '#d' ] ]
		);
	} );
} );
