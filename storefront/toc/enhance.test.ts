/** External dependencies */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhance as init } from './enhance';

const ARTICLE = `
<article><div class="entry-content">
	<nav class="tourfront-toc" aria-label="Mục lục">
		<p class="tourfront-toc__title">Mục lục
			<button type="button" class="tourfront-toc__toggle" aria-expanded="true" data-label-show="Hiện" data-label-hide="Ẩn">Ẩn</button>
		</p>
		<ol class="tourfront-toc__list"></ol>
	</nav>
	<h2 class="wp-block-heading">Thời điểm đẹp nhất để đi Hạ Long</h2>
	<h3 class="wp-block-heading">Mùa hè (tháng 5 – tháng 8)</h3>
	<h2 class="wp-block-heading" id="lich-trinh">Lịch trình gợi ý 2 ngày 1 đêm</h2>
	<h2 class="wp-block-heading">Chuẩn bị hành lý</h2>
	<h3 class="wp-block-heading">Chuẩn bị hành lý</h3>
</div></article>`;

beforeEach( () => {
	vi.useFakeTimers();
	window.tourfrontSettings = { theme: { toc_scroll_offset: 80 } as never };
	document.body.innerHTML = ARTICLE;
	history.replaceState( null, '', '/kinh-nghiem-du-lich-vinh-ha-long/' );
	window.scrollTo( 0, 0 );
} );

afterEach( () => {
	vi.useRealTimers();
	delete window.tourfrontSettings;
	document.body.innerHTML = '';
} );

describe( 'table of contents', () => {
	it( 'gives headings stable Vietnamese-safe ids and builds the list once', () => {
		init( document );
		init( document );
		const ids = Array.from(
			document.querySelectorAll(
				'.entry-content > h2, .entry-content > h3'
			),
			( h ) => h.id
		);
		expect( ids ).toEqual( [
			'thoi-diem-dep-nhat-de-di-ha-long',
			'mua-he-thang-5-thang-8',
			'lich-trinh',
			'chuan-bi-hanh-ly',
			'chuan-bi-hanh-ly-2',
		] );
		const links = Array.from(
			document.querySelectorAll< HTMLAnchorElement >(
				'.tourfront-toc__list a'
			)
		);
		expect( links.map( ( a ) => a.getAttribute( 'href' ) ) ).toEqual(
			ids.map( ( id ) => `#${ id }` )
		);
		expect( links[ 1 ].closest( 'li' )?.className ).toContain(
			'tourfront-toc__item--h3'
		);
	} );

	it( 'toggle swaps labels and closes/opens the list over 300 ms', () => {
		init( document );
		const toggle = document.querySelector< HTMLButtonElement >(
			'.tourfront-toc__toggle'
		)!;
		const list = document.querySelector< HTMLElement >(
			'.tourfront-toc__list'
		)!;
		toggle.click();
		expect( toggle.textContent ).toBe( 'Hiện' );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( list.hidden ).toBe( false );
		vi.advanceTimersByTime( 299 );
		expect( list.hidden ).toBe( false );
		vi.advanceTimersByTime( 1 );
		expect( list.hidden ).toBe( true );

		toggle.click();
		expect( toggle.textContent ).toBe( 'Ẩn' );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( list.hidden ).toBe( false );
	} );

	// A stylesheet rule hiding the closed list would cut the 300 ms animation short.
	it( 'keeps the list displayed with the theme stylesheet until the closing animation ends', () => {
		const style = document.createElement( 'style' );
		style.textContent = readFileSync(
			resolve( __dirname, '../../theme/assets/css/60-content.css' ),
			'utf8'
		);
		document.head.append( style );
		try {
			init( document );
			const list = document.querySelector< HTMLElement >(
				'.tourfront-toc__list'
			)!;
			document
				.querySelector< HTMLButtonElement >( '.tourfront-toc__toggle' )!
				.click();
			expect( list.style.transition ).toContain( '300ms' );
			expect( getComputedStyle( list ).display ).not.toBe( 'none' );
			vi.advanceTimersByTime( 300 );
			expect( list.hidden ).toBe( true );
		} finally {
			style.remove();
		}
	} );

	it( 'smooth-scrolls to the heading minus the offset over 500 ms, then sets the hash', () => {
		init( document );
		const heading = document.getElementById( 'lich-trinh' )!;
		vi.spyOn( heading, 'getBoundingClientRect' ).mockImplementation(
			() => ( { top: 1200 - window.scrollY } ) as DOMRect
		);
		const scrollTo = vi.spyOn( window, 'scrollTo' );
		document
			.querySelector< HTMLAnchorElement >( 'a[href="#lich-trinh"]' )!
			.click();
		expect( location.hash ).toBe( '' );
		vi.advanceTimersByTime( 250 );
		expect( location.hash ).toBe( '' );
		vi.advanceTimersByTime( 300 );
		expect( scrollTo ).toHaveBeenLastCalledWith( 0, 1120 );
		expect( location.hash ).toBe( '#lich-trinh' );
	} );

	it( 'lands below a header that stays stuck', () => {
		window.tourfrontSettings = {
			theme: { toc_scroll_offset: 80, sticky_header: 'sticky' } as never,
		};
		document.body.insertAdjacentHTML(
			'afterbegin',
			'<header id="masthead"></header>'
		);
		vi.spyOn(
			document.getElementById( 'masthead' )!,
			'offsetHeight',
			'get'
		).mockReturnValue( 130 );
		init( document );
		vi.spyOn(
			document.getElementById( 'lich-trinh' )!,
			'getBoundingClientRect'
		).mockImplementation(
			() => ( { top: 1200 - window.scrollY } ) as DOMRect
		);
		const scrollTo = vi.spyOn( window, 'scrollTo' );
		document
			.querySelector< HTMLAnchorElement >( 'a[href="#lich-trinh"]' )!
			.click();
		vi.advanceTimersByTime( 550 );
		expect( scrollTo ).toHaveBeenLastCalledWith( 0, 990 );
	} );

	it( 'on a phone, whose header stays in the page, lands at the offset alone', () => {
		window.tourfrontSettings = {
			theme: { toc_scroll_offset: 80, sticky_header: 'sticky' } as never,
		};
		document.body.insertAdjacentHTML(
			'afterbegin',
			'<header id="masthead"></header>'
		);
		vi.spyOn(
			document.getElementById( 'masthead' )!,
			'offsetHeight',
			'get'
		).mockReturnValue( 214 );
		// A phone: below 768 px.
		const width = vi
			.spyOn( window, 'innerWidth', 'get' )
			.mockReturnValue( 390 );
		init( document );
		vi.spyOn(
			document.getElementById( 'lich-trinh' )!,
			'getBoundingClientRect'
		).mockImplementation(
			() => ( { top: 1200 - window.scrollY } ) as DOMRect
		);
		const scrollTo = vi.spyOn( window, 'scrollTo' );
		document
			.querySelector< HTMLAnchorElement >( 'a[href="#lich-trinh"]' )!
			.click();
		vi.advanceTimersByTime( 550 );
		expect( scrollTo ).toHaveBeenLastCalledWith( 0, 1120 );
		width.mockRestore();
	} );
} );
