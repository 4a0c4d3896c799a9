/**
 * Collections store actions: plain creators, then the thunks.
 */

/** Internal dependencies */
import { ACTION_TYPES } from './action-types';
import type { CollectionEntry } from './types';

/** The route keys a namespace index answered. */
export const receiveRoutes = ( namespace: string, routes: string[] ) =>
	( { type: ACTION_TYPES.RECEIVE_ROUTES, namespace, routes } ) as const;

/** What a collection read gave (items and headers, or an error), under its key (`collectionKey`). */
export const receiveCollection = ( key: string, entry: CollectionEntry ) =>
	( { type: ACTION_TYPES.RECEIVE_COLLECTION, key, entry } ) as const;

/** The newest `Last-Modified` seen (ms). */
export const receiveLastModified = ( timestamp: number ) =>
	( { type: ACTION_TYPES.RECEIVE_LAST_MODIFIED, timestamp } ) as const;

/** Forgets every collection read (the catalogue changed). */
export const clearCollections = () =>
	( { type: ACTION_TYPES.CLEAR_COLLECTIONS } ) as const;

export type CollectionsAction =
	| ReturnType< typeof receiveRoutes >
	| ReturnType< typeof receiveCollection >
	| ReturnType< typeof receiveLastModified >
	| ReturnType< typeof clearCollections >;
