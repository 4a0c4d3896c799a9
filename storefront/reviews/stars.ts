/**
 * The star rating widget of the review form (WooCommerce's `p.stars`, built by its dequeued jQuery
 * script): five star links setting the hidden rating select. On a custom product page that ends up
 * with more than one widget, the duplicates are removed and the select stays hidden.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { RATING_STARS } from './constants';

function select(
	widget: HTMLElement,
	rating: HTMLSelectElement,
	star: number
): void {
	rating.value = String( star );
	rating.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	widget.classList.add( 'selected' );
	widget.querySelectorAll( 'a' ).forEach( ( link, index ) => {
		link.classList.toggle( 'active', index + 1 === star );
		link.setAttribute( 'aria-checked', String( index + 1 === star ) );
	} );
}

/** Builds the widget before `rating` (the select) and hides the select. */
export function buildStars( rating: HTMLSelectElement ): HTMLElement {
	const doc = rating.ownerDocument;
	const widget = doc.createElement( 'p' );
	widget.className = 'stars';
	const group = doc.createElement( 'span' );
	group.setAttribute( 'role', 'radiogroup' );
	group.setAttribute( 'aria-label', __( 'Your rating', 'tourfront' ) );
	for ( let star = 1; star <= RATING_STARS; star++ ) {
		const link = doc.createElement( 'a' );
		link.className = `star-${ star }`;
		link.href = '#';
		link.setAttribute( 'role', 'radio' );
		link.setAttribute( 'aria-checked', 'false' );
		/* translators: %d: number of stars given. */
		link.textContent = sprintf( __( '%d of 5 stars', 'tourfront' ), star );
		// The star glyphs are CSS decoration: the name stays the text.
		link.setAttribute( 'aria-label', link.textContent );
		link.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			select( widget, rating, star );
		} );
		group.append( link );
	}
	widget.append( group );
	rating.before( widget );
	rating.style.display = 'none';
	return widget;
}

/** Keeps one star widget per rating field; returns how many were removed. */
export function removeDuplicateStars( container: ParentNode ): number {
	const widgets = Array.from( container.querySelectorAll( 'p.stars' ) );
	if ( widgets.length < 2 ) {
		return 0;
	}
	widgets.slice( 1 ).forEach( ( widget ) => widget.remove() );
	container
		.querySelectorAll< HTMLSelectElement >(
			'select#rating, select[name="rating"]'
		)
		.forEach( ( rating ) => {
			rating.style.display = 'none';
		} );
	return widgets.length - 1;
}
