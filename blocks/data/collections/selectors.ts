/**
 * Collections store selectors (WooCommerce's `wc/store/collections` and `wc/store/schema` names).
 */

/** Internal dependencies */
import { EMPTY_ITEMS } from './constants';
import { collectionKey } from './keys';
import { routeFor, routeTemplates } from './routes';
import type { CollectionEntry, CollectionsState } from './types';

type Query = Record< string, unknown > | null | undefined;
type Ids = Array< string | number > | undefined;

const entryOf = (
	state: CollectionsState,
	namespace: string,
	resourceName: string,
	query?: Query,
	ids?: Ids
): CollectionEntry | undefined =>
	state.collections[ collectionKey( namespace, resourceName, query, ids ) ];

/** The route templates of a namespace (resolver: GET {namespace}); [] until discovered. */
export const getRoutes = (
	state: CollectionsState,
	namespace: string
): string[] => routeTemplates( state.routes[ namespace ] );

/** The route of a resource with its ids filled in, or '' (unknown yet, or the namespace has none). */
export const getRoute = (
	state: CollectionsState,
	namespace: string,
	resourceName: string,
	ids: Array< string | number > = []
): string => routeFor( state.routes[ namespace ], resourceName, ids );

/** The items of a collection (resolver: GET {route}?{query}); [] until read or when the read failed. */
export const getCollection = (
	state: CollectionsState,
	namespace: string,
	resourceName: string,
	query?: Query,
	ids?: Ids
): readonly unknown[] =>
	entryOf( state, namespace, resourceName, query, ids )?.items ?? EMPTY_ITEMS;

/** One response header of a collection read (`x-wp-total`), undefined when absent, null before the read. */
export const getCollectionHeader = (
	state: CollectionsState,
	header: string,
	namespace: string,
	resourceName: string,
	query?: Query,
	ids?: Ids
): string | undefined | null => {
	const headers = entryOf(
		state,
		namespace,
		resourceName,
		query,
		ids
	)?.headers;
	return headers ? headers[ header.toLowerCase() ] : null;
};

/** The error a collection read ended with, or null. */
export const getCollectionError = (
	state: CollectionsState,
	namespace: string,
	resourceName: string,
	query?: Query,
	ids?: Ids
) => entryOf( state, namespace, resourceName, query, ids )?.error ?? null;

/** The newest `Last-Modified` seen (ms), 0 before any. */
export const getCollectionLastModified = ( state: CollectionsState ): number =>
	state.lastModified;
