/**
 * Renders its children (and so loads their lazy code) only once the place they go comes near the
 * viewport, or on the shopper's first interaction with the page, whichever comes first: the parts at the
 * foot of a long form (order notes, terms, the order's additional fields) stay out of the first load
 * (they weigh on the first load). Without IntersectionObserver they render at once.
 *
 * They appear without moving what follows them on screen: the Place order button under a finger about to
 * tap it stays where it is (the new parts push what is above them up instead), and nothing appears while a
 * pointer is pressed, which would let the press and the release land on different elements and lose the
 * click. For that, their code (`load`) is fetched first and they are added in one synchronous commit.
 */

/** WordPress dependencies */
import { flushSync, useEffect, useRef, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

/** Internal dependencies */
import { NEAR_VIEWPORT_MARGIN_PX } from '../constants';

/** What counts as a first interaction: a keyboard user tabbing down finds the parts already there. */
const INTERACTIONS = [
	'pointerdown',
	'touchstart',
	'keydown',
	'focusin',
] as const;

/** Ends of a press: the click (if any) has been dispatched by the time a task queued after them runs. */
const RELEASES = [ 'pointerup', 'pointercancel', 'touchend', 'touchcancel' ];

/** Whether a pointer is pressed on the page, and what waits for the press to end (kept from the first WhenNear on). */
let pressed = false;
const afterRelease = new Set< () => void >();
let pressWatch = false;
function watchPresses() {
	if ( pressWatch ) {
		return;
	}
	pressWatch = true;
	const options = { capture: true, passive: true };
	const down = () => {
		pressed = true;
	};
	const up = () => {
		pressed = false;
		const waiting = [ ...afterRelease ];
		afterRelease.clear();
		waiting.forEach( ( run ) => setTimeout( run, 0 ) );
	};
	document.addEventListener( 'pointerdown', down, options );
	document.addEventListener( 'touchstart', down, options );
	RELEASES.forEach( ( type ) =>
		document.addEventListener( type, up, options )
	);
	// A release the page never heard (outside the window, another app): a move without buttons, or leaving the window.
	document.addEventListener(
		'pointermove',
		( event ) => pressed && ! event.buttons && up(),
		options
	);
	window.addEventListener( 'blur', () => pressed && up() );
}

/** Runs `reveal` now, or after the current press has ended and its click has been dispatched (`onHold` then). */
function whenReleased( reveal: () => void, onHold: () => void ): () => void {
	if ( ! pressed ) {
		reveal();
		return () => undefined;
	}
	onHold();
	afterRelease.add( reveal );
	return () => afterRelease.delete( reveal );
}

/** Stops keeping what follows in place: at the shopper's next input, or once a second has passed. */
const KEEP_UNTIL = [ 'pointerdown', 'keydown', 'wheel', 'touchstart' ];
const KEEP_FOR_MS = 1000;

/**
 * Keeps what follows `element` where it is on screen while `element` grows: by scrolling as much as it grew,
 * when its end was inside the screen. Call before the growth; covers the growth of later renders (effects,
 * nested code) for a moment, until the shopper does something. Scroll anchoring is off meanwhile: Chromium's
 * would undo the scroll to keep its own anchor (above) in place, and Safari has none.
 */
let keeping = 0;
let anchoring = '';
function keepFollowingInPlace( element: HTMLElement ): () => void {
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

export default function WhenNear( {
	children,
	load,
}: {
	children: ReactNode;
	/** Fetches the children's code; they appear once it has settled (failed too: their own fallbacks take over). */
	load?: () => Promise< unknown >;
} ) {
	const place = useRef< HTMLDivElement >( null );
	const [ near, setNear ] = useState(
		() => typeof IntersectionObserver !== 'function'
	);
	// Where the parts are: waiting to come near, their code loading, or held until a press ends.
	const [ stage, setStage ] = useState< 'waiting' | 'loading' | 'held' >(
		'waiting'
	);
	useEffect( () => {
		const element = place.current;
		if ( near || ! element ) {
			return;
		}
		watchPresses();
		let started = false;
		let active = true;
		let cancelReveal = () => undefined as void;
		const reveal = () => {
			if ( ! active ) {
				return;
			}
			const keep = keepFollowingInPlace( element );
			flushSync( () => setNear( true ) );
			// In the same task as the commit: no input can reach the old place in between.
			keep();
		};
		const show = () => {
			if ( started ) {
				return;
			}
			started = true;
			setStage( 'loading' );
			Promise.resolve( load?.() )
				.catch( () => undefined )
				.then( () => {
					if ( active ) {
						cancelReveal = whenReleased( reveal, () =>
							setStage( 'held' )
						);
					}
				} );
		};
		const observer = new IntersectionObserver(
			( entries ) =>
				entries.some( ( entry ) => entry.isIntersecting ) && show(),
			{
				rootMargin: `${ NEAR_VIEWPORT_MARGIN_PX }px 0px`,
			}
		);
		observer.observe( element );
		INTERACTIONS.forEach( ( type ) =>
			document.addEventListener( type, show, {
				capture: true,
				passive: true,
			} )
		);
		return () => {
			active = false;
			cancelReveal();
			observer.disconnect();
			INTERACTIONS.forEach( ( type ) =>
				document.removeEventListener( type, show, { capture: true } )
			);
		};
	}, [ near, load ] );
	return (
		<div
			ref={ place }
			className="tourfront-when-near"
			data-stage={ near ? undefined : stage }
		>
			{ near ? children : null }
		</div>
	);
}
