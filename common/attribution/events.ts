/**
 * The one way attribution values travel from the storefront's tracker to the checkout block: an event on
 * `document` (`tourfront:attribution-updated`, `detail` = the field values). The tracker announces, the
 * checkout block listens and writes its own store: nothing else writes the checkout's extension data.
 */

/** Internal dependencies */
import { ATTRIBUTION_UPDATED_EVENT } from './constants';
import type { AttributionValues } from './data';

/** Tells listeners that tracking changed the values (consent given or withdrawn, a page view recorded). */
export function announceAttribution(
	values: AttributionValues,
	doc: Document = document
): void {
	doc.dispatchEvent(
		new CustomEvent( ATTRIBUTION_UPDATED_EVENT, { detail: values } )
	);
}

/** Calls `listener` with the values of every announcement; returns the function that stops listening. */
export function onAttributionUpdated(
	listener: ( values: AttributionValues ) => void,
	doc: Document = document
): () => void {
	const handle = ( event: Event ) =>
		listener( ( event as CustomEvent< AttributionValues > ).detail );
	doc.addEventListener( ATTRIBUTION_UPDATED_EVENT, handle );
	return () => doc.removeEventListener( ATTRIBUTION_UPDATED_EVENT, handle );
}
