/**
 * Words: where the demo page and the real store's recorded page (mocks/fixtures/real-pages) print the same
 * thing from the same data, they print it in the same Vietnamese — the stock line, the reviews link, the
 * search field's placeholder — as a store with WooCommerce's vi pack says it.
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { ROOT } from '../../../scripts/paths.mjs';
import { PAGE_TYPES } from '../../../scripts/real-pages/pages';
import { demoDocument } from './demo-pages';
import { parsePage } from './structure';

const FIXTURES = path.join( ROOT, 'mocks/fixtures/real-pages' );

/** What a shopper reads of each element a selector matches: its text, or an attribute. */
const WORDS: Array<
	[ selector: string, read: ( element: Element ) => string ]
> = [
	[ '.summary p.stock', ( element ) => element.textContent ?? '' ],
	[
		'.summary .woocommerce-review-link',
		( element ) => ( element.textContent ?? '' ).replace( /\d+/g, 'N' ),
	],
	[
		'#masthead input.search-field',
		( element ) => element.getAttribute( 'placeholder' ) ?? '',
	],
];

/**
 * What the theme has reworded since the pages were recorded (theme/inc/wording.php: the header search looks
 * for tours): recorded text → what the store says now. A page recorded again already says it.
 */
const REWORDED: Record< string, string > = {
	'Tìm sản phẩm…': 'Tìm tour…',
};

const read = (
	doc: Document,
	selector: string,
	how: ( element: Element ) => string
) =>
	[ ...doc.querySelectorAll( selector ) ].map( ( element ) =>
		how( element ).replace( /\s+/g, ' ' ).trim()
	);

describe( 'demo pages say what the real store says', () => {
	it.each( [ 'product-simple', 'product-variable' ] )( '%s', ( name ) => {
		const type = PAGE_TYPES.find( ( entry ) => entry.type === name );
		if ( ! type ) {
			throw new Error( `${ name } is not a recorded page type.` );
		}
		const real = parsePage(
			readFileSync( path.join( FIXTURES, `${ name }.html` ), 'utf8' )
		);
		const demo = demoDocument( type );
		let compared = 0;
		for ( const [ selector, how ] of WORDS ) {
			const expected = read( real, selector, how ).map(
				( text ) => REWORDED[ text ] ?? text
			);
			if ( expected.length ) {
				compared++;
				expect( read( demo, selector, how ), selector ).toEqual(
					expected
				);
			}
		}
		expect( compared ).toBeGreaterThanOrEqual( 2 );
	} );
} );
