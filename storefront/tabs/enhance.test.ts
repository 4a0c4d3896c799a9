/** External dependencies */
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { enhance as init } from './enhance';

const TABS = `<div class="tourfront-tabs">
	<ul class="tourfront-tabs__nav"><li><a href="#lich-trinh">Lịch trình</a></li><li><a href="#bang-gia">Bảng giá</a></li></ul>
	<div class="tourfront-tabs__panel" id="lich-trinh">Ngày 1…</div>
	<div class="tourfront-tabs__panel" id="bang-gia">2.490.000 ₫</div>
</div>`;

afterEach( () => {
	history.replaceState( null, '', '/' );
	document.body.innerHTML = '';
} );

const panel = ( id: string ) => document.getElementById( id )!;

describe( 'tabs', () => {
	it( 'opens the first tab without a hash, and a tab on click', () => {
		document.body.innerHTML = TABS;
		init( document );
		expect( panel( 'lich-trinh' ).hidden ).toBe( false );
		expect( panel( 'bang-gia' ).hidden ).toBe( true );
		document.querySelector< HTMLElement >( 'a[href="#bang-gia"]' )!.click();
		expect( panel( 'bang-gia' ).hidden ).toBe( false );
		expect( panel( 'lich-trinh' ).hidden ).toBe( true );
	} );

	it( 'opens the tab matching the hash, on load and on hashchange', () => {
		history.replaceState( null, '', '/tour/#bang-gia' );
		document.body.innerHTML = TABS;
		init( document );
		expect( panel( 'bang-gia' ).hidden ).toBe( false );
		expect(
			document
				.querySelector( 'a[href="#bang-gia"]' )!
				.getAttribute( 'aria-selected' )
		).toBe( 'true' );
		history.replaceState( null, '', '/tour/#lich-trinh' );
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		expect( panel( 'lich-trinh' ).hidden ).toBe( false );
	} );

	it( 'opens the first tab on a malformed hash (#%) instead of throwing', () => {
		history.replaceState( null, '', '/tour/#%' );
		document.body.innerHTML = TABS;
		expect( () => init( document ) ).not.toThrow();
		expect( panel( 'lich-trinh' ).hidden ).toBe( false );
		expect( panel( 'bang-gia' ).hidden ).toBe( true );
	} );
} );
