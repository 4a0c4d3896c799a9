/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { restoreVariationImage, swapVariationImage } from './variation-image';

function gallery(): HTMLElement {
	document.body.innerHTML = `<div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__image" data-thumb="/thumb.png">
		<a href="/full.png"><img src="/main.png" srcset="/main.png 416w, /main-2x.png 832w" sizes="(max-width: 416px) 100vw, 416px" alt="Hạ Long"></a>
	</div></div>`;
	return document.querySelector(
		'.woocommerce-product-gallery'
	) as HTMLElement;
}

describe( 'swapVariationImage', () => {
	it( 'drops the srcset when WooCommerce sends `srcset: false` (an SVG), instead of requesting "false"', () => {
		const root = gallery();
		const img = root.querySelector( 'img' ) as HTMLImageElement;
		swapVariationImage( root, {
			src: '/uploads/dn-ha-4n3d.svg',
			srcset: false,
			sizes: '(max-width: 416px) 100vw, 416px',
			full_src: '/uploads/dn-ha-4n3d.svg',
		} );
		expect( img.getAttribute( 'src' ) ).toBe( '/uploads/dn-ha-4n3d.svg' );
		expect( img.hasAttribute( 'srcset' ) ).toBe( false );

		restoreVariationImage( root );
		expect( img.getAttribute( 'srcset' ) ).toBe(
			'/main.png 416w, /main-2x.png 832w'
		);
	} );
} );
