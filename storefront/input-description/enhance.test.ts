/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhance as init } from './enhance';

const FORM = `<form>
	<p class="form-row"><span class="woocommerce-input-wrapper"><input id="a"><span class="description" id="a-description">Số điện thoại để hướng dẫn viên liên hệ.</span></span></p>
	<p class="form-row"><span class="woocommerce-input-wrapper"><input id="b"><span class="description">Mô tả B</span></span></p>
	<p id="outside">Bên ngoài</p>
</form>`;

beforeEach( () => {
	vi.useFakeTimers();
	document.body.innerHTML = FORM;
	init( document );
	init( document );
} );

afterEach( () => {
	vi.useRealTimers();
	document.body.innerHTML = '';
} );

const description = ( id: string ) =>
	document.getElementById( id )!.nextElementSibling as HTMLElement;

describe( 'input descriptions', () => {
	it( 'start hidden and show on focus', () => {
		expect( description( 'a' ).hidden ).toBe( true );
		document.getElementById( 'a' )!.focus();
		expect( description( 'a' ).hidden ).toBe( false );
		expect( description( 'a' ).getAttribute( 'aria-hidden' ) ).toBe(
			'false'
		);
	} );

	it( 'hide after 250 ms on Escape', () => {
		const input = document.getElementById( 'a' )!;
		input.focus();
		input.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( description( 'a' ).getAttribute( 'aria-hidden' ) ).toBe(
			'true'
		);
		vi.advanceTimersByTime( 249 );
		expect( description( 'a' ).hidden ).toBe( false );
		vi.advanceTimersByTime( 1 );
		expect( description( 'a' ).hidden ).toBe( true );
	} );

	it( 'hide on a click outside, and when another field takes over', () => {
		document.getElementById( 'a' )!.focus();
		document.getElementById( 'b' )!.focus();
		vi.advanceTimersByTime( 250 );
		expect( description( 'a' ).hidden ).toBe( true );
		expect( description( 'b' ).hidden ).toBe( false );
		document.getElementById( 'outside' )!.click();
		vi.advanceTimersByTime( 250 );
		expect( description( 'b' ).hidden ).toBe( true );
	} );
} );
