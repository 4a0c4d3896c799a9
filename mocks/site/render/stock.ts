/**
 * The stock line WooCommerce prints (`wc_get_stock_html()` → single-product/stock.php) on a product page and
 * in each variation's `availability_html`.
 */

/** Internal dependencies */
import { escAttr, escHtml } from './escape';

/** `<p class="stock …">` for an availability ("Còn 25 trong kho", "Hết hàng"); nothing when it has no text. */
export function stockHtml( availability: {
	text: string;
	class: string;
} ): string {
	return availability.text
		? `<p class="stock ${ escAttr( availability.class ) }">${ escHtml( availability.text ) }</p>\n`
		: '';
}
