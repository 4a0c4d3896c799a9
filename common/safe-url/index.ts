/**
 * URLs that come from a server answer (a payment redirect, a search suggestion, a product link) are
 * followed or linked only when they are http(s): a hostile or broken server could send `javascript:`
 * or `data:` URLs, which would run script in the shop's origin. Relative URLs resolve against the page,
 * so they stay on the shop. Parsing is the browser's own (WHATWG URL), so obfuscations it ignores
 * (case, tabs and newlines inside the scheme, leading spaces or control characters) are caught.
 */

const ALLOWED_PROTOCOLS = [ 'http:', 'https:' ];

/** `url` when it is safe to navigate to or link, else null. */
export function safeUrl(
	url: unknown,
	base: string = window.location.href
): string | null {
	if ( typeof url !== 'string' || url.trim() === '' ) {
		return null;
	}
	try {
		return ALLOWED_PROTOCOLS.includes( new URL( url, base ).protocol )
			? url
			: null;
	} catch {
		return null;
	}
}

/** The browser's own navigation, behind an object so tests can observe it. */
export const navigation = {
	assign( url: string ): void {
		window.location.assign( url );
	},
};

/** Goes to `url` when it is safe (see safeUrl); true when the browser is leaving. */
export function navigateTo( url: unknown ): boolean {
	const safe = safeUrl( url );
	if ( safe ) {
		navigation.assign( safe );
	}
	return safe !== null;
}
