// @vitest-environment node
/**
 * Reading the relied-on selectors from stylesheets and scripts.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	cssSelectors,
	scriptSelectors,
	structuralSelector,
} from './relied-selectors';

describe( 'relied-on selectors', () => {
	it( 'keeps the structure of a selector and drops states and pseudo-elements', () => {
		expect(
			structuralSelector(
				'.main-navigation .menu > li:hover > .sub-menu'
			)
		).toBe( '.main-navigation .menu > li > .sub-menu' );
		expect(
			structuralSelector( '.button:not(:disabled):focus-visible::after' )
		).toBe( '.button' );
		expect(
			structuralSelector( 'input[type="checkbox"]:checked + label' )
		).toBe( 'input[type="checkbox"] + label' );
		expect(
			structuralSelector( 'li:first-child:not(.current-menu-item)' )
		).toBe( 'li:first-child:not(.current-menu-item)' );
		expect( structuralSelector( '::selection' ) ).toBeNull();
		expect( structuralSelector( ':scope > a' ) ).toBeNull();
	} );

	it( 'reads every rule of a stylesheet, media queries included, keyframes left out', () => {
		const css =
			'.a, .b > p { color: red } @media (max-width: 767px) { .c:hover { x: y } } @keyframes spin { from { opacity: 0 } to { opacity: 1 } }';
		expect( cssSelectors( css ) ).toEqual( [ '.a', '.b > p', '.c:hover' ] );
	} );

	it( 'reads what a script queries, with selectors built from string constants', () => {
		const code = `
			import { QUICKVIEW_BUTTON_CLASS } from './constants';
			const FORM = 'form.cart';
			root.querySelector( '.woocommerce-product-gallery' );
			queryAll( root, \`.\${ QUICKVIEW_BUTTON_CLASS }, a.added_to_cart\` );
			element.closest( FORM );
			element.matches( dynamic + 'x' );
		`;
		expect(
			scriptSelectors(
				code,
				new Map( [
					[ 'QUICKVIEW_BUTTON_CLASS', 'tourfront-quickview-button' ],
				] )
			)
		).toEqual( [
			'.woocommerce-product-gallery',
			'.tourfront-quickview-button',
			'a.added_to_cart',
			'form.cart',
		] );
	} );
} );
