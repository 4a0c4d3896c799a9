/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { imageErrorText, openPhotoSwipe } from './photoswipe';

describe( 'imageErrorText', () => {
	it( 'fills in the image number', () => {
		expect( imageErrorText( 0 ) ).toBe(
			'The image #1 could not be loaded.'
		);
		expect( imageErrorText( 2 ) ).toBe(
			'The image #3 could not be loaded.'
		);
	} );
} );

describe( 'openPhotoSwipe', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'carries out an Escape pressed during the opening fade once the fade ends', () => {
		const pswp = openPhotoSwipe(
			[ { src: '/a.svg', width: 800, height: 600, alt: 'Hạ Long' } ],
			0
		);
		const close = vi.spyOn( pswp, 'close' );
		// PhotoSwipe itself listens to the keyboard only after the fade: this Escape would be lost.
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape' } )
		);
		expect( close ).not.toHaveBeenCalled();
		pswp.dispatch( 'openingAnimationEnd' );
		expect( close ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not close on other keys pressed during the fade', () => {
		const pswp = openPhotoSwipe(
			[ { src: '/a.svg', width: 800, height: 600, alt: 'Hạ Long' } ],
			0
		);
		const close = vi.spyOn( pswp, 'close' );
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Enter' } )
		);
		pswp.dispatch( 'openingAnimationEnd' );
		expect( close ).not.toHaveBeenCalled();
	} );
} );
