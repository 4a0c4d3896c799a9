/**
 * The quick-view HTML the theme's `tourfront_quickview` action answers: gallery + summary
 * (title link, rating, price, short description, add-to-cart form). The markup around them is the
 * theme's own templates (theme/templates/quick-view*.html), which the PHP prints too.
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
import quickViewTemplate from '../../../theme/templates/quick-view.html?raw';
import errorTemplate from '../../../theme/templates/quick-view-error.html?raw';
import { availableVariations } from './variations-data';
import { feedScript, printedFeed } from '../../store/departures-feed';
import { fillTemplate } from './fill-template';
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
	const feed = variations.some( ( v ) => 'tourfront_booking' in v )
		? feedScript( printedFeed( store.ctx, product ) )
		: '';
	return (
		productStockHtml( storeProduct ) +
		addToCartForm( storeProduct, variations, translate, feed )
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
	return fillTemplate( quickViewTemplate, {
		product_id: escAttr( String( product.id ) ),
		gallery: renderGalleryImages( ctx, product.imageIds ),
		permalink: escAttr( permalink( ctx, product ) ),
		name: texturize( product.name ),
		rating: renderRating(
			Number( rating.average ),
			rating.count,
			ctx.settings.currency.decimalSeparator
		),
		price: productPriceMarkup( ctx, product ),
		short_description: texturize( product.shortDescription ),
		add_to_cart: form( store, product ),
	} );
}

/** The 404 body. */
export function renderQuickViewError(): string {
	return fillTemplate( errorTemplate, {
		message: escHtml( __( 'Product not found.', 'tourfront' ) ),
	} );
}
