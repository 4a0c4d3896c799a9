/**
 * Starts loading code as soon as the shopper shows they are about to use it (pointer over, focus or
 * touch on a matching element), so the click finds it loaded: WooCommerce's add-to-cart.js is on the
 * page from the start, and the in-place add must not be slower than it.
 */

const INTENT_EVENTS = [ 'pointerover', 'focusin', 'touchstart' ] as const;

/** Calls `load` once, on the first intent towards an element matching `selector` under `doc`. */
export function warmOnIntent(
	doc: Document,
	selector: string,
	load: () => Promise< unknown >
): void {
	const onIntent = ( event: Event ) => {
		if ( ! ( event.target as Element | null )?.closest?.( selector ) ) {
			return;
		}
		INTENT_EVENTS.forEach( ( name ) =>
			doc.removeEventListener( name, onIntent, true )
		);
		load().catch( () => undefined );
	};
	INTENT_EVENTS.forEach( ( name ) =>
		doc.addEventListener( name, onIntent, { capture: true, passive: true } )
	);
}
