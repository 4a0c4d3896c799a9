/**
 * Tiny cookie helpers for the site-wide features (store notice, attribution). No library: the
 * browser's `document.cookie` is all a theme cookie needs.
 */

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Options for writing a cookie. */
export interface CookieOptions {
	/** Lifetime in days (theme cookies are written with a lifetime in days); omitted = session cookie, negative = delete. */
	maxAgeDays?: number;
	path?: string;
	domain?: string;
}

/** Reads one cookie, decoded, or null when it is not set. */
export function getCookie(
	name: string,
	doc: Document = document
): string | null {
	const prefix = `${ encodeURIComponent( name ) }=`;
	for ( const part of doc.cookie.split( ';' ) ) {
		const entry = part.trimStart();
		if ( entry.startsWith( prefix ) ) {
			const raw = entry.slice( prefix.length );
			try {
				return decodeURIComponent( raw );
			} catch {
				return raw;
			}
		}
	}
	return null;
}

/** Writes one cookie (path `/` unless told otherwise). */
export function setCookie(
	name: string,
	value: string,
	options: CookieOptions = {},
	doc: Document = document
): void {
	let cookie = `${ encodeURIComponent( name ) }=${ encodeURIComponent( value ) }; path=${ options.path ?? '/' }`;
	if ( options.maxAgeDays !== undefined ) {
		const expires = new Date(
			Date.now() + options.maxAgeDays * MS_PER_DAY
		);
		cookie += `; expires=${ expires.toUTCString() }`;
	}
	if ( options.domain ) {
		cookie += `; domain=${ options.domain }`;
	}
	doc.cookie = cookie;
}

/** Deletes a cookie on path `/`, with and without the dotted domain (as WooCommerce sets it). */
export function deleteCookie( name: string, doc: Document = document ): void {
	setCookie( name, '', { maxAgeDays: -1 }, doc );
	const host = doc.location?.hostname;
	if ( host ) {
		setCookie( name, '', { maxAgeDays: -1, domain: `.${ host }` }, doc );
	}
}
