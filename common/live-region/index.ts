/**
 * A polite live region for short announcements (an add to cart, a reset selection, a cart change), so
 * the shop features and the cart need no extra script (WordPress's wp-a11y) on the page.
 */

const REGION_ID = 'tourfront-shop-status';

/** Announces `message` to assistive technology. */
export function announce( message: string, doc: Document = document ): void {
	if ( ! message ) {
		return;
	}
	let region = doc.getElementById( REGION_ID );
	if ( ! region ) {
		region = doc.createElement( 'div' );
		region.id = REGION_ID;
		region.className = 'screen-reader-text';
		region.setAttribute( 'role', 'status' );
		region.setAttribute( 'aria-live', 'polite' );
		doc.body.append( region );
	}
	region.textContent = '';
	region.textContent = message;
}
