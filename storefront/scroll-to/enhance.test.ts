/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach( () => {
	vi.useRealTimers();
	history.replaceState( null, '', '/' );
	document.body.innerHTML = '';
} );

const PAGE = `
<span class="tourfront-scroll-to" data-link="#lich-trinh" data-label="Lịch trình"></span>
<span class="tourfront-scroll-to" data-link="#bang-gia" data-label="Bảng giá"></span>
<span class="tourfront-scroll-to" data-link="#an" data-label="Ẩn" data-bullet="false"></span>`;

describe( 'scroll-to bullets', () => {
	it( 'builds bullets from the anchors and scrolls to the anchor in the hash', async () => {
		vi.useFakeTimers();
		history.replaceState( null, '', '/tour/#bang-gia' );
		document.body.innerHTML = PAGE;
		vi.spyOn(
			document.querySelectorAll( '.tourfront-scroll-to' )[ 1 ],
			'getBoundingClientRect'
		).mockImplementation(
			() => ( { top: 1500 - window.scrollY } ) as DOMRect
		);
		const scrollTo = vi.spyOn( window, 'scrollTo' );
		vi.resetModules();
		const { enhance: init } = await import( './enhance' );
		init( document );
		init( document );
		const bullets = Array.from(
			document.querySelectorAll< HTMLAnchorElement >(
				'.tourfront-scroll-bullets a'
			)
		);
		expect( bullets.map( ( a ) => a.getAttribute( 'href' ) ) ).toEqual( [
			'#lich-trinh',
			'#bang-gia',
		] );
		expect( bullets[ 0 ].getAttribute( 'aria-label' ) ).toBe(
			'Lịch trình'
		);
		vi.advanceTimersByTime( 520 );
		expect( scrollTo ).toHaveBeenLastCalledWith( 0, 1500 );
	} );
} );
