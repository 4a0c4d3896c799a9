/**
 * Collections store thunks: the `Last-Modified` check ("a newer value clears cached collections").
 */

/** WordPress dependencies */
import type { ThunkArgs } from '@wordpress/data';

/** Internal dependencies */
import type { CollectionsStore } from './store';

/** What the collections store's thunks and resolvers receive, typed by WordPress from the descriptor. */
export type CollectionsThunkArgs = ThunkArgs< CollectionsStore > & {
	dispatch: ResolutionActions;
};

/** The resolution metadata actions @wordpress/data gives every store with resolvers. */
interface ResolutionActions {
	invalidateResolutionForStoreSelector: ( selectorName: string ) => unknown;
}

/** The thunks. */
export function createCollectionsThunks() {
	/**
	 * Compares a collection answer's `Last-Modified` with the newest seen: the first is remembered, a newer
	 * one clears every cached collection (their next read asks the server again) and is remembered.
	 */
	const checkLastModified =
		( timestamp: number ) =>
		( { select, dispatch }: CollectionsThunkArgs ) => {
			const last = select.getCollectionLastModified();
			if ( last && timestamp > last ) {
				dispatch.clearCollections();
				dispatch.invalidateResolutionForStoreSelector(
					'getCollection'
				);
				dispatch.invalidateResolutionForStoreSelector(
					'getCollectionHeader'
				);
			}
			if ( timestamp > last ) {
				dispatch.receiveLastModified( timestamp );
			}
		};
	return { checkLastModified };
}
