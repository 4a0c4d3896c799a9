/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhance as init, parallaxShiftPx } from './enhance';

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'parallax and video backgrounds', () => {
	it( 'shift against the scroll', () => {
		expect( parallaxShiftPx( 400, 0.3 ) ).toBe( -120 );
		document.body.innerHTML =
			'<section data-parallax="0.5"><div class="tourfront-parallax__bg"></div></section>';
		vi.spyOn(
			document.querySelector( 'section' )!,
			'getBoundingClientRect'
		).mockReturnValue( {
			top: 200,
		} as DOMRect );
		init( document );
		expect(
			document.querySelector< HTMLElement >( '.tourfront-parallax__bg' )!
				.style.transform
		).toBe( 'translate3d(0, -100px, 0)' );
	} );

	it( 'are off with reduced motion', () => {
		vi.spyOn( window, 'matchMedia' ).mockReturnValue( {
			matches: true,
		} as MediaQueryList );
		document.body.innerHTML =
			'<section data-parallax="0.5"><div class="tourfront-parallax__bg"></div></section><div class="tourfront-video-bg"><video autoplay></video></div>';
		init( document );
		expect(
			document.querySelector< HTMLElement >( '.tourfront-parallax__bg' )!
				.style.transform
		).toBe( '' );
		expect( document.querySelector( 'video' )!.autoplay ).toBe( false );
	} );
} );
