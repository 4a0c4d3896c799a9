/**
 * Inner blocks extensions add to the checkout, cart and mini-cart areas (`registerCheckoutBlock`).
 */

/** External dependencies */
import type { ComponentType, ReactElement } from 'react';

/** Internal dependencies */
import {
	assertBlockComponent,
	assertBlockName,
	assertBlockParent,
	assertType,
	isInnerBlockArea,
} from './assertions';

export interface CheckoutBlockMetadata {
	name: string;
	parent: string | string[];
	attributes?: { lock?: { default?: { remove?: boolean; move?: boolean } } };
	[ key: string ]: unknown;
}

export interface CheckoutBlockOptions {
	metadata: CheckoutBlockMetadata;
	component: ComponentType< Record< string, unknown > > | ReactElement;
	force?: boolean;
}

export interface RegisteredCheckoutBlock {
	blockName: string;
	metadata: CheckoutBlockMetadata & { parent: string[] };
	component: CheckoutBlockOptions[ 'component' ];
	force: boolean;
}

const registeredBlocks: Record< string, RegisteredCheckoutBlock > = {};
const listeners = new Set< () => void >();

/** Registers an inner block; throws a developer message on bad options. */
export function registerCheckoutBlock( options: CheckoutBlockOptions ): void {
	assertType( 'options', options, 'object' );
	assertType( 'metadata', options.metadata, 'object' );
	assertBlockName( options.metadata.name );
	assertBlockParent( options.metadata.parent );
	assertBlockComponent( options.component );
	const parent = Array.isArray( options.metadata.parent )
		? options.metadata.parent
		: [ options.metadata.parent ];
	registeredBlocks[ options.metadata.name ] = {
		blockName: options.metadata.name,
		metadata: { ...options.metadata, parent },
		component: options.component,
		// A block the merchant may not remove is forced into its areas.
		force:
			typeof options.force === 'boolean'
				? options.force
				: Boolean( options.metadata.attributes?.lock?.default?.remove ),
	};
	listeners.forEach( ( listener ) => listener() );
}

/** The blocks registered for `area` (empty for an unknown area). */
export function getRegisteredBlocks( area: string ): RegisteredCheckoutBlock[] {
	if ( ! isInnerBlockArea( area ) ) {
		return [];
	}
	return Object.values( registeredBlocks ).filter( ( block ) =>
		block.metadata.parent.includes( area )
	);
}

/** The block registered under `name`, if any. */
export function getRegisteredBlock(
	name: string
): RegisteredCheckoutBlock | undefined {
	return Object.prototype.hasOwnProperty.call( registeredBlocks, name )
		? registeredBlocks[ name ]
		: undefined;
}

/** Calls `listener` after each registration; returns the unsubscribe function. */
export function subscribeToCheckoutBlocks( listener: () => void ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/** Removes every registration (tests). */
export function __unstableResetCheckoutBlocks(): void {
	for ( const key of Object.keys( registeredBlocks ) ) {
		delete registeredBlocks[ key ];
	}
}
