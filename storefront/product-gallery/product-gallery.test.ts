/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhance as initVariations } from '../variations/enhance';
import {
	choose,
	DA_NANG_IMAGE,
	loadVariableProduct,
} from '../variations/test-utils';
import { galleryItems } from './gallery';
import { enhance as init } from './enhance';
import { zoomOffset } from './zoom';

const openPhotoSwipe = vi.fn();
vi.mock( './photoswipe', () => ( {
	openPhotoSwipe: ( ...args: unknown[] ) => openPhotoSwipe( ...args ),
} ) );

let form: HTMLFormElement;
const image = () =>
	document.querySelector(
		'.woocommerce-product-gallery__image img'
	) as HTMLImageElement;
const ORIGINAL_SRC =
	'http://127.0.0.1:8080/wp-content/uploads/2026/11/img-dn-ha-4n3d-416x312.png';

beforeEach( async () => {
	openPhotoSwipe.mockReset();
	form = loadVariableProduct();
	init( document );
	await initVariations( document );
} );

afterEach( () => {
	vi.useRealTimers();
} );

describe( 'variation image swap', () => {
	it( 'shows the chosen variation image as the first image, with its large image', () => {
		expect( image().getAttribute( 'src' ) ).toBe( ORIGINAL_SRC );
		choose( form, 'da-nang' );
		expect( image().getAttribute( 'src' ) ).toBe( DA_NANG_IMAGE.src );
		expect( image().getAttribute( 'alt' ) ).toBe( DA_NANG_IMAGE.alt );
		expect( image().dataset.large_image ).toBe( DA_NANG_IMAGE.full_src );
		expect( image().dataset.large_image_width ).toBe( '1200' );
		expect( image().closest( 'a' )?.getAttribute( 'href' ) ).toBe(
			DA_NANG_IMAGE.full_src
		);
		expect(
			image()
				.closest( '.woocommerce-product-gallery__image' )
				?.getAttribute( 'data-thumb' )
		).toBe( DA_NANG_IMAGE.gallery_thumbnail_src );
	} );

	it( 'restores the original on reset and when the variation is hidden', () => {
		choose( form, 'da-nang' );
		( form.querySelector( '.reset_variations' ) as HTMLElement ).click();
		expect( image().getAttribute( 'src' ) ).toBe( ORIGINAL_SRC );
		expect( image().dataset.large_image_width ).toBe( '800' );
		expect( image().hasAttribute( 'data-o_src' ) ).toBe( false );
		choose( form, 'da-nang' );
		choose( form, '' );
		expect( image().getAttribute( 'src' ) ).toBe( ORIGINAL_SRC );
		expect( image().closest( 'a' )?.getAttribute( 'href' ) ).toBe(
			'http://127.0.0.1:8080/wp-content/uploads/2026/11/img-dn-ha-4n3d.png'
		);
	} );
} );

describe( 'gallery', () => {
	it( 'is shown (WooCommerce prints it transparent) and gets a labelled full-screen trigger', () => {
		const gallery = document.querySelector(
			'.woocommerce-product-gallery'
		) as HTMLElement;
		expect( gallery.style.opacity ).toBe( '1' );
		expect(
			gallery.querySelectorAll( '.woocommerce-product-gallery__trigger' )
		).toHaveLength( 1 );
		init( document );
		expect(
			gallery.querySelectorAll( '.woocommerce-product-gallery__trigger' )
		).toHaveLength( 1 );
	} );

	it( 'opens the full-screen gallery from an image click with the large images', async () => {
		const link = image().closest( 'a' ) as HTMLAnchorElement;
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		await vi.waitFor( () => expect( openPhotoSwipe ).toHaveBeenCalled(), {
			timeout: 5000,
		} );
		expect( openPhotoSwipe.mock.calls[ 0 ][ 0 ] ).toEqual( [
			{
				src: 'http://127.0.0.1:8080/wp-content/uploads/2026/11/img-dn-ha-4n3d.png',
				width: 800,
				height: 600,
				alt: 'Tour Đà Nẵng - Hội An - Bà Nà',
			},
		] );
		expect( openPhotoSwipe.mock.calls[ 0 ][ 1 ] ).toBe( 0 );
	} );

	it( 'lists the swapped variation image for the full-screen gallery', () => {
		choose( form, 'da-nang' );
		expect(
			galleryItems(
				document.querySelector(
					'.woocommerce-product-gallery'
				) as Element
			)[ 0 ].src
		).toBe( DA_NANG_IMAGE.full_src );
	} );
} );

describe( 'zoom', () => {
	it( 'moves the large image against the pointer, within its edges', () => {
		const slide = { width: 400, height: 300 };
		const large = { width: 800, height: 600 };
		expect( zoomOffset( 0, 0, slide, large ) ).toEqual( {
			left: -0,
			top: -0,
		} );
		expect( zoomOffset( 0.5, 1, slide, large ) ).toEqual( {
			left: -200,
			top: -300,
		} );
		expect( zoomOffset( 2, -1, slide, large ) ).toEqual( {
			left: -400,
			top: -0,
		} );
	} );

	it( 'loads nothing for a touch, and zooms from the first mouse hover once its code is in', async () => {
		const slide = document.querySelector(
			'.woocommerce-product-gallery__image'
		) as HTMLElement;
		slide.dispatchEvent(
			new PointerEvent( 'pointerenter', { pointerType: 'touch' } )
		);
		await vi.dynamicImportSettled();
		expect( slide.querySelector( '.zoomImg' ) ).toBeNull();
		// The pointer left before the code came: no zoom is left showing.
		slide.dispatchEvent(
			new PointerEvent( 'pointerenter', { pointerType: 'mouse' } )
		);
		await vi.dynamicImportSettled();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( slide.querySelector( '.zoomImg' ) ).toBeNull();
		// The zoom's own listener is bound now: the next hover zooms at once.
		slide.dispatchEvent(
			new PointerEvent( 'pointerenter', { pointerType: 'mouse' } )
		);
		expect( slide.querySelector( '.zoomImg.is-zoomed' ) ).not.toBeNull();
	} );

	it( 'says "The image could not be loaded" for 2500 ms when the large image fails', async () => {
		vi.useFakeTimers();
		const slide = document.querySelector(
			'.woocommerce-product-gallery__image'
		) as HTMLElement;
		// jsdom has no layout: the pointer stays over the image, as the browser's :hover would say.
		const matches = slide.matches.bind( slide );
		vi.spyOn( slide, 'matches' ).mockImplementation(
			( selector ) => selector === ':hover' || matches( selector )
		);
		slide.dispatchEvent(
			new PointerEvent( 'pointerenter', { pointerType: 'mouse' } )
		);
		// The zoom's code loads on this first hover, then zooms.
		await vi.waitFor( () =>
			expect( slide.querySelector( '.zoomImg' ) ).not.toBeNull()
		);
		const zoom = slide.querySelector( '.zoomImg' ) as HTMLImageElement;
		expect( zoom.getAttribute( 'src' ) ).toBe(
			image().dataset.large_image
		);
		zoom.dispatchEvent( new Event( 'error' ) );
		expect(
			slide.querySelector( '.tourfront-zoom__error' )?.textContent
		).toBe( 'The image could not be loaded' );
		await vi.advanceTimersByTimeAsync( 2499 );
		expect(
			slide.querySelector( '.tourfront-zoom__error' )
		).not.toBeNull();
		await vi.advanceTimersByTimeAsync( 1 );
		expect( slide.querySelector( '.tourfront-zoom__error' ) ).toBeNull();
		slide.dispatchEvent(
			new PointerEvent( 'pointerenter', { pointerType: 'mouse' } )
		);
		expect( slide.querySelector( '.zoomImg' ) ).toBeNull();
	} );
} );
