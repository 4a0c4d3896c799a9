/**
 * Notice HTML sanitiser (spec §5 "Notice content"): keeps the tags a b em i strong p br and the
 * attributes target href rel name download; everything else is unwrapped (tags) or dropped
 * (attributes, and whole script-like elements). Built on an inert <template>, a few hundred bytes
 * instead of a general-purpose sanitiser on the cart page.
 */

/** Internal dependencies */
import { NOTICE_ALLOWED_ATTRIBUTES, NOTICE_ALLOWED_TAGS } from '../../data/notices/constants';

const TAGS = new Set( NOTICE_ALLOWED_TAGS.map( ( t ) => t.toUpperCase() ) );
const ATTRIBUTES = new Set( NOTICE_ALLOWED_ATTRIBUTES );
/** Elements dropped with their content, not unwrapped. */
const DROP = new Set( [ 'SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'TEXTAREA', 'TITLE', 'SVG', 'MATH' ] );
/** URL schemes a link may use (relative URLs have none). */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

function clean( parent: Node ): void {
	for ( const node of [ ...parent.childNodes ] ) {
		if ( node.nodeType === Node.TEXT_NODE ) {
			continue;
		}
		if ( node.nodeType !== Node.ELEMENT_NODE ) {
			node.parentNode!.removeChild( node );
			continue;
		}
		const element = node as Element;
		const tag = element.tagName.toUpperCase();
		if ( DROP.has( tag ) ) {
			element.remove();
			continue;
		}
		clean( element );
		if ( ! TAGS.has( tag ) ) {
			element.replaceWith( ...element.childNodes );
			continue;
		}
		for ( const { name, value } of [ ...element.attributes ] ) {
			const unsafeUrl = name === 'href' && ! SAFE_URL.test( value.replace( /[\s\u0000-\u001f]/g, '' ) );
			if ( ! ATTRIBUTES.has( name ) || unsafeUrl ) {
				element.removeAttribute( name );
			}
		}
	}
}

/** Returns `html` reduced to the allowed tags and attributes. */
export function sanitizeNoticeHtml( html: string ): string {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	clean( template.content );
	return template.innerHTML;
}
