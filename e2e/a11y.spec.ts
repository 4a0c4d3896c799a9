/**
 * Accessibility gate: axe-core finds no critical or serious violation on any page, at 1280 and 390 px.
 */

/** Internal dependencies */
import { axeViolations } from '../bench/measure/axe';
import { BENCH_PAGES } from '../bench/pages';
import { ARTICLE_PATH, withTourIf } from './store-api';
import { expect, settle, test } from './test-utils';

// The bench's pages, with the article every seeded store publishes.
const PAGES = { ...BENCH_PAGES, article: ARTICLE_PATH };

for ( const width of [ 1280, 390 ] ) {
	test.describe( `accessibility at ${ width } px`, () => {
		test.use( { viewport: { width, height: 900 } } );

		for ( const [ name, path ] of Object.entries( PAGES ) ) {
			// The cart and checkout are looked at with a tour in the cart.
			const withTour = name === 'cart' || name === 'checkout';

			test( `${ name } has no critical or serious axe violation`, async ( {
				page,
			} ) => {
				await withTourIf( page, withTour );
				await page.goto( path );
				await settle( page );
				const serious = ( await axeViolations( page ) ).filter(
					( v ) => v.impact === 'critical' || v.impact === 'serious'
				);
				const report = serious.map(
					( v ) =>
						`${ v.impact } ${ v.id }: ${ v.help } @ ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) }`
				);
				expect( report, report.join( '\n' ) ).toEqual( [] );
			} );
		}
	} );
}
