/**
 * Hover intent (as jQuery hoverIntent): `over` fires once the pointer has slowed down inside the
 * element (moved less than `sensitivity` px between two polls `interval` ms apart); `out` fires
 * `timeout` ms after the pointer leaves, unless it comes back first.
 */

/** Timing and distance of the intent check. */
export interface HoverIntentOptions {
	sensitivityPx: number;
	intervalMs: number;
	timeoutMs: number;
}

/** Binds hover intent to `element`; returns an unbind function. */
export function hoverIntent(
	element: HTMLElement,
	over: () => void,
	out: () => void,
	options: HoverIntentOptions
): () => void {
	let x = 0;
	let y = 0;
	let previousX = 0;
	let previousY = 0;
	let timer: ReturnType< typeof setTimeout > | undefined;
	let active = false;

	const track = ( event: MouseEvent ) => {
		x = event.clientX;
		y = event.clientY;
	};
	const compare = () => {
		timer = undefined;
		if (
			Math.abs( previousX - x ) + Math.abs( previousY - y ) <
			options.sensitivityPx
		) {
			element.removeEventListener( 'mousemove', track );
			active = true;
			over();
		} else {
			previousX = x;
			previousY = y;
			timer = setTimeout( compare, options.intervalMs );
		}
	};
	const enter = ( event: MouseEvent ) => {
		clearTimeout( timer );
		timer = undefined;
		if ( active ) {
			return;
		}
		previousX = x = event.clientX;
		previousY = y = event.clientY;
		element.addEventListener( 'mousemove', track );
		timer = setTimeout( compare, options.intervalMs );
	};
	const leave = () => {
		clearTimeout( timer );
		element.removeEventListener( 'mousemove', track );
		timer = active
			? setTimeout( () => {
					active = false;
					out();
				}, options.timeoutMs )
			: undefined;
	};
	element.addEventListener( 'mouseenter', enter );
	element.addEventListener( 'mouseleave', leave );
	return () => {
		clearTimeout( timer );
		element.removeEventListener( 'mouseenter', enter );
		element.removeEventListener( 'mouseleave', leave );
		element.removeEventListener( 'mousemove', track );
	};
}
