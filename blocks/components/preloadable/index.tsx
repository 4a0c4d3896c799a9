/**
 * A lazily loaded component whose code can be fetched ahead of its first render: once `preload()` has
 * settled, the component renders at once, in the same commit as its parent, instead of suspending for a
 * frame as React's `lazy` always does on a first render (even when its module is already in). That is what
 * lets a deferred part of a form appear in one synchronous step that its host can measure.
 */

/** WordPress dependencies */
import { createElement, lazy } from '@wordpress/element';
import type { ComponentType } from 'react';

/** The component, with `preload()` to fetch its code now (the browser imports a module once). */
export type Preloadable< P extends object > = ComponentType< P > & {
	preload: () => Promise< unknown >;
};

/** Wraps `load` (a dynamic import of a module whose default export is the component). */
export function preloadable< P extends object >(
	load: () => Promise< { default: ComponentType< P > } >
): Preloadable< P > {
	let loaded: ComponentType< P > | undefined;
	const preload = () =>
		load().then( ( module ) => {
			loaded = module.default;
			return module;
		} );
	// lazy() types its props for refs too; these components take none, so it is used as what it wraps.
	const Lazy = lazy( preload ) as unknown as ComponentType< P >;
	return Object.assign(
		( props: P ) => createElement( loaded || Lazy, props ),
		{ preload }
	);
}
