/**
 * A cookie jar that records every write with its lifetime, installed on the test document, plus
 * helpers to set the page address and referrer.
 */

/** One `document.cookie = …` write. */
export interface CookieWrite {
	name: string;
	value: string;
	/** Minutes until expiry, from the `expires` attribute (undefined = session cookie). */
	minutes?: number;
	domain?: string;
	path?: string;
}

/** Installs a recording cookie jar on `doc`; returns it. */
export function installCookieJar(
	doc: Document,
	now: () => number = () => Date.now()
) {
	const jar = new Map< string, string >();
	const writes: CookieWrite[] = [];
	Object.defineProperty( doc, 'cookie', {
		configurable: true,
		get: () =>
			Array.from(
				jar,
				( [ name, value ] ) => `${ name }=${ value }`
			).join( '; ' ),
		set: ( raw: string ) => {
			const [ pair, ...attributes ] = raw
				.split( ';' )
				.map( ( part ) => part.trim() );
			const at = pair.indexOf( '=' );
			const write: CookieWrite = {
				name: pair.slice( 0, at ),
				value: pair.slice( at + 1 ),
			};
			for ( const attribute of attributes ) {
				const [ key, value = '' ] = attribute.split( '=' );
				if ( key.toLowerCase() === 'expires' ) {
					write.minutes = Math.round(
						( Date.parse( value ) - now() ) / 60000
					);
				} else if ( key.toLowerCase() === 'domain' ) {
					write.domain = value;
				} else if ( key.toLowerCase() === 'path' ) {
					write.path = value;
				}
			}
			writes.push( write );
			if ( write.minutes !== undefined && write.minutes <= 0 ) {
				jar.delete( write.name );
			} else {
				jar.set( write.name, write.value );
			}
		},
	} );
	return {
		jar,
		writes,
		get: ( name: string ) => {
			const value = jar.get( name );
			return value === undefined
				? undefined
				: decodeURIComponent( value );
		},
		remove: () =>
			delete ( doc as unknown as Record< string, unknown > ).cookie,
	};
}

/** Sets the address and referrer the page reports. */
export function setVisit( doc: Document, href: string, referrer = '' ): void {
	const location = new URL( href );
	Object.defineProperty( doc, 'referrer', {
		configurable: true,
		get: () => referrer,
	} );
	Object.defineProperty( doc, 'location', {
		configurable: true,
		get: () => ( { href: location.href, hostname: location.hostname } ),
	} );
}
