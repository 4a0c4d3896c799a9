/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { accordionDurationMs, enhance as init } from './enhance';

const ACCORDION = `<div class="tourfront-accordion">
	<div class="tourfront-accordion__item"><button class="tourfront-accordion__title">Giá tour gồm gì?</button><div class="tourfront-accordion__content" id="gia-tour">Xe, khách sạn.</div></div>
	<div class="tourfront-accordion__item"><button class="tourfront-accordion__title">Hủy tour?</button><div class="tourfront-accordion__content" id="huy-tour">Trước 7 ngày.</div></div>
</div>`;

beforeEach( () => {
	vi.useFakeTimers();
	history.replaceState( null, '', '/faq/#huy-tour' );
	document.body.innerHTML = ACCORDION;
} );

afterEach( () => {
	vi.useRealTimers();
	history.replaceState( null, '', '/' );
	document.body.innerHTML = '';
} );

const content = ( id: string ) => document.getElementById( id )!;
const title = ( index: number ) =>
	document.querySelectorAll< HTMLElement >( '.tourfront-accordion__title' )[
		index
	];

describe( 'accordion', () => {
	it( 'opens the item named by the hash, then one item at a time over 200 ms', () => {
		init( document );
		init( document );
		expect( content( 'gia-tour' ).hidden ).toBe( true );
		expect( content( 'huy-tour' ).hidden ).toBe( false );

		title( 0 ).click();
		expect( title( 0 ).getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( content( 'gia-tour' ).hidden ).toBe( false );
		vi.advanceTimersByTime( 199 );
		expect( content( 'huy-tour' ).hidden ).toBe( false );
		vi.advanceTimersByTime( 1 );
		expect( content( 'huy-tour' ).hidden ).toBe( true );

		title( 0 ).click();
		vi.advanceTimersByTime( 200 );
		expect( content( 'gia-tour' ).hidden ).toBe( true );
	} );

	it( 'is instant with reduced motion', () => {
		expect( accordionDurationMs( true ) ).toBe( 0 );
		expect( accordionDurationMs( false ) ).toBe( 200 );
		vi.spyOn( window, 'matchMedia' ).mockReturnValue( {
			matches: true,
		} as MediaQueryList );
		init( document );
		title( 1 ).click();
		expect( content( 'huy-tour' ).hidden ).toBe( true );
	} );
} );
