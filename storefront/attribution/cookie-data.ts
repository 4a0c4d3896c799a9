/**
 * sourcebuster's cookie values: `key=value|||key=value`, read back into plain objects.
 */

/** Internal dependencies */
import { getCookie } from '../site-kit/cookie';
import {
	SBJS_COOKIES,
	SBJS_DELIMITER,
	UTM_TRIGGER_PARAMS,
	type SbjsContainer,
} from './constants';
import type { TrafficSource } from './source';

/**
 * A page address as the attribution cookies keep it: only the attribution parameters of its query
 * (utm_*, gclid, yclid), no fragment. The rest can be personal (an `email=` from a newsletter link, an
 * order-received `key=`) and would otherwise live in a cookie for months.
 */
export function attributionUrl( href: string ): string {
	let url: URL;
	try {
		url = new URL( href );
	} catch {
		return '';
	}
	const kept = new URLSearchParams();
	url.searchParams.forEach( ( value, name ) => {
		if ( ( UTM_TRIGGER_PARAMS as readonly string[] ).includes( name ) ) {
			kept.append( name, value );
		}
	} );
	url.search = kept.toString();
	url.hash = '';
	return url.href;
}

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

/** The `sbjs_current` / `sbjs_first` value of a source. */
export function packSource( source: TrafficSource ): string {
	return packPairs( [
		[ 'typ', source.type ],
		[ 'src', source.source ],
		[ 'mdm', source.medium ],
		[ 'cmp', source.campaign ],
		[ 'cnt', source.content ],
		[ 'id', source.id ],
		[ 'trm', source.term ],
		[ 'plt', source.platform ],
		[ 'fmt', source.format ],
		[ 'tct', source.tactic ],
	] );
}

/** `YYYY-MM-DD HH:MM:SS` at a UTC offset in hours. */
export function formatDate( date: Date, offsetHours: number ): string {
	const shifted = new Date( date.getTime() + offsetHours * 3600 * 1000 );
	const pad = ( n: number ) => String( n ).padStart( 2, '0' );
	return (
		`${ shifted.getUTCFullYear() }-${ pad( shifted.getUTCMonth() + 1 ) }-${ pad( shifted.getUTCDate() ) } ` +
		`${ pad( shifted.getUTCHours() ) }:${ pad( shifted.getUTCMinutes() ) }:${ pad( shifted.getUTCSeconds() ) }`
	);
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
