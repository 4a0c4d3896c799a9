/**
 * How a collection is found in the state: namespace, resource, ids and the query string it was read with.
 */

/** WordPress dependencies */
import { addQueryArgs } from '@wordpress/url';

/** The query string of a query object (`?a=1&b=2`, '' for none), as it is sent. */
export const queryString = ( query?: Record< string, unknown > | null ) =>
	query ? addQueryArgs( '', query ) : '';

/** The state key of a collection. */
export const collectionKey = (
	namespace: string,
	resourceName: string,
	query?: Record< string, unknown > | null,
	ids: Array< string | number > = []
) =>
	JSON.stringify( [
		namespace,
		resourceName,
		ids.map( String ),
		queryString( query ),
	] );
