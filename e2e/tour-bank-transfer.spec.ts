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

test( 'Hạ Long for 2 adults and 1 child, paid by bank transfer: order received lists the travellers and a VietQR code that carries the bank, account, amount and order number', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const watch = watchPage( page );
	await addToCartInPlace( page, 'haLong', 2, 1 );
	await page.goto( '/checkout/' );
	await settle( page );
	await expect( page.locator( '.tourfront-checkout' ) ).toBeVisible();
	await dismissStoreNotice( page );

	await fillGuestDetails( page );
	await field( page, 'tourfront/traveller-2-name' ).fill( 'Trần Văn Nam' );
	await field( page, 'tourfront/traveller-2-birth-year' ).fill( '1958' );
	await field( page, 'tourfront/traveller-3-name' ).fill( 'Trần Bảo Anh' );
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

	await expect(
		order.locator( '.woocommerce-bacs-bank-details .account_number strong' )
	).toHaveText( SEEDED_ACCOUNT.account_number );
	const { fields } = await expectVietQrFor(
		order.locator( '.woocommerce-bacs-bank-details + .tourfront-vietqr' ),
		total,
		number
	);
	test.info().annotations.push( {
		type: 'decoded VietQR',
		description: JSON.stringify( fields ),
	} );
	watch.expectClean();
} );
