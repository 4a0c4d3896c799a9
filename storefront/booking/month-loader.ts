/**
 * The months of a tour's feed the box reads after the printed one (calendar tours only: loaded with
 * the calendar's code).
 */

/** Internal dependencies */
import type { Feed } from './feed';

/** Months asked once per page, shared by the product page's box and a quick view of the same tour. */
const asked = new Map< string, Promise< Feed > >();

/** A month of the tour; a failed read is forgotten, so asking again tries again. */
export function loadMonth( feed: Feed, month: string ): Promise< Feed > {
	const url = `${ feed.endpoint }${ feed.endpoint.includes( '?' ) ? '&' : '?' }month=${ month }`;
	let read = asked.get( url );
	if ( ! read ) {
		read = fetch( url, { credentials: 'same-origin' } )
			.then( ( response ) => {
				if ( ! response.ok ) {
					throw new Error( String( response.status ) );
				}
				return response.json() as Promise< Feed >;
			} )
			.catch( ( error: unknown ) => {
				asked.delete( url );
				throw error;
			} );
		asked.set( url, read );
	}
	return read;
}
