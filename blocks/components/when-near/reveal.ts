/**
 * Adding a deferred part of a form (WhenNear) without moving what follows it under a pointer or finger:
 * loaded with the part's own code, so the page's first load does not carry it.
 */

/** What ends a press; the click (if any) has been dispatched by the time a task queued after them runs. */
const RELEASES = [ 'pointerup', 'pointercancel', 'touchend', 'touchcancel' ];

/**
 * Stops keeping what follows in place: at the shopper's next input, or after three seconds. A part should
 * arrive whole (its host loads what its first render needs first); this covers what still grows it a moment
 * later on a busy phone (an image, a font).
 */
const KEEP_UNTIL = [ 'pointerdown', 'keydown', 'wheel', 'touchstart' ];
const KEEP_FOR_MS = 3000;

/** How many keep at once, and the page's own overflow-anchor, put back when the last stops. */
let keeping = 0;
let anchoring = '';

/**
 * Keeps what follows `element` where it is on screen while `element` grows: by scrolling as much as it grew,
 * when its end was inside the screen. Call before the growth; covers the growth of later renders (effects,
 * nested code) for a moment, until the shopper does something. Scroll anchoring is off meanwhile: Chromium's
 * would undo the scroll to keep its own anchor (above) in place, and Safari has none.
 */
export function keepFollowingInPlace( element: HTMLElement ): () => void {
	const root = document.documentElement;
	if ( ! keeping++ ) {
		anchoring = root.style.overflowAnchor;
		root.style.overflowAnchor = 'none';
	}
	let height = element.getBoundingClientRect().height;
	const keep = () => {
		const box = element.getBoundingClientRect();
		const grown = box.height - height;
		height = box.height;
		if ( grown && box.bottom - grown < window.innerHeight ) {
			window.scrollBy( 0, grown );
		}
	};
	const observer =
		typeof ResizeObserver === 'function'
			? new ResizeObserver( keep )
			: undefined;
	observer?.observe( element );
	let stopped = false;
	const stop = () => {
		if ( stopped ) {
			return;
		}
		stopped = true;
		clearTimeout( timer );
		observer?.disconnect();
		KEEP_UNTIL.forEach( ( type ) =>
			document.removeEventListener( type, stop, true )
		);
		if ( ! --keeping ) {
			root.style.overflowAnchor = anchoring;
		}
	};
	KEEP_UNTIL.forEach( ( type ) =>
		document.addEventListener( type, stop, {
			capture: true,
			passive: true,
		} )
	);
	const timer = setTimeout( stop, KEEP_FOR_MS );
	return keep;
}

/**
 * Runs `add` (which adds the part to `element` synchronously) once no pointer is pressed: a part added
 * between a press and its release would let them land on different elements and lose the click. Meanwhile
 * `element` says `data-stage="held"`. What follows `element` stays where it is on screen. Returns a cancel.
 */
export function reveal(
	element: HTMLElement,
	add: () => void,
	pressed: () => boolean
): () => void {
	const run = () => {
		delete element.dataset.stage;
		const keep = keepFollowingInPlace( element );
		add();
		// In the same task as the commit: no input can reach the old place in between.
		keep();
	};
	if ( ! pressed() ) {
		run();
		return () => undefined;
	}
	element.dataset.stage = 'held';
	let timer: ReturnType< typeof setTimeout > | undefined;
	const options = { capture: true, passive: true };
	const listen = ( on: boolean ) => {
		const method = on ? 'addEventListener' : 'removeEventListener';
		RELEASES.forEach( ( type ) =>
			document[ method ]( type, released, options )
		);
		// A release the page never heard (outside the window, another app): a move without buttons, or leaving.
		document[ method ]( 'pointermove', moved, options );
		window[ method ]( 'blur', released );
	};
	function released() {
		listen( false );
		timer = setTimeout( run, 0 );
	}
	function moved( event: Event ) {
		if ( ! ( event as PointerEvent ).buttons ) {
			released();
		}
	}
	listen( true );
	return () => {
		listen( false );
		clearTimeout( timer );
	};
}
