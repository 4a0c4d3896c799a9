/**
 * A plugin written for WooCommerce's Cart and Checkout blocks, as WooCommerce's documentation teaches one, in
 * Tourfront's cart and checkout: the test extension of e2e/fixtures/plugins/tourfront-test-blocks-extension
 * (on a real store: the plugin active; on the demo: the same index.js, its data and its Store API parts in the
 * mock, turned on by the test plugins' cookie). Each row of issue 31's table, at 1280 and 390 px:
 * its script and data are on the page; its slot fill shows the cart's extension data and the active payment
 * method; its `itemName` filter renames the lines; `extensionCartUpdate` adds its fee and the totals follow;
 * its `wc/store/validation` error blocks Place order with its message; `setExtensionData` reaches the order;
 * `wc/store/cart` is the page's one cart (no second GET of the Store API cart); no console error.
 */

/** External dependencies */
import type { Page, Request } from '@playwright/test';

/** Internal dependencies */
import {
	ORDER_TOUR,
	ORDER_TOUR_NAME,
	fillGuestDetails,
	placeOrderButton,
	recordCheckoutPosts,
	waitForOrderReceived,
} from './checkout-helpers';
import { activateDemoPlugins } from './demo-plugins';
import { orderIdOf, orderMeta } from './orders';
import { addToCartInPlace } from './store-api';
import {
	dismissStoreNotice,
	expect,
	settle,
	test,
	watchPage,
} from './test-utils';

const NAMESPACE = 'tourfront-test-blocks-extension';
const SCRIPT = `/${ NAMESPACE }/index.js`;
const DATA = {
	optInLabel: 'Nhận tin ưu đãi qua email',
	feeLabel: 'Bảo hiểm du lịch',
	feeAmount: 50000,
};
const OPT_IN_MESSAGE = 'Vui lòng đánh dấu ô nhận tin để tiếp tục.';
const NO_PLUGIN = `the store has no ${ NAMESPACE } (activate e2e/fixtures/plugins/${ NAMESPACE })`;
// Placing an order runs the gateway on the server: on a busy real store that takes a while.
const PLACED = { timeout: 150_000 };

type ExtensionWindow = Window & {
	wcSettings?: Record< string, unknown >;
	wp?: {
		data?: {
			select: (
				store: string
			) => Record< string, ( ...args: unknown[] ) => unknown >;
		};
	};
};

/**
 * The extension's settings as the page prints them for its script (`wcSettings[ '<name>_data' ]`, which the
 * script reads with `wc.wcSettings.getSetting`). Read from the printed object: WooCommerce warns in the
 * console when a script that did not declare `wc-settings` (this test's) calls `wc.wcSettings`.
 */
const scriptData = ( page: Page ) =>
	page.evaluate(
		( name ) =>
			( window as ExtensionWindow ).wcSettings?.[ `${ name }_data` ] ??
			null,
		NAMESPACE
	);

/** Skips the journey on a real store without the plugin (its data is not on the page). */
async function requireExtension( page: Page ) {
	test.skip( ( await scriptData( page ) ) === null, NO_PLUGIN );
}

interface PageCart {
	total: number;
	points: number;
	insured: boolean;
	names: string[];
	method: unknown;
}

/** What `wc/store/cart` and `wc/store/payment` answer on the page. */
const pageCart = ( page: Page ) =>
	page.evaluate( ( name ): PageCart => {
		const { select } = ( window as ExtensionWindow ).wp!.data!;
		const cart = select( 'wc/store/cart' ).getCartData() as {
			totals: { total_price: string };
			items: Array< { name: string } >;
			extensions: Record< string, { points: number; insured: boolean } >;
		};
		return {
			total: Number( cart.totals.total_price ),
			points: cart.extensions[ name ]?.points,
			insured: cart.extensions[ name ]?.insured,
			names: cart.items.map( ( item ) => item.name ),
			// Undefined where the page has no payment store (the slot fill row then fails on its own).
			method: select( 'wc/store/payment' )?.getActivePaymentMethod(),
		};
	}, NAMESPACE );

const vnd = ( amount: number ) =>
	`${ String( amount ).replace( /\B(?=(\d{3})+(?!\d))/g, '.' ) }`;

/** Every GET of the Store API's cart (not its sub-routes) the page sends from now on. */
function recordCartReads( page: Page ) {
	const reads: string[] = [];
	page.on( 'request', ( request: Request ) => {
		const url = new URL( request.url() );
		const route = url.searchParams.get( 'rest_route' ) ?? url.pathname;
		if (
			request.method() === 'GET' &&
			/\/wc\/store\/v1\/cart\/?$/.test( route )
		) {
			reads.push( request.url() );
		}
	} );
	return reads;
}

/** The extension's script and data are on the page, and `wc/store/cart` is the cart the page shows. */
async function expectExtensionLoaded( page: Page ) {
	await expect( page.locator( `script[src*="${ SCRIPT }"]` ) ).toHaveCount(
		1
	);
	expect( await scriptData( page ) ).toEqual( DATA );
}

/** The slot fill: the cart's points and the active payment method, as the stores give them. */
async function expectOrderMeta( page: Page ) {
	const meta = page.locator( `.${ NAMESPACE }-meta` ).first();
	await expect( meta ).toBeVisible();
	const cart = await pageCart( page );
	expect( cart.points ).toBe( Math.floor( cart.total / 10000 ) );
	await expect( meta ).toContainText(
		`Điểm thưởng: ${ cart.points } · Thanh toán: ${ cart.method }`
	);
}

/** "Thêm bảo hiểm": the fee row shows, the total grows by the fee and the store's cart says so. */
async function addInsurance( page: Page, totals: string ) {
	const before = await pageCart( page );
	expect( before.insured ).toBe( false );
	await page
		.locator( `.${ NAMESPACE }-meta` )
		.first()
		.getByRole( 'button', { name: 'Thêm bảo hiểm' } )
		.click();
	const fee = page
		.locator( `${ totals } .tourfront-totals__row` )
		.filter( { hasText: DATA.feeLabel } );
	await expect( fee ).toContainText( vnd( DATA.feeAmount ) );
	await expect
		.poll( async () => ( await pageCart( page ) ).total )
		.toBe( before.total + DATA.feeAmount );
	await expect(
		page.locator( `${ totals } .tourfront-totals__row.is-total` )
	).toContainText( vnd( before.total + DATA.feeAmount ) );
	const after = await pageCart( page );
	expect( after.insured ).toBe( true );
	await expect(
		page.locator( `.${ NAMESPACE }-meta` ).first()
	).toContainText( `Điểm thưởng: ${ Math.floor( after.total / 10000 ) }` );
}

type Where = 'cart' | 'checkout';
const ROOTS: Record< Where, string > = {
	cart: '.tourfront-cart',
	checkout: '.tourfront-checkout',
};
const SUMMARY: Record< Where, string > = {
	cart: '.tourfront-cart',
	checkout: '.tourfront-checkout__sidebar',
};

/** On a phone the checkout's summary (the slot and the totals with it) is folded under a button: the shopper opens it. */
async function openSummary( page: Page ) {
	const toggle = page.locator( '.tourfront-checkout__summary-toggle' );
	if ( await toggle.isVisible() ) {
		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	}
}

/** The tour in a fresh cart, then the cart or the checkout; resolves with the cart reads the page made. */
async function open( page: Page, where: Where ) {
	await addToCartInPlace( page, ORDER_TOUR );
	const reads = recordCartReads( page );
	await page.goto( `/${ where }/` );
	await settle( page );
	await expect( page.locator( ROOTS[ where ] ) ).toBeVisible();
	// A fixed store-notice bar would cover the buttons.
	await dismissStoreNotice( page );
	await requireExtension( page );
	if ( where === 'checkout' ) {
		await fillGuestDetails( page );
		await openSummary( page );
	}
	return reads;
}

/** Both fills know the active method (cash on delivery); the cart's has no opt-in (its context is woocommerce/cart). */
async function expectContextual( page: Page, where: Where ) {
	const meta = page.locator( `.${ NAMESPACE }-meta` ).first();
	// As under WooCommerce's blocks (store E): on the cart too, the first method the cart accepts is active.
	await expect( meta ).toContainText( 'Thanh toán: cod' );
	if ( where === 'checkout' ) {
		await expect( meta.getByLabel( DATA.optInLabel ) ).toHaveCount( 1 );
	} else {
		await expect( page.getByLabel( DATA.optInLabel ) ).toHaveCount( 0 );
	}
}

for ( const width of [ 1280, 390 ] ) {
	test.describe( `at ${ width } px`, () => {
		test.beforeEach( async ( { page, baseURL } ) => {
			test.slow();
			await page.setViewportSize( { width, height: 900 } );
			await activateDemoPlugins( page, baseURL!, [ NAMESPACE ] );
		} );

		// Known gap (issue 31, left for the next turn): WooCommerce's cart page has every store, Tourfront's cart
		// has no `wc/store/payment`, so the fixture's fill (it reads the active method) throws there. Loading the
		// store with the first extension moved it into a shared chunk: +340 B on the checkout, over 140 KB.
		for ( const where of [ 'cart', 'checkout' ] as const ) {
			test( `${ where }: the extension's script and data are on the page`, async ( {
				page,
			} ) => {
				await open( page, where );
				await expectExtensionLoaded( page );
			} );

			test( `${ where }: the slot fill shows the cart's points and the active payment method`, async ( {
				page,
			} ) => {
				await open( page, where );
				await expectOrderMeta( page );
				await expectContextual( page, where );
			} );

			test( `${ where }: the itemName filter renames the lines`, async ( {
				page,
			} ) => {
				await open( page, where );
				await expect(
					page
						.locator( SUMMARY[ where ] )
						.getByText( `${ ORDER_TOUR_NAME } ✓` )
						.first()
				).toBeVisible();
			} );

			test( `${ where }: "Thêm bảo hiểm" adds the fee and the totals update`, async ( {
				page,
			} ) => {
				await open( page, where );
				await addInsurance( page, SUMMARY[ where ] );
			} );

			test( `${ where }: wc/store/cart is the page's cart, read once`, async ( {
				page,
			} ) => {
				const reads = await open( page, where );
				const cart = await pageCart( page );
				expect( cart.names ).toEqual( [ ORDER_TOUR_NAME ] );
				await expect(
					page
						.locator(
							`${ SUMMARY[ where ] } .tourfront-totals__row.is-total`
						)
						.first()
				).toContainText( vnd( cart.total ) );
				expect( reads.length, reads.join( '\n' ) ).toBeLessThanOrEqual(
					1
				);
			} );

			test( `${ where }: no console error with the extension`, async ( {
				page,
			} ) => {
				const watch = watchPage( page );
				await open( page, where );
				await settle( page );
				await page.screenshot( {
					path: `e2e/artifacts/blocks-extension-${ where }-${ width }.png`,
					fullPage: true,
				} );
				watch.expectClean();
			} );
		}

		test( 'checkout: an unticked opt-in blocks Place order and shows its message', async ( {
			page,
		} ) => {
			const posts = recordCheckoutPosts( page );
			await open( page, 'checkout' );
			const optIn = page.getByLabel( DATA.optInLabel );
			await expect( optIn ).not.toBeChecked();
			await placeOrderButton( page ).click();
			await expect( page.getByText( OPT_IN_MESSAGE ) ).toBeVisible();
			await expect( page ).toHaveURL( /\/checkout\/$/ );
			expect( posts ).toHaveLength( 0 );
			await page.screenshot( {
				path: `e2e/artifacts/blocks-extension-optin-${ width }.png`,
				fullPage: true,
			} );
		} );

		test( 'checkout: ticked, the order is placed and carries the opt-in', async ( {
			page,
			browser,
		} ) => {
			const posts = recordCheckoutPosts( page );
			await open( page, 'checkout' );
			await page.getByLabel( DATA.optInLabel ).check();
			await expect( page.getByText( OPT_IN_MESSAGE ) ).toHaveCount( 0 );
			await placeOrderButton( page ).click();
			await page.waitForURL( /order-received/, PLACED );
			await waitForOrderReceived( page );
			expect( posts ).toHaveLength( 1 );
			expect(
				( posts[ 0 ].extensions as Record< string, unknown > )[
					NAMESPACE
				]
			).toEqual( { newsletter: true } );
			const meta = await orderMeta( page, browser, orderIdOf( page ) );
			expect( meta._tourfront_test_newsletter ).toBe( 'yes' );
		} );
	} );
}
