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
const INTERACTIONS = [ 'pointerdown', 'touchstart', 'keydown', 'focusin' ];
const LISTEN = { capture: true, passive: true };

/** Whether a pointer is pressed on the page, followed from the first WhenNear on (the rest loads later). */
let pressed = false;
let following = false;
function followPresses() {
	if ( ! following ) {
		following = true;
		[
			'pointerdown',
			'touchstart',
			'pointerup',
			'pointercancel',
			'touchend',
			'touchcancel',
		].forEach( ( type, index ) =>
			document.addEventListener(
				type,
				() => ( pressed = index < 2 ),
				LISTEN
			)
		);
	}
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
	useEffect( () => {
		const element = place.current;
		if ( near || ! element ) {
			return;
		}
		followPresses();
		let started = false;
		let active = true;
		let cancel = () => undefined as void;
		const show = () => {
			if ( started ) {
				return;
			}
			started = true;
			Promise.all( [
				import( './reveal' ),
				Promise.resolve( load?.() ).catch( () => undefined ),
			] )
				.then( ( [ module ] ) => {
					if ( active ) {
						cancel = module.reveal(
							element,
							() => flushSync( () => setNear( true ) ),
							() => pressed
						);
					}
				} )
				// Without its code (offline) the part is added plainly.
				.catch( () => active && setNear( true ) );
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
			document.addEventListener( type, show, LISTEN )
		);
		return () => {
			active = false;
			cancel();
			observer.disconnect();
			INTERACTIONS.forEach( ( type ) =>
				document.removeEventListener( type, show, { capture: true } )
			);
		};
	}, [ near, load ] );
	return (
		<div ref={ place } className="tourfront-when-near">
			{ near ? children : null }
		</div>
	);
}
