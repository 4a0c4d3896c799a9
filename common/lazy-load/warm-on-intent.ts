/**
 * Starts loading code as soon as the shopper shows they are about to use it (pointer over, focus or
 * touch on a matching element), so the click finds it loaded: WooCommerce's add-to-cart.js is on the
 * page from the start, and the in-place add must not be slower than it.
 */

const INTENT_EVENTS = [ 'pointerover', 'focusin', 'touchstart' ] as const;

/**
 * Calls `load` once, on the first intent towards an element matching `selector` under `doc`, with that
 * event (code that binds late can take up the gesture the shopper has already started).
 */
export function warmOnIntent(
	doc: Document,
	selector: string,
	load: ( event: Event ) => Promise< unknown >
): void {
	const onIntent = ( event: Event ) => {
		if ( ! ( event.target as Element | null )?.closest?.( selector ) ) {
			return;
		}
		INTENT_EVENTS.forEach( ( name ) =>
			doc.removeEventListener( name, onIntent, true )
		);
		load( event ).catch( () => undefined );
	};
	INTENT_EVENTS.forEach( ( name ) =>
		doc.addEventListener( name, onIntent, { capture: true, passive: true } )
	);
}
