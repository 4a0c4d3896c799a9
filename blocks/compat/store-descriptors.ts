/**
 * WooCommerce's store descriptors (`cartStore`, `checkoutStore`, …) for plugins that pass them to `select`,
 * `dispatch`, `useSelect` or `useDispatch`. The data API reads only a descriptor's name there, and under that
 * name the page's bundle has registered the Tourfront store: these descriptors name it, they never carry a
 * store of their own, so there is one cart on the page whichever script loads first.
 */

/** WordPress dependencies */
import type { StoreDescriptor } from '@wordpress/data';

/** A descriptor of the store the page registered under `name`. */
export function storeByName( name: string ): StoreDescriptor {
	return Object.freeze( {
		name,
		// Registering it would put a second store under the name the page's own store must take.
		instantiate: () => {
			throw new Error(
				`"${ name }" is registered by the theme's cart and checkout; select it by name.`
			);
		},
	} ) as unknown as StoreDescriptor;
}
