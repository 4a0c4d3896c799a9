/**
 * Vite/Rollup plugin for the compatibility scripts (`blocks/compat`): a cart, checkout, payment, validation
 * or notices store's `index.ts` is compiled without the store it creates and registers; its descriptor
 * export becomes the typed reference by name (`blocks/data/shared/store-refs.ts`), its other exports
 * (constants, pure helpers) stay. Those stores are the page bundle's: a second copy registered by a
 * compatibility script would be a second cart, or whichever loaded first. An index that creates anything
 * else (the checkout's and payment's observers) fails the build instead of being copied.
 */

/** External dependencies */
import path from 'node:path';
import type { Plugin } from 'vite';

/** Internal dependencies */
import { ROOT } from '../paths.mjs';

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

/** A store index's source without its store: the descriptor by name, no registration. */
export function withoutStore( store: string, source: string ): string {
	const { ref, descriptor } = PAGE_STORES[ store ];
	const refs = JSON.stringify(
		path.join( ROOT, 'blocks/data/shared/store-refs.ts' )
	);
	const code = source
		.replace( /^import \{ register \} from '@wordpress\/data';$/m, '' )
		.replace(
			new RegExp(
				`^export const ${ descriptor } = create\\w+\\([^;]*\\);$`,
				'm'
			),
			`export { ${ ref } as ${ descriptor } } from ${ refs };`
		)
		.replace( new RegExp( `^register\\( ${ descriptor } \\);$`, 'm' ), '' );
	if ( /\bregister\(|\bcreate\w+\(/.test( code ) ) {
		throw new Error(
			`blocks/data/${ store }/index.ts creates more than its store: a compatibility script may not import it.`
		);
	}
	return code;
}

export default function pageStores(): Plugin {
	return {
		name: 'tourfront:page-stores',
		enforce: 'pre',
		transform( code, id ) {
			const store = pageStoreOf( id );
			return store
				? { code: withoutStore( store, code ), map: null }
				: null;
		},
	};
}
