/**
 * Reading Responses the way api-fetch does, with the catalogue's errors.
 */

/** Internal dependencies */
import { invalidJsonError } from './errors';

/** The JSON body of a Response (null for 204 or empty); throws `invalid_json`. */
export async function parseJson( response: Response ): Promise< unknown > {
	if ( response.status === 204 ) {
		return null;
	}
	const text = await response.text();
	if ( text === '' ) {
		return null;
	}
	try {
		return JSON.parse( text );
	} catch {
		throw invalidJsonError();
	}
}

/** The body of a successful Response, or throws the parsed error body of a failed one. */
export async function parseResponse( response: Response ): Promise< unknown > {
	const body = await parseJson( response );
	if ( ! response.ok ) {
		throw body ?? invalidJsonError();
	}
	return body;
}
