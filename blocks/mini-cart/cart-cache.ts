/**
 * The mini-cart keeps the last cart it showed in sessionStorage under the `woocommerce_cart_hash`
 * cookie of the page it was shown on, and shows it at once on a page with the same cookie (the same
 * cart: WooCommerce sets the cookie from the cart on every page load), while the cart is read again.
 */

/** Internal dependencies */
import { getCookie } from '../../common/cookie';

const KEY = 'tourfront-cart';
const hash = () => getCookie( 'woocommerce_cart_hash' );

/** The cart kept for this page's cart hash, if any. */
export function keptCart< T >(): T | undefined {
	try {
		const entry = JSON.parse( sessionStorage.getItem( KEY ) ?? 'null' );
		return entry && entry.hash === hash() ? ( entry.cart as T ) : undefined;
	} catch {
		return undefined;
	}
}

/** Keeps `cart` for the pages with this cart hash (none without one: the cart is empty). */
export function keepCart( cart: unknown ): void {
	const current = hash();
	try {
		if ( current ) {
			sessionStorage.setItem(
				KEY,
				JSON.stringify( { hash: current, cart } )
			);
		} else {
			sessionStorage.removeItem( KEY );
		}
	} catch {
		// Storage full or blocked: the panel reads the cart as before.
	}
}
