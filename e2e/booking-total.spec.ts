/**
 * What a booking costs, said before checkout (issue 32, item 5), on the demo and on a real store
 * (E2E_BASE_URL): Tour Hạ Long for 2 adults and 1 child. The booking box lists the taxes checkout adds
 * (VAT 8 %, the travel fee 2 %) with their amounts and the total they make; that total is the one the
 * mini-cart then shows with the same words, and the one checkout asks. The quick view's box says the same.
 * At 1280 and 390 px.
 */

/** External dependencies */
import type { Locator, Page } from '@playwright/test';

/** Internal dependencies */
import type { Feed, FeedDeparture } from '../storefront/booking/feed';
import { t } from './i18n';
import { productId, productPath } from './store-api';
import {
	dismissStoreNotice,
	expect,
	settle,
	test,
	watchPage,
} from './test-utils';

const vnd = ( amount: number ) =>
	`${ String( amount ).replace( /\B(?=(\d{3})+(?!\d))/g, '.' ) } ₫`;
const dong = ( text: string | null ) =>
	Number( ( text ?? '' ).replace( /\D/g, '' ) );
const label = ( date: string ) => date.split( '-' ).reverse().join( '/' );

/** The feed printed into the form inside `scope`. */
async function printedFeed( scope: Locator ): Promise< Feed > {
	return JSON.parse(
		( await scope
			.locator( 'form.variations_form script.tourfront-departures' )
			.textContent() ) ?? 'null'
	);
}

/**
 * Books 2 adults and 1 child on the first departure with three seats in the box inside `scope`; checks what
 * the box says the taxes add and returns the estimate and the taxes' sentence.
 */
async function bookThree( scope: Locator ) {
	const feed = await printedFeed( scope );
	expect( feed.tax, 'the store taxes its tours' ).toBeTruthy();
	const terms = feed.tax!;
	const departure = feed.departures.find(
		( candidate ) =>
			! candidate.soldOut &&
			! candidate.closed &&
			( candidate.seats === null || candidate.seats >= 3 )
	) as FeedDeparture;
	expect( departure, 'a departure with 3 seats' ).toBeTruthy();
	const box = scope.locator( '.tourfront-booking__box' );
	await box
		.getByRole( 'radio', { name: new RegExp( label( departure.date ) ) } )
		.check();
	await box.getByRole( 'button', { name: t( 'Add an adult' ) } ).click();
	await box.getByRole( 'button', { name: t( 'Add a child' ) } ).click();
	const price = 2 * departure.adult + departure.child;
	// The seed's shop shows prices without tax: the total is the party's price, the taxes come under it.
	expect( terms.display ).toBe( 'excl' );
	await expect( box.locator( '.tourfront-booking__total' ) ).toHaveText(
		`${ t( 'Total' ) }: ${ vnd( price ) }`
	);
	const payable = box.locator( '.tourfront-booking__payable' );
	await expect( payable ).toHaveText(
		new RegExp( `^${ t( 'Estimated total at checkout' ) }: [\\d.]+ ₫$` )
	);
	const estimate = dong( await payable.textContent() );
	const sentence =
		( await box.locator( '.tourfront-booking__taxes' ).textContent() ) ??
		'';
	const amounts = [ ...sentence.matchAll( /: ([\d.]+) ₫/g ) ].map(
		( match ) => dong( match[ 1 ] )
	);
	// Each rate with its amount, about its percentage of the price; the estimate is the price with them.
	expect( amounts ).toHaveLength( terms.rates.length );
	terms.rates.forEach( ( rate, i ) =>
		expect(
			Math.abs( amounts[ i ] - ( price * rate.rate ) / 100 )
		).toBeLessThanOrEqual( 1 )
	);
	expect( sentence ).toBe(
		t(
			'Excl. %s',
			terms.rates
				.map(
					( rate, i ) => `${ rate.label }: ${ vnd( amounts[ i ] ) }`
				)
				.join( ', ' )
		)
	);
	expect( estimate ).toBe(
		price + amounts.reduce( ( sum, amount ) => sum + amount, 0 )
	);
	return { box, estimate, sentence };
}

/** The total the checkout asks. */
async function checkoutTotal( page: Page ): Promise< number > {
	await page.goto( '/checkout/' );
	await settle( page );
	const value = page.locator(
		'.tourfront-checkout .tourfront-totals__row.is-total .tourfront-totals__value'
	);
	await expect( value ).toHaveText( /\d/ );
	return dong( await value.textContent() );
}

for ( const width of [ 1280, 390 ] ) {
	test( `the booking box's total with VAT and the travel fee is what the mini-cart shows and checkout asks (${ width }px)`, async ( {
		page,
	} ) => {
		await page.setViewportSize( {
			width,
			height: width === 390 ? 844 : 900,
		} );
		const watch = watchPage( page );
		await page.goto( productPath( 'haLong' ) );
		await settle( page );
		await dismissStoreNotice( page );
		const { box, estimate, sentence } = await bookThree(
			page.locator( '.product' ).first()
		);
		await box.screenshot( {
			path: test.info().outputPath( `booking-total-${ width }.png` ),
		} );

		const added = page.waitForResponse( ( response ) =>
			response.url().includes( 'wc-ajax=add_to_cart' )
		);
		await page.locator( '.single_add_to_cart_button' ).click();
		expect( ( await added ).status() ).toBe( 200 );
		await expect(
			page.locator( '.single_add_to_cart_button' )
		).toHaveClass( /added/ );

		// The mini-cart: the same sentence under its subtotal, then the same total.
		const panel = page.locator( '.tourfront-mini-cart__panel' );
		// The seeded shops open the mini-cart after an add (Customizer "mini_cart_reveal", on by default): on a
		// store it comes once its module and the cart are in; a click on the cart meanwhile closed it again.
		await expect( panel ).toBeVisible();
		await expect(
			panel.locator( '.tourfront-mini-cart__note.is-added' )
		).toHaveText( sentence );
		await expect(
			panel.locator( '.tourfront-mini-cart__subtotal.is-total' )
		).toHaveText(
			`${ t( 'Estimated total at checkout' ) }${ vnd( estimate ) }`
		);
		// The off-canvas panel slides in: the picture once it is all on the screen.
		await expect
			.poll( () =>
				panel.evaluate(
					( element ) => element.getBoundingClientRect().right
				)
			)
			.toBeLessThanOrEqual( width );
		await page.screenshot( {
			path: test.info().outputPath( `mini-cart-total-${ width }.png` ),
		} );

		expect( await checkoutTotal( page ) ).toBe( estimate );
		watch.expectClean();
	} );

	test( `the quick view's booking box says the taxes and the total too (${ width }px)`, async ( {
		page,
	} ) => {
		await page.setViewportSize( {
			width,
			height: width === 390 ? 844 : 900,
		} );
		const watch = watchPage( page );
		await page.goto( '/shop/' );
		await settle( page );
		await dismissStoreNotice( page );
		await page
			.locator(
				`ul.products li.product.post-${ await productId( page, 'haLong' ) }`
			)
			.first()
			.getByRole( 'button', { name: new RegExp( t( 'Quick view' ) ) } )
			.click();
		const dialog = page.getByRole( 'dialog' );
		await expect(
			dialog.locator( '.tourfront-booking__box' )
		).toBeVisible();
		const { box } = await bookThree( dialog );
		await box.screenshot( {
			path: test.info().outputPath( `quick-view-total-${ width }.png` ),
		} );
		watch.expectClean();
	} );
}
