/**
 * Prints the visitor's cart into the header the way the server would: WooCommerce's fragments
 * (`a.cart-contents`, `div.widget_shopping_cart_content`, `a.footer-cart-contents`) from the store.
 */

/** Replaces each fragment's element(s) with its markup (WooCommerce's `$( key ).replaceWith( value )`). */
export function applyFragments(
	fragments: Record< string, unknown >,
	root: Document = document
): void {
	for ( const [ selector, html ] of Object.entries( fragments ) ) {
		if ( typeof html !== 'string' ) {
			continue;
		}
		let elements: Element[];
		try {
			elements = Array.from( root.querySelectorAll( selector ) );
		} catch {
			continue;
		}
		for ( const element of elements ) {
			const template = root.createElement( 'template' );
			template.innerHTML = html.trim();
			element.replaceWith( template.content );
		}
	}
}

/** The fragments map out of `getMiniCartFragments()` (plain map, or `{ fragments, cart_hash }`). */
export function fragmentsOf(
	result: Record< string, unknown >
): Record< string, unknown > {
	const inner = result.fragments;
	return inner && typeof inner === 'object'
		? ( inner as Record< string, unknown > )
		: result;
}
