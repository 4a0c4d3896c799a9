/**
 * Fires a cart action's events on the page: jQuery events only when jQuery is on the page, DOM events
 * always, `wp.hooks` actions when WordPress's hooks are on the page. A listener that throws does not
 * stop the others (its error is reported, as the browser reports an uncaught one).
 */

/** Internal dependencies */
import { CART_UPDATED_EVENT, WC_JQUERY_EVENTS } from './constants';
import { cartActionEvents } from './map';
import { markOwnEvent, whileFiring } from './own-events';
import {
	jqueryOf,
	wooCommerceHandlesAddToCart,
	type CartEventsWindow,
} from './page';
import type { CartAction, CartEvent } from './types';

export type { CartEventsWindow } from './page';

function report( win: CartEventsWindow, error: unknown ): void {
	if ( typeof win.reportError === 'function' ) {
		win.reportError( error );
	} else {
		win.setTimeout( () => {
			throw error;
		} );
	}
}

function fireOne( event: CartEvent, win: CartEventsWindow ): void {
	const body = win.document.body;
	if ( event.kind === 'jquery' ) {
		const $ = jqueryOf( win );
		if ( ! $ ) {
			return;
		}
		$( body ).trigger(
			markOwnEvent( new $.Event( event.name ) ),
			event.args.map( ( arg ) =>
				arg instanceof win.Element ? $( arg ) : arg
			)
		);
	} else if ( event.kind === 'hook' ) {
		win.wp?.hooks?.doAction( event.name, event.args );
	} else {
		const init: CustomEventInit< unknown > =
			event.kind === 'dom'
				? { bubbles: true, cancelable: true, detail: event.detail }
				: { bubbles: true, detail: event.detail };
		body.dispatchEvent(
			markOwnEvent(
				new win.CustomEvent(
					event.kind === 'dom' ? event.name : CART_UPDATED_EVENT,
					init
				)
			)
		);
	}
}

/** Fires every event of `action`, in order. */
export function fireCartAction< C >(
	action: CartAction< C >,
	win = window as CartEventsWindow
): void {
	const events = cartActionEvents( action, {
		wooCommerceHandlesFragments: wooCommerceHandlesAddToCart( win ),
	} );
	whileFiring( () => {
		for ( const event of events ) {
			try {
				fireOne( event, win );
			} catch ( error ) {
				report( win, error );
			}
		}
	} );
}

/**
 * Asks plugins whether an in-place add may be sent (`should_send_ajax_request.adding_to_cart`); when one
 * says no, tells them it was not sent, as WooCommerce's add-to-cart.js does. True without jQuery.
 */
export function mayAddToCart(
	button: Element,
	win = window as CartEventsWindow
): boolean {
	const $ = jqueryOf( win );
	if ( ! $ ) {
		return true;
	}
	const $button = $( button );
	try {
		if (
			$( win.document.body ).triggerHandler(
				WC_JQUERY_EVENTS.shouldSendAdd,
				[ $button ]
			) !== false
		) {
			return true;
		}
		$( win.document.body ).trigger(
			markOwnEvent( new $.Event( WC_JQUERY_EVENTS.addNotSent ) ),
			[ false, false, $button ]
		);
	} catch ( error ) {
		report( win, error );
		return true;
	}
	return false;
}
