// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { isMobileUserAgent, preloadIndexes, videoEmbedUrl } from './media';

describe( 'lightbox media helpers', () => {
	it( 'recognises mobile user agents only', () => {
		expect(
			isMobileUserAgent(
				'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
			)
		).toBe( true );
		expect(
			isMobileUserAgent(
				'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36'
			)
		).toBe( true );
		expect(
			isMobileUserAgent(
				'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36'
			)
		).toBe( false );
	} );

	it( 'embeds YouTube and Vimeo, leaves files alone', () => {
		expect(
			videoEmbedUrl( 'https://www.youtube.com/watch?v=abc123' )
		).toBe( 'https://www.youtube.com/embed/abc123?autoplay=1' );
		expect( videoEmbedUrl( 'https://youtu.be/abc123' ) ).toBe(
			'https://www.youtube.com/embed/abc123?autoplay=1'
		);
		expect( videoEmbedUrl( 'https://vimeo.com/76979871' ) ).toBe(
			'https://player.vimeo.com/video/76979871?autoplay=1'
		);
		expect(
			videoEmbedUrl( 'https://dulichviet.vn/video/ha-long.mp4' )
		).toBeNull();
	} );

	it( 'preloads one image on each side, wrapping', () => {
		expect( preloadIndexes( 0, 5 ) ).toEqual( [ 4, 1 ] );
		expect( preloadIndexes( 2, 5 ) ).toEqual( [ 1, 3 ] );
		expect( preloadIndexes( 0, 2 ) ).toEqual( [ 1 ] );
	} );
} );
