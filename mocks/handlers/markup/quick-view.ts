/**
 * The quick-view HTML the theme's `tourfront_quickview` action answers: gallery + summary
 * (title link, rating, price, short description, add-to-cart form).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import type { WooStore } from '../../store';
import { escAttr, escHtml, texturize } from '../../store/format';
import { permalink, productPriceMarkup, ratingOf } from '../../store/product-response';
import { renderAddToCartForm } from './add-to-cart-form';
import { renderGalleryImages } from './gallery';
import { renderRating } from './rating';

/** The quick view of a product, or undefined when it is missing, unpublished, hidden or a variation. */
export function renderQuickView( store: WooStore, productId: number ): string | undefined {
	const product = store.catalogue.get( productId );
	if ( ! product || product.type === 'variation' || product.status !== 'publish' || product.visibility === 'hidden' ) {
		return undefined;
	}
	const { ctx } = store;
	const rating = ratingOf( product );
	return `<div class="tourfront-quickview product" data-product_id="${ product.id }">`
		+ `<div class="woocommerce-product-gallery tourfront-quickview__gallery" data-columns="4"><div class="woocommerce-product-gallery__wrapper">${ renderGalleryImages( ctx, product.imageIds ) }</div></div>`
		+ `<div class="summary entry-summary">`
		+ `<h2 class="product_title entry-title"><a href="${ escAttr( permalink( ctx, product ) ) }">${ texturize( product.name ) }</a></h2>`
		+ renderRating( Number( rating.average ), rating.count )
		+ `<p class="price">${ productPriceMarkup( ctx, product ) }</p>`
		+ `<div class="woocommerce-product-details__short-description">${ texturize( product.shortDescription ) }</div>`
		+ renderAddToCartForm( ctx, product )
		+ `</div></div>`;
}

/** The 404 body. */
export function renderQuickViewError(): string {
	return `<p class="tourfront-quickview__error woocommerce-error">${ escHtml( __( 'Product not found.', 'tourfront' ) ) }</p>`;
}
