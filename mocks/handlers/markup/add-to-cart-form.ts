/**
 * The single-product add-to-cart forms as WooCommerce prints them: `form.cart` for a simple
 * product, `form.variations_form.cart` with data-product_variations for a variable one.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { attributeKey, variationAttributesOf } from '../../store/catalogue';
import type { StoreContext } from '../../store/context';
import { escAttr, escHtml } from '../../store/format';
import { permalink } from '../../store/product-response';
import { isInStock, quantityLimits, stockAvailability } from '../../store/stock';
import type { Product } from '../../store/types';
import { renderTravellersFields } from './travellers-fields';
import { availableVariations } from './variations-data';

/** The quantity input (hidden when only one can be bought). */
export function renderQuantity( product: Product, limits: { minimum: number; maximum: number; multiple_of: number } ): string {
	const id = `quantity_${ product.id }`;
	if ( limits.maximum === limits.minimum ) {
		return `<div class="quantity"><input type="hidden" id="${ id }" class="qty" name="quantity" value="${ limits.minimum }" /></div>`;
	}
	/* translators: %s: tour name */
	const label = sprintf( __( '%s quantity', 'tourfront' ), product.name );
	return `<div class="quantity"><label class="screen-reader-text" for="${ id }">${ escHtml( label ) }</label><input type="number" id="${ id }" class="input-text qty text" name="quantity" value="${ limits.minimum }" aria-label="${ escAttr( __( 'Product quantity', 'tourfront' ) ) }" min="${ limits.minimum }" max="${ limits.maximum }" step="${ limits.multiple_of }" placeholder="" inputmode="numeric" autocomplete="off" /></div>`;
}

function stockHtml( ctx: StoreContext, product: Product ): string {
	const stock = stockAvailability( ctx, product );
	return stock.text ? `<p class="stock ${ stock.class }">${ escHtml( stock.text ) }</p>` : '';
}

function simpleForm( ctx: StoreContext, product: Product ): string {
	if ( ! isInStock( ctx, product ) ) {
		return stockHtml( ctx, product );
	}
	return `${ stockHtml( ctx, product ) }<form class="cart" action="${ escAttr( permalink( ctx, product ) ) }" method="post" enctype="multipart/form-data">`
		+ renderQuantity( product, quantityLimits( ctx, product ) )
		+ `<button type="submit" name="add-to-cart" value="${ product.id }" class="single_add_to_cart_button button alt">${ escHtml( __( 'Add to cart', 'tourfront' ) ) }</button></form>`;
}

function variableForm( ctx: StoreContext, product: Product ): string {
	const variations = availableVariations( ctx, product );
	const rows = variationAttributesOf( product ).map( ( attribute ) => {
		const key = attributeKey( attribute );
		const name = `attribute_${ key }`;
		const options = attribute.terms
			.map( ( term ) => `<option value="${ escAttr( term.slug ) }"${ attribute.defaultTerm === term.slug ? ' selected="selected"' : '' }>${ escHtml( term.name ) }</option>` )
			.join( '' );
		return `<tr><th class="label"><label for="${ escAttr( key ) }">${ escHtml( attribute.name ) }</label></th><td class="value"><select id="${ escAttr( key ) }" name="${ escAttr( name ) }" data-attribute_name="${ escAttr( name ) }" data-show_option_none="yes"><option value="">${ escHtml( __( 'Choose an option', 'tourfront' ) ) }</option>${ options }</select></td></tr>`;
	} );
	const reset = `<a class="reset_variations" href="#" aria-label="${ escAttr( __( 'Clear options', 'tourfront' ) ) }">${ escHtml( __( 'Clear', 'tourfront' ) ) }</a>`;
	return `<form class="variations_form cart" action="${ escAttr( permalink( ctx, product ) ) }" method="post" enctype="multipart/form-data" data-product_id="${ product.id }" data-product_variations="${ escAttr( JSON.stringify( variations ) ) }">`
		+ `<table class="variations" cellspacing="0" role="presentation"><tbody>${ rows.join( '' ).replace( /<\/td><\/tr>$/, `${ reset }</td></tr>` ) }</tbody></table>`
		+ `<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>`
		+ `<div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>`
		+ `<div class="woocommerce-variation-add-to-cart variations_button">${ renderTravellersFields( ctx, product ) }${ renderQuantity( product, { minimum: 1, maximum: 9999, multiple_of: 1 } ) }`
		+ `<button type="submit" class="single_add_to_cart_button button alt">${ escHtml( __( 'Add to cart', 'tourfront' ) ) }</button>`
		+ `<input type="hidden" name="add-to-cart" value="${ product.id }" /><input type="hidden" name="product_id" value="${ product.id }" /><input type="hidden" name="variation_id" class="variation_id" value="0" /></div></div></form>`;
}

/** The add-to-cart form of a product. */
export function renderAddToCartForm( ctx: StoreContext, product: Product ): string {
	return product.type === 'variable' ? variableForm( ctx, product ) : simpleForm( ctx, product );
}
