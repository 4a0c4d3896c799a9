/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { navigation } from '../../common/safe-url';
import { enhanceSearchForm, searchUrl } from './live-search';
import type { Suggestion } from '../../common/search';

const clientSearch = vi.fn<
	( query: string, category: string ) => Suggestion[]
>( () => [] );
vi.mock( './client-index', () => ( {
	loadClientSearch: () => Promise.resolve( clientSearch ),
} ) );

const halong: Suggestion = {
	id: 11,
	value: 'Tour Hạ Long 2 ngày 1 đêm',
	url: '/product/ha-long/',
	img: '/hl.png',
	price: '<span class="woocommerce-Price-amount amount"><bdi>2.490.000</bdi></span><script>x</script>',
	data: null,
};
const catba: Suggestion = {
	id: 15,
	value: 'Tour Cát Bà – Hạ Long',
	url: '/product/cat-ba/',
	img: '',
	price: '',
	data: null,
};
const none: Suggestion = {
	id: -1,
	value: 'No products found.',
	url: '#',
	img: '',
	price: '',
	data: null,
};

type Pending = { url: string; resolve: ( suggestions: Suggestion[] ) => void };
let pending: Pending[] = [];

function setUp( { clientIndex = false, category = false } = {} ) {
	document.body.innerHTML = `<form role="search" method="get" class="woocommerce-product-search" action="/">
		<label class="screen-reader-text" for="search-0">Search for:</label>
		<input type="search" id="search-0" class="search-field" name="s" />
		${ category ? '<select name="product_cat"><option value="">All</option><option value="tour-mien-bac">Bắc</option></select>' : '' }
		<button type="submit" value="Search">Search</button>
		<input type="hidden" name="post_type" value="product" />
	</form>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	enhanceSearchForm( form, {
		ajaxUrl: '/wp-admin/admin-ajax.php',
		latencyMs: 300,
		clientIndex,
	} );
	const input = form.querySelector( 'input[name="s"]' ) as HTMLInputElement;
	const list = form.querySelector( '[role="listbox"]' ) as HTMLUListElement;
	const submit = form.querySelector( 'button' ) as HTMLButtonElement;
	return { form, input, list, submit };
}

function type( input: HTMLInputElement, value: string ) {
	input.value = value;
	input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
}

function key( input: HTMLInputElement, name: string ) {
	const event = new KeyboardEvent( 'keydown', {
		key: name,
		bubbles: true,
		cancelable: true,
	} );
	input.dispatchEvent( event );
	return event;
}

const names = ( list: HTMLElement ) =>
	Array.from( list.querySelectorAll( '.tourfront-live-search__name' ) ).map(
		( n ) => n.textContent
	);

beforeEach( () => {
	vi.useFakeTimers();
	pending = [];
	clientSearch.mockReset().mockReturnValue( [] );
	vi.stubGlobal(
		'fetch',
		vi.fn(
			( url: string ) =>
				new Promise( ( resolve ) => {
					pending.push( {
						url,
						resolve: ( suggestions ) =>
							resolve(
								new Response(
									JSON.stringify( { suggestions } )
								)
							),
					} );
				} )
		)
	);
} );

afterEach( () => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
} );

describe( 'searchUrl', () => {
	it( 'asks the theme action with the trimmed query and the category', () => {
		expect(
			searchUrl(
				'/wp-admin/admin-ajax.php',
				' ha long ',
				'tour-mien-bac'
			)
		).toBe(
			'/wp-admin/admin-ajax.php?action=tourfront_ajax_search_products&product_cat=tour-mien-bac&query=ha+long'
		);
		expect( searchUrl( '/x?lang=vi', 'hue', '' ) ).toBe(
			'/x?lang=vi&action=tourfront_ajax_search_products&query=hue'
		);
	} );
} );

describe( 'enhanceSearchForm', () => {
	it( 'makes the field a combobox controlling a listbox at most 300 px tall', () => {
		const { input, list } = setUp();
		expect( input.getAttribute( 'role' ) ).toBe( 'combobox' );
		expect( input.getAttribute( 'aria-controls' ) ).toBe( list.id );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( list.style.maxHeight ).toBe( '300px' );
	} );

	it( 'asks nothing below 3 characters and waits the latency from the 3rd', async () => {
		const { input, list, submit } = setUp();
		// Counted as the server counts, on the search key: each of these is "ha".
		for ( const query of [ 'ha ', ' ha\u00a0', 'ha!', 'ha\u0323' ] ) {
			type( input, query );
			await vi.advanceTimersByTimeAsync( 1000 );
			expect( fetch, JSON.stringify( query ) ).not.toHaveBeenCalled();
			expect( submit.classList.contains( 'loading' ) ).toBe( false );
		}
		type( input, 'ha l' );
		expect( submit.classList.contains( 'loading' ) ).toBe( true );
		await vi.advanceTimersByTimeAsync( 299 );
		expect( fetch ).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync( 1 );
		expect( pending ).toHaveLength( 1 );
		expect( pending[ 0 ].url ).toContain( 'query=ha+l' );
		pending[ 0 ].resolve( [ halong ] );
		await vi.advanceTimersByTimeAsync( 0 );
		expect( names( list ) ).toEqual( [ 'Tour Hạ Long 2 ngày 1 đêm' ] );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( submit.classList.contains( 'loading' ) ).toBe( false );
		expect( list.querySelector( 'img' )?.getAttribute( 'src' ) ).toBe(
			'/hl.png'
		);
		expect(
			list.querySelector( '.tourfront-live-search__price' )?.innerHTML
		).toBe(
			'<span class="woocommerce-Price-amount amount"><bdi>2.490.000</bdi></span>x'
		);
	} );

	it( 'sends only the last query typed within the latency and drops older answers', async () => {
		const { input, list } = setUp();
		type( input, 'ha l' );
		await vi.advanceTimersByTimeAsync( 300 );
		type( input, 'ha long' );
		await vi.advanceTimersByTimeAsync( 300 );
		expect(
			pending.map( ( p ) =>
				new URL( p.url, 'http://x' ).searchParams.get( 'query' )
			)
		).toEqual( [ 'ha l', 'ha long' ] );
		pending[ 1 ].resolve( [ catba ] );
		await vi.advanceTimersByTimeAsync( 0 );
		pending[ 0 ].resolve( [ halong ] );
		await vi.advanceTimersByTimeAsync( 0 );
		expect( names( list ) ).toEqual( [ 'Tour Cát Bà – Hạ Long' ] );
	} );

	it( 'reruns at once with the category when the dropdown changes', async () => {
		const { input, form } = setUp( { category: true } );
		type( input, 'ha long' );
		const select = form.querySelector( 'select' ) as HTMLSelectElement;
		select.value = 'tour-mien-bac';
		select.dispatchEvent( new Event( 'change' ) );
		expect( pending ).toHaveLength( 1 );
		expect( pending[ 0 ].url ).toContain( 'product_cat=tour-mien-bac' );
	} );

	it( 'moves with the arrows, navigates on Enter and closes on Escape', async () => {
		const navigate = vi
			.spyOn( navigation, 'assign' )
			.mockImplementation( () => undefined );
		const { input, list } = setUp();
		type( input, 'ha long' );
		await vi.advanceTimersByTimeAsync( 300 );
		pending[ 0 ].resolve( [ halong, catba ] );
		await vi.advanceTimersByTimeAsync( 0 );
		key( input, 'ArrowDown' );
		key( input, 'ArrowDown' );
		expect( input.getAttribute( 'aria-activedescendant' ) ).toBe(
			list.children[ 1 ].id
		);
		expect( list.children[ 1 ].getAttribute( 'aria-selected' ) ).toBe(
			'true'
		);
		key( input, 'ArrowDown' );
		expect( input.getAttribute( 'aria-activedescendant' ) ).toBe(
			list.children[ 0 ].id
		);
		key( input, 'ArrowUp' );
		expect( key( input, 'Enter' ).defaultPrevented ).toBe( true );
		expect( navigate ).toHaveBeenCalledWith( '/product/cat-ba/' );
		key( input, 'ArrowDown' );
		expect( key( input, 'Escape' ).defaultPrevented ).toBe( true );
		expect( list.hidden ).toBe( true );
		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );

	it( 'never navigates to the "No products found." entry, and Enter without a choice submits', async () => {
		const navigate = vi
			.spyOn( navigation, 'assign' )
			.mockImplementation( () => undefined );
		const { input, list } = setUp();
		type( input, 'paris' );
		expect( key( input, 'Enter' ).defaultPrevented ).toBe( false );
		await vi.advanceTimersByTimeAsync( 300 );
		pending[ 0 ].resolve( [ none ] );
		await vi.advanceTimersByTimeAsync( 0 );
		expect( list.children[ 0 ].getAttribute( 'aria-disabled' ) ).toBe(
			'true'
		);
		( list.children[ 0 ] as HTMLElement ).click();
		key( input, 'ArrowDown' );
		key( input, 'Enter' );
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'navigates on a click on a suggestion', async () => {
		const navigate = vi
			.spyOn( navigation, 'assign' )
			.mockImplementation( () => undefined );
		const { input, list } = setUp();
		type( input, 'ha long' );
		await vi.advanceTimersByTimeAsync( 300 );
		pending[ 0 ].resolve( [ halong ] );
		await vi.advanceTimersByTimeAsync( 0 );
		(
			list.querySelector( '.tourfront-live-search__name' ) as HTMLElement
		 ).click();
		expect( navigate ).toHaveBeenCalledWith( '/product/ha-long/' );
	} );

	it( 'shows the client index at once and lets the server settle it without rebuilding kept entries', async () => {
		clientSearch.mockReturnValue( [ halong ] );
		const { input, list } = setUp( { clientIndex: true } );
		input.dispatchEvent( new Event( 'focus' ) );
		await vi.advanceTimersByTimeAsync( 0 );
		type( input, 'ha long' );
		expect( clientSearch ).toHaveBeenCalledWith( 'ha long', '' );
		expect( names( list ) ).toEqual( [ 'Tour Hạ Long 2 ngày 1 đêm' ] );
		const kept = list.children[ 0 ];
		await vi.advanceTimersByTimeAsync( 300 );
		pending[ 0 ].resolve( [ halong, catba ] );
		await vi.advanceTimersByTimeAsync( 0 );
		expect( names( list ) ).toEqual( [
			'Tour Hạ Long 2 ngày 1 đêm',
			'Tour Cát Bà – Hạ Long',
		] );
		expect( list.children[ 0 ] ).toBe( kept );
	} );

	it( 'reuses a server answer already received for the same search', async () => {
		const { input, list } = setUp();
		type( input, 'ha long' );
		await vi.advanceTimersByTimeAsync( 300 );
		pending[ 0 ].resolve( [ halong ] );
		await vi.advanceTimersByTimeAsync( 0 );
		type( input, 'ha' );
		expect( list.hidden ).toBe( true );
		type( input, 'ha long' );
		await vi.advanceTimersByTimeAsync( 1000 );
		expect( pending ).toHaveLength( 1 );
		expect( names( list ) ).toEqual( [ 'Tour Hạ Long 2 ngày 1 đêm' ] );
	} );
} );
