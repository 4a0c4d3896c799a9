/**
 * Listing filters on the shop and category pages: destination, price range, duration and
 * departure month through WooCommerce's own query arguments — the same on the demo and on a real store
 * (E2E_BASE_URL), without JavaScript and, with it, without a full reload.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import { t } from './i18n';
import { expect, test, watchPage } from './test-utils';

const titles = ( page: Page ) =>
	page
		.locator( 'ul.products li.product .woocommerce-loop-product__title' )
		.allTextContents();
const filters = ( page: Page ) => page.locator( '.tourfront-filters' );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( "the form filters by price and duration through WooCommerce's arguments; empty fields are dropped", async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const all =
			( await page
				.locator( '.woocommerce-result-count' )
				.first()
				.textContent() ) ?? '';
		const form = filters( page ).locator( 'form' );
		await form.getByLabel( t( 'Price up to (₫)' ) ).fill( '3000000' );
		await form.getByLabel( t( 'Duration' ) ).selectOption( '2-ngay-1-dem' );
		await form.getByRole( 'button', { name: t( 'Filter' ) } ).click();
		await page.waitForURL( /filter_thoi-luong=2-ngay-1-dem/ );
		const url = new URL( page.url() );
		expect( url.searchParams.get( 'max_price' ) ).toBe( '3000000' );
		// The empty "price from" and month fields do not reach WooCommerce (an empty bound would hide everything).
		expect( url.searchParams.has( 'min_price' ) ).toBe( false );
		expect( url.searchParams.has( 'departure_month' ) ).toBe( false );
		const names = await titles( page );
		expect( names.length ).toBeGreaterThan( 0 );
		await expect(
			page.locator( '.woocommerce-result-count' ).first()
		).not.toHaveText( all );
		for ( const name of names ) {
			expect( name ).toContain( '2 ngày 1 đêm' );
		}
		await expect( form.getByLabel( t( 'Duration' ) ) ).toHaveValue(
			'2-ngay-1-dem'
		);
		await expect( form.getByLabel( t( 'Price up to (₫)' ) ) ).toHaveValue(
			'3000000'
		);
		// Sorting keeps the filters (WooCommerce's ordering form carries them).
		await expect(
			page
				.locator(
					'form.woocommerce-ordering input[name="filter_thoi-luong"]'
				)
				.first()
		).toHaveValue( '2-ngay-1-dem' );
	} );

	test( 'the category pills are named for what they hold: categories, accessories among them', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const pills = filters( page ).getByRole( 'navigation', {
			name: t( 'Categories' ),
		} );
		await expect( pills.locator( 'a' ).first() ).toHaveText(
			t( 'All categories' )
		);
		await expect(
			pills.locator( 'a', { hasText: 'Phụ kiện du lịch' } )
		).toHaveCount( 1 );
	} );

	test( 'a destination link keeps the other filters', async ( { page } ) => {
		await page.goto( '/shop/?filter_thoi-luong=3-ngay-2-dem' );
		const link = filters( page ).locator(
			'.tourfront-filters__destinations a',
			{ hasText: 'Tour miền Bắc' }
		);
		await link.click();
		await page.waitForURL(
			/\/product-category\/tour-mien-bac\/\?filter_thoi-luong=3-ngay-2-dem$/
		);
		await expect(
			filters( page ).locator( 'a[aria-current="page"]' )
		).toHaveText( 'Tour miền Bắc' );
		const names = await titles( page );
		expect( names.length ).toBeGreaterThan( 0 );
		names.forEach( ( name ) => expect( name ).toContain( '3 ngày 2 đêm' ) );
	} );
} );

test( 'with JavaScript the results change in place, and back restores them', async ( {
	page,
} ) => {
	// A loaded real store can take a while to answer the in-place requests.
	const settled = { timeout: 20_000 };
	const watch = watchPage( page );
	await page.goto( '/product-category/tour-mien-bac/' );
	const before = await titles( page );
	await page.evaluate(
		() =>
			( ( window as unknown as { tfSamePage: boolean } ).tfSamePage =
				true )
	);
	await filters( page )
		.getByLabel( t( 'Duration' ) )
		.selectOption( '3-ngay-2-dem' );
	await page.waitForURL( /filter_thoi-luong=3-ngay-2-dem/ );
	await expect
		.poll(
			async () =>
				( await titles( page ) ).every( ( name ) =>
					name.includes( '3 ngày 2 đêm' )
				),
			settled
		)
		.toBe( true );
	const after = await titles( page );
	expect( after.length ).toBeGreaterThan( 0 );
	expect( after.length ).toBeLessThan( before.length );
	expect(
		await page.evaluate(
			() => ( window as unknown as { tfSamePage?: boolean } ).tfSamePage
		)
	).toBe( true );
	// The swapped-in filters are live too: clearing them is another in-place change.
	await filters( page )
		.getByRole( 'link', { name: t( 'Clear filters' ) } )
		.click();
	await expect.poll( () => titles( page ), settled ).toEqual( before );
	await page.goBack();
	await page.waitForURL( /filter_thoi-luong=3-ngay-2-dem/ );
	await expect.poll( () => titles( page ), settled ).toEqual( after );
	expect(
		await page.evaluate(
			() => ( window as unknown as { tfSamePage?: boolean } ).tfSamePage
		)
	).toBe( true );
	await page.screenshot( {
		path: 'e2e/artifacts/listing-filters.png',
		fullPage: false,
	} );
	watch.expectClean();
} );

test( 'the departure month keeps the tours departing that month', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	const month = filters( page ).getByLabel( t( 'Departure month' ) );
	const value = await month
		.locator( 'option:not([value=""])' )
		.first()
		.getAttribute( 'value' );
	expect( value, 'the catalogue has a future departure' ).toMatch(
		/^\d{4}-\d{2}$/
	);
	await month.selectOption( value as string );
	await page.waitForURL( new RegExp( `departure_month=${ value }` ) );
	const links = await page
		.locator( 'ul.products li.product a.woocommerce-LoopProduct-link' )
		.evaluateAll( ( as ) =>
			as.map(
				( a ) => new URL( ( a as HTMLAnchorElement ).href ).pathname
			)
		);
	expect( links.length ).toBeGreaterThan( 0 );
	const [ year, mon ] = ( value as string ).split( '-' );
	// Each tour's page offers a departure that month (booking select slugs, or the attribute row's dates).
	for ( const path of links ) {
		await page.goto( path );
		const slugs = await page
			.locator( 'select[name="attribute_pa_ngay-khoi-hanh"] option' )
			.evaluateAll( ( os ) =>
				os.map( ( o ) => ( o as HTMLOptionElement ).value )
			);
		const shown = await page
			.locator(
				'.woocommerce-product-attributes-item--attribute_pa_ngay-khoi-hanh td'
			)
			.allTextContents();
		const inMonth =
			slugs.some(
				( d ) =>
					d.startsWith( `${ year }-${ mon }-` ) ||
					d.endsWith( `-${ mon }-${ year }` )
			) || shown.join( ' ' ).includes( `/${ mon }/${ year }` );
		expect( inMonth, `${ path } departs in ${ value }` ).toBe( true );
	}
} );
