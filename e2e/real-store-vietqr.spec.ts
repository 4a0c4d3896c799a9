/**
 * VietQR on a real store: a new customer pays "Tour Hạ Long" by bank transfer; order
 * received and My account → View order show the seeded bank account and a VietQR code whose decoded
 * payload carries the bank's BIN, the account, the order total in đồng and the order number, with a
 * valid CRC. Runs only with E2E_BASE_URL (a WordPress + WooCommerce + Storefront store seeded by
 * wp-env/seed.php, Tourfront active); the labels may be English or Vietnamese there, so it finds things
 * by structure and checks values.
 *
 *   E2E_BASE_URL=http://127.0.0.1:8087 npx playwright test e2e/real-store-vietqr.spec.ts
 */

/** External dependencies */
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/** Internal dependencies */
import { newCustomer, register } from './accounts';
import { GUEST_PHONE } from './checkout-helpers';
import { addToCartInPlace } from './store-api';
import {
	dong,
	expectVietQrFor,
	SEEDED_ACCOUNT,
	seriousAxeViolations,
} from './vietqr-helpers';

const BASE_URL = process.env.E2E_BASE_URL;
const TOUR_SLUG = 'tour-ha-long-2-ngay-1-dem-tren-du-thuyen';
const SHOTS = process.env.VIETQR_SHOTS_DIR;

test.skip( ! BASE_URL, 'needs a real store: set E2E_BASE_URL' );
test.use( { baseURL: BASE_URL } );

/** Full-page screenshots at 1280 and 390 px into VIETQR_SHOTS_DIR, for a person to look at, when it is set. */
async function shoot(
	page: Page,
	name: string,
	payload?: string
): Promise< void > {
	if ( ! SHOTS ) {
		return;
	}
	if ( payload !== undefined ) {
		writeFileSync( `${ SHOTS }/${ name }-payload.txt`, payload + '\n' );
	}
	for ( const [ width, height ] of [
		[ 1280, 900 ],
		[ 390, 844 ],
	] ) {
		await page.setViewportSize( { width, height } );
		await page.screenshot( {
			path: `${ SHOTS }/${ name }-${ width }.png`,
			fullPage: true,
		} );
	}
	await page.setViewportSize( { width: 1280, height: 720 } );
}

/** Registers a new customer (username and password filled where the store asks for them) and stays logged in. */
async function registerCustomer( page: Page ): Promise< string > {
	const customer = newCustomer( 'vietqr' );
	await register( page, customer );
	return customer.email;
}

/**
 * Books "Tour Hạ Long" (found by its slug) on its first departure with a seat left, through WooCommerce's own
 * `?wc-ajax=add_to_cart` with the theme's traveller fields (e2e/store-api.ts).
 */
async function addTourToCart( page: Page ): Promise< void > {
	await addToCartInPlace( page, 'haLong' );
}

/** Fills the address (billing: a tour ships nothing) and pays by bank transfer. */
async function placeBankTransferOrder( page: Page ): Promise< void > {
	await page.goto( '/checkout/' );
	const checkout = page.locator( '.tourfront-checkout' );
	const form = checkout
		.locator( '#shipping-first_name, #billing-first_name' )
		.first();
	await expect( form ).toBeVisible();
	const prefix = ( await form.getAttribute( 'id' ) )?.startsWith( 'shipping' )
		? 'shipping'
		: 'billing';
	await checkout.locator( `#${ prefix }-first_name` ).fill( 'Nguyễn Văn' );
	await checkout.locator( `#${ prefix }-last_name` ).fill( 'An' );
	await checkout
		.locator( `#${ prefix }-address_1` )
		.fill( '12 Lý Thường Kiệt' );
	await checkout.locator( `#${ prefix }-city` ).fill( 'Hà Nội' );
	await checkout.locator( `#${ prefix }-city` ).blur();
	await checkout.locator( `#${ prefix }-phone` ).fill( GUEST_PHONE );
	await checkout.locator( 'input[type="radio"][value="bacs"]' ).check();
	await checkout.locator( 'button[type="submit"]' ).click();
	await expect( page ).toHaveURL(
		/\/checkout\/order-received\/\d+\/\?key=wc_order_/,
		{ timeout: 30_000 }
	);
}

test( 'a customer pays by bank transfer and scans the VietQR code on order received and in My account', async ( {
	page,
} ) => {
	// A real store on a busy machine: registration, checkout, two pages with axe.
	test.setTimeout( 180_000 );
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await registerCustomer( page );
	await addTourToCart( page );
	await placeBankTransferOrder( page );

	// Order received: the VietQR block first.
	const order = page.locator( '.woocommerce-order' );
	const number =
		(
			await order
				.locator( '.woocommerce-order-overview__order strong' )
				.textContent()
		)?.trim() ?? '';
	const total = dong(
		await order
			.locator( '.woocommerce-order-overview__total strong' )
			.textContent()
	);
	expect( number ).toMatch( /^\d+$/ );
	expect( total ).toBeGreaterThan( 0 );
	// The block opens the page and lists the account; WooCommerce's own list would repeat it.
	await expect(
		order.locator(
			'.tourfront-vietqr__row--account .tourfront-vietqr__value'
		)
	).toHaveText( SEEDED_ACCOUNT.account_number );
	await expect(
		order.locator( '> .tourfront-vietqr:first-child' )
	).toBeVisible();
	await expect(
		order.locator( '.woocommerce-bacs-bank-details' )
	).toHaveCount( 0 );
	await expect(
		page.locator( 'link[rel="stylesheet"][href*="site-order"]' )
	).toHaveCount( 1 );
	const { payload } = await expectVietQrFor(
		order.locator( '.tourfront-vietqr' ),
		total,
		number
	);
	test.info().annotations.push( {
		type: 'decoded VietQR payload',
		description: payload,
	} );
	expect( await seriousAxeViolations( page, '.tourfront-vietqr' ) ).toEqual(
		[]
	);
	await shoot( page, 'real-order-received', payload );

	// The copy buttons work and copy what the code carries.
	await page
		.context()
		.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await order
		.locator( '.tourfront-vietqr__row--amount .tourfront-vietqr__copy' )
		.click();
	expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toBe(
		String( total )
	);

	// My account → Orders → View: the same account and code, above the order's details.
	await page.goto( '/my-account/orders/' );
	await page
		.locator(
			`.woocommerce-orders-table a[href*="/view-order/${ number }/"]`
		)
		.first()
		.click();
	await expect( page ).toHaveURL(
		new RegExp( `/my-account/view-order/${ number }/` )
	);
	const view = page.locator( '.woocommerce-MyAccount-content' );
	await expect(
		view.locator( '.tourfront-vietqr + .woocommerce-order-details' )
	).toBeVisible();
	await expectVietQrFor( view.locator( '.tourfront-vietqr' ), total, number );
	expect( await seriousAxeViolations( page, '.tourfront-vietqr' ) ).toEqual(
		[]
	);
	await shoot( page, 'real-view-order' );
	expect( errors ).toEqual( [] );
} );

test( 'the VietQR code and its styles load only where a bank-transfer order is shown', async ( {
	page,
} ) => {
	const loaded: string[] = [];
	page.on( 'response', async ( response ) => {
		const url = response.url();
		if (
			url.includes( '/build/site-order' ) ||
			( /\/themes\/tourfront\/build\/.*\.js/.test( url ) &&
				( await response.text() ).includes( 'QRIBFTTA' ) )
		) {
			loaded.push( url );
		}
	} );
	for ( const path of [ '/', `/product/${ TOUR_SLUG }/`, '/my-account/' ] ) {
		await page.goto( path );
		// eslint-disable-next-line playwright/no-networkidle -- an absence check: every request the page makes must have been answered.
		await page.waitForLoadState( 'networkidle' );
	}
	expect( loaded ).toEqual( [] );
} );
