/**
 * VietQR on the demo: a bank-transfer order shows, on order received and in My account
 * → View order, the shop's bank account and a VietQR code that a banking app reads as the right BIN,
 * account, amount and order number, with a valid CRC. Cash on delivery shows none and loads none of it.
 * The same journey runs on a real store in real-store-vietqr.spec.ts.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import {
	fillGuestDetails,
	openCheckoutWithTour,
	placeOrderButton,
	waitForOrderReceived,
} from './checkout-helpers';
import { isRealStore } from './target';
import { expect, test, watchPage } from './test-utils';
import {
	dong,
	expectVietQrFor,
	SEEDED_ACCOUNT,
	seriousAxeViolations,
	TRANSFER_PREFIX,
} from './vietqr-helpers';

test.skip(
	isRealStore,
	'demo only: real-store-vietqr.spec.ts runs these journeys on a real store'
);

const SHOTS = process.env.VIETQR_SHOTS_DIR;

/** Full-page screenshots at 1280 and 390 px into VIETQR_SHOTS_DIR, for a person to look at. */
async function shoot( page: Page, name: string ): Promise< void > {
	if ( ! SHOTS ) {
		return;
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

/** Places the checkout's tour order with `method`, and returns the order number and total shown. */
async function placeOrder(
	page: Page,
	method: string
): Promise< { number: string; total: number } > {
	await fillGuestDetails( page );
	await page.getByRole( 'radio', { name: method } ).check();
	await placeOrderButton( page ).click();
	await waitForOrderReceived( page );
	const order = page.locator( '.woocommerce-order' );
	return {
		number:
			(
				await order
					.locator( '.woocommerce-order-overview__order strong' )
					.textContent()
			)?.trim() ?? '',
		total: dong(
			await order
				.locator( '.woocommerce-order-overview__total strong' )
				.textContent()
		),
	};
}

test( 'a guest pays by bank transfer: order received shows the bank account and a VietQR code a banking app reads', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await openCheckoutWithTour( page, 'haLong' );
	const { number, total } = await placeOrder(
		page,
		'Chuyển khoản ngân hàng'
	);
	expect( number ).toMatch( /^\d+$/ );
	// One adult on a Hạ Long departure: 2.490.000 ₫ + VAT 8 % + travel fee 2 %; a tour ships nothing.
	expect( total ).toBe( 2_739_000 );

	const order = page.locator( '.woocommerce-order' );
	// The block opens the page and lists the account: WooCommerce's own list would only repeat it.
	await expect(
		order.locator( '.woocommerce-bacs-bank-details' )
	).toHaveCount( 0 );
	const block = order.locator( '> .tourfront-vietqr:first-child' );
	await expect(
		block.getByRole( 'heading', { name: 'Thanh toán chuyển khoản' } )
	).toBeVisible();
	await expect(
		block.getByRole( 'img', {
			name: 'Mã VietQR của giao dịch chuyển khoản này',
		} )
	).toBeVisible();
	await expect(
		block.getByText(
			'Quét bằng ứng dụng ngân hàng: số tài khoản, số tiền và nội dung chuyển khoản được điền sẵn.'
		)
	).toBeVisible();
	await expect( block.locator( 'dt' ) ).toHaveText( [
		'Ngân hàng',
		'Chủ tài khoản',
		'Số tài khoản',
		'Số tiền',
		'Nội dung chuyển khoản',
	] );
	await expect(
		block.locator(
			'.tourfront-vietqr__row--amount .tourfront-vietqr__value'
		)
	).toHaveText( '2.739.000 ₫' );
	await expectVietQrFor( block, total, number );
	// The code keeps a readable size on a desktop and on a phone.
	expect(
		( await block.locator( '.tourfront-vietqr__code' ).boundingBox() )
			?.width
	).toBeGreaterThanOrEqual( 200 );
	await page.setViewportSize( { width: 390, height: 844 } );
	const phone =
		( await block.locator( '.tourfront-vietqr__code' ).boundingBox() )
			?.width ?? 0;
	expect( phone ).toBeGreaterThanOrEqual( 200 );
	expect( phone ).toBeLessThanOrEqual( 390 - 32 );
	await expectVietQrFor( block, total, number );
	await page.setViewportSize( { width: 1280, height: 720 } );

	// Copy buttons put exactly the code's values on the clipboard, and say so.
	await page
		.context()
		.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	for ( const [ name, value ] of [
		[ 'Sao chép số tài khoản', SEEDED_ACCOUNT.account_number ],
		[ 'Sao chép số tiền', String( total ) ],
		[ 'Sao chép nội dung chuyển khoản', `${ TRANSFER_PREFIX }${ number }` ],
	] ) {
		await block.getByRole( 'button', { name } ).click();
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( value );
		await expect(
			page
				.getByRole( 'status' )
				.filter( { hasText: `Đã sao chép: ${ value }` } )
		).toBeAttached();
	}

	expect( await seriousAxeViolations( page, 'body' ) ).toEqual( [] );
	await shoot( page, 'demo-order-received' );
	watch.expectClean();
} );

test( 'a new customer finds the same VietQR code under My account → Orders → View', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( '/my-account/' );
	const register = page.locator( 'form.register' );
	await register.getByLabel( 'Tên người dùng' ).fill( 'hoa.le' );
	await register.getByLabel( 'Địa chỉ email' ).fill( 'hoa.le@example.vn' );
	await register
		.locator( '#reg_password' )
		.fill( 'Vinh-Ha-Long-2026-du-thuyen!' );
	await register.getByRole( 'button', { name: 'Đăng ký' } ).click();
	await expect(
		page.locator( 'nav.woocommerce-MyAccount-navigation' )
	).toBeVisible();
	await openCheckoutWithTour( page, 'haLong' );
	const { number, total } = await placeOrder(
		page,
		'Chuyển khoản ngân hàng'
	);

	await page.goto( '/my-account/orders/' );
	await page
		.locator( '.woocommerce-orders-table' )
		.getByRole( 'link', { name: `#${ number }` } )
		.click();
	await expect( page ).toHaveURL( `/my-account/view-order/${ number }/` );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		`Đơn hàng #${ number }`
	);
	await expect(
		page.locator( '.woocommerce-MyAccount-navigation-link--orders' )
	).toHaveClass( /is-active/ );
	const content = page.locator( '.woocommerce-MyAccount-content' );
	await expect( content.locator( 'mark.order-number' ) ).toHaveText( number );
	await expect(
		content.locator( '.tourfront-vietqr + .woocommerce-order-details' )
	).toBeVisible();
	await expectVietQrFor(
		content.locator( '.tourfront-vietqr' ),
		total,
		number
	);
	expect( await seriousAxeViolations( page, 'body' ) ).toEqual( [] );
	await shoot( page, 'demo-view-order' );

	// Someone else's order number shows WooCommerce's refusal, not the order.
	await page.goto( '/my-account/view-order/999999/' );
	await expect( page.locator( '.woocommerce-error' ) ).toContainText(
		'Đơn hàng không hợp lệ.'
	);
	await page
		.locator( '.woocommerce-MyAccount-navigation-link--customer-logout a' )
		.click();
	watch.expectClean();
} );

test( 'cash on delivery shows no VietQR code and loads none of its code', async ( {
	page,
} ) => {
	const vietqrCode: string[] = [];
	page.on( 'response', async ( response ) => {
		if (
			response.url().endsWith( '.js' ) &&
			( await response.text().catch( () => '' ) ).includes( 'QRIBFTTA' )
		) {
			vietqrCode.push( response.url() );
		}
	} );
	await openCheckoutWithTour( page, 'haLong' );
	await placeOrder( page, 'Thanh toán khi nhận hàng (COD)' );
	await expect( page.locator( '.woocommerce-order-details' ) ).toBeVisible();
	await expect(
		page.locator( '.tourfront-vietqr, .woocommerce-bacs-bank-details' )
	).toHaveCount( 0 );
	// eslint-disable-next-line playwright/no-networkidle -- an absence check: every request the page makes must have been answered.
	await page.waitForLoadState( 'networkidle' );
	expect( vietqrCode ).toEqual( [] );
} );
