/**
 * A tour shop's words on the demo's pages, as theme/inc/wording.php and the seed make a store say them: the
 * shop is headed as the menu names it ("Tour du lịch", not WooCommerce's "Cửa hàng") and the header search
 * looks for tours ("Tìm tour…", not "Tìm sản phẩm…"); an empty cart counts travellers ("0 khách").
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { SITE } from '../../fixtures';
import { parsePage } from '../parity/structure';
import { routePage } from '../router';

function pageDocument( url: string, userId = 0 ): Document {
	const result = routePage( {
		url: new URL( url, 'http://localhost' ),
		userId,
		userName: userId ? 'lan.nguyen' : '',
		userEmail: userId ? 'lan@example.vn' : '',
	} );
	if ( ! ( 'html' in result ) ) {
		throw new Error( `${ url } redirected.` );
	}
	// Without its scripts and stylesheets, which the test's DOM would fetch.
	return parsePage( result.html );
}

const shopMenuLabel = SITE.menu.items.find(
	( item ) => item.link === 'shop'
)?.label;

describe( "the shop's words", () => {
	it( "heads the shop, and its breadcrumb, with the menu's name for it", () => {
		const doc = pageDocument( '/shop/' );
		expect( shopMenuLabel ).toBe( 'Tour du lịch' );
		expect(
			doc.querySelector( '.woocommerce-products-header__title' )
				?.textContent
		).toBe( shopMenuLabel );
		const crumbs = [
			...doc.querySelectorAll( '.woocommerce-breadcrumb' ),
		].map( ( crumb ) => crumb.textContent ?? '' );
		expect( crumbs.join( ' ' ) ).toContain( 'Tour du lịch' );
		expect( doc.body.textContent ).not.toContain( 'Cửa hàng' );
	} );

	it( "puts a search's results under the shop's name", () => {
		const doc = pageDocument( '/?s=ha+long&post_type=product' );
		const crumbs = doc.querySelector( '.woocommerce-breadcrumb' );
		expect( crumbs?.querySelector( 'a[href="/shop/"]' )?.textContent ).toBe(
			'Tour du lịch'
		);
	} );

	it( 'asks the header search for tours', () => {
		const doc = pageDocument( '/' );
		expect(
			doc
				.querySelector( '#masthead input.search-field' )
				?.getAttribute( 'placeholder' )
		).toBe( 'Tìm tour…' );
	} );

	it( "counts an empty cart's travellers in the header", () => {
		const doc = pageDocument( '/' );
		expect(
			doc.querySelector( '#masthead .cart-contents .count' )?.textContent
		).toBe( '0 khách' );
	} );

	it( 'names the billing address on the dashboard of a customer with no shipping address', () => {
		const content = pageDocument( '/my-account/', 7 ).querySelector(
			'.woocommerce-MyAccount-content'
		)?.textContent;
		expect( content ).toContain( 'địa chỉ thanh toán' );
		expect( content ).not.toContain( 'giao hàng' );
	} );
} );
