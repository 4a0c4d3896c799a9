/**
 * The classic mini-cart list inside `div.widget_shopping_cart_content` (WooCommerce's
 * cart/mini-cart.php markup), used by wc-ajax fragments and by the demo's header.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import type { CurrencySettings } from '../../fixtures/settings';
import { escAttr, escHtml, priceHtml } from '../../store/format';

/** One line of the mini-cart. */
export interface MiniCartLine {
	key: string;
	productId: number;
	sku: string;
	name: string;
	permalink: string;
	image: string;
	quantity: number;
	unitPrice: number;
	variation: Array< { attribute: string; value: string } >;
}

/** What the mini-cart shows. */
export interface MiniCartData {
	lines: MiniCartLine[];
	subtotal: number;
	currency: CurrencySettings;
	cartUrl: string;
	checkoutUrl: string;
	/** The _wpnonce of the remove links. */
	nonce: string;
}

function variationList( line: MiniCartLine ): string {
	if ( ! line.variation.length ) {
		return '';
	}
	const rows = line.variation.map( ( { attribute, value } ) => {
		const cls = `variation-${ attribute.replace( /[^A-Za-z0-9]/g, '' ) }`;
		return `<dt class="${ cls }">${ escHtml( attribute ) }:</dt><dd class="${ cls }"><p>${ escHtml( value ) }</p></dd>`;
	} );
	return `<dl class="variation">${ rows.join( '' ) }</dl>`;
}

function renderLine( data: MiniCartData, line: MiniCartLine ): string {
	const removeUrl = `${ data.cartUrl }?remove_item=${ line.key }&#038;_wpnonce=${ data.nonce }`;
	/* translators: %s: tour name */
	const removeLabel = sprintf(
		__( 'Remove %s from cart', 'tourfront' ),
		line.name
	);
	/* translators: %s: tour name */
	const removed = sprintf(
		__( '“%s” has been removed from your cart', 'tourfront' ),
		line.name
	);
	const image = `<img width="324" height="324" src="${ escAttr( line.image ) }" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${ escAttr( line.name ) }" decoding="async" loading="lazy" />`;
	return (
		`<li class="woocommerce-mini-cart-item mini_cart_item">` +
		`<a role="button" href="${ removeUrl }" class="remove remove_from_cart_button" aria-label="${ escAttr( removeLabel ) }" data-product_id="${ line.productId }" data-cart_item_key="${ line.key }" data-product_sku="${ escAttr( line.sku ) }" data-success_message="${ escAttr( removed ) }">&times;</a>` +
		`<a href="${ escAttr( line.permalink ) }">${ image }${ escHtml( line.name ) }</a>` +
		variationList( line ) +
		`<span class="quantity">${ line.quantity } &times; ${ priceHtml( line.unitPrice, data.currency, { bdi: true, translateNo: true } ) }</span>` +
		`</li>`
	);
}

/** `div.widget_shopping_cart_content` with the list, subtotal and buttons (or the empty message). */
export function renderMiniCartContent( data: MiniCartData ): string {
	if ( ! data.lines.length ) {
		return `<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">${ escHtml( __( 'No products in the cart.', 'tourfront' ) ) }</p></div>`;
	}
	return (
		`<div class="widget_shopping_cart_content">` +
		`<ul class="woocommerce-mini-cart cart_list product_list_widget ">${ data.lines.map( ( line ) => renderLine( data, line ) ).join( '' ) }</ul>` +
		`<p class="woocommerce-mini-cart__total total"><strong>${ escHtml( __( 'Subtotal:', 'tourfront' ) ) }</strong> ${ priceHtml( data.subtotal, data.currency, { bdi: true, translateNo: true } ) }</p>` +
		`<p class="woocommerce-mini-cart__buttons buttons"><a href="${ escAttr( data.cartUrl ) }" class="button wc-forward">${ escHtml( __( 'View cart', 'tourfront' ) ) }</a><a href="${ escAttr( data.checkoutUrl ) }" class="button checkout wc-forward">${ escHtml( __( 'Checkout', 'tourfront' ) ) }</a></p>` +
		`</div>`
	);
}
