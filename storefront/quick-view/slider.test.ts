/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { enableSlider } from './slider';

function gallery() {
	document.body.innerHTML = `<div class="woocommerce-product-gallery tourfront-quickview__gallery"><div class="woocommerce-product-gallery__wrapper">
		${ [ 1, 2, 3 ].map( ( n ) => `<div class="woocommerce-product-gallery__image"><a href="/full-${ n }.png"><img src="/${ n }.png" alt="" /></a></div>` ).join( '' ) }
	</div></div>`;
	return document.querySelector(
		'.woocommerce-product-gallery'
	) as HTMLElement;
}

const active = () =>
	Array.from(
		document.querySelectorAll( '.woocommerce-product-gallery__image' )
	).findIndex( ( s ) => s.classList.contains( 'is-active' ) );

function drag( element: HTMLElement, from: number, to: number ) {
	element.dispatchEvent(
		new PointerEvent( 'pointerdown', { clientX: from, bubbles: true } )
	);
	element.dispatchEvent(
		new PointerEvent( 'pointerup', { clientX: to, bubbles: true } )
	);
}

describe( 'quick-view slider', () => {
	it( 'shows one image, changed by drags past 15 px and by the buttons', () => {
		const element = gallery();
		enableSlider( element );
		expect( active() ).toBe( 0 );
		drag( element, 200, 190 );
		expect( active() ).toBe( 0 );
		drag( element, 200, 180 );
		expect( active() ).toBe( 1 );
		drag( element, 100, 130 );
		expect( active() ).toBe( 0 );
		(
			element.querySelector(
				'.tourfront-slider__prev'
			) as HTMLButtonElement
		 ).click();
		expect( active() ).toBe( 2 );
		(
			element.querySelector(
				'.tourfront-slider__next'
			) as HTMLButtonElement
		 ).click();
		expect( active() ).toBe( 0 );
	} );

	it( 'keeps clicks on an image inside the quick view', () => {
		const element = gallery();
		enableSlider( element );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		element.querySelector( 'img' )?.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
	} );
} );
