/**
 * The first journey: add a product in place on /shop/ (the printed guidebook: tours are booked by departure), the header mini-cart follows, and a reload keeps it.
 */

/** Internal dependencies */
import { productId } from './store-api';
import { expect, test, watchPage } from './test-utils';

test( 'add a product in place on the shop page; the header cart follows and survives a reload', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( '/shop/' );
	const id = await productId( page, 'guidebook' );

	const headerCart = page
		.locator( '#site-header-cart a.cart-contents' )
		.first();
	const count = headerCart.locator( '.count' );
	await expect( count ).toContainText( '0' );

	const button = page
		.locator(
			`li.product a.add_to_cart_button.ajax_add_to_cart[data-product_id="${ id }"]`
		)
		.first();
	await button.click();
	await expect( button ).toHaveClass( /added/ );
	await expect( count ).toContainText( '1' );
	await expect(
		headerCart.locator( '.woocommerce-Price-amount' )
	).toContainText( '149.000' );

	await page.reload();
	await expect(
		page.locator( '#site-header-cart a.cart-contents .count' ).first()
	).toContainText( '1' );
	await expect(
		page
			.locator(
				'#site-header-cart a.cart-contents .woocommerce-Price-amount'
			)
			.first()
	).toContainText( '149.000' );
	await page.screenshot( {
		path: 'e2e/artifacts/foundation-shop-after-add.png',
		fullPage: false,
	} );

	watch.expectClean();
} );
