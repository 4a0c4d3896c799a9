/**
 * What a phone (390 px) and a desktop (1280 px) show on the first screen: the home hero's picture whole
 * across (the words drawn in it not cut), the current category's pill in its row's view without the page
 * moving, and the first tour of a listing starting above the fold.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import { expect, test } from './test-utils';

const WIDTHS = [ 390, 1280 ];

async function at( page: Page, width: number ): Promise< number > {
	const height = width < 500 ? 844 : 900;
	await page.setViewportSize( { width, height } );
	return height;
}

for ( const width of WIDTHS ) {
	test( `home hero at ${ width } px: the picture is not cut at its sides`, async ( {
		page,
	} ) => {
		await at( page, width );
		await page.goto( '/' );
		const hero = page.locator( '.site-main > .type-page' ).first();
		await expect( hero ).toBeVisible();
		const drawn = await hero.evaluate( async ( el ) => {
			const style = getComputedStyle( el );
			const url = /url\("?([^")]+)"?\)/.exec(
				style.backgroundImage
			)?.[ 1 ];
			if ( ! url ) {
				return null;
			}
			const img = new Image();
			img.src = url;
			await img.decode();
			const box = el.getBoundingClientRect();
			const size = style.backgroundSize;
			const scale =
				size === 'cover'
					? Math.max(
							box.width / img.naturalWidth,
							box.height / img.naturalHeight
						)
					: parseFloat( size ) /
						100 /
						( img.naturalWidth / box.width );
			return { width: img.naturalWidth * scale, box: box.width };
		} );
		expect( drawn ).not.toBeNull();
		expect( drawn!.width ).toBeLessThanOrEqual( drawn!.box + 1 );
	} );

	test( `category page at ${ width } px: the current pill in view, the page not moved, the first tour above the fold`, async ( {
		page,
	} ) => {
		const height = await at( page, width );
		await page.goto( '/product-category/tour-nuoc-ngoai/' );
		const pill = page.locator(
			'.tourfront-filters__destinations a[aria-current="page"]'
		);
		const row = page.locator( '.tourfront-filters__destinations ul' );
		await expect
			.poll( async () => {
				const p = await pill.boundingBox();
				const r = await row.boundingBox();
				return (
					!! p &&
					!! r &&
					p.x >= r.x - 1 &&
					p.x + p.width <= r.x + r.width + 1
				);
			} )
			.toBe( true );
		expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
		const first = await page
			.locator( 'ul.products li.product' )
			.first()
			.boundingBox();
		expect( first!.y ).toBeLessThan( height );
	} );
}
