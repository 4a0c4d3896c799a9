/**
 * Mounts a React area on the element the theme prints, and drops the element's `is-loading` class
 * once the first render is on screen. The one mount of the Cart and Checkout blocks: an element is
 * marked `data-tourfront-mounted` so a second call (a script loaded twice) leaves it alone.
 */

/** WordPress dependencies */
import { createRoot, useEffect } from '@wordpress/element';
import type { ComponentType } from 'react';

function Loaded( {
	element,
	Component,
}: {
	element: Element;
	Component: ComponentType;
} ) {
	useEffect( () => {
		element.classList.remove( 'is-loading' );
	}, [ element ] );
	return <Component />;
}

/** Renders `Component` into each element matching `selector` not mounted yet; returns the mounted elements. */
export function mountBlock(
	selector: string,
	Component: ComponentType,
	root: ParentNode = document
): Element[] {
	const mounted: Element[] = [];
	root.querySelectorAll( selector ).forEach( ( element ) => {
		if ( element.hasAttribute( 'data-tourfront-mounted' ) ) {
			return;
		}
		element.setAttribute( 'data-tourfront-mounted', '' );
		createRoot( element ).render(
			<Loaded element={ element } Component={ Component } />
		);
		mounted.push( element );
	} );
	return mounted;
}
