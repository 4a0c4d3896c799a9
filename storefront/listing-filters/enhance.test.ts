/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { CONTENT_EVENT, enhance, swapListing } from './enhance';

const page = (
	results: string,
	count: string
) => `<html><head><title>${ count }</title></head><body>
	<nav class="woocommerce-breadcrumb">${ count }</nav>
	<main id="main"><div class="tourfront-filters"><form action="/shop/"><select name="filter_thoi-luong"><option value="">All</option><option value="1-ngay">1</option></select></form>
	<a href="/product-category/tour-mien-bac/">Bắc</a></div>
	<p class="woocommerce-result-count">${ count }</p><ul class="products">${ results }</ul></main></body></html>`;

afterEach( () => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
} );

/** A fetch answering `html`, with what the enhancement reads of a response; typed so the calls can be checked. */
const answering = ( html: string ) =>
	vi.fn<
		(
			url: string,
			init?: RequestInit
		) => Promise< {
			ok: boolean;
			url: string;
			text: () => Promise< string >;
		} >
	>( async () => ( { ok: true, url: '', text: async () => html } ) );

describe( 'listing filters', () => {
	it( 'swaps the main column, breadcrumb and title and tells the features', () => {
		document.documentElement.innerHTML = page(
			'<li>A</li><li>B</li>',
			'Showing all 2 results'
		);
		const seen = vi.fn();
		document.addEventListener( CONTENT_EVENT, seen );
		expect(
			swapListing( page( '<li>C</li>', 'Showing the single result' ) )
		).toBe( true );
		expect( document.querySelectorAll( '.products li' ) ).toHaveLength( 1 );
		expect(
			document.querySelector( '.woocommerce-breadcrumb' )?.textContent
		).toBe( 'Showing the single result' );
		expect( document.title ).toBe( 'Showing the single result' );
		expect( seen ).toHaveBeenCalledTimes( 1 );
		expect(
			document.getElementById( 'tourfront-shop-status' )?.textContent
		).toBe( 'Showing the single result' );
		document.removeEventListener( CONTENT_EVENT, seen );
	} );

	it( 'refuses an answer without a listing', () => {
		document.documentElement.innerHTML = page( '<li>A</li>', 'one' );
		expect( swapListing( '<html><body><p>Error</p></body></html>' ) ).toBe(
			false
		);
		expect( document.querySelectorAll( '.products li' ) ).toHaveLength( 1 );
	} );

	it( 'fetches the filtered listing when a select changes and puts its address in the history', async () => {
		document.documentElement.innerHTML = page(
			'<li>A</li><li>B</li>',
			'two'
		);
		const fetchMock = answering( page( '<li>A</li>', 'one' ) );
		vi.stubGlobal( 'fetch', fetchMock );
		const push = vi.spyOn( window.history, 'pushState' );
		enhance( document );
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		form.requestSubmit = () =>
			form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		const select = form.querySelector( 'select' ) as HTMLSelectElement;
		select.value = '1-ngay';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await vi.waitFor( () =>
			expect( document.querySelectorAll( '.products li' ) ).toHaveLength(
				1
			)
		);
		expect( fetchMock ).toHaveBeenCalledWith(
			'http://localhost:3000/shop/?filter_thoi-luong=1-ngay',
			expect.anything()
		);
		expect( push.mock.calls[ 0 ][ 2 ] ).toBe(
			'http://localhost:3000/shop/?filter_thoi-luong=1-ngay'
		);
	} );

	it( 'follows a destination link in place', async () => {
		document.documentElement.innerHTML = page(
			'<li>A</li><li>B</li>',
			'two'
		);
		const fetchMock = answering( page( '<li>A</li>', 'one' ) );
		vi.stubGlobal( 'fetch', fetchMock );
		enhance( document );
		(
			document.querySelector(
				'.tourfront-filters a'
			) as HTMLAnchorElement
		 ).click();
		await vi.waitFor( () =>
			expect( document.querySelectorAll( '.products li' ) ).toHaveLength(
				1
			)
		);
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toMatch(
			/\/product-category\/tour-mien-bac\/$/
		);
	} );
} );
