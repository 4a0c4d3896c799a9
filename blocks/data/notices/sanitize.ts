/**
 * Notice HTML sanitiser: DOMPurify limited to an allow-list of tags, loaded on first use.
 *
 * Notices are rare and the cart page is not: DOMPurify (≈ 8.5 KB gzip) comes in its own chunk the
 * first time a notice is shown, so it never weighs on a page load.
 */

/** Internal dependencies */
import { NOTICE_ALLOWED_ATTRIBUTES, NOTICE_ALLOWED_TAGS } from './constants';

/** Turns notice HTML into HTML holding only the allowed tags and attributes. */
export type NoticeSanitizer = ( html: string ) => string;

/** Loads DOMPurify and returns the sanitiser: tags a b em i strong p br, attributes target href rel name download. */
export async function loadNoticeSanitizer(): Promise< NoticeSanitizer > {
	const { default: DOMPurify } = await import( 'dompurify' );
	return ( html ) =>
		DOMPurify.sanitize( html, {
			ALLOWED_TAGS: NOTICE_ALLOWED_TAGS,
			ALLOWED_ATTR: NOTICE_ALLOWED_ATTRIBUTES,
			ALLOW_DATA_ATTR: false,
			ALLOW_ARIA_ATTR: false,
		} );
}

/** The text of notice HTML, for the moment before the sanitiser has loaded (parsed inertly: nothing runs or loads). */
export function noticeText( html: string ): string {
	const { body } = new DOMParser().parseFromString( html, 'text/html' );
	body.querySelectorAll( 'script, style, template, noscript' ).forEach(
		( element ) => element.remove()
	);
	return body.textContent ?? '';
}
