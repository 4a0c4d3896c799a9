/**
 * The extension points the cart, the checkout and the mini-cart carry at no cost (the byte budgets
 * budgets): registering a filter or an inner block loads the extension part (`./extensions`, a lazy chunk)
 * that keeps the registrations, applies the filters and renders the blocks. Until something registers,
 * a filter returns the value it was given and an area renders nothing — a shop without extensions never
 * downloads that part.
 */

/** External dependencies */
import type { ReactElement, ReactNode } from 'react';

/** WordPress dependencies */
import {
	createInterpolateElement,
	useSyncExternalStore,
} from '@wordpress/element';

/** Internal dependencies */
import type { InnerBlockArea } from './constants';
import type { ApplyCheckoutFilterOptions } from './filters/registry';
import type { ExtensionCartUpdateArgs } from './extension-cart-update';

type Part = typeof import( './extensions' );

let part: Part | undefined;
let loading: Promise< Part > | undefined;
let version = 0;
const listeners = new Set< () => void >();

function changed(): void {
	version++;
	listeners.forEach( ( listener ) => listener() );
}

/** Loads the extension part once; its registrations then re-render every block that uses a point. */
export function loadExtensions(): Promise< Part > {
	loading ||= import( './extensions' ).then( ( loaded ) => {
		part = loaded;
		loaded.subscribe( changed );
		changed();
		return loaded;
	} );
	return loading;
}

/** An API function that loads the part, then runs the part's own (a refused registration rejects with the developer message). */
const afterLoading =
	< K extends 'registerCheckoutFilters' | 'registerCheckoutBlock' >(
		name: K
	) =>
	( ...args: Parameters< Part[ K ] > ): void => {
		void loadExtensions().then( ( p ) =>
			( p[ name ] as ( ...a: Parameters< Part[ K ] > ) => void )(
				...args
			)
		);
	};

/** `registerCheckoutFilters( namespace, filters )`. */
export const registerCheckoutFilters = afterLoading(
	'registerCheckoutFilters'
);

/** `registerCheckoutBlock( options )`. */
export const registerCheckoutBlock = afterLoading( 'registerCheckoutBlock' );

/** The public `applyCheckoutFilter`: the value unchanged while no extension registered anything. */
export function applyCheckoutFilter< T >(
	options: ApplyCheckoutFilterOptions< T >
): T {
	return part ? part.applyCheckoutFilter( options ) : options.defaultValue;
}

/** The blocks registered for an area (none while nothing registered). */
export function getRegisteredBlocks( area: string ) {
	return part ? part.getRegisteredBlocks( area ) : [];
}

/**
 * One documented filter where WooCommerce applies it: `extensions` and `arg` as WooCommerce passes them;
 * the price formats must keep `<price/>`.
 */
export const applyFilter: Part[ 'applyFilter' ] = (
	filterName,
	defaultValue,
	extensions,
	arg
) =>
	part
		? part.applyFilter( filterName, defaultValue, extensions, arg )
		: defaultValue;

/** A price in a filtered format (`cartItemPrice`, `subtotalPriceFormat`, `totalValue`: "<price/>" by default). */
export function withPriceFormat(
	format: string,
	price: ReactElement
): ReactNode {
	return format === '<price/>'
		? price
		: createInterpolateElement( format, { price } );
}

function subscribe( listener: () => void ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/** Re-renders the calling block root when the part loads or an extension registers. */
export function useExtensions(): number {
	return useSyncExternalStore( subscribe, () => version );
}

/** The inner blocks extensions registered for `area`, at the end of the area (nothing until one registers). */
export function InnerBlocks( { area }: { area: InnerBlockArea } ): ReactNode {
	return part ? <part.InnerBlocks area={ area } /> : null;
}

/** WooCommerce's `extensionCartUpdate( { namespace, data } )`: in the extension part, loaded on the first call. */
export const extensionCartUpdate = ( args: ExtensionCartUpdateArgs ) =>
	loadExtensions().then( ( p ) => p.extensionCartUpdate( args ) );

/** The registration half of the API, the same on the cart, the checkout and the mini-cart. */
export const extensionsApi = Object.freeze( {
	registerCheckoutFilters,
	registerCheckoutBlock,
	applyCheckoutFilter,
	getRegisteredBlocks,
	extensionCartUpdate,
} );

type Queued = ( api: typeof extensionsApi ) => void;

declare global {
	interface Window {
		/** Callbacks an extension queues before the API exists (`( window.tourfrontExtensions ||= [] ).push( fn )`). */
		tourfrontExtensions?: Queued[] | { push: ( fn: Queued ) => void };
	}
}

/**
 * Puts `api` on `window.tourfront.checkout` unless a page script put one there first, then runs the
 * callbacks extensions queued on `window.tourfrontExtensions` (and any pushed later, at once): an extension
 * loaded before the cart, checkout or mini-cart (the mini-cart loads on first opening) registers anyway.
 */
export function exposeApi< A extends typeof extensionsApi >(
	api: A,
	target: Window = window
): A {
	const ns = ( target.tourfront ||= {} ) as { checkout?: A };
	const installed = ( ns.checkout ||= api );
	const run = ( fn: Queued ) => fn( installed );
	const queued = target.tourfrontExtensions;
	target.tourfrontExtensions = { push: run };
	if ( Array.isArray( queued ) ) {
		queued.forEach( run );
	}
	return installed;
}
