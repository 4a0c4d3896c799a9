/**
 * The header cart link (`a.cart-contents`) and the handheld footer link (`a.footer-cart-contents`)
 * exactly as the theme prints them; wc-ajax fragments replace these elements.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { cartCountLabel, type CartCounts } from '../../../common/booking/count';
import type { CurrencySettings } from '../../fixtures/settings';
import { escAttr, escHtml, priceHtml } from '../../store/format';

/** What the header link shows. */
export interface HeaderCartData {
	cartUrl: string;
	subtotal: number;
	count: number;
	/** Travellers booked and other items: the header's words (theme/inc/header-cart.php). */
	counts: CartCounts;
	currency: CurrencySettings;
}

/** `a.cart-contents`: subtotal and "3 khách, 1 sản phẩm". */
export function renderCartContents( data: HeaderCartData ): string {
	const count = cartCountLabel( data.counts );
	return `<a class="cart-contents" href="${ escAttr( data.cartUrl ) }" title="${ escAttr( __( 'View your shopping cart', 'tourfront' ) ) }">${ priceHtml( data.subtotal, data.currency, { bdi: true } ) } <span class="count">${ escHtml( count ) }</span></a>`;
}

/** `a.footer-cart-contents`: "Cart" and the count. */
export function renderFooterCartContents(
	data: Pick< HeaderCartData, 'cartUrl' | 'count' >
): string {
	return `<a class="footer-cart-contents" href="${ escAttr( data.cartUrl ) }">${ escHtml( __( 'Cart', 'tourfront' ) ) } <span class="count">${ data.count }</span></a>`;
}
