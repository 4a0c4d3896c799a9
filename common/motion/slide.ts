/**
 * Open/close an element with a height transition of a given duration (the TOC, accordions, input
 * descriptions). Opening un-hides at once; closing sets `hidden` when the animation ends.
 */

/** The end of each element's running animation, so a newer slide cancels an older one. */
const pending = new WeakMap< HTMLElement, ReturnType< typeof setTimeout > >();

/** Shows (`open` true) or hides `element` over `durationMs`; calls `done` when finished. */
export function slide(
	element: HTMLElement,
	open: boolean,
	durationMs: number,
	done?: () => void
): void {
	clearTimeout( pending.get( element ) );
	pending.delete( element );
	const finish = () => {
		pending.delete( element );
		element.style.removeProperty( 'height' );
		element.style.removeProperty( 'overflow' );
		element.style.removeProperty( 'transition' );
		if ( ! open ) {
			element.hidden = true;
		}
		done?.();
	};
	if ( durationMs <= 0 ) {
		element.hidden = ! open;
		finish();
		return;
	}
	element.hidden = false;
	const full = element.scrollHeight;
	element.style.overflow = 'hidden';
	element.style.height = `${ open ? 0 : full }px`;
	// Force layout so the transition starts from the height just set.
	void element.offsetHeight;
	element.style.transition = `height ${ durationMs }ms ease`;
	element.style.height = `${ open ? full : 0 }px`;
	pending.set( element, setTimeout( finish, durationMs ) );
}
