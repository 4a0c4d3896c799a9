/**
 * `extensionCartUpdate( { namespace, data } )` for plugins, as WooCommerce's `wc.blocksCheckout` offers it:
 * POSTs `cart/extensions` (the Store API runs the callback the plugin registered with
 * `woocommerce_store_api_register_update_callback`) and puts the cart it answers into the cart store, so the
 * cart, the checkout and the mini-cart show it. Resolves with that cart; a refused update rejects with the
 * Store API error after showing it in the cart's notices.
 */

/** WordPress dependencies */
import { dispatch } from '@wordpress/data';

/** Internal dependencies */
import { CART_STORE_KEY } from '../data/shared/store-keys';

export interface ExtensionCartUpdateArgs {
	namespace: string;
	data?: Record< string, unknown >;
}

interface CartActions {
	applyExtensionCartUpdate: ( args: {
		namespace: string;
		data: Record< string, unknown >;
	} ) => Promise< unknown >;
}

/** Sends a plugin's cart update through the cart store. */
export function extensionCartUpdate( {
	namespace,
	data = {},
}: ExtensionCartUpdateArgs ): Promise< unknown > {
	if ( typeof namespace !== 'string' || ! namespace ) {
		return Promise.reject(
			new Error( 'extensionCartUpdate needs a namespace.' )
		);
	}
	const cart = dispatch( CART_STORE_KEY ) as unknown as
		CartActions | undefined;
	if ( ! cart?.applyExtensionCartUpdate ) {
		return Promise.reject( new Error( 'The cart is not on this page.' ) );
	}
	return cart.applyExtensionCartUpdate( { namespace, data } );
}
