/**
 * URL fragments decoded without throwing: a malformed hash such as `#%` (typed, or from a broken
 * link) makes `decodeURIComponent` throw, which would stop whatever reads the hash on load.
 */

/** `raw` percent-decoded, or `raw` itself when it is not valid percent-encoding. */
export function decodeFragment( raw: string ): string {
	try {
		return decodeURIComponent( raw );
	} catch {
		return raw;
	}
}

/** The element a `#id` link points at (in the link's document), or null. */
export function idTarget( link: HTMLAnchorElement ): HTMLElement | null {
	const id = link.getAttribute( 'href' )?.startsWith( '#' )
		? decodeFragment( link.hash.slice( 1 ) )
		: '';
	return id ? link.ownerDocument.getElementById( id ) : null;
}
