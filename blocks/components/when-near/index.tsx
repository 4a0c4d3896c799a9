/**
 * Renders its children (and so loads their lazy code) only once the place they go comes near the
 * viewport, or on the shopper's first interaction with the page, whichever comes first: the parts at the
 * foot of a long form (order notes, terms, the order's additional fields) stay out of the first load
 * (they weigh on the first load). Without IntersectionObserver they render at once.
 */

/** WordPress dependencies */
import { useEffect, useRef, useState } from '@wordpress/element';
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

export default function WhenNear( { children }: { children: ReactNode } ) {
	const place = useRef< HTMLDivElement >( null );
	const [ near, setNear ] = useState(
		() => typeof IntersectionObserver !== 'function'
	);
	useEffect( () => {
		const element = place.current;
		if ( near || ! element ) {
			return;
		}
		const show = () => setNear( true );
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
			observer.disconnect();
			INTERACTIONS.forEach( ( type ) =>
				document.removeEventListener( type, show, { capture: true } )
			);
		};
	}, [ near ] );
	return near ? (
		<>{ children }</>
	) : (
		<div ref={ place } className="tourfront-when-near" />
	);
}
