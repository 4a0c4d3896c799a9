/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhance as init } from './enhance';

beforeEach( () => {
	vi.useFakeTimers();
} );

afterEach( () => {
	vi.useRealTimers();
} );

describe( 'listing', () => {
	it( 'submits the ordering form when the sort select changes', () => {
		document.body.innerHTML = `<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby">
			<option value="menu_order" selected>Default</option><option value="price">Price</option></select>
			<input type="hidden" name="paged" value="1" /></form>`;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const submit = vi.fn();
		form.requestSubmit = submit;
		init( document );
		init( document );
		const select = form.querySelector( 'select' ) as HTMLSelectElement;
		select.value = 'price';
		select.dispatchEvent( new Event( 'change' ) );
		expect( submit ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'raises quantity inputs below their minimum, but not cart ones or negative minimums', () => {
		document.body.innerHTML = `<input class="qty" id="a" value="0" min="1" />
			<input class="qty" id="b" value="-2" min="-1" />
			<input class="qty" id="c" value="3" min="1" />
			<form class="woocommerce-cart-form"><div class="cart_item"><input class="qty" id="d" value="0" min="1" /></div></form>`;
		init( document );
		const value = ( id: string ) =>
			( document.getElementById( id ) as HTMLInputElement ).value;
		expect( [
			value( 'a' ),
			value( 'b' ),
			value( 'c' ),
			value( 'd' ),
		] ).toEqual( [ '1', '-2', '3', '0' ] );
	} );

	it( 'scrolls a notice out of view to 100 px below the top over 1000 ms', async () => {
		document.body.innerHTML = `<div class="woocommerce-notices-wrapper"><ul class="woocommerce-error" role="alert"><li>Error</li></ul></div>`;
		const notice = document.querySelector(
			'.woocommerce-error'
		) as HTMLElement;
		notice.getBoundingClientRect = () => ( {
			top: 2000,
			bottom: 2040,
			left: 0,
			right: 0,
			width: 0,
			height: 40,
			x: 0,
			y: 2000,
			toJSON: () => '',
		} );
		const scrollTo = vi
			.spyOn( window, 'scrollTo' )
			.mockImplementation( () => undefined );
		init( document );
		// The listing code, then the scrolling code (loaded only for a notice out of view).
		await vi.waitFor( () => expect( scrollTo ).toHaveBeenCalled() );
		await vi.advanceTimersByTimeAsync( 500 );
		const midway = scrollTo.mock.calls.at( -1 )?.[ 1 ] as number;
		expect( midway ).toBeGreaterThan( 0 );
		expect( midway ).toBeLessThan( 1900 );
		await vi.advanceTimersByTimeAsync( 600 );
		expect( scrollTo.mock.calls.at( -1 ) ).toEqual( [ 0, 1900 ] );
	} );

	it( 'leaves a notice already in view alone', () => {
		document.body.innerHTML = `<div class="woocommerce-notices-wrapper"><div class="woocommerce-message">Added</div></div>`;
		const scrollTo = vi
			.spyOn( window, 'scrollTo' )
			.mockImplementation( () => undefined );
		init( document );
		expect( scrollTo ).not.toHaveBeenCalled();
	} );
} );
