/**
 * The quick-view HTML the theme's `tourfront_quickview` action answers: gallery + summary
 * (title link, rating, price, short description, add-to-cart form).
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import type { WooStore } from '../../store';
import type { Product } from '../../store/types';
import { escAttr, escHtml, texturize } from '../../store/format';
import { productObject } from '../../store/product-object';
import {
	permalink,
	productPriceMarkup,
	ratingOf,
} from '../../store/product-response';
import {
	addToCartForm,
	productStockHtml,
	type Translate,
} from '../../site/render/add-to-cart-form';
import type { StoreProduct } from '../../site/data/types';
import { availableVariations } from './variations-data';
import { renderGalleryImages } from './gallery';
import { renderRating } from './rating';

/** The theme's strings, as the browser's mock translates them. */
const translate: Translate = {
	__: ( text ) => __( text, 'tourfront' ),
	sprintf,
};

/** WooCommerce's form, from the builder the demo's product page uses (stock line, then the form). */
function form( store: WooStore, product: Product ): string {
	const storeProduct = productObject(
		store.ctx,
		product
	) as unknown as StoreProduct;
	const variations =
		product.type === 'variable'
			? availableVariations( store.ctx, product )
			: [];
	return (
		productStockHtml( storeProduct ) +
		addToCartForm( storeProduct, variations, translate )
	);
}

/** The quick view of a product, or undefined when it is missing, unpublished, hidden or a variation. */
export function renderQuickView(
	store: WooStore,
	productId: number
): string | undefined {
	const product = store.catalogue.get( productId );
	if (
		! product ||
		product.type === 'variation' ||
		product.status !== 'publish' ||
		product.visibility === 'hidden'
	) {
		return undefined;
	}
	const { ctx } = store;
	const rating = ratingOf( product );
	return (
		`<div class="tourfront-quickview product" data-product_id="${ product.id }">` +
		`<div class="woocommerce-product-gallery tourfront-quickview__gallery" data-columns="4"><div class="woocommerce-product-gallery__wrapper">${ renderGalleryImages( ctx, product.imageIds ) }</div></div>` +
		`<div class="summary entry-summary">` +
		`<h2 class="product_title entry-title"><a href="${ escAttr( permalink( ctx, product ) ) }">${ texturize( product.name ) }</a></h2>` +
		renderRating( Number( rating.average ), rating.count ) +
		`<p class="price">${ productPriceMarkup( ctx, product ) }</p>` +
		`<div class="woocommerce-product-details__short-description">${ texturize( product.shortDescription ) }</div>` +
		form( store, product ) +
		`</div></div>`
	);
}

/** The 404 body. */
export function renderQuickViewError(): string {
	return `<p class="tourfront-quickview__error woocommerce-error">${ escHtml( __( 'Product not found.', 'tourfront' ) ) }</p>`;
}
