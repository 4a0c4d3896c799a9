/**
 * Booking a tour, on the demo and on a real store (E2E_BASE_URL): Tour Hạ Long's
 * booking box (a departure with seats, 2 adults and 1 child, the total before adding, the seats-left
 * message instead of a silent cut), one add, then the cart line's departure and travellers, changed
 * with the line's steppers (`cart/extensions`).
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import { isVietnamese, t } from './i18n';
import { productPath, storeCart, storeProduct } from './store-api';
import {
	dismissStoreNotice,
	expect,
	settle,
	test,
	watchPage,
} from './test-utils';

/** A departure as the variations form prints it (with the theme's prices, major units). */
interface DepartureVariation {
	variation_id: number;
	attributes: Record< string, string >;
	is_in_stock: boolean;
	variation_is_active: boolean;
	max_qty: number | '';
	tourfront_booking?: { adult_price: number; child_price: number };
	display_price: number;
}

const DATE = 'attribute_pa_ngay-khoi-hanh';
const vnd = ( amount: number ) =>
	`${ String( amount ).replace( /\B(?=(\d{3})+(?!\d))/g, '.' ) } ₫`;
const label = ( slug: string ) => slug.split( '-' ).reverse().join( '/' );

/** "Chỉ còn 4 chỗ cho ngày khởi hành 05/12/2026." (plural forms: the dictionary keys the singular). */
const seatsLeft = ( seats: number, date: string ) =>
	t(
		isVietnamese() || seats === 1
			? 'Only %1$d seat left for the departure on %2$s.'
			: 'Only %1$d seats left for the departure on %2$s.',
		seats,
		date
	);

/** The form's departures. */
async function departures( page: Page ): Promise< DepartureVariation[] > {
	const json = await page
		.locator( 'form.variations_form' )
		.getAttribute( 'data-product_variations' );
	return JSON.parse( json ?? '[]' );
}

test( 'book Tour Hạ Long: departure, 2 adults + 1 child, the total, the cart line, change travellers', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( productPath( 'haLong' ) );
	await settle( page );
	await dismissStoreNotice( page );
	const box = page.locator( '.tourfront-booking__box' );
	await expect( box ).toBeVisible();

	// Only departures still to come are offered; sold-out ones are shown, not bookable.
	const all = await departures( page );
	const offered = all.filter( ( v ) => v.variation_is_active !== false );
	await expect( box.getByRole( 'radio' ) ).toHaveCount( offered.length );
	for ( const soldOut of offered.filter( ( v ) => ! v.is_in_stock ) ) {
		await expect(
			box.getByRole( 'radio', {
				name: new RegExp( label( soldOut.attributes[ DATE ] ) ),
			} )
		).toBeDisabled();
	}
	const lowest = Math.min(
		...offered
			.filter( ( v ) => v.is_in_stock )
			.map( ( v ) => v.tourfront_booking?.adult_price ?? v.display_price )
	);
	await expect( box.locator( '.tourfront-booking__from' ) ).toHaveText(
		t( 'From %s / traveller', vnd( lowest ) )
	);

	// A departure with seats for four: three booked here, one more added in the cart (a departure with three
	// seats left rightly offers no fourth there; a store's earlier orders leave such departures).
	const departure = offered.find(
		( v ) => v.is_in_stock && ( v.max_qty === '' || v.max_qty >= 4 )
	) as DepartureVariation;
	expect( departure, 'a departure with 4 seats left' ).toBeTruthy();
	const date = label( departure.attributes[ DATE ] );
	await box.getByRole( 'radio', { name: new RegExp( date ) } ).check();
	await expect( page.locator( `select[name="${ DATE }"]` ) ).toHaveValue(
		departure.attributes[ DATE ]
	);

	// Asking for more adults than seats left says why the count stops.
	const adults = box.getByRole( 'spinbutton', { name: t( 'Adults' ) } );
	/* eslint-disable playwright/no-conditional-in-test, playwright/no-conditional-expect -- the store decides whether the departure has a seat limit under 10 to run into. */
	if ( departure.max_qty !== '' && departure.max_qty < 10 ) {
		await adults.fill( String( departure.max_qty + 5 ) );
		await adults.press( 'Tab' );
		await expect( adults ).toHaveValue( String( departure.max_qty ) );
		await expect( box.locator( '.tourfront-booking__message' ) ).toHaveText(
			seatsLeft( departure.max_qty, date )
		);
		await adults.fill( '1' );
		await adults.press( 'Tab' );
	}
	/* eslint-enable playwright/no-conditional-in-test, playwright/no-conditional-expect */
	await box.getByRole( 'button', { name: t( 'Add an adult' ) } ).click();
	await box.getByRole( 'button', { name: t( 'Add a child' ) } ).click();
	await expect( adults ).toHaveValue( '2' );
	await expect(
		box.getByRole( 'spinbutton', { name: t( 'Children (2–11 years)' ) } )
	).toHaveValue( '1' );
	const adultPrice =
		departure.tourfront_booking?.adult_price ?? departure.display_price;
	const childPrice = departure.tourfront_booking?.child_price ?? adultPrice;
	await expect( box.locator( '.tourfront-booking__total' ) ).toHaveText(
		`${ t( 'Total' ) }: ${ vnd( 2 * adultPrice + childPrice ) }`
	);

	// One add, in place.
	const added = page.waitForResponse( ( response ) =>
		response.url().includes( 'wc-ajax=add_to_cart' )
	);
	await page.locator( '.single_add_to_cart_button' ).click();
	expect( ( await added ).status() ).toBe( 200 );
	await expect( page.locator( '.single_add_to_cart_button' ) ).toHaveClass(
		/added/
	);
	const { id } = await storeProduct( page, 'haLong' );
	const cart = await storeCart( page );
	const line = cart.items.find(
		( item ) => item.id === departure.variation_id
	) as ( typeof cart.items )[ number ] & {
		extensions: Record< string, { adults: number; children: number } >;
	};
	expect(
		line,
		`the departure of Tour Hạ Long (${ id }) in the cart`
	).toBeTruthy();
	expect( line.quantity ).toBe( 3 );
	expect( line.extensions[ 'tourfront-booking' ] ).toMatchObject( {
		adults: 2,
		children: 1,
	} );

	// The cart line: departure and travellers, changed with its steppers.
	await page.goto( '/cart/' );
	await settle( page );
	const row = page.locator( '.tourfront-cart-item', { hasText: date } );
	await expect( row ).toBeVisible();
	await expect(
		row.getByRole( 'group', { name: t( 'Adults' ) } )
	).toContainText( '2' );
	await expect(
		row.getByRole( 'group', { name: t( 'Children' ) } )
	).toContainText( '1' );
	await expect( row.getByRole( 'spinbutton' ) ).toHaveCount( 0 );
	await row
		.getByRole( 'button', {
			name: new RegExp( `^${ t( 'Add a child to %s', '' ) }` ),
		} )
		.click();
	await expect(
		page.locator( '.tourfront-cart-item.is-pending' )
	).toHaveCount( 0 );
	await expect(
		row.getByRole( 'group', { name: t( 'Children' ) } )
	).toContainText( '2' );
	// The shopper's own change is said once, as theirs; nothing says the shop changed the quantity.
	await expect( page.locator( '#tourfront-shop-status' ) ).toHaveText(
		new RegExp(
			t( 'Travellers of %1$s changed to %2$s.', '\u0000', '\u0000' )
				.split( '\u0000' )
				.map( ( part ) =>
					part.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' )
				)
				.join( '.+' )
		)
	);
	await expect( page.locator( '.tourfront-snackbar' ) ).toHaveCount( 0 );
	const changed = ( await storeCart( page ) ).items.find(
		( item ) => item.id === departure.variation_id
	) as typeof line;
	expect( changed.quantity ).toBe( 4 );
	expect( changed.extensions[ 'tourfront-booking' ] ).toMatchObject( {
		adults: 2,
		children: 2,
	} );
	watch.expectClean();
} );
