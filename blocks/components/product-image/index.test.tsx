/** External dependencies */
import { render, screen } from '@testing-library/react';
import { describe, it, expect, afterEach } from 'vitest';

/** Internal dependencies */
import '../test-utils';
import ProductImage from '.';

afterEach( () => {
	delete window.tourfrontSettings;
} );

describe( 'ProductImage', () => {
	it( 'uses the thumbnail for cart lines and decodes the alt text', () => {
		render(
			<ProductImage
				image={ {
					src: '/full.png',
					thumbnail: '/thumb.png',
					alt: 'Tour Huế &#8211; Phong Nha',
				} }
			/>
		);
		const img = screen.getByRole( 'img' ) as HTMLImageElement;
		expect( img.getAttribute( 'src' ) ).toBe( '/thumb.png' );
		expect( img.alt ).toBe( 'Tour Huế – Phong Nha' );
	} );

	it( 'uses the full image with srcset when asked', () => {
		render(
			<ProductImage
				full
				image={ {
					src: '/full.png',
					thumbnail: '/t.png',
					srcset: '/full.png 800w',
					sizes: '100vw',
				} }
				fallbackAlt="X"
			/>
		);
		const img = screen.getByRole( 'img', { name: 'X' } );
		expect( img.getAttribute( 'src' ) ).toBe( '/full.png' );
		expect( img.getAttribute( 'srcset' ) ).toBe( '/full.png 800w' );
	} );

	it( 'falls back to the placeholder image of the settings', () => {
		window.tourfrontSettings = { placeholderImgSrc: '/placeholder.png' };
		const { container } = render( <ProductImage /> );
		expect( container.querySelector( 'img' )!.getAttribute( 'src' ) ).toBe(
			'/placeholder.png'
		);
	} );
} );
