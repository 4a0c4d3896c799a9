/**
 * First "done when" journey, on the demo and on a real store (E2E_BASE_URL): a shopper books
 * Tour Hạ Long for a departure, 2 adults and 1 child, gives the travellers' details, pays by bank transfer
 * and reads on order received the travellers and a VietQR code carrying the bank's BIN, the account, the
 * amount and the order number.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import {
	fillGuestDetails,
	paymentMethod,
	placeOrderButton,
	waitForOrderReceived,
} from './checkout-helpers';
import { t } from './i18n';
import { addToCartInPlace } from './store-api';
import {
	dismissStoreNotice,
	expect,
	settle,
	test,
	watchPage,
} from './test-utils';
import { dong, expectVietQrFor, SEEDED_ACCOUNT } from './vietqr-helpers';

/** An additional checkout field's input, as WooCommerce ids it (`{location}-{namespace/name}`). */
const field = ( page: Page, id: string ) =>
	page.locator( `[id="order-${ id }"]` );

for ( const width of [ 1280, 390 ] ) {
	test( `Hạ Long for 2 adults and 1 child, paid by bank transfer: order received opens with a VietQR code that carries the bank, account, amount and order number, then lists the travellers (${ width }px)`, async ( {
		page,
	} ) => {
		test.setTimeout( 120_000 );
		await page.setViewportSize( {
			width,
			height: width === 390 ? 844 : 900,
		} );
		const watch = watchPage( page );
		await addToCartInPlace( page, 'haLong', 2, 1 );
		await page.goto( '/checkout/' );
		await settle( page );
		await expect( page.locator( '.tourfront-checkout' ) ).toBeVisible();
		await dismissStoreNotice( page );

		await fillGuestDetails( page );
		await field( page, 'tourfront/traveller-2-name' ).fill(
			'Trần Văn Nam'
		);
		await field( page, 'tourfront/traveller-2-birth-year' ).fill( '1958' );
		await field( page, 'tourfront/traveller-3-name' ).fill(
			'Trần Bảo Anh'
		);
		await field( page, 'tourfront/traveller-3-birth-year' ).fill( '2017' );
		await ( await paymentMethod( page, 'bacs' ) ).radio.check();
		await placeOrderButton( page ).click();
		await waitForOrderReceived( page );

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
		// 2 × 2.490.000 ₫ + 1 child × 1.500.000 ₫ = 6.480.000 ₫, + VAT 8 % + travel fee 2 %; a tour ships nothing.
		expect( total ).toBe( 7_128_000 );
		const details = order.locator( '.woocommerce-table--order-details' );
		await expect( details ).toContainText( /(Người lớn|Adults):?\s*2/ );
		await expect( details ).toContainText( /(Trẻ em|Children):?\s*1/ );

		const { fields } = await expectVietQrFor(
			order.locator( '.tourfront-vietqr' ),
			total,
			number
		);
		test.info().annotations.push( {
			type: 'decoded VietQR',
			description: JSON.stringify( fields ),
		} );

		// The code and the amount first: before the thank-you line and the overview, on a phone's first screen.
		const qr = order.locator( '.tourfront-vietqr' );
		await expect( qr ).toHaveCount( 1 );
		expect(
			await qr.evaluate(
				( block ) => block.parentElement?.firstElementChild === block
			)
		).toBe( true );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		// Each on the first screen, and not under a bar fixed to its bottom (the phone's handheld bar).
		for ( const part of [
			qr.locator( '.tourfront-vietqr__code' ),
			qr.locator(
				'.tourfront-vietqr__row--amount .tourfront-vietqr__value'
			),
		] ) {
			expect(
				await part.evaluate( ( element ) => {
					const box = element.getBoundingClientRect();
					return [ box.top + 2, box.bottom - 2 ].every( ( y ) =>
						element.contains(
							document.elementFromPoint(
								box.left + box.width / 2,
								y
							)
						)
					);
				} )
			).toBe( true );
		}
		// The accounts once: WooCommerce's own list would repeat the block's.
		await expect(
			order.locator( '.woocommerce-bacs-bank-details' )
		).toHaveCount( 0 );
		await expect(
			order.getByText( SEEDED_ACCOUNT.account_number, { exact: true } )
		).toHaveCount( 1 );
		// A tour ships nothing: no shipping address the checkout never asked for.
		await expect(
			order.getByRole( 'heading', { name: t( 'Shipping address' ) } )
		).toHaveCount( 0 );
		// The travellers' values get the width of the card, not what a long label leaves.
		const values = order.locator(
			'.wc-block-components-additional-fields-list dd'
		);
		await expect( values.first() ).toBeVisible();
		const card = ( await order
			.locator( '.wc-block-order-confirmation-additional-fields-wrapper' )
			.boundingBox() )!;
		for ( const box of await values.evaluateAll( ( list ) =>
			list.map( ( dd ) => dd.getBoundingClientRect().width )
		) ) {
			expect( box ).toBeGreaterThan( card.width / 2 );
		}
		await page.screenshot( {
			path: test.info().outputPath( `order-received-${ width }.png` ),
			fullPage: true,
		} );
		watch.expectClean();
	} );
}
