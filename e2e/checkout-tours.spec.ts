/**
 * A checkout made for tours, on the demo and on a real store (E2E_BASE_URL): traveller
 * details through WooCommerce's additional checkout fields (one name and birth year per traveller beyond
 * the buyer), the phone required for a tour, Vietnamese order of names ("Họ" before "Tên", printed
 * "Trần Thị Mai").
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import {
	CHECKOUT_POST,
	GUEST_EMAIL,
	payOnDelivery,
	paymentMethod,
	placeOrderButton,
	recordCheckoutPosts,
	rewriteCheckoutPosts,
	waitForOrderReceived,
	writeOrderNote,
} from './checkout-helpers';
import { t } from './i18n';
import { isRealStore } from './target';
import {
	addToCartInPlace,
	bookableDeparture,
	storeCart,
	storeProduct,
} from './store-api';
import {
	dismissStoreNotice,
	expect,
	settle,
	test,
	watchPage,
} from './test-utils';

const BOOKING = 'tourfront-booking';

/** The buyer: family name "Trần Thị", given name "Mai". */
const BUYER = {
	last_name: 'Trần Thị',
	first_name: 'Mai',
	address_1: '25 Hàng Bài',
	city: 'Hà Nội',
	phone: '0912 345 678',
};

/** An additional field's input, as WooCommerce ids it (`{location}-{namespace/name}`). */
const field = ( page: Page, id: string ) =>
	page.locator( `[id="order-${ id }"]` );

/**
 * Hạ Long for 3 travellers (2 adults, 1 child): a departure through the Store API when the tour is
 * booked by departure, otherwise 3 of it.
 */
async function bookHaLongForThree( page: Page ) {
	const tour = ( await storeProduct( page, 'haLong' ) ) as Awaited<
		ReturnType< typeof storeProduct >
	> & { type?: string };
	if ( tour.type !== 'variable' ) {
		await addToCartInPlace( page, 'haLong', 3 );
		return;
	}
	// The first departure with 3 seats left: a departed or sold-out one would answer 400 (a console error).
	const departure = await bookableDeparture( page, 'haLong', 3 );
	const variation = tour.variations.find( ( v ) => v.id === departure.id )!;
	const status = await page.evaluate(
		async ( [ id, attributes ] ) => {
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
						quantity: 3,
						variation: attributes.map( ( a ) => ( {
							attribute: a.name,
							value: a.value,
						} ) ),
						tourfront_booking: { adults: 2, children: 1 },
					} ),
				}
			);
			return response.status;
		},
		[ departure.id, variation.attributes ] as const
	);
	expect( status, 'Hạ Long booked for 2 adults and 1 child' ).toBe( 201 );
}

async function openCheckout( page: Page ) {
	await page.goto( '/checkout/' );
	await settle( page );
	await expect( page.locator( '.tourfront-checkout' ) ).toBeVisible();
	await dismissStoreNotice( page );
}

/** The buyer's address in whichever form the cart asks for (shipping when it ships, billing otherwise). */
async function fillBuyer( page: Page, { phone = true } = {} ) {
	await page.locator( '#email' ).fill( GUEST_EMAIL );
	const type = ( await page.locator( '#shipping-first_name' ).count() )
		? 'shipping'
		: 'billing';
	for ( const [ key, value ] of Object.entries( BUYER ) ) {
		if ( key !== 'phone' || phone ) {
			await page.locator( `#${ type }-${ key }` ).fill( value );
		}
	}
	await page.locator( `#${ type }-city` ).blur();
	await writeOrderNote( page, 'checkout-tours' );
	await payOnDelivery( page );
	return type;
}

test( 'Vietnamese name order: "Họ" before "Tên" in the form, "Trần Thị Mai" on order received', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await addToCartInPlace( page, 'vinWonders' );
	await openCheckout( page );
	const type = await fillBuyer( page );
	// The family name comes first in the form for a Vietnamese address.
	const ids = await page
		.locator( `[id^="${ type }-"]` )
		.evaluateAll( ( inputs ) => inputs.map( ( input ) => input.id ) );
	expect( ids.indexOf( `${ type }-last_name` ) ).toBeLessThan(
		ids.indexOf( `${ type }-first_name` )
	);
	await expect(
		page.locator( `label[for="${ type }-last_name"]` )
	).toHaveText( t( 'Last name' ) );
	await page.screenshot( {
		path: test.info().outputPath( 'name-order-1280.png' ),
		fullPage: true,
	} );
	await expect( ( await paymentMethod( page, 'cod' ) ).radio ).toBeChecked();
	await placeOrderButton( page ).click();
	await waitForOrderReceived( page );
	const address = page
		.locator( '.woocommerce-customer-details address' )
		.first();
	await expect( address ).toContainText( 'Trần Thị Mai' );
	await expect( address ).not.toContainText( 'Mai Trần Thị' );
	watch.expectClean();
} );

test( 'a tour for 3 travellers: traveller details asked for travellers 2 and 3, phone required, both on order received', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	const posts = recordCheckoutPosts( page );
	await bookHaLongForThree( page );
	const booking = (
		( await storeCart( page ) ) as unknown as {
			extensions?: Record< string, { extra_travellers?: number } >;
		}
	 ).extensions?.[ BOOKING ];
	test.skip(
		! booking,
		'the store gives no booking data in the cart (theme/inc/booking provides it)'
	);
	expect( booking?.extra_travellers ).toBe( 2 );
	await openCheckout( page );

	// One name and one year of birth for each traveller beyond the buyer; none for a fourth.
	for ( const n of [ 2, 3 ] ) {
		await expect(
			field( page, `tourfront/traveller-${ n }-name` )
		).toBeVisible();
		await expect(
			field( page, `tourfront/traveller-${ n }-birth-year` )
		).toBeVisible();
	}
	await expect( field( page, 'tourfront/traveller-4-name' ) ).toHaveCount(
		0
	);
	await expect( field( page, 'tourfront/pickup-point' ) ).toBeVisible();

	const type = await fillBuyer( page, { phone: false } );
	// The phone is asked as required for a tour (no "(optional)").
	await expect( page.locator( `label[for="${ type }-phone"]` ) ).toHaveText(
		t( 'Phone' )
	);
	await field( page, 'tourfront/traveller-2-name' ).fill( 'Trần Văn Nam' );
	await field( page, 'tourfront/traveller-2-birth-year' ).fill( '1850' );
	await field( page, 'tourfront/traveller-3-name' ).fill( 'Trần Bảo Anh' );
	await field( page, 'tourfront/traveller-3-birth-year' ).fill( '2017' );
	await field( page, 'tourfront/pickup-point' ).fill(
		'Khách sạn Mường Thanh, Bãi Cháy'
	);
	await placeOrderButton( page ).click();

	// Nothing is sent: the phone and the birth year are flagged in the store's language.
	await expect(
		page.locator( `#validate-error-${ type }_phone` )
	).toHaveText( t( 'Please enter %s', t( 'Phone' ).toLowerCase() ) );
	await expect(
		page.locator(
			'[id="validate-error-order_tourfront/traveller-2-birth-year"]'
		)
	).toHaveText(
		t( 'Four digits, from %1$d to %2$d.', 1900, new Date().getFullYear() )
	);
	await page.screenshot( {
		path: test.info().outputPath( 'tour-errors-1280.png' ),
		fullPage: true,
	} );
	expect( posts ).toHaveLength( 0 );

	await page.locator( `#${ type }-phone` ).fill( BUYER.phone );
	await field( page, 'tourfront/traveller-2-birth-year' ).fill( '1958' );
	await placeOrderButton( page ).click();
	await waitForOrderReceived( page );
	expect( posts ).toHaveLength( 1 );
	expect( posts[ 0 ].additional_fields ).toEqual( {
		'tourfront/traveller-2-name': 'Trần Văn Nam',
		'tourfront/traveller-2-birth-year': '1958',
		'tourfront/traveller-3-name': 'Trần Bảo Anh',
		'tourfront/traveller-3-birth-year': '2017',
		'tourfront/pickup-point': 'Khách sạn Mường Thanh, Bãi Cháy',
	} );

	// WooCommerce prints the fields with the order (the demo as the real store does).
	const order = page.locator( '.woocommerce-order' );
	for ( const text of [
		'Trần Văn Nam',
		'1958',
		'Trần Bảo Anh',
		'2017',
		'Khách sạn Mường Thanh, Bãi Cháy',
		t( 'Traveller %d: full name', 2 ),
	] ) {
		await expect( order ).toContainText( text );
	}
	await expect(
		page.locator( '.woocommerce-customer-details address' ).first()
	).toContainText( 'Trần Thị Mai' );
	await page.screenshot( {
		path: test.info().outputPath( 'tour-order-received-1280.png' ),
		fullPage: true,
	} );
	watch.expectClean();
} );

for ( const width of [ 1280, 390 ] ) {
	test( `a phone number nobody can call is refused in the browser and by the store, nothing typed lost (${ width }px)`, async ( {
		page,
	} ) => {
		const watch = watchPage( page );
		const posts = recordCheckoutPosts( page );
		await page.setViewportSize( { width, height: 900 } );
		await bookHaLongForThree( page );
		await openCheckout( page );
		const type = await fillBuyer( page, { phone: false } );
		for ( const [ n, name, year ] of [
			[ 2, 'Trần Văn Nam', '1958' ],
			[ 3, 'Trần Bảo Anh', '2017' ],
		] ) {
			await field( page, `tourfront/traveller-${ n }-name` ).fill(
				String( name )
			);
			await field( page, `tourfront/traveller-${ n }-birth-year` ).fill(
				String( year )
			);
		}
		const phone = page.locator( `#${ type }-phone` );
		const error = page.locator( `#validate-error-${ type }_phone` );
		const hint = t(
			'Please enter a phone number we can call (in Vietnam: 10 digits starting with 0, or +84 and 9 digits).'
		);
		for ( const bad of [ '12ab', '091234', '1234567890123456' ] ) {
			await phone.fill( bad );
			await phone.blur();
			await expect( error ).toHaveText( hint );
		}
		await placeOrderButton( page ).click();
		await expect( phone ).toBeFocused();
		expect( posts ).toHaveLength( 0 );
		await expect( page.locator( '#email' ) ).toHaveValue( GUEST_EMAIL );
		await expect( page.locator( `#${ type }-last_name` ) ).toHaveValue(
			BUYER.last_name
		);
		await page.screenshot( {
			path: test.info().outputPath( `phone-refused-${ width }.png` ),
			fullPage: true,
		} );

		await phone.fill( BUYER.phone );
		await phone.blur();
		await expect( error ).toHaveCount( 0 );
		if ( isRealStore ) {
			// The store checks again whatever the browser sends (theme/inc/checkout-phone.php).
			await rewriteCheckoutPosts( page, ( body ) => ( {
				...body,
				billing_address: {
					...( body.billing_address as Record< string, unknown > ),
					phone: '091234',
				},
			} ) );
			await placeOrderButton( page ).click();
			await expect(
				page.getByText( t( 'The provided phone number is not valid' ) )
			).toBeVisible();
			await expect( page ).toHaveURL( /\/checkout\/?$/ );
			await page.unroute( CHECKOUT_POST );
		}
		await placeOrderButton( page ).click();
		await waitForOrderReceived( page );
		await expect( page.locator( '.woocommerce-order' ) ).toContainText(
			BUYER.phone.replace( /\s/g, '' ).slice( -3 )
		);
		// The browser logs the store's refusal of the rewritten POST (400): that one was asked for.
		const asked = watch.problems.filter( ( p ) =>
			/status of 400/.test( p )
		);
		expect( asked.length ).toBeLessThanOrEqual( isRealStore ? 1 : 0 );
		watch.problems.splice(
			0,
			Infinity,
			...watch.problems.filter( ( p ) => ! asked.includes( p ) )
		);
		watch.expectClean();
	} );
}

for ( const width of [ 1280, 390 ] ) {
	test( `each traveller is labelled adult or child, and a child's year of birth that does not fit the departure is refused in the browser and by the store, nothing typed lost (${ width }px)`, async ( {
		page,
	} ) => {
		const watch = watchPage( page );
		const posts = recordCheckoutPosts( page );
		await page.setViewportSize( {
			width,
			height: width === 390 ? 844 : 900,
		} );
		await bookHaLongForThree( page );
		const line = (
			( await storeCart( page ) ) as unknown as {
				items: Array< {
					extensions?: Record< string, { departure?: string } >;
				} >;
			}
		 ).items[ 0 ]?.extensions?.[ BOOKING ];
		test.skip(
			! line?.departure,
			'the store gives no booking data on the cart line (theme/inc/booking provides it)'
		);
		// 2 adults and 1 child: the buyer is the first adult, traveller 2 the second, traveller 3 the child.
		const departure = String( line?.departure );
		const year = Number( departure.slice( 0, 4 ) );
		const lastDay = departure.endsWith( '-12-31' ) ? 0 : 1;
		const [ from, to ] = [ year - 11 - lastDay, year - 2 ];
		const date = departure.split( '-' ).reverse().join( '/' );
		await openCheckout( page );
		const adult = page.getByRole( 'group', {
			name: t( 'Traveller %1$d · %2$s', 2, t( 'Adult' ) ),
		} );
		const child = page.getByRole( 'group', {
			name: t( 'Traveller %1$d · %2$s', 3, t( 'Child (2–11 years)' ) ),
		} );
		await expect( adult ).toBeVisible();
		await expect( child ).toBeVisible();
		await expect(
			child.locator( '[id="order-tourfront/traveller-3-birth-year"]' )
		).toBeVisible();

		await fillBuyer( page );
		await field( page, 'tourfront/traveller-2-name' ).fill(
			'Trần Văn Nam'
		);
		await field( page, 'tourfront/traveller-2-birth-year' ).fill( '1958' );
		await field( page, 'tourfront/traveller-3-name' ).fill(
			'Trần Bảo Anh'
		);
		const childYear = field( page, 'tourfront/traveller-3-birth-year' );
		// Born the year before the first that fits: 12 or older on the departure date whatever the birthday.
		await childYear.fill( String( from - 1 ) );
		await childYear.blur();
		const message = t(
			'Traveller %1$d is a child (2 to 11 years old on the departure date, %2$s): the year of birth must be from %3$d to %4$d.',
			3,
			date,
			from,
			to
		);
		const error = page.locator(
			'[id="validate-error-order_tourfront/traveller-3-birth-year"]'
		);
		await expect( error ).toHaveText( message );
		await placeOrderButton( page ).click();
		await expect( childYear ).toBeFocused();
		await expect( error ).toHaveText( message );
		expect( posts ).toHaveLength( 0 );
		await expect( childYear ).toHaveValue( String( from - 1 ) );
		await expect( field( page, 'tourfront/traveller-3-name' ) ).toHaveValue(
			'Trần Bảo Anh'
		);
		await expect( page.locator( '#email' ) ).toHaveValue( GUEST_EMAIL );
		await child.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: test.info().outputPath( `child-refused-${ width }.png` ),
			fullPage: true,
		} );

		await childYear.fill( String( to - 4 ) );
		await childYear.blur();
		await expect( error ).toHaveCount( 0 );
		if ( isRealStore ) {
			// The store checks again whatever the browser sends (theme/inc/checkout-traveller-ages.php).
			await rewriteCheckoutPosts( page, ( body ) => ( {
				...body,
				additional_fields: {
					...( body.additional_fields as Record< string, unknown > ),
					'tourfront/traveller-3-birth-year': String( from - 1 ),
				},
			} ) );
			await placeOrderButton( page ).click();
			await expect( page.getByText( message ) ).toBeVisible();
			await expect( page ).toHaveURL( /\/checkout\/?$/ );
			await page.unroute( CHECKOUT_POST );
		}
		await placeOrderButton( page ).click();
		await waitForOrderReceived( page );
		expect( posts.at( -1 )?.additional_fields ).toMatchObject( {
			'tourfront/traveller-3-birth-year': String( to - 4 ),
		} );
		await expect( page.locator( '.woocommerce-order' ) ).toContainText(
			'Trần Bảo Anh'
		);
		// The browser logs the store's refusal of the rewritten POST (400): that one was asked for.
		const asked = watch.problems.filter( ( p ) =>
			/status of 400/.test( p )
		);
		expect( asked.length ).toBeLessThanOrEqual( isRealStore ? 1 : 0 );
		watch.problems.splice(
			0,
			Infinity,
			...watch.problems.filter( ( p ) => ! asked.includes( p ) )
		);
		watch.expectClean();
	} );
}

for ( const width of [ 1280, 390 ] ) {
	test( `the travellers have their own step beside the buyer, marked required, and one message when empty (${ width }px)`, async ( {
		page,
	} ) => {
		await page.setViewportSize( {
			width,
			height: width === 390 ? 844 : 900,
		} );
		const posts = recordCheckoutPosts( page );
		await bookHaLongForThree( page );
		const booking = (
			( await storeCart( page ) ) as unknown as {
				extensions?: Record< string, { extra_travellers?: number } >;
			}
		 ).extensions?.[ BOOKING ];
		test.skip(
			! booking,
			'the store gives no booking data in the cart (the booking core, DESIGN-15 "Booking", provides it)'
		);
		await openCheckout( page );
		const step = page.getByRole( 'group', {
			name: t( 'Traveller details' ),
		} );
		await expect( step ).toBeVisible();
		await expect( step ).toContainText(
			t(
				'Required: the full name and year of birth of everyone travelling with you, as on their ID.'
			)
		);
		await expect(
			step.locator( '[id^="order-tourfront/traveller-"]' )
		).toHaveCount( 4 );
		// Right after the buyer's address, before the payment and the order's extras.
		const top = ( selector: string ) =>
			page
				.locator( selector )
				.first()
				.evaluate( ( element ) => element.getBoundingClientRect().top );
		const buyerTop = await top(
			'#billing-first_name, #shipping-first_name'
		);
		const stepTop = await top( '#traveller-fields' );
		expect( stepTop ).toBeGreaterThan( buyerTop );
		expect( await top( '#order-fields' ) ).toBeGreaterThan( stepTop );
		// Required: the mark after each label.
		expect(
			await step
				.locator( 'label' )
				.first()
				.evaluate(
					( label ) => getComputedStyle( label, '::after' ).content
				)
		).toContain( '*' );

		await fillBuyer( page );
		await placeOrderButton( page ).click();
		const message = step.getByRole( 'alert' );
		await expect( message ).toHaveText(
			t(
				'Please enter the full name and year of birth of each traveller below.'
			)
		);
		await expect(
			step.locator( '.wc-block-components-validation-error' )
		).toHaveCount( 1 );
		await expect(
			field( page, 'tourfront/traveller-2-name' )
		).toHaveAttribute( 'aria-invalid', 'true' );
		expect( posts ).toHaveLength( 0 );
		await step.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: test.info().outputPath( `travellers-step-${ width }.png` ),
			fullPage: true,
		} );
	} );
}

for ( const width of [ 1280, 390 ] ) {
	test( `floating labels leave room above typed text for Vietnamese stacked accents (${ width }px)`, async ( {
		page,
	} ) => {
		await page.setViewportSize( {
			width,
			height: width === 390 ? 844 : 900,
		} );
		await addToCartInPlace( page, 'vinWonders' );
		await openCheckout( page );
		// eslint-disable-next-line playwright/no-conditional-in-test -- the store decides whether the tour ships (a shipping address) or not (billing only).
		const type = ( await page.locator( '#shipping-last_name' ).count() )
			? 'shipping'
			: 'billing';
		const input = page.locator( `#${ type }-last_name` );
		await input.fill( 'Ẩn Ấn Ỗ' );
		await input.blur();
		// Polled: the label floats up with a short transition.
		const gap = () =>
			input.evaluate( ( element ) => {
				const label = element.parentElement
					?.querySelector( 'label' )
					?.getBoundingClientRect();
				const style = getComputedStyle( element );
				const textTop =
					element.getBoundingClientRect().top +
					parseFloat( style.borderTopWidth ) +
					parseFloat( style.paddingTop );
				// Stacked diacritics rise about 0.45em above the line box of the typed text.
				return (
					textTop -
					0.45 * parseFloat( style.fontSize ) -
					( label?.bottom ?? 0 )
				);
			} );
		await expect.poll( gap ).toBeGreaterThan( 0 );
		await page.screenshot( {
			path: test.info().outputPath( `labels-${ width }.png` ),
		} );
	} );
}

test( 'on a phone the order summary comes first, folded, with the total, and opens', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	await addToCartInPlace( page, 'vinWonders' );
	await openCheckout( page );
	const total = ( await storeCart( page ) ).totals.total_price;
	const toggle = page.getByRole( 'button', {
		name: new RegExp( t( 'Order summary' ) ),
	} );
	await expect( toggle ).toBeVisible();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	const shown = ( await toggle.textContent() )?.replace( /\D/g, '' );
	expect( shown ).toBe( total );
	const [ summaryBox, placeBox ] = [
		await toggle.boundingBox(),
		await placeOrderButton( page ).boundingBox(),
	];
	expect( ( summaryBox?.y ?? Infinity ) < ( placeBox?.y ?? 0 ) ).toBe( true );
	await expect(
		page.locator( '.wc-block-components-order-summary-item' ).first()
	).toBeHidden();
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect(
		page.locator( '.wc-block-components-order-summary-item' ).first()
	).toBeVisible();
	await page.screenshot( {
		path: test.info().outputPath( 'summary-390.png' ),
	} );
} );

// Travellers are kept by the server as WooCommerce keeps the rest of the form: back from the cart, or after a
// reload, the names and years typed are there (saved with PUT /checkout, printed back by the page).
for ( const viewport of [
	{ width: 1280, height: 900 },
	{ width: 390, height: 844 },
] ) {
	test( `checkout at ${ viewport.width } px: the travellers typed come back after the cart and a reload`, async ( {
		page,
	} ) => {
		await page.setViewportSize( viewport );
		await bookHaLongForThree( page );
		await openCheckout( page );
		// Saved with PUT /checkout inside a Store API batch (in line with the customer's updates).
		const saved = page.waitForResponse(
			( response ) =>
				/\/wc\/store\/v1\/batch(\?|$)/.test( response.url() ) &&
				/"method":"PUT","path":"[^"]*\/checkout[^"]*","body":\{"additional_fields":\{[^}]*traveller-3-name/.test(
					response.request().postData() ?? ''
				)
		);
		const typed = {
			'tourfront/traveller-2-name': 'Trần Văn Nam',
			'tourfront/traveller-2-birth-year': '1958',
			'tourfront/traveller-3-name': 'Trần Bảo Anh',
		};
		for ( const [ id, value ] of Object.entries( typed ) ) {
			await field( page, id ).fill( value );
		}
		const answer = await saved;
		const sent = JSON.parse( answer.request().postData() ?? '{}' ) as {
			requests: Array< { method: string } >;
		};
		const { responses } = ( await answer.json() ) as {
			responses: Array< { status: number } >;
		};
		expect(
			responses[
				sent.requests.findIndex( ( entry ) => entry.method === 'PUT' )
			].status
		).toBe( 200 );
		// The whole answer: WooCommerce writes the session as the request ends.
		await answer.finished();
		await page.reload();
		await settle( page );
		for ( const [ id, value ] of Object.entries( typed ) ) {
			await expect( field( page, id ) ).toHaveValue( value );
		}
		await page.goto( '/cart/' );
		await settle( page );
		await openCheckout( page );
		for ( const [ id, value ] of Object.entries( typed ) ) {
			await expect( field( page, id ) ).toHaveValue( value );
		}
	} );
}
