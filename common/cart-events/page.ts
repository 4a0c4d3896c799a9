/**
 * What of the page the cart events use: jQuery (when WordPress or a plugin put it there), WordPress's
 * hooks, and whether WooCommerce's own add-to-cart.js is on the page.
 */

/** The part of jQuery used here. */
export interface JQueryLike {
	( target: unknown ): {
		trigger: ( event: unknown, args?: unknown[] ) => unknown;
		triggerHandler: ( event: string, args?: unknown[] ) => unknown;
		on: (
			events: string,
			handler: ( event: object, ...args: unknown[] ) => void
		) => unknown;
		off: (
			events: string,
			handler: ( event: object, ...args: unknown[] ) => void
		) => unknown;
		0?: Element;
	};
	Event: new ( name: string ) => object;
}

/** The page's globals the cart events look at. */
export type CartEventsWindow = Window & {
	Element: typeof Element;
	CustomEvent: typeof CustomEvent;
	jQuery?: JQueryLike;
	wp?: { hooks?: { doAction: ( name: string, ...args: unknown[] ) => void } };
	wc_add_to_cart_params?: unknown;
};

/** jQuery, when it is on the page. */
export function jqueryOf( win: CartEventsWindow ): JQueryLike | undefined {
	return typeof win.jQuery === 'function' ? win.jQuery : undefined;
}

/** WooCommerce's add-to-cart.js is on the page (its params are printed only with it). */
export function wooCommerceHandlesAddToCart(
	win: CartEventsWindow = window as CartEventsWindow
): boolean {
	return win.wc_add_to_cart_params !== undefined;
}
