/**
 * Checkout journeys on the demo shop: guest COD, required fields, postcode, pickup,
 * bank transfer, account creation, double click.
 */

/** Internal dependencies */
import {
	GUEST_EMAIL,
	ORDER_TOUR,
	ORDER_TOUR_NAME,
	fillGuestDetails,
	openCheckoutWithTour,
	patchSettings,
	paymentMethod,
	placeOrderButton,
	recordCheckoutPosts,
	waitForOrderReceived,
	writeOrderNote,
} from './checkout-helpers';
import { t } from './i18n';
import { TEST_ORDER_NOTE } from './orders';
import { expect, test, watchPage } from './test-utils';

/** "Please enter a valid {label}", whatever the field's label. */
const INVALID_FIELD = new RegExp(
	`^${ t( 'Please enter a valid %s' ).replace( '%s', '\\S.*' ) }$`
);

test( 'a guest books a tour with a guidebook, ships the book, pays cash on delivery and lands on order received', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	const posts = recordCheckoutPosts( page );
	await openCheckoutWithTour( page, ORDER_TOUR, [ 'guidebook' ] );
	await page.screenshot( {
		path: 'e2e/artifacts/checkout-1280.png',
		fullPage: true,
	} );
	await fillGuestDetails( page );
	await expect(
		page.locator(
			'form input[type="hidden"][name="wc_order_attribution_source_type"]'
		)
	).toHaveCount( 1 );
	await expect( ( await paymentMethod( page, 'cod' ) ).radio ).toBeChecked();
	await writeOrderNote( page, 'Vui lòng gọi trước khi giao vé.' );
	await placeOrderButton( page ).click();
	await waitForOrderReceived( page );
	await expect( page.locator( '.woocommerce-order' ) ).toContainText(
		ORDER_TOUR_NAME
	);
	await expect( page.locator( '.woocommerce-order' ) ).toContainText(
		GUEST_EMAIL
	);
	expect( posts ).toHaveLength( 1 );
	expect( posts[ 0 ] ).toMatchObject( {
		payment_method: 'cod',
		customer_note: `${ TEST_ORDER_NOTE }: Vui lòng gọi trước khi giao vé.`,
		billing_address: {
			email: GUEST_EMAIL,
			first_name: 'Nguyễn Văn',
			city: 'Hà Nội',
			country: 'VN',
		},
		shipping_address: { last_name: 'An', address_1: '12 Lý Thường Kiệt' },
	} );
	expect(
		Object.keys(
			( posts[ 0 ].extensions as Record< string, unknown > ) || {}
		)
	).toContain( 'woocommerce/order-attribution' );
	watch.expectClean();
} );

test( 'empty required fields show their errors under the fields and nothing typed is lost', async ( {
	page,
} ) => {
	const posts = recordCheckoutPosts( page );
	// The guidebook is shipped: the shipping address is asked for.
	await openCheckoutWithTour( page, ORDER_TOUR, [ 'guidebook' ] );
	await page.locator( '#shipping-first_name' ).fill( 'Nguyễn Văn' );
	await page.locator( '#email' ).fill( 'an.nguyen' );
	await page.locator( '#shipping-address_1' ).fill( '12 Lý Thường Kiệt' );
	await page.locator( '#shipping-address_1' ).blur();
	// The email's own check ran when it lost focus (its error is shown before Place order).
	await expect( page.locator( '#validate-error-billing_email' ) ).toHaveText(
		INVALID_FIELD
	);
	await placeOrderButton( page ).click();
	const lastNameError = page.locator( '#validate-error-shipping_last_name' );
	// "Please enter {label in lower case}" with the store's field labels: nothing typed is not "invalid".
	await expect( lastNameError ).toHaveText(
		t( 'Please enter %s', t( 'Last name' ).toLowerCase() )
	);
	await expect( lastNameError ).not.toHaveText( INVALID_FIELD );
	await expect( page.locator( '#validate-error-billing_email' ) ).toHaveText(
		INVALID_FIELD
	);
	await expect( page.locator( '#email' ) ).toHaveValue( 'an.nguyen' );
	await expect(
		page.locator( '#validate-error-shipping_city' )
	).toBeVisible();
	await expect(
		page.getByRole( 'alert' ).filter( { has: lastNameError } )
	).toHaveCount( 1 );
	await expect( page.locator( '#shipping-first_name' ) ).toHaveValue(
		'Nguyễn Văn'
	);
	await expect( page.locator( '#shipping-address_1' ) ).toHaveValue(
		'12 Lý Thường Kiệt'
	);
	await expect(
		page.locator( '#validate-error-shipping_first_name' )
	).toHaveCount( 0 );
	await page.screenshot( {
		path: 'e2e/artifacts/checkout-required-errors-1280.png',
		fullPage: true,
	} );
	expect( posts ).toHaveLength( 0 );
} );

test( 'an invalid postcode for the chosen country is refused', async ( {
	page,
} ) => {
	const posts = recordCheckoutPosts( page );
	await openCheckoutWithTour( page, ORDER_TOUR, [ 'guidebook' ] );
	await fillGuestDetails( page );
	const postcode = page.locator( '#shipping-postcode' );
	await postcode.fill( '7000' );
	await postcode.blur();
	await expect(
		page.locator( '#validate-error-shipping_postcode' )
	).toHaveText( INVALID_FIELD );
	await placeOrderButton( page ).click();
	// Place order is done when it moves focus to the first invalid field: nothing may have been sent by then.
	await expect( postcode ).toBeFocused();
	expect( posts ).toHaveLength( 0 );
	await postcode.fill( '100000' );
	await postcode.blur();
	await expect(
		page.locator( '#validate-error-shipping_postcode' )
	).toHaveCount( 0 );
} );

test( 'choosing pickup instead of shipping changes the totals', async ( {
	page,
} ) => {
	// The printed guidebook (tours are virtual: nothing to ship): 149.000 ₫ + 30.000 ₫ shipping + VAT 8 % and
	// the 2 % fee on both.
	await openCheckoutWithTour( page, 'guidebook' );
	const total = page.locator(
		'.tourfront-totals__row.is-total .tourfront-totals__value'
	);
	await expect( total ).toHaveText( /196\.300/ );
	await page.getByRole( 'radio', { name: 'Nhận tại văn phòng' } ).click();
	await expect(
		page.getByRole( 'group', { name: t( 'Pickup locations' ) } )
	).toBeVisible();
	await expect( total ).not.toHaveText( /196\.300/ );
	await expect( page.locator( '#shipping-first_name' ) ).toHaveCount( 0 );
	await page.screenshot( {
		path: 'e2e/artifacts/checkout-pickup-1280.png',
		fullPage: true,
	} );
	await page.getByRole( 'radio', { name: t( 'Ship' ), exact: true } ).click();
	await expect( total ).toHaveText( /196\.300/ );
} );

test( 'bank transfer shows its instructions and places an order with bacs', async ( {
	page,
} ) => {
	const posts = recordCheckoutPosts( page );
	await openCheckoutWithTour( page );
	await fillGuestDetails( page );
	const bacs = await paymentMethod( page, 'bacs' );
	const cod = await paymentMethod( page, 'cod' );
	await bacs.radio.check();
	await expect(
		page.getByText( bacs.description, { exact: false } )
	).toBeVisible();
	await expect(
		page.getByText( cod.description, { exact: false } )
	).toHaveCount( 0 );
	await placeOrderButton( page ).click();
	await waitForOrderReceived( page );
	await expect( page.locator( '.woocommerce-order' ) ).toContainText(
		bacs.title
	);
	expect( posts.map( ( body ) => body.payment_method ) ).toEqual( [
		'bacs',
	] );
} );

test( 'a guest can ask for an account at checkout', async ( { page } ) => {
	await patchSettings( page, { checkoutAllowsSignup: true } );
	const posts = recordCheckoutPosts( page );
	await openCheckoutWithTour( page );
	await fillGuestDetails( page );
	await page
		.getByRole( 'checkbox', {
			name: new RegExp( t( 'Create an account' ) ),
		} )
		.check();
	// A store that does not send a password setup link (WooCommerce → Settings → Accounts) asks for one.
	const asksPassword = await page.evaluate(
		() =>
			(
				window as unknown as {
					tourfrontSettings?: { generatePassword?: boolean };
				}
			 ).tourfrontSettings?.generatePassword === false
	);
	const password = 'Phu-Quoc-2026-bien-xanh!';
	// eslint-disable-next-line playwright/no-conditional-in-test -- the store's own setting (demo or real store) decides whether a password is asked for; the journey follows it.
	if ( asksPassword ) {
		await page.locator( '#account-password' ).fill( password );
	}
	await placeOrderButton( page ).click();
	await waitForOrderReceived( page );
	expect( posts[ 0 ] ).toMatchObject(
		asksPassword
			? { create_account: true, customer_password: password }
			: { create_account: true }
	);
} );

test( 'a double click on Place order places exactly one order', async ( {
	page,
} ) => {
	const posts = recordCheckoutPosts( page );
	await openCheckoutWithTour( page );
	await fillGuestDetails( page );
	await placeOrderButton( page ).dblclick();
	await waitForOrderReceived( page );
	expect( posts ).toHaveLength( 1 );
} );

test( 'the checkout reads well on a 390 px phone', async ( { page } ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	await openCheckoutWithTour( page );
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - window.innerWidth
	);
	expect( overflow ).toBeLessThanOrEqual( 0 );
	await page.screenshot( {
		path: 'e2e/artifacts/checkout-390.png',
		fullPage: true,
	} );
	await placeOrderButton( page ).click();
	await page.screenshot( {
		path: 'e2e/artifacts/checkout-required-errors-390.png',
		fullPage: true,
	} );
} );

// (unit: common/email/index.test.ts, blocks/checkout/address/field-limits.integration.test.tsx).
for ( const email of [ 'a@b.c', 'an@example' ] ) {
	test( `an email WordPress's is_email refuses (${ email }) is refused before anything is sent`, async ( {
		page,
	} ) => {
		const posts = recordCheckoutPosts( page );
		await openCheckoutWithTour( page );
		await fillGuestDetails( page );
		// The browser's type="email" accepts it; WooCommerce would not.
		await page.locator( '#email' ).fill( email );
		await page.locator( '#email' ).blur();
		await expect(
			page.locator( '#validate-error-billing_email' )
		).toHaveText( INVALID_FIELD );
		await placeOrderButton( page ).click();
		await expect( page.locator( '#email' ) ).toBeFocused();
		await expect( page.locator( '#email' ) ).toHaveValue( email );
		expect( posts ).toHaveLength( 0 );
		await page.screenshot( {
			path: 'e2e/artifacts/checkout-email-refused-1280.png',
			fullPage: false,
		} );
	} );
}

test( 'every checkout text field stops at the length WooCommerce stores', async ( {
	page,
} ) => {
	await openCheckoutWithTour( page );
	await page
		.locator( '#billing-first_name, #shipping-first_name' )
		.first()
		.waitFor();
	const limits = await page
		.locator( '.tourfront-checkout form input' )
		.evaluateAll( ( inputs ) =>
			( inputs as HTMLInputElement[] )
				.filter(
					( input ) =>
						! [ 'radio', 'checkbox', 'hidden' ].includes(
							input.type
						)
				)
				.map( ( input ) => [ input.id, input.maxLength ] )
		);
	expect( limits.length ).toBeGreaterThan( 5 );
	for ( const [ id, max ] of limits ) {
		expect( max, String( id ) ).toBeGreaterThan( 0 );
	}
	expect( Object.fromEntries( limits ) ).toMatchObject( { email: 320 } );
	const phone = page.locator( '#billing-phone, #shipping-phone' ).first();
	await phone.fill( '0'.repeat( 10000 ) );
	expect( await phone.inputValue() ).toHaveLength( 100 );
} );

// (unit: blocks/checkout/areas/account-password.integration.test.tsx).
test( 'with stop_checkout a weak account password disables Place order and says why', async ( {
	page,
} ) => {
	// The store's own settings, with sign-up at checkout, a password to choose and stop_checkout on.
	await patchSettings( page, {
		checkoutAllowsSignup: true,
		generatePassword: false,
		theme: { stop_checkout: true, min_password_strength: 3 },
	} );
	await openCheckoutWithTour( page );
	await fillGuestDetails( page );
	await page
		.getByRole( 'checkbox', {
			name: new RegExp( t( 'Create an account' ) ),
		} )
		.check();
	const password = page.locator( '#account-password' );
	await password.fill( 'abc123' );
	await expect( placeOrderButton( page ) ).toBeDisabled();
	const why = page.locator( '#validate-error-account-password' );
	await expect( why ).toContainText(
		t( 'Please enter a stronger password.' )
	);
	await expect( placeOrderButton( page ) ).toHaveAttribute(
		'aria-describedby',
		'validate-error-account-password'
	);
	await page.screenshot( {
		path: 'e2e/artifacts/checkout-weak-password-1280.png',
		fullPage: false,
	} );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.screenshot( {
		path: 'e2e/artifacts/checkout-weak-password-390.png',
		fullPage: true,
	} );
	await password.fill( 'Phu-Quoc-2026-bien-xanh!' );
	await expect( placeOrderButton( page ) ).toBeEnabled();
} );

// (unit: blocks/checkout/extensions.integration.test.tsx).
test( 'a checkout filter returning the wrong type shows the administrator its error in place of the summary, not a blank checkout', async ( {
	page,
} ) => {
	await patchSettings( page, { currentUserIsAdmin: true } );
	await page.addInitScript( () => {
		// An extension registering as soon as the checkout API appears (before the block renders).
		const holder: Record< string, unknown > = {};
		Object.defineProperty( holder, 'checkout', {
			configurable: true,
			get: () => holder._api,
			set: ( api: {
				registerCheckoutFilters: (
					n: string,
					f: Record< string, unknown >
				) => void;
			} ) => {
				holder._api = api;
				api.registerCheckoutFilters( 'broken-extension', {
					itemName: () => 42,
				} );
			},
		} );
		( window as unknown as { tourfront: unknown } ).tourfront = holder;
	} );
	await openCheckoutWithTour( page );
	const alert = page.locator( '.tourfront-checkout__sidebar [role="alert"]' );
	const message = t(
		'The type returned by checkout filters must be the same as the type they receive. The function received %1$s but returned %2$s.'
	);
	await expect( alert ).toContainText(
		message.slice( 0, message.indexOf( '%' ) ).trim()
	);
	await expect( placeOrderButton( page ) ).toBeEnabled();
	await expect( page.locator( '#email' ) ).toBeVisible();
	await page.screenshot( {
		path: 'e2e/artifacts/checkout-filter-error-admin-1280.png',
		fullPage: false,
	} );
} );

test( 'the terms link opens the terms page in a lightbox', async ( {
	page,
} ) => {
	await openCheckoutWithTour( page );
	const terms = page.locator( '.wc-block-checkout__terms a' ).first();
	await terms.click();
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	await expect( dialog.locator( 'iframe' ) ).toHaveAttribute( 'src', /.+/ );
	await expect( page ).toHaveURL( /\/checkout\/$/ );
	await dialog.getByRole( 'button', { name: t( 'Close' ) } ).click();
	await expect( dialog ).toBeHidden();
} );

test( 'a separate billing address is asked for and sent when it differs from shipping', async ( {
	page,
} ) => {
	const posts = recordCheckoutPosts( page );
	// The guidebook is shipped: the shipping address is asked for.
	await openCheckoutWithTour( page, ORDER_TOUR, [ 'guidebook' ] );
	await fillGuestDetails( page );
	await expect( page.locator( '#billing-first_name' ) ).toHaveCount( 0 );
	await page
		.getByRole( 'checkbox', { name: t( 'Use same address for billing' ) } )
		.uncheck();
	const billing = page.getByRole( 'group', { name: t( 'Billing address' ) } );
	await expect( billing ).toBeVisible();
	await page.locator( '#billing-first_name' ).fill( 'Trần Thị' );
	await page.locator( '#billing-last_name' ).fill( 'Bình' );
	await page.locator( '#billing-address_1' ).fill( '45 Trần Phú' );
	await page.locator( '#billing-city' ).fill( 'Nha Trang' );
	await page.locator( '#billing-city' ).blur();
	await placeOrderButton( page ).click();
	await waitForOrderReceived( page );
	expect( posts[ 0 ] ).toMatchObject( {
		billing_address: {
			first_name: 'Trần Thị',
			city: 'Nha Trang',
			email: GUEST_EMAIL,
		},
		shipping_address: { first_name: 'Nguyễn Văn', city: 'Hà Nội' },
	} );
} );
