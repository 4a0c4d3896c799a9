/**
 * Price markup from the server (WooCommerce's `price_html`) reduced to the elements a price uses,
 * so it can be put into the page without carrying anything else along.
 */

const ALLOWED_TAGS = new Set( [
	'SPAN',
	'BDI',
	'DEL',
	'INS',
	'SMALL',
	'STRONG',
] );
const ALLOWED_ATTRIBUTES = new Set( [ 'class', 'aria-hidden', 'translate' ] );

function copyClean( source: Node, target: Node, doc: Document ): void {
	for ( const child of Array.from( source.childNodes ) ) {
		if ( child.nodeType === 3 ) {
			target.appendChild( doc.createTextNode( child.textContent ?? '' ) );
		} else if ( child.nodeType === 1 ) {
			const element = child as Element;
			if ( ! ALLOWED_TAGS.has( element.tagName ) ) {
				copyClean( element, target, doc );
				continue;
			}
			const clean = doc.createElement( element.tagName.toLowerCase() );
			for ( const attribute of Array.from( element.attributes ) ) {
				if ( ALLOWED_ATTRIBUTES.has( attribute.name ) ) {
					clean.setAttribute( attribute.name, attribute.value );
				}
			}
			copyClean( element, clean, doc );
			target.appendChild( clean );
		}
	}
}

/** A fragment holding the price markup with only price elements and their classes kept. */
export function priceFragment(
	html: string,
	doc: Document = document
): DocumentFragment {
	const template = doc.createElement( 'template' );
	template.innerHTML = html;
	const fragment = doc.createDocumentFragment();
	copyClean( template.content, fragment, doc );
	return fragment;
}
