/**
 * Collections store shapes.
 */

/** Internal dependencies */
import type { RouteIndex } from './routes';

/** A read collection: its items and response headers (lower-case names), or the error that ended it. */
export interface CollectionEntry {
	items?: unknown[];
	headers?: Record< string, string >;
	error?: { code: string; message: string };
}

/** The store state. */
export interface CollectionsState {
	/** Namespace (`wc/store/v1`) → its routes by resource name. */
	routes: Record< string, RouteIndex >;
	/** Collection key (see `collectionKey`) → what was read. */
	collections: Record< string, CollectionEntry >;
	/** The newest `Last-Modified` seen (ms), 0 before any. */
	lastModified: number;
}

/** Which collection: a resource of a namespace, a query and the ids of the route's placeholders. */
export interface CollectionArgs {
	namespace: string;
	resourceName: string;
	query?: Record< string, unknown > | null;
	ids?: Array< string | number >;
}
