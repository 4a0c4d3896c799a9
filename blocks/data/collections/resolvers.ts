/**
 * Collections store resolvers: route discovery (GET {namespace}), then collections read from the route
 * the namespace lists for a resource (GET {route}?{query}), each answer's `Last-Modified` checked first.
 */

/** Internal dependencies */
import { getNamespaceRoutes, getWithHeaders } from '../../api/collections';
import { collectionKey, queryString } from './keys';
import { parseLastModified } from './last-modified';
import type { CollectionsThunkArgs } from './thunks';

type Query = Record< string, unknown > | null | undefined;
type Ids = Array< string | number > | undefined;

/** The arguments as given, without trailing undefined ones: resolutions are cached by their arguments. */
const definedArgs = ( ...args: unknown[] ) => {
	const out = [ ...args ];
	while ( out.length && out[ out.length - 1 ] === undefined ) {
		out.pop();
	}
	return out;
};

/** Discovers the routes of `namespace`; a failed read leaves it without routes. */
export const getRoutes =
	( namespace: string ) =>
	async ( { dispatch }: CollectionsThunkArgs ) => {
		try {
			dispatch.receiveRoutes(
				namespace,
				await getNamespaceRoutes( namespace )
			);
		} catch {
			dispatch.receiveRoutes( namespace, [] );
		}
	};

/** A route needs its namespace discovered. */
export const getRoute =
	( namespace: string ) =>
	async ( { resolveSelect }: CollectionsThunkArgs ) => {
		await resolveSelect.getRoutes( namespace );
	};

/** Reads a collection from its namespace's route for the resource (none: an empty collection, no request). */
export const getCollection =
	( namespace: string, resourceName: string, query?: Query, ids?: Ids ) =>
	async ( { select, resolveSelect, dispatch }: CollectionsThunkArgs ) => {
		await resolveSelect.getRoutes( namespace );
		const route = select.getRoute( namespace, resourceName, ids ?? [] );
		const key = collectionKey( namespace, resourceName, query, ids );
		if ( ! route ) {
			dispatch.receiveCollection( key, { items: [], headers: {} } );
			return;
		}
		try {
			const { body, headers } = await getWithHeaders< unknown >(
				route + queryString( query )
			);
			const modified = parseLastModified( headers[ 'last-modified' ] );
			if ( modified !== null ) {
				// Before this answer is stored: clearing must not drop it.
				dispatch.checkLastModified( modified );
			}
			dispatch.receiveCollection( key, {
				items: Array.isArray( body ) ? body : [],
				headers,
			} );
		} catch ( error ) {
			const { code = 'unknown_error', message = '' } = error as {
				code?: string;
				message?: string;
			};
			dispatch.receiveCollection( key, { error: { code, message } } );
		}
	};

/** A header needs its collection read (with the same arguments, so the read is shared). */
export const getCollectionHeader =
	(
		_header: string,
		namespace: string,
		resourceName: string,
		query?: Query,
		ids?: Ids
	) =>
	async ( { resolveSelect }: CollectionsThunkArgs ) => {
		await resolveSelect.getCollection(
			...( definedArgs( namespace, resourceName, query, ids ) as [
				string,
				string,
			] )
		);
	};
