/**
 * `data-product_variations`: the available variations WooCommerce embeds in a variable form.
 */

/** Internal dependencies */
import { bookingProductExtension } from '../../store/booking-response';
import {
	attributeKey,
	activePrice,
	variationAttributesOf,
} from '../../store/catalogue';
import type { StoreContext } from '../../store/context';
import { imageUrl } from '../../store/images';
import { productPriceHtml } from '../../store/format';
import { productWeight } from '../../store/product-response';
import {
	isInStock,
	quantityLimits,
	stockAvailability,
} from '../../store/stock';
import type { Product } from '../../store/types';
import { IMAGES } from '../../fixtures/images';

/**
 * One available variation as WC_Product_Variable::get_available_variation() returns it, with the theme's
 * `tourfront_booking` for a departure (woocommerce_available_variation) and a departed one inactive.
 */
export function availableVariation(
	ctx: StoreContext,
	parent: Product,
	variation: Product
) {
	const minor = 10 ** ctx.settings.currency.minorUnit;
	const imageId = variation.imageIds[ 0 ];
	const url = imageUrl( ctx, imageId );
	const alt = IMAGES.find( ( image ) => image.id === imageId )?.alt ?? '';
	const limits = quantityLimits( ctx, variation );
	const stock = stockAvailability( ctx, variation );
	const onSale =
		variation.salePrice !== null &&
		variation.salePrice < variation.regularPrice;
	const weight = productWeight( ctx, variation );
	return {
		attributes: Object.fromEntries(
			variationAttributesOf( parent ).map( ( attribute ) => [
				`attribute_${ attributeKey( attribute ) }`,
				variation.variationAttributes[ attributeKey( attribute ) ] ??
					'',
			] )
		),
		availability_html: stock.text
			? `<p class="stock ${ stock.class }">${ stock.text }</p>`
			: '',
		backorders_allowed: variation.backorders !== 'no',
		display_price: activePrice( variation ) / minor,
		display_regular_price: variation.regularPrice / minor,
		image: {
			title: alt,
			caption: '',
			url,
			alt,
			src: url,
			srcset: false,
			sizes: '(max-width: 800px) 100vw, 800px',
			full_src: url,
			full_src_w: 800,
			full_src_h: 600,
			gallery_thumbnail_src: url,
			gallery_thumbnail_src_w: 100,
			gallery_thumbnail_src_h: 100,
			thumb_src: url,
			thumb_src_w: 324,
			thumb_src_h: 324,
			src_w: 800,
			src_h: 600,
		},
		image_id: imageId,
		is_downloadable: false,
		is_in_stock: isInStock( ctx, variation ),
		is_purchasable: true,
		is_sold_individually: variation.soldIndividually ? 'yes' : 'no',
		is_virtual: variation.virtual,
		max_qty: limits.maximum,
		min_qty: limits.minimum,
		price_html: `<span class="price">${ productPriceHtml( { regular: variation.regularPrice, active: activePrice( variation ), onSale }, ctx.settings.currency ) }</span>`,
		sku: variation.sku,
		variation_description: '',
		variation_id: variation.id,
		variation_is_visible: true,
		weight: weight.weight,
		weight_html: weight.formatted_weight,
		variation_is_active: true,
		...bookingVariationData( ctx, variation ),
	};
}

/**
 * What the theme adds to a departure's entry (woocommerce_available_variation, woocommerce_variation_is_active):
 * its date and prices in major units, and inactive once it has left.
 */
export function bookingVariationData( ctx: StoreContext, variation: Product ) {
	const booking = ctx.tourfront
		? bookingProductExtension( ctx, variation )
		: null;
	if ( ! booking ) {
		return {};
	}
	const minor = 10 ** ctx.settings.currency.minorUnit;
	return {
		variation_is_active: ! booking.departed,
		tourfront_booking: {
			departure: booking.departure,
			adult_price: Number( booking.adult_price ) / minor,
			child_price: Number( booking.child_price ) / minor,
		},
	};
}

/** All available variations of a variable product. */
export function availableVariations( ctx: StoreContext, parent: Product ) {
	return ctx.catalogue
		.variationsOf( parent )
		.map( ( variation ) => availableVariation( ctx, parent, variation ) );
}
