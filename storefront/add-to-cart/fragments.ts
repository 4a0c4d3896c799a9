/**
 * Cart fragments: `{ selector: markup }` from `?wc-ajax=` answers. Each element a selector names is
 * replaced by the markup; while a call is pending, those elements are greyed out and blocked.
 */

/** Internal dependencies */
import { BLOCKED_CLASS, DEFAULT_FRAGMENT_SELECTORS } from './constants';

/** Fragments as WooCommerce sends them. */
export type Fragments = Record< string, string >;

function matching( selector: string, doc: Document ): Element[] {
	try {
		return Array.from( doc.querySelectorAll( selector ) );
	} catch {
		return []; // A key that is not a valid selector names nothing.
	}
}

/** Replaces every element each fragment's selector names; returns the elements put in. */
export function applyFragments(
	fragments: Fragments | undefined,
	doc: Document = document
): Element[] {
	const added: Element[] = [];
	for ( const [ selector, markup ] of Object.entries( fragments ?? {} ) ) {
		if ( typeof markup !== 'string' ) {
			continue;
		}
		for ( const element of matching( selector, doc ) ) {
			const template = doc.createElement( 'template' );
			template.innerHTML = markup.trim();
			const replacements = Array.from( template.content.children );
			element.replaceWith( template.content );
			added.push( ...replacements );
		}
	}
	return added;
}

/** Greys out and blocks `elements` (and the default fragment targets); returns the undo. */
export function blockElements(
	extra: Element[] = [],
	doc: Document = document
): () => void {
	const blocked = [
		...DEFAULT_FRAGMENT_SELECTORS.flatMap( ( selector ) =>
			matching( selector, doc )
		),
		...extra,
	];
	for ( const element of blocked ) {
		element.classList.add( BLOCKED_CLASS );
		element.setAttribute( 'aria-busy', 'true' );
	}
	return () => {
		for ( const element of blocked ) {
			element.classList.remove( BLOCKED_CLASS );
			element.removeAttribute( 'aria-busy' );
		}
	};
}
