/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhance } from './enhance';

afterEach( () => {
	delete window.tourfrontSettings;
	document.body.innerHTML = '';
} );

describe( 'sticky sections', () => {
	it( 'stick below a header that stays stuck', () => {
		window.tourfrontSettings = {
			theme: { sticky_header: 'sticky' } as never,
		};
		document.body.innerHTML =
			'<header id="masthead"></header><section class="tourfront-sticky-section"></section>';
		vi.spyOn(
			document.getElementById( 'masthead' )!,
			'offsetHeight',
			'get'
		).mockReturnValue( 130 );
		enhance( document );
		const section = document.querySelector< HTMLElement >( 'section' )!;
		expect( section.style.position ).toBe( 'sticky' );
		expect( section.style.top ).toBe( '130px' );
	} );

	it( 'stick to the very top without a sticky header', () => {
		document.body.innerHTML =
			'<section class="tourfront-sticky-section"></section>';
		enhance( document );
		expect(
			document.querySelector< HTMLElement >( 'section' )!.style.top
		).toBe( '0px' );
	} );
} );
