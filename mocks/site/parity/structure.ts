/**
 * A page's structure as the theme's CSS and scripts see it: for each relied-on selector, in which of the
 * page's main regions it matches, once or more; and the order of those regions. Text, product ids and
 * how many products a list shows are content, not structure, so counts are only "one" or "several".
 */

/** The main regions, outermost last: an element belongs to the innermost region around it. */
export const REGIONS: Array< [ name: string, selector: string ] > = [
	[ 'store-notice', '.woocommerce-store-notice' ],
	[ 'navigation', '#site-navigation' ],
	[ 'header-cart', '#site-header-cart' ],
	[ 'header', '#masthead' ],
	[ 'breadcrumb', '.storefront-breadcrumb' ],
	[ 'sidebar', '#secondary' ],
	[ 'content', '#content' ],
	[ 'handheld-bar', '.storefront-handheld-footer-bar' ],
	[ 'footer', '#colophon' ],
];

/** Where a selector matches: region → "1" or "2+". */
export type Presence = Record< string, '1' | '2+' >;

/** Parses server HTML without its scripts, styles and stylesheet links (not structure; the DOM would fetch them). */
export function parsePage( html: string ): Document {
	const bare = html
		.replace( /<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1></$1>' )
		.replace( /<link\b[^>]*>/gi, '' );
	return new DOMParser().parseFromString( bare, 'text/html' );
}

const regionMaps = new WeakMap< Document, Map< Element, string > >();

/** Each element's region, worked out once per document (innermost regions first, so they win). */
function regionMap( doc: Document ): Map< Element, string > {
	let map = regionMaps.get( doc );
	if ( ! map ) {
		map = new Map();
		for ( const [ name, selector ] of REGIONS ) {
			for ( const root of Array.from(
				doc.querySelectorAll( selector )
			) ) {
				for ( const element of [
					root,
					...Array.from( root.querySelectorAll( '*' ) ),
				] ) {
					if ( ! map.has( element ) ) {
						map.set( element, name );
					}
				}
			}
		}
		doc.head
			?.querySelectorAll( '*' )
			.forEach( ( element ) => map?.set( element, 'head' ) );
		regionMaps.set( doc, map );
	}
	return map;
}

/** Where `selector` matches in `doc`; null when the DOM cannot run the selector. */
export function presence( doc: Document, selector: string ): Presence | null {
	let matches: Element[];
	try {
		matches = Array.from( doc.querySelectorAll( selector ) );
	} catch {
		return null;
	}
	const counts: Record< string, number > = {};
	const regions = regionMap( doc );
	for ( const element of matches ) {
		const region = regions.get( element ) ?? 'page';
		counts[ region ] = ( counts[ region ] ?? 0 ) + 1;
	}
	return Object.fromEntries(
		Object.entries( counts ).map( ( [ region, n ] ) => [
			region,
			n > 1 ? '2+' : '1',
		] )
	);
}

/** The regions present, in document order (each by its first element). */
export function regionOrder( doc: Document ): string[] {
	const firsts = REGIONS.map(
		( [ name, selector ] ) =>
			[ name, doc.querySelector( selector ) ] as const
	).filter(
		( entry ): entry is readonly [ string, Element ] => !! entry[ 1 ]
	);
	return firsts

		.sort( ( [ , a ], [ , b ] ) =>
			// eslint-disable-next-line no-bitwise -- compareDocumentPosition returns a bit mask; & tests the FOLLOWING bit.
			a.compareDocumentPosition( b ) &
			4 /* Node.DOCUMENT_POSITION_FOLLOWING */
				? -1
				: 1
		)
		.map( ( [ name ] ) => name );
}

const tokenSets = new WeakMap< Document, Set< string > >();

/** Every `.class` and `#id` a document's elements carry, worked out once per document. */
function tokensOf( doc: Document ): Set< string > {
	let tokens = tokenSets.get( doc );
	if ( ! tokens ) {
		const found = new Set< string >();
		for ( const element of Array.from( doc.querySelectorAll( '*' ) ) ) {
			element.classList.forEach( ( name ) => found.add( `.${ name }` ) );
			if ( element.id ) {
				found.add( `#${ element.id }` );
			}
		}
		tokenSets.set( doc, found );
		tokens = found;
	}
	return tokens;
}

/**
 * For each selector of a list, the classes and ids any element it matches must carry: those outside
 * parentheses (`:not()`, `:is()`…), attribute brackets and strings. Null when the selector is not read
 * here (escaped names).
 */
export function requiredTokens( selector: string ): string[][] | null {
	if ( selector.includes( '\\' ) ) {
		return null;
	}
	let bare = selector
		.replace( /"[^"]*"|'[^']*'/g, '' )
		.replace( /\[[^\]]*\]/g, '' );
	for ( let previous = ''; previous !== bare; ) {
		previous = bare;
		bare = bare.replace( /\([^()]*\)/g, '' );
	}
	return bare
		.split( ',' )
		.map( ( part ) => part.match( /[.#]-?[_a-zA-Z][\w-]*/g ) ?? [] );
}

/**
 * Whether `selector` can match anything in `doc`: false when each of its selectors names a class or id no
 * element carries. Asking the DOM costs a selector parse and a walk per page; most selectors belong to
 * other page types, and this answers for them from one walk.
 */
export function canMatch( doc: Document, selector: string ): boolean {
	const alternatives = requiredTokens( selector );
	if ( ! alternatives ) {
		return true;
	}
	const tokens = tokensOf( doc );
	return alternatives.some( ( required ) =>
		required.every( ( token ) => tokens.has( token ) )
	);
}

const show = ( p: Presence | null ) =>
	p && Object.keys( p ).length
		? Object.entries( p )
				.sort()
				.map( ( [ r, n ] ) => `${ r }×${ n }` )
				.join( ' ' )
		: '—';

/** The selectors whose presence differs between the real page and the demo page, as readable lines. */
export function structuralDifferences(
	real: Document,
	demo: Document,
	selectors: string[]
): string[] {
	const lines: string[] = [];
	const order = [
		regionOrder( real ).join( ' > ' ),
		regionOrder( demo ).join( ' > ' ),
	];
	if ( order[ 0 ] !== order[ 1 ] ) {
		lines.push(
			`region order: real ${ order[ 0 ] } | demo ${ order[ 1 ] }`
		);
	}
	for ( const selector of selectors ) {
		// A selector that cannot match is absent (`—`), as the DOM would say, without asking it.
		const a = canMatch( real, selector ) ? presence( real, selector ) : {};
		const b = canMatch( demo, selector ) ? presence( demo, selector ) : {};
		if ( a && b && show( a ) !== show( b ) ) {
			lines.push(
				`${ selector }: real ${ show( a ) } | demo ${ show( b ) }`
			);
		}
	}
	return lines;
}
