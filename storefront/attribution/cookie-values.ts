/**
 * What the tracker writes into sourcebuster's cookies besides the pairs format itself
 * (common/attribution/cookie-data.ts): kept page addresses, packed sources, dates.
 */

/** Internal dependencies */
import { UTM_TRIGGER_PARAMS } from '../../common/attribution/constants';
import { packPairs } from '../../common/attribution/cookie-data';
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
