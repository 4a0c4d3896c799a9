/**
 * sourcebuster's cookie values: `key=value|||key=value`, packed by the storefront's tracker and read back
 * into plain objects by whoever needs the attribution (the tracker, the checkout block).
 */

/** Internal dependencies */
import { getCookie } from '../cookie';
import { SBJS_COOKIES, SBJS_DELIMITER, type SbjsContainer } from './constants';

/** Packs `pairs` into one cookie value. */
export function packPairs(
	pairs: Array< [ string, string | number ] >
): string {
	return pairs
		.map( ( [ key, value ] ) => `${ key }=${ value }` )
		.join( SBJS_DELIMITER );
}

/** Unpacks a cookie value; `=` inside a value (an address with a query) is kept. */
export function unpackPairs( value: string | null ): Record< string, string > {
	const data: Record< string, string > = {};
	if ( ! value ) {
		return data;
	}
	for ( const pair of value.split( SBJS_DELIMITER ) ) {
		const at = pair.indexOf( '=' );
		if ( at > 0 ) {
			data[ pair.slice( 0, at ) ] = pair.slice( at + 1 );
		}
	}
	return data;
}

/** Every sourcebuster container read from the cookies, `{ current: { typ: 'utm', … }, … }`. */
export function readContainers(
	doc: Document = document
): Record< SbjsContainer, Record< string, string > > {
	const entries = Object.entries( SBJS_COOKIES ).map(
		( [ container, name ] ) => [
			container,
			unpackPairs( getCookie( name, doc ) ),
		]
	);
	return Object.fromEntries( entries ) as Record<
		SbjsContainer,
		Record< string, string >
	>;
}
