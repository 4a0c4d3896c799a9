/**
 * `wc/store/collections` (WooCommerce's name): Store API collections read from the routes the namespace lists, cleared when
 * the catalogue's `Last-Modified` moves on. Import it where a collection is read (it is not in the
 * cart's or checkout's bundle).
 */

/** WordPress dependencies */
import { register } from '@wordpress/data';

/** Internal dependencies */
import { createCollectionsStore } from './store';

export { COLLECTIONS_STORE_KEY, STORE_API_NAMESPACE_NAME } from './constants';
export type * from './types';

/** The collections store descriptor, registered on the default registry. */
export const collectionsStore = createCollectionsStore();
register( collectionsStore );
