/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { init } from './index';

const BAR = `<form><input id="other" type="text" /><button id="place">Đặt hàng</button></form>
<div class="storefront-handheld-footer-bar"><ul class="columns-3">
	<li class="my-account"><a href="/my-account/">Tài khoản</a></li>
	<li class="search"><a href="">Tìm kiếm</a><div class="site-search"><form role="search"><input type="search" name="s" /></form></div></li>
	<li class="cart"><a class="footer-cart-contents" href="/cart/">Giỏ hàng <span class="count">0</span></a></li>
</ul></div>`;

afterEach( () => {
	document.body.innerHTML = '';
	document.body.className = '';
} );

function setup() {
	document.body.innerHTML = BAR;
	init( document );
	init( document );
	const item = document.querySelector< HTMLElement >( 'li.search' )!;
	const link = item.querySelector< HTMLAnchorElement >( ':scope > a' )!;
	return {
		item,
		link,
		input: item.querySelector< HTMLInputElement >(
			'input[type="search"]'
		)!,
	};
}

describe( 'handheld footer bar', () => {
	it( 'raises the search on a tap without following the link, focuses the field, and lowers it on a second tap', () => {
		const { item, link, input } = setup();
		expect( link.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		expect( item.classList.contains( 'active' ) ).toBe( true );
		expect( link.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( link.getAttribute( 'aria-controls' ) ).toBe(
			item.querySelector( '.site-search' )!.id
		);
		expect( input.ownerDocument.activeElement ).toBe( input );
		link.click();
		expect( item.classList.contains( 'active' ) ).toBe( false );
	} );

	it( 'lowers the search on Escape and gives the focus back to the link', () => {
		const { item, link, input } = setup();
		link.click();
		input.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( item.classList.contains( 'active' ) ).toBe( false );
		expect( link.ownerDocument.activeElement ).toBe( link );
	} );

	it( 'marks the body while a field outside the bar has the focus', () => {
		const { input } = setup();
		const other = document.getElementById( 'other' ) as HTMLInputElement;
		other.focus();
		expect( document.body.classList.contains( 'sf-input-focused' ) ).toBe(
			true
		);
		other.blur();
		expect( document.body.classList.contains( 'sf-input-focused' ) ).toBe(
			false
		);
		input.focus();
		expect( document.body.classList.contains( 'sf-input-focused' ) ).toBe(
			false
		);
	} );

	it( 'keeps the bar aside until a press that takes the focus from a field has ended, so the press ends on what it started on', () => {
		vi.useFakeTimers();
		try {
			setup();
			const other = document.getElementById(
				'other'
			) as HTMLInputElement;
			const place = document.getElementById( 'place' )!;
			const marked = () =>
				document.body.classList.contains( 'sf-input-focused' );
			other.focus();
			place.dispatchEvent(
				new MouseEvent( 'mousedown', { bubbles: true } )
			);
			place.focus();
			expect( marked() ).toBe( true );
			place.dispatchEvent(
				new MouseEvent( 'mouseup', { bubbles: true } )
			);
			place.click();
			expect( marked() ).toBe( true );
			vi.runAllTimers();
			expect( marked() ).toBe( false );
			// A press into another field keeps the bar aside once it ends.
			other.dispatchEvent(
				new MouseEvent( 'mousedown', { bubbles: true } )
			);
			other.focus();
			other.dispatchEvent(
				new MouseEvent( 'mouseup', { bubbles: true } )
			);
			vi.runAllTimers();
			expect( marked() ).toBe( true );
		} finally {
			vi.useRealTimers();
		}
	} );
} );
