/**
 * Keeps the header button's plain markup (total and "3 khách, 1 sản phẩm") current from a Store API cart, the
 * way the theme prints it: the cart subtotal (with tax when prices display including tax) and the count in the
 * words of theme/inc/header-cart.php (common/booking/count.ts).
 */

/** Internal dependencies */
import { cartCountLabel, cartCounts } from '../booking/count';
import { formatPrice, getCurrencyFromPriceResponse } from '../money';
import type { CurrencyFields } from '../money';
import { getSetting } from '../settings';

/** The parts of a Store API cart the header shows. */
export interface HeaderCart {
	items_count: number;
	extensions?: Record< string, unknown >;
	totals: CurrencyFields & { total_items: string; total_items_tax: string };
}

/** The subtotal the header shows, formatted. */
export function headerTotal( cart: HeaderCart ): string {
	const amount =
		parseInt( cart.totals.total_items, 10 ) +
		( getSetting( 'displayCartPricesIncludingTax', false )
			? parseInt( cart.totals.total_items_tax, 10 )
			: 0 );
	return formatPrice( amount, getCurrencyFromPriceResponse( cart.totals ) );
}

/** Writes the count and total into every header cart link under `root`. */
export function updateHeaderLinks( root: ParentNode, cart: HeaderCart ): void {
	const total = headerTotal( cart );
	root.querySelectorAll( 'a.cart-contents' ).forEach( ( link ) => {
		const count = link.querySelector( '.count' );
		if ( count ) {
			count.textContent = cartCountLabel( cartCounts( cart ) );
		}
		const amount = link.querySelector( '.amount' );
		if ( amount ) {
			// WooCommerce's markup: span.amount > bdi > number + span.woocommerce-Price-currencySymbol.
			const bdi = document.createElement( 'bdi' );
			bdi.textContent = total;
			amount.replaceChildren( bdi );
		}
	} );
}
