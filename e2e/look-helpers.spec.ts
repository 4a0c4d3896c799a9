/**
 * The look journeys' line counter, on markup of its own: it counts the lines a text takes on screen,
 * whatever the fonts' metrics, and still sees a real wrap.
 */

/** Internal dependencies */
import { textLines } from './look-helpers';
import { expect, test } from './test-utils';

test( 'textLines: one line though an inline box and its text start pixels apart; two when it wraps', async ( {
	page,
} ) => {
	// The toggle's text and its span in different fonts and a raised baseline: their boxes start a few
	// pixels apart, as they did with one machine's fonts, yet it is one line on screen.
	await page.setContent( `
		<button id="one" style="font: 16px/1.5 serif; white-space: nowrap">Danh
			<span style="font: 22px/1 monospace; vertical-align: 3px">mục</span></button>
		<p id="two" style="width: 4ch; font: 16px/1.5 sans-serif">Danh mục du lịch</p>
	` );
	const boxTops = await page.locator( '#one' ).evaluate( ( button ) => {
		const range = document.createRange();
		range.selectNodeContents( button );
		return new Set(
			Array.from( range.getClientRects() ).map( ( r ) =>
				Math.round( r.top )
			)
		).size;
	} );
	expect(
		boxTops,
		'the boxes of one line start at different heights'
	).toBeGreaterThan( 1 );
	expect( await textLines( page.locator( '#one' ) ) ).toBe( 1 );
	expect( await textLines( page.locator( '#two' ) ) ).toBeGreaterThan( 1 );
} );
