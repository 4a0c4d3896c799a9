/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhance, nextSlideIndex } from './enhance';

const SLIDER = `<div class="tourfront-slider" data-autoplay="5000"><div class="tourfront-slider__track">
	<div class="tourfront-slider__slide">Hạ Long</div><div class="tourfront-slider__slide">Sa Pa</div><div class="tourfront-slider__slide">Phú Quốc</div>
</div></div>`;

afterEach( () => {
	vi.useRealTimers();
	document.body.innerHTML = '';
} );

const current = () =>
	Array.from(
		document.querySelectorAll( '.tourfront-slider__slide' )
	).findIndex( ( slide ) => slide.getAttribute( 'aria-hidden' ) === 'false' );

describe( 'slider', () => {
	it( 'wraps slide indexes', () => {
		expect( nextSlideIndex( 2, 1, 3 ) ).toBe( 0 );
		expect( nextSlideIndex( 0, -1, 3 ) ).toBe( 2 );
	} );

	it( 'moves with the buttons, dots and autoplay, pausing on hover', () => {
		vi.useFakeTimers();
		document.body.innerHTML = SLIDER;
		const track = document.querySelector< HTMLElement >(
			'.tourfront-slider__track'
		)!;
		track.scrollTo = vi.fn() as never;
		enhance( document );
		enhance( document );
		expect(
			document.querySelectorAll( '.tourfront-slider__next' )
		).toHaveLength( 1 );
		expect( current() ).toBe( 0 );
		document
			.querySelector< HTMLElement >( '.tourfront-slider__next' )!
			.click();
		expect( current() ).toBe( 1 );
		document
			.querySelector< HTMLElement >( '.tourfront-slider__prev' )!
			.click();
		document
			.querySelector< HTMLElement >( '.tourfront-slider__prev' )!
			.click();
		expect( current() ).toBe( 2 );
		document
			.querySelectorAll< HTMLElement >( '.tourfront-slider__dot' )[ 1 ]
			.click();
		expect( current() ).toBe( 1 );
		expect(
			document
				.querySelectorAll( '.tourfront-slider__dot' )[ 1 ]
				.getAttribute( 'aria-current' )
		).toBe( 'true' );
		vi.advanceTimersByTime( 5000 );
		expect( current() ).toBe( 2 );
		document
			.querySelector( '.tourfront-slider' )!
			.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		vi.advanceTimersByTime( 5000 );
		expect( current() ).toBe( 2 );
	} );
} );
