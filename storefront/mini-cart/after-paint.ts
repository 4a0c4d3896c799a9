/**
 * Work that must not delay what the shopper is waiting to see: it runs once the browser has painted
 * the changes made before the call (the next animation frame, then a task after it).
 */

/** Runs `task` after the next paint. */
export function afterNextPaint( task: () => void, win: Window = window ): void {
	win.requestAnimationFrame( () => {
		win.setTimeout( task, 0 );
	} );
}
