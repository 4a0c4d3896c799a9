/**
 * Hears cart changes other scripts announce with WooCommerce's events (a plugin's own AJAX add, WooCommerce's
 * add-to-cart.js when a plugin keeps it, a block adding through the Store API, a request to refresh the
 * fragments), never the events Tourfront fired itself, nor their synchronous echoes.
 */

/** Internal dependencies */
import { WC_DOM_EVENTS, WC_JQUERY_EVENTS as JQ } from './constants';
import { isFiringCartEvents, isOwnEvent } from './own-events';
import { jqueryOf, type CartEventsWindow } from './page';
import type { Fragments } from './types';

/** A change announced by someone else. */
export interface ForeignCartChange {
	/** `added` / `removed`: announced with fragments (jQuery) or without (DOM); `refresh`: fragments asked for. */
	type: 'added' | 'removed' | 'refresh';
	via: 'jquery' | 'dom';
	fragments?: Fragments;
	cartHash?: string;
	button?: Element;
}

const JQUERY_TYPES: Record< string, ForeignCartChange[ 'type' ] > = {
	[ JQ.added ]: 'added',
	[ JQ.removed ]: 'removed',
	[ JQ.fragmentRefresh ]: 'refresh',
	[ JQ.cartDiv ]: 'refresh',
};

/** Calls `onChange` for each foreign change; returns the unsubscribe function. */
export function listenToForeignCartChanges(
	onChange: ( change: ForeignCartChange ) => void,
	win = window as CartEventsWindow
): () => void {
	const body = win.document.body;
	const foreign = ( event: object ) =>
		! isOwnEvent( event ) && ! isFiringCartEvents();
	const onJQuery = (
		event: object,
		fragments?: unknown,
		cartHash?: unknown,
		$button?: unknown
	) => {
		const type = JQUERY_TYPES[ ( event as { type: string } ).type ];
		if ( ! type || ! foreign( event ) ) {
			return;
		}
		onChange( {
			type,
			via: 'jquery',
			fragments:
				fragments && typeof fragments === 'object'
					? ( fragments as Fragments )
					: undefined,
			cartHash: typeof cartHash === 'string' ? cartHash : undefined,
			button:
				( $button as { 0?: Element } | undefined )?.[ 0 ] ?? undefined,
		} );
	};
	const onDom = ( event: Event ) => {
		if ( foreign( event ) ) {
			onChange( {
				type: event.type === WC_DOM_EVENTS.added ? 'added' : 'removed',
				via: 'dom',
			} );
		}
	};
	const $ = jqueryOf( win );
	const jqueryNames = Object.keys( JQUERY_TYPES ).join( ' ' );
	$?.( body ).on( jqueryNames, onJQuery );
	body.addEventListener( WC_DOM_EVENTS.added, onDom );
	body.addEventListener( WC_DOM_EVENTS.removed, onDom );
	return () => {
		$?.( body ).off( jqueryNames, onJQuery );
		body.removeEventListener( WC_DOM_EVENTS.added, onDom );
		body.removeEventListener( WC_DOM_EVENTS.removed, onDom );
	};
}
