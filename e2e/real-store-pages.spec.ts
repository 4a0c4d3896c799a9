/**
 * Journeys that only a real store can answer (E2E_BASE_URL: WordPress + WooCommerce + Storefront seeded by
 * wp-env/seed.php, Tourfront active). Selectors by id and WooCommerce's classes: a fresh store speaks the
 * site's language, which need not be Vietnamese.
 */

/** External dependencies */
import { test, expect, type Page } from '@playwright/test';

/** Internal dependencies */
import { DEFAULT_SETTINGS } from '../mocks/fixtures';
import { pickupAddress } from '../mocks/store/shipping';
import { GUEST_EMAIL, fillGuestDetails } from './checkout-helpers';

const BASE_URL = process.env.E2E_BASE_URL || '';

test.skip( ! BASE_URL, 'needs a real store (E2E_BASE_URL)' );
test.use( { baseURL: BASE_URL || undefined } );

// A physical extra: a plain WooCommerce product (tours are booked through the booking box, booking.spec.ts),
// shippable, so the pickup rate is offered.
const SAPA = {
	slug: 'sach-huong-dan-du-lich-ha-long-ban-in',
	name: 'Sách hướng dẫn du lịch Hạ Long',
};

/** Adds a product from its product page, as a shopper does (WooCommerce's form post). */
async function addFromProductPage( page: Page, slug: string ) {
	await page.goto( `/product/${ slug }/` );
	await page.locator( 'form.cart button[type="submit"]' ).click();
	await expect( page.locator( '.woocommerce-message' ) ).toBeVisible();
}

test( 'a COD order placed through the checkout lands on the thank-you page with its number and items', async ( {
	page,
} ) => {
	await addFromProductPage( page, SAPA.slug );
	await page.goto( '/checkout/' );
	await expect(
		page.locator( '[data-block-name="tourfront/checkout"].is-loading' )
	).toHaveCount( 0 );
	await fillGuestDetails( page );
	await page
		.locator( '#radio-control-wc-payment-method-options-cod' )
		.check();
	await page
		.locator( '.wc-block-components-checkout-place-order-button' )
		.click();
	await page.waitForURL( /\/checkout\/order-received\/\d+\/\?key=wc_order_/ );
	const orderId = new URL( page.url() ).pathname
		.split( '/' )
		.filter( Boolean )
		.pop();

	const order = page.locator( '.woocommerce-order' );
	await expect(
		order.locator( '.woocommerce-thankyou-order-received' )
	).toBeVisible();
	await expect(
		order.locator( '.woocommerce-order-overview__order strong' )
	).toHaveText( String( orderId ) );
	await expect(
		order.locator( '.woocommerce-order-overview__payment-method strong' )
	).not.toBeEmpty();
	await expect(
		order
			.locator( '.woocommerce-table--order-details .product-name' )
			.filter( { hasText: SAPA.name } )
	).toHaveCount( 1 );
	await expect(
		order.locator( '.woocommerce-customer-details' )
	).toContainText( GUEST_EMAIL );
	// Neither checkout on the thank-you page: the order emptied the cart, so a checkout would say so.
	await expect(
		page.locator(
			'[data-block-name="tourfront/checkout"], .wp-block-woocommerce-checkout, .wc-block-components-notice-banner'
		)
	).toHaveCount( 0 );
	await expect( page.locator( '.cart-empty' ) ).toHaveCount( 0 );
} );

test( 'the pickup rate carries the seeded office address once, as the demo shows it', async ( {
	page,
	request,
} ) => {
	const [ product ] = await (
		await request.get( `/wp-json/wc/store/v1/products?slug=${ SAPA.slug }` )
	).json();
	await addFromProductPage( page, SAPA.slug );
	const cart = await (
		await page.request.get( '/wp-json/wc/store/v1/cart' )
	).json();
	expect( cart.items.map( ( item: { id: number } ) => item.id ) ).toContain(
		product.id
	);
	const rates: Array< {
		rate_id: string;
		meta_data: Array< { key: string; value: string } >;
	} > = cart.shipping_rates[ 0 ].shipping_rates;
	const pickup = rates.find( ( rate ) =>
		rate.rate_id.startsWith( 'pickup_location:' )
	);
	const address = pickup?.meta_data.find(
		( meta ) => meta.key === 'pickup_address'
	)?.value;
	const { pickup: seeded } = DEFAULT_SETTINGS.shipping;
	expect( address ).toBe(
		pickupAddress( seeded.address, DEFAULT_SETTINGS.baseCountry )
	);
	expect( address?.split( seeded.address.city ) ).toHaveLength( 2 );
} );
