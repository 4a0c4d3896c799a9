/**
 * The demo home page's product sections: each product (and so each picture) once, in the section that
 * prints it first, as theme/inc/homepage-sections.php makes Storefront's sections do on a real store.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { routePage } from '../router';

function homeDocument(): Document {
	const result = routePage( {
		url: new URL( '/', 'http://localhost' ),
		userId: 0,
		userName: '',
		userEmail: '',
	} );
	if ( ! ( 'html' in result ) ) {
		throw new Error( 'The home page redirected.' );
	}
	return new DOMParser().parseFromString( result.html, 'text/html' );
}

describe( 'home page product sections', () => {
	const doc = homeDocument();
	const sections = [
		...doc.querySelectorAll( 'section.storefront-product-section' ),
	].filter( ( s ) => ! s.matches( '.storefront-product-categories' ) );
	const items = sections.flatMap( ( s ) => [
		...s.querySelectorAll( 'li.product' ),
	] );

	it( "prints Storefront's five product sections, four products each", () => {
		const filled = sections.filter( ( s ) =>
			s.querySelector( 'li.product' )
		);
		expect(
			filled.map( ( s ) =>
				s.className.replace( 'storefront-product-section ', '' )
			)
		).toEqual( [
			'storefront-recent-products',
			'storefront-featured-products',
			'storefront-popular-products',
			'storefront-on-sale-products',
			'storefront-best-selling-products',
		] );
		filled.forEach( ( s ) =>
			expect( s.querySelectorAll( 'li.product' ) ).toHaveLength( 4 )
		);
	} );

	it( 'shows each product and each picture once across the sections', () => {
		const links = items.map( ( li ) =>
			li
				.querySelector( 'a.woocommerce-LoopProduct-link' )
				?.getAttribute( 'href' )
		);
		const pictures = items.map( ( li ) =>
			li.querySelector( 'img' )?.getAttribute( 'src' )
		);
		expect( links ).toHaveLength( 20 );
		expect( new Set( links ).size ).toBe( links.length );
		expect( new Set( pictures ).size ).toBe( pictures.length );
	} );

	it( 'keeps each section\'s own query: featured tours in "We Recommend", sale prices in "On Sale"', () => {
		const of = ( name: string ) => [
			...doc.querySelectorAll( `.storefront-${ name } li.product` ),
		];
		of( 'featured-products' ).forEach( ( li ) =>
			expect( li.classList.contains( 'featured' ) ).toBe( true )
		);
		of( 'on-sale-products' ).forEach( ( li ) =>
			expect( li.classList.contains( 'sale' ) ).toBe( true )
		);
	} );

	it( 'orders "Fan Favorites" as WooCommerce does: average rating, then rating count, then newest id', () => {
		// Five tours rated 5 (one review each): Hà Giang is the newest; Đà Nẵng, Nhật Bản and Phú Quốc are
		// already in "We Recommend", so Sa Pa follows, then Nha Trang (3.5), then the newest unrated tour not shown yet.
		const names = [
			...doc.querySelectorAll(
				'.storefront-popular-products .woocommerce-loop-product__title'
			),
		].map( ( h ) =>
			( h.textContent ?? '' ).split( ' ' ).slice( 1, 3 ).join( ' ' )
		);
		expect( names ).toEqual( [
			'Hà Giang',
			'Sa Pa',
			'Nha Trang',
			'Hàn Quốc:',
		] );
	} );
} );

describe( 'home page categories section', () => {
	const doc = homeDocument();
	const names = [
		...doc.querySelectorAll(
			'.storefront-product-categories .woocommerce-loop-category__title'
		),
	].map( ( title ) => title.firstChild?.textContent?.trim() );

	it( 'lists the tour categories, all four in one row, and not the accessories', () => {
		expect( names ).toEqual( [
			'Tour miền Bắc',
			'Tour miền Nam',
			'Tour miền Trung',
			'Tour nước ngoài',
		] );
		expect(
			doc.querySelector( '.storefront-product-categories ul.products' )
				?.className
		).toContain( 'columns-4' );
	} );
} );
