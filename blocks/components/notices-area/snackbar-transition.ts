/**
 * The snackbars' 500 ms enter and leave transition, with the Web
 * Animations API: no stylesheet rule ships for it, and a snackbar that leaves stays on screen while it fades.
 */

/** WordPress dependencies */
import { useEffect, useRef, useState } from '@wordpress/element';

/** Internal dependencies */
import { SNACKBAR_TRANSITION_MS } from '../../data/notices/constants';
import type { Notice } from '../../data/notices';

/** From hidden to shown; leaving plays it backwards. */
const KEYFRAMES: Keyframe[] = [
	{ opacity: 0, transform: 'translateY(16px)' },
	{ opacity: 1, transform: 'none' },
];

/** Plays the transition on `element` (nothing when the visitor asks for reduced motion or WAAPI is absent). */
export function playSnackbarTransition(
	element: HTMLElement | null,
	entering: boolean
): void {
	const win = element?.ownerDocument.defaultView;
	if (
		! element ||
		typeof element.animate !== 'function' ||
		win?.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches
	) {
		return;
	}
	element.animate( KEYFRAMES, {
		duration: SNACKBAR_TRANSITION_MS,
		easing: 'ease',
		fill: 'forwards',
		direction: entering ? 'normal' : 'reverse',
	} );
}

const played = new WeakSet< HTMLElement >();

/** A ref that plays the transition once per element (React calls an inline ref again on each render). */
export function snackbarTransitionRef(
	entering: boolean
): ( element: HTMLElement | null ) => void {
	return ( element ) => {
		if ( element && ! played.has( element ) ) {
			played.add( element );
			playSnackbarTransition( element, entering );
		}
	};
}

/** The snackbars that just left `notices`, kept for the length of their leave transition. */
export function useLeavingSnackbars( notices: readonly Notice[] ): Notice[] {
	const [ leaving, setLeaving ] = useState< Notice[] >( [] );
	const previous = useRef( notices );
	useEffect( () => {
		const gone = previous.current.filter(
			( n ) => ! notices.some( ( m ) => m.id === n.id )
		);
		previous.current = notices;
		if ( gone.length ) {
			setLeaving( ( list ) => [ ...list, ...gone ] );
			setTimeout(
				() =>
					setLeaving( ( list ) =>
						list.filter( ( n ) => ! gone.includes( n ) )
					),
				SNACKBAR_TRANSITION_MS
			);
		}
	}, [ notices ] );
	return leaving.filter( ( n ) => ! notices.some( ( m ) => m.id === n.id ) );
}
