/**
 * Helpers for the checkout journeys.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import { t } from './i18n';
import { TEST_ORDER_NOTE } from './orders';
import { addToCartInPlace, type SeededProduct } from './store-api';
import { dismissStoreNotice, expect, settle } from './test-utils';

/** The order-received page's address: the order number and the key WooCommerce gives it. */
export const ORDER_RECEIVED =
	/\/checkout\/order-received\/\d+\/\?key=wc_order_/;

/**
 * After "Place order": the checkout's answer, then the browser loads order received. That is a page load and
 * is budgeted as one (the navigation timeout), not as an assertion; then the order must be on the page.
 */
export async function waitForOrderReceived( page: Page ): Promise< void > {
	await page.waitForURL( ORDER_RECEIVED );
	await expect( page.locator( '.woocommerce-order' ) ).toBeVisible();
}

/** The guest's email: new for each run, so an account asked for at checkout never exists already. */
export const GUEST_EMAIL = `an.nguyen+${ Date.now().toString( 36 ) }@example.vn`;

/**
 * The tour the journeys buy: Phú Quốc (4.590.000 ₫), booked on its first departure with seats (Hạ Long's
 * nearest has four places, soon sold out by a real store's runs).
 */
export const ORDER_TOUR: SeededProduct = 'phuQuoc';
export const ORDER_TOUR_NAME = 'Tour Phú Quốc 3 ngày 2 đêm';

/**
 * One tour (ORDER_TOUR unless told) in a fresh cart, with `extras` beside it (e.g. the printed guidebook, which
 * is shipped: a cart of tours alone has no shipping address), then the checkout page. With `idle: false` it
 * waits for the block only, not for a quiet network (a journey holding a request back never gets one).
 */
export async function openCheckoutWithTour(
	page: Page,
	product: SeededProduct = ORDER_TOUR,
	extras: SeededProduct[] = [],
	{ idle = true }: { idle?: boolean } = {}
) {
	for ( const extra of extras ) {
		await addToCartInPlace( page, extra );
	}
	await addToCartInPlace( page, product );
	await page.goto( '/checkout/' );
	if ( idle ) {
		await settle( page );
	} else {
		await expect(
			page.locator( '[data-block-name].is-loading' )
		).toHaveCount( 0 );
	}
	await expect( page.locator( '.tourfront-checkout' ) ).toBeVisible();
	// A fixed store-notice bar would cover the Place order button.
	await dismissStoreNotice( page );
}

/** Overrides settings keys before the page's scripts read them (`window.tourfrontSettings`); `theme` keys merge into the store's. */
export async function patchSettings(
	page: Page,
	patch: Record< string, unknown >
) {
	await page.addInitScript( ( values ) => {
		let stored: Record< string, unknown > | undefined;
		Object.defineProperty( window, 'tourfrontSettings', {
			configurable: true,
			get: () => stored,
			set: ( value: Record< string, unknown > ) => {
				const theme = values.theme
					? {
							theme: {
								...( value.theme as object ),
								...( values.theme as object ),
							},
						}
					: {};
				stored = { ...value, ...values, ...theme };
			},
		} );
	}, patch );
}

/**
 * A payment method as the store configures it (title and description, from the settings the page
 * prints: the demo's and a real store's differ), and its radio.
 */
export async function paymentMethod( page: Page, id: string ) {
	const data = await page.evaluate(
		( gateway ) =>
			(
				window as unknown as {
					tourfrontSettings?: {
						paymentMethodData?: Record<
							string,
							{ title: string; description?: string }
						>;
					};
				}
			 ).tourfrontSettings?.paymentMethodData?.[ gateway ],
		id
	);
	expect(
		data,
		`payment method "${ id }" in the page's settings`
	).toBeTruthy();
	const { title, description = '' } = data as {
		title: string;
		description?: string;
	};
	return {
		title,
		description,
		radio: page.getByRole( 'radio', { name: title, exact: true } ),
	};
}

/** Writes the order note; every order the journeys place carries TEST_ORDER_NOTE first. */
export async function writeOrderNote( page: Page, note = '' ) {
	await page
		.getByRole( 'checkbox', { name: t( 'Add a note to your order' ) } )
		.check();
	await page
		.getByRole( 'textbox', { name: t( 'Order notes' ) } )
		.fill( note ? `${ TEST_ORDER_NOTE }: ${ note }` : TEST_ORDER_NOTE );
}

/** The guest's phone, a Vietnamese mobile number. */
export const GUEST_PHONE = '0901234567';

/** Fills contact, a Vietnamese address (state hidden, postcode optional) with the phone and the test note, and picks cash on delivery. */
export async function fillGuestDetails( page: Page ) {
	await fillGuestAddress( page );
	await writeOrderNote( page );
	await payOnDelivery( page );
}

/** Fills contact and a Vietnamese address (state hidden, postcode optional) with the phone. */
export async function fillGuestAddress( page: Page ) {
	await page.locator( '#email' ).fill( GUEST_EMAIL );
	// A cart of tours (virtual) asks for the billing address; one with something to ship, the shipping address.
	await page
		.locator( '#shipping-first_name, #billing-first_name' )
		.first()
		.waitFor();
	const form = ( await page.locator( '#shipping-first_name' ).count() )
		? 'shipping'
		: 'billing';
	await page.locator( `#${ form }-first_name` ).fill( 'Nguyễn Văn' );
	await page.locator( `#${ form }-last_name` ).fill( 'An' );
	await page.locator( `#${ form }-address_1` ).fill( '12 Lý Thường Kiệt' );
	await page.locator( `#${ form }-city` ).fill( 'Hà Nội' );
	await page.locator( `#${ form }-city` ).blur();
	// A store asks for the phone when the cart holds a tour (theme/inc/checkout-phone.php): a tour operator calls.
	await page.locator( `#${ form }-phone` ).fill( GUEST_PHONE );
}

/**
 * Picks cash on delivery. A store's own gateway plugins may come first in its list: the journeys pay on
 * delivery unless they choose another method afterwards.
 */
export async function payOnDelivery( page: Page ) {
	await ( await paymentMethod( page, 'cod' ) ).radio.check();
}

/** The Store API's checkout route. */
export const CHECKOUT_POST = /\/wc\/store\/v1\/checkout(\?|$)/;

/** Whether `request` places the order: a POST, not a PUT sent as an overridden POST. */
const isCheckoutPost = ( request: {
	method: () => string;
	headers: () => Record< string, string >;
} ) =>
	request.method() === 'POST' &&
	! request.headers()[ 'x-http-method-override' ];

/** Changes the body of every POST /wc/store/v1/checkout the page sends from now on (a real store only). */
export async function rewriteCheckoutPosts(
	page: Page,
	rewrite: ( body: Record< string, unknown > ) => Record< string, unknown >
) {
	await page.route( CHECKOUT_POST, async ( route ) => {
		const request = route.request();
		// api-fetch sends PUT /checkout (the order's fields as they are typed) as an overridden POST.
		if ( ! isCheckoutPost( request ) ) {
			return route.continue();
		}
		return route.continue( {
			postData: JSON.stringify(
				rewrite( JSON.parse( request.postData() || '{}' ) )
			),
		} );
	} );
}

/** Records the bodies of every POST /wc/store/v1/checkout the page sends. */
export function recordCheckoutPosts( page: Page ) {
	const bodies: Array< Record< string, unknown > > = [];
	page.on( 'request', ( request ) => {
		if (
			isCheckoutPost( request ) &&
			/\/wc\/store\/v1\/checkout(\?|$)/.test( request.url() )
		) {
			bodies.push( JSON.parse( request.postData() || '{}' ) );
		}
	} );
	return bodies;
}

/** The Place order button. */
export const placeOrderButton = ( page: Page ) =>
	page.getByRole( 'button', { name: t( 'Place order' ) } );
