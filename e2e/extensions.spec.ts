/**
 * A third-party extension (e2e/fixtures/test-extension.js) registers an inner block and the
 * itemName, totalLabel and coupons filters; the cart, the checkout and the mini-cart show them, at 1280 and
 * 390 px. WooCommerce applies totalLabel and coupons in the cart and checkout totals only: the mini-cart shows
 * a subtotal and no coupons, so there the journey sees the block and the item names.
 */

/** External dependencies */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** Internal dependencies */
import { t } from './i18n';
import { addToCartInPlace } from './store-api';
import { ORDER_TOUR_NAME, ORDER_TOUR } from './checkout-helpers';
import {
	dismissStoreNotice,
	expect,
	settle,
	test,
	watchPage,
} from './test-utils';

const EXTENSION = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'fixtures/test-extension.js'
);
const STARRED = `${ ORDER_TOUR_NAME } ★`;
const NOTE = 'Tiện ích thử nghiệm: đổi ngày miễn phí';

for ( const width of [ 1280, 390 ] ) {
	// Phones fold the checkout's summary into a button (as WooCommerce's checkout does).
	const unfoldSummary =
		width < 700
			? ( page: Page ) =>
					page
						.locator( '.tourfront-checkout__summary-toggle' )
						.click()
			: async () => undefined;

	test( `an extension's inner block and filters show in the cart, the checkout and the mini-cart at ${ width } px`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		await page.addInitScript( { path: EXTENSION } );
		const watch = watchPage( page );
		await addToCartInPlace( page, ORDER_TOUR );

		// Cart: the line's name, the coupon chip's label, the total's label, the block in the totals.
		await page.goto( '/cart/' );
		await settle( page );
		await dismissStoreNotice( page );
		await expect(
			page.getByRole( 'link', { name: STARRED } ).first()
		).toBeVisible();
		await page.getByRole( 'button', { name: t( 'Add a coupon' ) } ).click();
		await page
			.getByRole( 'textbox', { name: t( 'Enter code' ) } )
			.fill( 'giam10' );
		await page.getByRole( 'button', { name: t( 'Apply' ) } ).click();
		await expect(
			page.getByRole( 'button', {
				name: t( 'Remove "%s"', 'Ưu đãi thành viên' ),
			} )
		).toBeVisible();
		await expect(
			page.locator(
				'.tourfront-cart__sidebar .tourfront-totals__row.is-total .tourfront-totals__label'
			)
		).toHaveText( 'Trả hôm nay' );
		await expect(
			page.locator(
				'.wp-block-tourfront-cart-totals-block .wp-block-tourfront-test-note'
			)
		).toContainText( `${ NOTE } (woocommerce/cart-totals-block)` );
		await page.screenshot( {
			path: `e2e/artifacts/extension-cart-${ width }.png`,
			fullPage: true,
		} );

		// Checkout: the summary's item name, coupon list and total label, the block in the order summary.
		await page.goto( '/checkout/' );
		await settle( page );
		await dismissStoreNotice( page );
		const summary = page.locator(
			'.wp-block-woocommerce-checkout-order-summary-block'
		);
		await unfoldSummary( page );
		await expect(
			summary.locator( '.wc-block-components-product-name' )
		).toHaveText( STARRED );
		await expect(
			summary.locator(
				'.wc-block-components-totals-discount__coupon-list'
			)
		).toHaveText( 'Ưu đãi thành viên' );
		await expect(
			summary.locator(
				'.tourfront-totals__row.is-total .tourfront-totals__label'
			)
		).toHaveText( 'Trả hôm nay' );
		await expect(
			summary.locator( '.wp-block-tourfront-test-note' )
		).toContainText(
			`${ NOTE } (woocommerce/checkout-order-summary-block)`
		);
		await page.screenshot( {
			path: `e2e/artifacts/extension-checkout-${ width }.png`,
			fullPage: true,
		} );

		// Mini-cart, opened from the header on the shop page (its code loads on that first opening).
		await page.goto( '/shop/' );
		await settle( page );
		await dismissStoreNotice( page );
		await page.locator( 'a.cart-contents' ).first().click();
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'link', { name: STARRED } ).first()
		).toBeVisible();
		await expect(
			dialog.locator(
				'.wp-block-tourfront-mini-cart-footer-block .wp-block-tourfront-test-note'
			)
		).toContainText( `${ NOTE } (woocommerce/mini-cart-footer-block)` );
		await page.screenshot( {
			path: `e2e/artifacts/extension-mini-cart-${ width }.png`,
		} );
		watch.expectClean();
	} );
}
