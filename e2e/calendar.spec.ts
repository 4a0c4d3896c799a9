/**
 * A real operator's catalogue, on the demo and on a real store (E2E_BASE_URL): a day tour with a departure
 * every day for a year (Ninh Bình) books ten months ahead through the month calendar, 2 adults + 1 child at
 * the departure's prices, at 1280 and 390 px; every departure the store has is offered (the feed against the
 * Store API's variations and WooCommerce's own select); a weekly tour past the 30 variations WooCommerce
 * prints into a form (Hà Giang) books as well.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import type { Feed, FeedDeparture } from '../storefront/booking/feed';
import { t } from './i18n';
import { productPath, storeCart, storeProduct } from './store-api';
import type { SeededProduct } from './store-api';
import {
	dismissStoreNotice,
	expect,
	settle,
	test,
	watchPage,
} from './test-utils';

const vnd = ( amount: number ) =>
	`${ String( amount ).replace( /\B(?=(\d{3})+(?!\d))/g, '.' ) } ₫`;
const monthName = ( month: string ) =>
	t(
		'Month %1$d/%2$d',
		Number( month.slice( 5 ) ),
		Number( month.slice( 0, 4 ) )
	);

/** The feed the page printed into the tour's form. */
async function printedFeed( page: Page ): Promise< Feed > {
	return JSON.parse(
		( await page
			.locator( 'form.variations_form script.tourfront-departures' )
			.textContent() ) ?? 'null'
	);
}

/** A month of the feed, read as the box reads it. */
async function readMonth(
	page: Page,
	feed: Feed,
	which: string
): Promise< Feed > {
	return page.evaluate(
		async ( url ) => ( await fetch( url ) ).json(),
		`${ feed.endpoint }${ feed.endpoint.includes( '?' ) ? '&' : '?' }month=${ which }`
	);
}

async function openTour( page: Page, product: SeededProduct ) {
	await page.goto( productPath( product ) );
	await settle( page );
	await dismissStoreNotice( page );
	const box = page.locator( '.tourfront-booking__box' );
	await expect( box.locator( '.tourfront-booking__cal' ) ).toBeVisible();
	return box;
}

/** Books `departure` for 2 adults and 1 child through the calendar; checks the total and the cart line. */
async function bookThroughCalendar( page: Page, departure: FeedDeparture ) {
	const box = page.locator( '.tourfront-booking__box' );
	const wanted = departure.date.slice( 0, 7 );
	await box
		.getByRole( 'combobox', { name: t( 'Departure month' ) } )
		.selectOption( wanted );
	const grid = box.getByRole( 'group', { name: monthName( wanted ) } );
	const day = grid.locator( `button[data-date="${ departure.date }"]` );
	await day.click();
	await expect( day ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect(
		page.locator( 'select[name="attribute_pa_ngay-khoi-hanh"]' )
	).toHaveValue( departure.date );
	await box.getByRole( 'button', { name: t( 'Add an adult' ) } ).click();
	await box.getByRole( 'button', { name: t( 'Add a child' ) } ).click();
	await expect( box.locator( '.tourfront-booking__total' ) ).toHaveText(
		`${ t( 'Total' ) }: ${ vnd( 2 * departure.adult + departure.child ) }`
	);
	const added = page.waitForResponse( ( response ) =>
		response.url().includes( 'wc-ajax=add_to_cart' )
	);
	await page.locator( '.single_add_to_cart_button' ).click();
	expect( ( await added ).status() ).toBe( 200 );
	await expect( page.locator( '.single_add_to_cart_button' ) ).toHaveClass(
		/added/
	);
	const line = ( await storeCart( page ) ).items.find(
		( item ) => item.id === departure.id
	) as
		| ( { quantity: number } & {
				extensions: Record<
					string,
					{ adults: number; children: number }
				>;
				prices: { price: string };
		  } )
		| undefined;
	expect( line, `departure ${ departure.date } in the cart` ).toBeTruthy();
	expect( line?.quantity ).toBe( 3 );
	expect( line?.extensions[ 'tourfront-booking' ] ).toMatchObject( {
		adults: 2,
		children: 1,
	} );
}

for ( const width of [ 1280, 390 ] ) {
	test( `a day tour books ten months ahead through the month calendar at ${ width } px`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		const watch = watchPage( page );
		const box = await openTour( page, 'ninhBinh' );
		const feed = await printedFeed( page );
		expect( feed.all ).toBe( false );
		expect( feed.months.length ).toBeGreaterThanOrEqual( 11 );
		// The first month is drawn from the page: every departure of it a day button.
		await expect(
			box
				.getByRole( 'group', { name: monthName( feed.month ) } )
				.locator( 'button[data-date]' )
		).toHaveCount( feed.departures.length );
		const target = feed.months[ 10 ].month;
		const later = await readMonth( page, feed, target );
		const departure = later.departures.find(
			( candidate ) =>
				! candidate.soldOut &&
				! candidate.closed &&
				( candidate.seats === null || candidate.seats >= 3 )
		) as FeedDeparture;
		expect( departure, `an open departure in ${ target }` ).toBeTruthy();
		await bookThroughCalendar( page, departure );
		await page.screenshot( {
			path: `e2e/artifacts/calendar-${ width }.png`,
		} );
		watch.expectClean();
	} );
}

test( 'every departure the store has is offered: the feed, the Store API and WooCommerce’s select agree', async ( {
	page,
} ) => {
	await openTour( page, 'ninhBinh' );
	const feed = await printedFeed( page );
	const dates: string[] = [];
	for ( const { month: which } of feed.months ) {
		dates.push(
			...( await readMonth( page, feed, which ) ).departures.map(
				( departure ) => departure.date
			)
		);
	}
	const today = feed.departures[ 0 ]?.date ?? '';
	const { variations } = await storeProduct( page, 'ninhBinh' );
	const stored = variations
		.map(
			( variation ) =>
				variation.attributes.find( ( attribute ) =>
					/ngay-khoi-hanh|Ngày khởi hành/i.test( attribute.name )
				)?.value ?? ''
		)
		.filter( ( date ) => date >= today )
		.sort();
	expect( stored.length ).toBeGreaterThanOrEqual( 300 );
	expect( dates ).toEqual( stored );
	const options = await page
		.locator( 'select[name="attribute_pa_ngay-khoi-hanh"] option' )
		.evaluateAll( ( all ) =>
			all.map( ( option ) => ( option as HTMLOptionElement ).value )
		);
	expect( options.filter( ( value ) => value >= today ) ).toEqual( stored );
} );

test( 'the calendar is used with the keyboard: one tab stop, arrows between days, Enter books', async ( {
	page,
} ) => {
	const box = await openTour( page, 'ninhBinh' );
	const stop = box.locator( '.tourfront-booking__cal button[tabindex="0"]' );
	await expect( stop ).toHaveCount( 1 );
	await stop.focus();
	const first = await stop.getAttribute( 'data-date' );
	await page.keyboard.press( 'ArrowRight' );
	const focused = page.locator( '.tourfront-booking__cal button:focus' );
	await expect( focused ).not.toHaveAttribute( 'data-date', first ?? '' );
	const next = await focused.getAttribute( 'data-date' );
	await page.keyboard.press( 'Enter' );
	await expect(
		box.locator( `button[data-date="${ next }"]` )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await page.keyboard.press( 'PageDown' );
	await expect(
		box.getByRole( 'combobox', { name: t( 'Departure month' ) } )
	).not.toHaveValue( ( next ?? '' ).slice( 0, 7 ) );
} );

test( 'a weekly tour past the 30 variations WooCommerce prints books through the box', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await openTour( page, 'haGiang' );
	await expect( page.locator( 'form.variations_form' ) ).toHaveAttribute(
		'data-product_variations',
		'false'
	);
	const feed = await printedFeed( page );
	const last = feed.months[ feed.months.length - 1 ].month;
	const departure = ( await readMonth( page, feed, last ) ).departures.find(
		( candidate ) => ! candidate.soldOut && ( candidate.seats ?? 9 ) >= 3
	) as FeedDeparture;
	expect( departure ).toBeTruthy();
	// Without a date the add is held back and says why (the button only looks disabled: it answers).
	await page.locator( '.single_add_to_cart_button' ).press( 'Enter' );
	await expect( page.locator( '.tourfront-booking__message' ) ).toHaveText(
		t( 'Please choose a departure date.' )
	);
	await bookThroughCalendar( page, departure );
	const { id } = await storeProduct( page, 'haGiang' );
	expect( id ).toBeGreaterThan( 0 );
	watch.expectClean();
} );
