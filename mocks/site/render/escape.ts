/**
 * Late escaping by context, as WordPress's esc_html / esc_attr / esc_url do.
 */

const HTML_ESCAPES: Record< string, string > = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#039;',
};

/** Text for an element's content. */
export function escHtml( value: string | number ): string {
	return String( value ).replace( /[&<>"']/g, ( c ) => HTML_ESCAPES[ c ] );
}

/** Text for an attribute value (double-quoted). */
export const escAttr = escHtml;

/** A URL for href/src: only same-site paths, http(s) and fragments survive. */
export function escUrl( url: string ): string {
	const trimmed = url.trim();
	if (
		/^(https?:)?\/\//i.test( trimmed ) ||
		trimmed.startsWith( '/' ) ||
		trimmed.startsWith( '#' ) ||
		trimmed.startsWith( '?' )
	) {
		return escAttr( trimmed );
	}
	return '';
}

/** Removes tags, for `alt` texts and titles made from HTML names. */
export function stripTags( html: string ): string {
	return html.replace( /<[^>]*>/g, '' );
}

/** Decodes the few entities WooCommerce's texturize adds, for plain-text uses (titles, JSON). */
export function decodeEntities( html: string ): string {
	return html
		.replace( /&#(\d+);/g, ( _m, n: string ) =>
			String.fromCodePoint( Number( n ) )
		)
		.replace( /&#x([0-9a-f]+);/gi, ( _m, n: string ) =>
			String.fromCodePoint( parseInt( n, 16 ) )
		)
		.replace( /&nbsp;/g, '\u00a0' )
		.replace( /&ndash;/g, '–' )
		.replace( /&mdash;/g, '—' )
		.replace( /&ldquo;/g, '“' )
		.replace( /&rdquo;/g, '”' )
		.replace( /&hellip;/g, '…' )
		.replace( /&quot;/g, '"' )
		.replace( /&#039;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&amp;/g, '&' );
}
