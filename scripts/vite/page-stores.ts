/**
 * Vite/Rollup plugin for the compatibility scripts (`blocks/compat`): an import of a cart, checkout,
 * payment, validation or notices store's `index.ts` (which creates and registers the store) becomes its
 * typed reference by name (`blocks/data/shared/store-refs.ts`). Those stores are the page bundle's: a
 * second copy registered by a compatibility script would be a second cart, or whichever loaded first.
 */

/** External dependencies */
import path from 'node:path';
import type { Plugin } from 'vite';

/** Internal dependencies */
import { ROOT } from '../paths.mjs';

const PREFIX = '\0page-store:';

/** Store folder → its reference in store-refs.ts and the descriptor name its index exports. */
export const PAGE_STORES: Readonly<
	Record< string, { ref: string; descriptor: string } >
> = Object.freeze( {
	cart: { ref: 'CART_STORE', descriptor: 'cartStore' },
	checkout: { ref: 'CHECKOUT_STORE', descriptor: 'checkoutStore' },
	payment: { ref: 'PAYMENT_STORE', descriptor: 'paymentStore' },
	validation: { ref: 'VALIDATION_STORE', descriptor: 'validationStore' },
	notices: { ref: 'NOTICES_STORE', descriptor: 'noticesStore' },
} );

const STORE_INDEX = new RegExp(
	`[\\\\/]blocks[\\\\/]data[\\\\/](${ Object.keys( PAGE_STORES ).join( '|' ) })[\\\\/]index\\.ts$`
);

/** The store folder whose index `id` is, or undefined. */
export function pageStoreOf( id: string ): string | undefined {
	return STORE_INDEX.exec( id )?.[ 1 ];
}

/** The module standing in for a store's index: its descriptor export, by name. */
export function pageStoreModule( store: string ): string {
	const { ref, descriptor } = PAGE_STORES[ store ];
	const refs = path.join( ROOT, 'blocks/data/shared/store-refs.ts' );
	return `export { ${ ref } as ${ descriptor } } from ${ JSON.stringify( refs ) };\n`;
}

export default function pageStores(): Plugin {
	return {
		name: 'tourfront:page-stores',
		enforce: 'pre',
		async resolveId( source, importer, options ) {
			if ( ! importer || ! source.startsWith( '.' ) ) {
				return null;
			}
			const resolved = await this.resolve( source, importer, {
				...options,
				skipSelf: true,
			} );
			const store = resolved && pageStoreOf( resolved.id );
			return store ? PREFIX + store : null;
		},
		load( id ) {
			return id.startsWith( PREFIX )
				? pageStoreModule( id.slice( PREFIX.length ) )
				: null;
		},
	};
}
