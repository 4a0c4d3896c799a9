/**
 * What the live search suggests first, at 1280 and 390 px, on the demo and on a real store seeded from
 * the same catalogue (E2E_BASE_URL): "ha long" gives the Hạ Long tour first, the guidebook after it and
 * the tour only a description matches (Nam Du) after the guidebook; a space after the query changes
 * nothing; and on a phone the first three suggestions stand whole above the on-screen keyboard.
 */

/** External dependencies */
import type { Locator, Page } from '@playwright/test';

/** Internal dependencies */
import { expect, test, watchPage } from './test-utils';

const TOUR = 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền';
const GUIDEBOOK = 'Sách hướng dẫn du lịch Hạ Long (bản in)';
const NAM_DU = 'Tour quần đảo Nam Du 3 ngày 2 đêm';

/**
 * A 390 × 844 phone's keyboard with its suggestion strip covers about the lowest 336 px; the header's
 * field ends near 220 px, which leaves about 280 px under it for the suggestions a shopper sees.
 */
const ABOVE_KEYBOARD_PX = 280;

/** The visible product search form (the header's; the handheld bar has another). */
function searchForm( page: Page ) {
	return page
		.locator( 'form.woocommerce-product-search' )
		.filter( { has: page.locator( 'input[name="s"]:visible' ) } )
		.first();
}

/** The server's answer to `query`, then the names the list shows (the server's list wins). */
async function typeAndSettle( page: Page, field: Locator, query: string ) {
	const answered = page.waitForResponse(
		( response ) =>
			response.url().includes( 'tourfront_ajax_search_products' ) &&
			new URL( response.url() ).searchParams.get( 'query' ) ===
				query.trim()
	);
	await field.pressSequentially( query, { delay: 40 } );
	await answered;
}

const shownNames = ( form: Locator ) =>
	form
		.getByRole( 'listbox' )
		.locator( '.tourfront-live-search__name' )
		.allTextContents();

for ( const width of [ 1280, 390 ] ) {
	test( `live search at ${ width } px: "ha long" gives the Hạ Long tour first, the guidebook next, Nam Du after it; "ha long " the same`, async ( {
		page,
	} ) => {
		const watch = watchPage( page );
		await page.setViewportSize( { width, height: 844 } );
		await page.goto( '/shop/' );
		const form = searchForm( page );
		const field = form.locator( 'input[name="s"]' );
		await field.click();
		await typeAndSettle( page, field, 'ha long' );
		// The server's list: the client index holds no descriptions, so only the server's has Nam Du.
		await expect.poll( () => shownNames( form ) ).toContain( NAM_DU );
		const names = await shownNames( form );
		expect( names[ 0 ] ).toBe( TOUR );
		expect( names.indexOf( GUIDEBOOK ) ).toBe( 1 );
		// Nam Du's description names the bay ("Vịnh Hạ Long của phương Nam"): it comes after every name match.
		expect( names.indexOf( NAM_DU ) ).toBeGreaterThan( 1 );
		await page.screenshot( {
			path: `e2e/artifacts/live-search-ha-long-${ width }.png`,
		} );

		// A space after the words: the same search, answered from what the field already holds.
		const searches: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'tourfront_ajax_search_products' ) ) {
				searches.push( request.url() );
			}
		} );
		await field.press( 'Space' );
		await expect( field ).toHaveValue( 'ha long ' );
		await expect.poll( () => shownNames( form ) ).toEqual( names );
		expect( searches ).toEqual( [] );
		watch.expectClean();
	} );
}

test( 'live search: "ha " is "ha" (under 3 characters: no list, no request), "hue " is "hue"', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( '/shop/' );
	const form = searchForm( page );
	const field = form.locator( 'input[name="s"]' );
	const searches: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'tourfront_ajax_search_products' ) ) {
			searches.push(
				new URL( request.url() ).searchParams.get( 'query' ) ?? ''
			);
		}
	} );
	await field.click();
	await typeAndSettle( page, field, 'hue' );
	const hue = await shownNames( form );
	expect( hue.length ).toBeGreaterThan( 0 );

	await field.fill( '' );
	await field.pressSequentially( 'ha', { delay: 40 } );
	await expect( form.getByRole( 'listbox' ) ).toBeHidden();
	await field.press( 'Space' );
	await expect( field ).toHaveValue( 'ha ' );
	await expect( form.getByRole( 'listbox' ) ).toBeHidden();
	await expect( field ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( form.locator( 'button[type="submit"]' ) ).not.toHaveClass(
		/loading/
	);

	await field.fill( '' );
	await field.pressSequentially( 'hue ', { delay: 40 } );
	await expect( form.getByRole( 'listbox' ) ).toBeVisible();
	await expect.poll( () => shownNames( form ) ).toEqual( hue );
	expect( searches ).toEqual( [ 'hue' ] );
	watch.expectClean();
} );

test( 'live search at 390 px: the first three suggestions stand whole above the on-screen keyboard', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.goto( '/shop/' );
	const form = searchForm( page );
	const field = form.locator( 'input[name="s"]' );
	await field.click();
	// Ten suggestions, the longest names of the catalogue among them.
	await typeAndSettle( page, field, 'tour' );
	await expect( form.getByRole( 'option' ) ).toHaveCount( 10 );
	const fit = await form.evaluate( ( root ) => {
		const input = root
			.querySelector( 'input[name="s"]' )
			?.getBoundingClientRect() as DOMRect;
		const list = root.querySelector( '[role="listbox"]' ) as HTMLElement;
		const box = list.getBoundingClientRect();
		return {
			scrollTop: list.scrollTop,
			rows: [ ...list.querySelectorAll( '[role="option"]' ) ]
				.slice( 0, 3 )
				.map( ( option ) => {
					const row = option.getBoundingClientRect();
					return {
						name: option.textContent?.slice( 0, 30 ),
						insideList: row.bottom <= box.bottom + 0.5,
						belowField: Math.round( row.bottom - input.bottom ),
					};
				} ),
		};
	} );
	expect( fit.scrollTop ).toBe( 0 );
	for ( const row of fit.rows ) {
		expect( row.insideList, JSON.stringify( fit ) ).toBe( true );
		expect( row.belowField, JSON.stringify( fit ) ).toBeLessThanOrEqual(
			ABOVE_KEYBOARD_PX
		);
	}
	await page.screenshot( { path: 'e2e/artifacts/live-search-390-fit.png' } );
	watch.expectClean();
} );
