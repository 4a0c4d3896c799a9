/**
 * Running the tour shop in wp-admin, on a real store (E2E_BASE_URL; wp-admin exists only there): an
 * administrator creates a tour's Saturdays for the next two months from its edit screen, a shopper books one
 * for an adult and a child, the Departures screen shows the seats taken, the departure's passenger manifest
 * lists the travellers, and its CSV export opens as UTF-8 (byte order mark, Vietnamese intact, a formula-like
 * note neutralised).
 */

/** External dependencies */
import type { APIRequestContext, Browser, Page } from '@playwright/test';

/** Internal dependencies */
import { placeOrderButton, writeOrderNote } from './checkout-helpers';
import { t } from './i18n';
import { TEST_ORDER_NOTE } from './orders';
import { REAL_STORE_URL, isRealStore } from './target';
import {
	dismissStoreNotice,
	expect,
	settle,
	test,
	watchPage,
} from './test-utils';

const ADMIN_USER = process.env.E2E_ADMIN_USER ?? 'admin';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'password';
const SEATS = 12;
const STAMP = Date.now().toString( 36 );
const TOUR = `Tour Tam Cốc thứ Bảy ${ STAMP }`;
const TRAVELLER = { name: 'Lê Thị Hồng Nhung', year: '2016' };
/** A note a spreadsheet would run as a formula; it still says it is a test order. */
const NOTE = `=1+1 đón sớm ở cổng (${ TEST_ORDER_NOTE })`;

/** YYYY-MM-DD of a UTC date. */
const ymd = ( date: Date ) => date.toISOString().slice( 0, 10 );
/** dd/mm/yyyy of YYYY-MM-DD, as the shop prints dates. */
const dmy = ( date: string ) => date.split( '-' ).reverse().join( '/' );

/** The next two calendar months: first and last day, and their Saturdays. */
function nextTwoMonths() {
	const now = new Date();
	const from = new Date(
		Date.UTC( now.getUTCFullYear(), now.getUTCMonth() + 1, 1 )
	);
	const to = new Date(
		Date.UTC( now.getUTCFullYear(), now.getUTCMonth() + 3, 0 )
	);
	const saturdays: string[] = [];
	for (
		const day = new Date( from );
		day <= to;
		day.setUTCDate( day.getUTCDate() + 1 )
	) {
		if ( day.getUTCDay() === 6 ) {
			saturdays.push( ymd( day ) );
		}
	}
	return { from: ymd( from ), to: ymd( to ), saturdays };
}

/** A logged-in administrator's page. */
async function adminPage( browser: Browser ): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: REAL_STORE_URL,
		viewport: { width: 1280, height: 900 },
	} );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( ADMIN_USER );
	await page.locator( '#user_pass' ).fill( ADMIN_PASSWORD );
	await page.locator( '#wp-submit' ).click();
	await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
	return page;
}

/**
 * The journey's own tour: a variable product hidden from the catalogue, made through WooCommerce's REST API
 * with the administrator's session (the product screen is WooCommerce's own; the schedule is what is tested).
 */
async function createTour( page: Page ): Promise< number > {
	const created = await page.evaluate( async ( name ) => {
		// WordPress's REST nonce for the logged-in user.
		const nonce = await (
			await fetch( '/wp-admin/admin-ajax.php?action=rest-nonce', {
				credentials: 'same-origin',
			} )
		).text();
		const response = await fetch( '/wp-json/wc/v3/products', {
			method: 'POST',
			credentials: 'same-origin',
			headers: {
				'Content-Type': 'application/json',
				'X-WP-Nonce': nonce,
			},
			body: JSON.stringify( {
				name,
				type: 'variable',
				status: 'publish',
				catalog_visibility: 'hidden',
			} ),
		} );
		return { status: response.status, id: ( await response.json() ).id };
	}, TOUR );
	expect( created.status, 'the tour is created' ).toBe( 201 );
	await page.goto( `/wp-admin/post.php?post=${ created.id }&action=edit`, {
		waitUntil: 'domcontentloaded',
	} );
	return Number( created.id );
}

/** The shopper's booking through the Store API and WooCommerce's checkout: 1 adult + 1 child. */
async function book( page: Page, tourId: number, date: string ) {
	await page.goto( '/shop/' );
	const status = await page.evaluate(
		async ( [ id, departure ] ) => {
			const nonce =
				(
					window as unknown as {
						tourfrontSettings?: { storeApi?: { nonce?: string } };
					}
				 ).tourfrontSettings?.storeApi?.nonce ?? '';
			const response = await fetch(
				'/wp-json/wc/store/v1/cart/add-item',
				{
					method: 'POST',
					credentials: 'same-origin',
					headers: {
						'Content-Type': 'application/json',
						Nonce: nonce,
					},
					body: JSON.stringify( {
						id,
						quantity: 2,
						variation: [
							{
								attribute: 'pa_ngay-khoi-hanh',
								value: departure,
							},
						],
						tourfront_booking: { adults: 1, children: 1 },
					} ),
				}
			);
			return response.status;
		},
		[ tourId, date ] as const
	);
	expect( status, 'the new departure takes a booking' ).toBe( 201 );
	await page.goto( '/checkout/' );
	await settle( page );
	await dismissStoreNotice( page );
	await page.locator( '#email' ).fill( `nhung.le+${ STAMP }@example.vn` );
	for ( const [ key, value ] of Object.entries( {
		last_name: 'Lê Văn',
		first_name: 'Bình',
		address_1: '8 Tràng Tiền',
		city: 'Hà Nội',
		phone: '0987 654 321',
	} ) ) {
		await page.locator( `#billing-${ key }` ).fill( value );
	}
	await page
		.locator( '[id="order-tourfront/traveller-2-name"]' )
		.fill( TRAVELLER.name );
	await page
		.locator( '[id="order-tourfront/traveller-2-birth-year"]' )
		.fill( TRAVELLER.year );
	await page
		.locator( '[id="order-tourfront/pickup-point"]' )
		.fill( 'Khách sạn Hoa Lư, Ninh Bình' );
	await writeOrderNote( page );
	await page
		.getByRole( 'textbox', { name: t( 'Order notes' ) } )
		.fill( NOTE );
	await page.locator( '#billing-city' ).blur();
	await settle( page );
	await placeOrderButton( page ).click();
	// The checkout sends the order once the address it is saving has been saved: slow on a busy store.
	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\//, {
		timeout: 60_000,
	} );
	const received = page.locator( '.woocommerce-order' );
	for ( const text of [ dmy( date ), t( 'Travellers' ), TRAVELLER.name ] ) {
		await expect( received ).toContainText( text );
	}
	await page.screenshot( {
		path: test.info().outputPath( 'order-received-1280.png' ),
		fullPage: true,
	} );
}

/** The CSV export: status, bytes. */
async function download( request: APIRequestContext, href: string ) {
	const response = await request.get( href );
	return {
		status: response.status(),
		type: response.headers()[ 'content-type' ],
		body: await response.body(),
	};
}

test( 'an administrator schedules Saturdays, a shopper books one, the screen and the manifest show it', async ( {
	browser,
	page,
} ) => {
	test.skip(
		! isRealStore,
		'wp-admin exists only on a real store (E2E_BASE_URL): the demo has no admin screens'
	);
	// Two browsers, a dozen wp-admin pages and a checkout on a real store.
	test.slow();
	const admin = await adminPage( browser );
	// The shopper's pages are the shop's; wp-admin's (its editor loads Storefront's fonts from Google) are not.
	const watch = watchPage( page );
	const tourId = await createTour( admin );
	const { from, to, saturdays } = nextTwoMonths();

	// The schedule: Saturdays of two months, seats and prices, one click.
	const box = admin.locator( '#tourfront-departures' );
	await box.locator( '#tourfront-schedule-from' ).fill( from );
	await box.locator( '#tourfront-schedule-to' ).fill( to );
	await box
		.getByRole( 'checkbox', { name: t( 'Sat' ), exact: true } )
		.check();
	await box
		.locator( '.tourfront-schedule__seats' )
		.first()
		.fill( String( SEATS ) );
	await box
		.locator( '.tourfront-schedule__adult_price' )
		.first()
		.fill( '1290000' );
	await box
		.locator( '.tourfront-schedule__child_price' )
		.first()
		.fill( '890000' );
	await admin.screenshot( {
		path: test.info().outputPath( 'schedule-filled-1280.png' ),
		fullPage: true,
	} );
	const clicked = Date.now();
	await box
		.getByRole( 'button', { name: t( 'Create departures' ), exact: true } )
		.click();
	await admin.waitForURL( /post\.php\?post=\d+&action=edit/, {
		waitUntil: 'domcontentloaded',
	} );
	await expect( admin.locator( '.notice-success' ) ).toContainText(
		t( '%d departure created.', saturdays.length )
	);
	test.info().annotations.push( {
		type: 'measure',
		description: `${ saturdays.length } departures created and the tour's screen back in ${ Date.now() - clicked } ms`,
	} );
	const rows = box.locator( '.tourfront-schedule__list tbody tr' );
	await expect( rows ).toHaveCount( saturdays.length );
	await admin.screenshot( {
		path: test.info().outputPath( 'schedule-created-1280.png' ),
		fullPage: true,
	} );

	// Twice: nothing changes.
	await box.locator( '#tourfront-schedule-from' ).fill( from );
	await box.locator( '#tourfront-schedule-to' ).fill( to );
	await box
		.getByRole( 'checkbox', { name: t( 'Sat' ), exact: true } )
		.check();
	await box.locator( '.tourfront-schedule__seats' ).first().fill( '99' );
	await box.locator( '.tourfront-schedule__adult_price' ).first().fill( '1' );
	await box
		.getByRole( 'button', { name: t( 'Create departures' ), exact: true } )
		.click();
	await expect( admin.locator( '.notice-info' ) ).toContainText(
		t( '%d departure created.', 0 )
	);
	await expect( rows ).toHaveCount( saturdays.length );

	// A shopper books the second Saturday for an adult and a child.
	const date = saturdays[ 1 ];
	await book( page, tourId, date );

	// The Departures screen, filtered to the tour: 2 of 12 seats sold, 10 left, 1 booking.
	await admin.goto(
		`/wp-admin/admin.php?page=tourfront-departures&tour=${ tourId }`
	);
	await expect( admin.locator( 'h1' ) ).toHaveText( t( 'Departures' ) );
	const row = admin.locator( 'tbody tr' ).filter( { hasText: dmy( date ) } );
	await expect( row.locator( '.column-fill' ) ).toContainText(
		`2 / ${ SEATS }`
	);
	await expect( row.locator( '.column-left' ) ).toHaveText(
		String( SEATS - 2 )
	);
	await expect( row.locator( '.column-bookings' ) ).toHaveText( '1' );
	await admin.screenshot( {
		path: test.info().outputPath( 'departures-1280.png' ),
		fullPage: true,
	} );

	// Its manifest lists the buyer and the traveller with her year of birth.
	await row.getByRole( 'link', { name: dmy( date ) } ).click();
	const manifest = admin.locator( '.tourfront-manifest__table' );
	await expect( manifest ).toContainText( TRAVELLER.name );
	await expect( manifest ).toContainText( TRAVELLER.year );
	await expect( manifest ).toContainText( 'Lê Văn Bình' );
	await expect( manifest ).toContainText( 'Khách sạn Hoa Lư, Ninh Bình' );
	await admin.screenshot( {
		path: test.info().outputPath( 'manifest-1280.png' ),
		fullPage: true,
	} );

	// The print view, then the CSV.
	const printHref = await admin
		.getByRole( 'link', { name: t( 'Print' ), exact: true } )
		.first()
		.getAttribute( 'href' );
	const print = await admin.context().newPage();
	await print.goto( printHref ?? '' );
	await expect( print.locator( 'table' ) ).toContainText( TRAVELLER.name );
	await print.screenshot( {
		path: test.info().outputPath( 'manifest-print-1280.png' ),
		fullPage: true,
	} );
	await print.close();
	const csvHref = await admin
		.getByRole( 'link', { name: t( 'Export CSV' ) } )
		.getAttribute( 'href' );
	const csv = await download( admin.context().request, csvHref ?? '' );
	expect( csv.status ).toBe( 200 );
	expect( csv.type ).toContain( 'text/csv' );
	expect( [ ...csv.body.subarray( 0, 3 ) ] ).toEqual( [ 0xef, 0xbb, 0xbf ] );
	const text = csv.body.subarray( 3 ).toString( 'utf8' );
	expect( text ).toContain( TRAVELLER.name );
	expect( text ).toContain( TOUR );
	expect( text ).toContain( `'${ NOTE }` );

	// Without the nonce the manifest is refused.
	const bare = await admin
		.context()
		.request.get(
			`/wp-admin/admin.php?page=tourfront-departures&departure=${ new URL( csvHref ?? '', REAL_STORE_URL ).searchParams.get( 'departure' ) }&view=csv`
		);
	expect( bare.status() ).toBe( 403 );
	watch.expectClean();
	await admin.context().close();
} );
