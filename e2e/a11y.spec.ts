/**
 * Accessibility gate: axe-core finds no critical or serious violation on any page, at 1280 and 390 px.
 */

/** External dependencies */
import { test, expect } from '@playwright/test';

/** Internal dependencies */
import { axeViolations } from '../bench/measure/axe';
import { BENCH_PAGES, BENCH_PRODUCT_ID } from '../bench/pages';
import { addToCartInPlace, settle } from './test-utils';

for ( const width of [ 1280, 390 ] ) {
	test.describe( `accessibility at ${ width } px`, () => {
		test.use( { viewport: { width, height: 900 } } );

		for ( const [ name, path ] of Object.entries( BENCH_PAGES ) ) {
			test( `${ name } has no critical or serious axe violation`, async ( { page } ) => {
				if ( name === 'cart' || name === 'checkout' ) {
					await addToCartInPlace( page, BENCH_PRODUCT_ID );
				}
				await page.goto( path );
				await settle( page );
				const serious = ( await axeViolations( page ) ).filter( ( v ) => v.impact === 'critical' || v.impact === 'serious' );
				const report = serious.map( ( v ) => `${ v.impact } ${ v.id }: ${ v.help } @ ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) }` );
				expect( report, report.join( '\n' ) ).toEqual( [] );
			} );
		}
	} );
}
