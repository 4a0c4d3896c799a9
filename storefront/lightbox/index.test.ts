/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { init } from './index';
import { closeLightbox } from './lightbox';

const PAGE = `
<a id="open-form" href="#lien-he">Liên hệ tư vấn</a>
<a id="plain" href="#khong-phai">Không phải lightbox</a>
<p id="khong-phai">Đoạn văn</p>
<div id="lien-he" class="tourfront-lightbox-inline" hidden aria-label="Liên hệ"><form><input id="name"></form></div>
<div data-lightbox="gallery">
	<a href="/img/1.png"><img alt="Vịnh"></a><a href="/img/2.png"><img alt="Hang"></a><a href="/img/3.png"><img alt="Đảo"></a>
</div>
<a id="menu" data-lightbox="off-canvas" data-position="right" href="#panel">Menu</a>
<div id="panel" hidden>Panel</div>`;

const DESKTOP_UA =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const MOBILE_UA =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

function click( element: Element ): MouseEvent {
	const event = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	element.dispatchEvent( event );
	return event;
}

async function settle() {
	await vi.dynamicImportSettled();
	await Promise.resolve();
}

beforeEach( () => {
	document.body.innerHTML = PAGE;
	init( document );
	init( document );
} );

afterEach( () => {
	vi.useRealTimers();
	closeLightbox();
	document
		.querySelectorAll( '.tourfront-lightbox' )
		.forEach( ( el ) => el.remove() );
	document.body.innerHTML = '';
} );

describe( 'lightbox', () => {
	it( 'a #id link opens the inline element with that id; it is removed 300 ms after closing', async () => {
		vi.spyOn( navigator, 'userAgent', 'get' ).mockReturnValue( DESKTOP_UA );
		const event = click( document.getElementById( 'open-form' )! );
		expect( event.defaultPrevented ).toBe( true );
		await settle();
		vi.useFakeTimers();
		const box = document.querySelector< HTMLElement >(
			'.tourfront-lightbox--inline'
		)!;
		expect( box.getAttribute( 'role' ) ).toBe( 'dialog' );
		expect( box.getAttribute( 'aria-label' ) ).toBe( 'Liên hệ' );
		expect( box.contains( document.getElementById( 'lien-he' ) ) ).toBe(
			true
		);
		expect( document.getElementById( 'lien-he' )!.hidden ).toBe( false );
		expect(
			document.documentElement.classList.contains(
				'tourfront-lightbox-locked'
			)
		).toBe( false );

		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape' } )
		);
		expect( box.classList.contains( 'is-closing' ) ).toBe( true );
		vi.advanceTimersByTime( 299 );
		expect( box.isConnected ).toBe( true );
		vi.advanceTimersByTime( 1 );
		expect( box.isConnected ).toBe( false );
		// The inline content goes back where it was, hidden again.
		expect( document.getElementById( 'lien-he' )!.hidden ).toBe( true );
		expect(
			document.getElementById( 'lien-he' )!.previousElementSibling?.id
		).toBe( 'khong-phai' );
		expect( box.ownerDocument.activeElement?.id ).toBe( 'open-form' );
	} );

	it( 'leaves ordinary anchor links alone', () => {
		expect(
			click( document.getElementById( 'plain' )! ).defaultPrevented
		).toBe( false );
	} );

	it( 'locks page scroll on mobile user agents only', async () => {
		vi.spyOn( navigator, 'userAgent', 'get' ).mockReturnValue( MOBILE_UA );
		click( document.getElementById( 'open-form' )! );
		await settle();
		expect(
			document.documentElement.classList.contains(
				'tourfront-lightbox-locked'
			)
		).toBe( true );
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		closeLightbox();
		expect(
			document.documentElement.classList.contains(
				'tourfront-lightbox-locked'
			)
		).toBe( false );
	} );

	it( 'opens a gallery at the clicked image and steps with the arrows', async () => {
		click(
			document.querySelectorAll( '[data-lightbox="gallery"] a' )[ 1 ]
		);
		await settle();
		const box = document.querySelector( '.tourfront-lightbox--gallery' )!;
		expect( box.querySelector( 'img' )!.getAttribute( 'src' ) ).toBe(
			`${ location.origin }/img/2.png`
		);
		expect(
			box.querySelector( '.tourfront-lightbox__counter' )!.textContent
		).toBe( '2 / 3' );
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowRight' } )
		);
		expect( box.querySelector( 'img' )!.getAttribute( 'src' ) ).toBe(
			`${ location.origin }/img/3.png`
		);
		box.querySelector< HTMLButtonElement >(
			'.tourfront-lightbox__next'
		)!.click();
		expect( box.querySelector( 'img' )!.getAttribute( 'src' ) ).toBe(
			`${ location.origin }/img/1.png`
		);
	} );

	it( 'shows the numbered error when a gallery image fails', async () => {
		click(
			document.querySelectorAll( '[data-lightbox="gallery"] a' )[ 2 ]
		);
		await settle();
		document
			.querySelector( '.tourfront-lightbox img' )!
			.dispatchEvent( new Event( 'error' ) );
		expect(
			document.querySelector( '.tourfront-lightbox__error' )!.textContent
		).toBe( 'The image #3 could not be loaded.' );
	} );

	it( 'opens an off-canvas panel on the requested side', async () => {
		click( document.getElementById( 'menu' )! );
		await settle();
		const box = document.querySelector(
			'.tourfront-lightbox--off-canvas'
		)!;
		expect( box.classList.contains( 'tourfront-lightbox--right' ) ).toBe(
			true
		);
		expect( box.contains( document.getElementById( 'panel' ) ) ).toBe(
			true
		);
	} );
} );
