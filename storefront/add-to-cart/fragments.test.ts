/** External dependencies */
import { beforeEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { applyFragments, blockElements } from './fragments';

beforeEach( () => {
	document.body.innerHTML = `<div id="site-header-cart">
		<a class="cart-contents" href="/cart/"><span class="count">0 tours</span></a>
		<div class="widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>
	</div>
	<footer><a class="footer-cart-contents" href="/cart/"><span class="count">0</span></a></footer>`;
} );

describe( 'applyFragments', () => {
	it( 'replaces each element a selector names with its markup', () => {
		const added = applyFragments( {
			'div.widget_shopping_cart_content':
				'<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li>Tour Hạ Long</li></ul></div>',
			'a.cart-contents':
				'<a class="cart-contents" href="/cart/"><span class="count">1 tour</span></a>',
			'a.footer-cart-contents':
				' <a class="footer-cart-contents" href="/cart/"><span class="count">1</span></a> ',
		} );
		expect( added ).toHaveLength( 3 );
		expect(
			document.querySelectorAll( '.widget_shopping_cart_content' )
		).toHaveLength( 1 );
		expect(
			document.querySelector( '.woocommerce-mini-cart li' )?.textContent
		).toBe( 'Tour Hạ Long' );
		expect(
			document.querySelector( '.cart-contents .count' )?.textContent
		).toBe( '1 tour' );
		expect( document.querySelector( 'footer .count' )?.textContent ).toBe(
			'1'
		);
	} );

	it( 'replaces every match, skips invalid selectors and absent targets', () => {
		document.body.insertAdjacentHTML(
			'beforeend',
			'<a class="cart-contents" id="second"></a>'
		);
		const added = applyFragments( {
			'a.cart-contents': '<a class="cart-contents">new</a>',
			'div..broken': '<div></div>',
			'.nowhere': '<p></p>',
		} );
		expect( added ).toHaveLength( 2 );
		expect(
			Array.from( document.querySelectorAll( '.cart-contents' ) ).map(
				( a ) => a.textContent
			)
		).toEqual( [ 'new', 'new' ] );
	} );

	it( 'does nothing without fragments', () => {
		expect( applyFragments( undefined ) ).toEqual( [] );
	} );
} );

describe( 'blockElements', () => {
	it( 'greys the fragment targets and the extra elements until undone', () => {
		const item = document.createElement( 'li' );
		document.body.append( item );
		const unblock = blockElements( [ item ] );
		const blocked = Array.from(
			document.querySelectorAll( '.tourfront-blocked' )
		);
		expect( blocked.map( ( e ) => e.className.split( ' ' )[ 0 ] ) ).toEqual(
			[
				'cart-contents',
				'widget_shopping_cart_content',
				'footer-cart-contents',
				'tourfront-blocked',
			]
		);
		expect( item.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		unblock();
		expect(
			document.querySelectorAll( '.tourfront-blocked, [aria-busy]' )
		).toHaveLength( 0 );
	} );
} );
