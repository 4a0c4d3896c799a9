/**
 * Cart and mini-cart journeys on the demo shop: quantities, removal, coupons, totals
 * against the mock store's own figures, the empty cart; the mini-cart revealed by an in-place add.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import { axeViolations } from '../bench/measure/axe';
import { t, tn } from './i18n';
import {
	addToCartInPlace,
	productId,
	storeCart,
	type SeededProduct,
} from './store-api';
import { expect, settle, test, watchPage } from './test-utils';

// A physical simple product: its quantity is the cart's own (a tour's travellers are changed in the booking UI).
const GUIDEBOOK = 'Sách hướng dẫn du lịch Hạ Long (bản in)';
const VINWONDERS = 'Vé điện tử VinWonders Nha Trang';

/** "2.490.000 ₫": the store's VND format. */
const vnd = ( amount: string | number ) =>
	`${ String( amount ).replace( /\B(?=(\d{3})+(?!\d))/g, '.' ) } ₫`;

/**
 * A fresh cart with `lines` added through `?wc-ajax=add_to_cart`, then the cart page; returns the
 * Store API requests the page made while loading (none: the cart is preloaded).
 */
async function openCart(
	page: Page,
	lines: Array< [ SeededProduct, number ] >
) {
	for ( const [ product, quantity ] of lines ) {
		await addToCartInPlace( page, product, quantity );
	}
	const storeApi: string[] = [];
	const record = ( request: { url: () => string; method: () => string } ) => {
		if ( request.url().includes( '/wc/store/v1/' ) ) {
			storeApi.push(
				`${ request.method() } ${ new URL( request.url() ).pathname }`
			);
		}
	};
	page.on( 'request', record );
	await page.goto( '/cart/' );
	await settle( page );
	page.off( 'request', record );
	return storeApi;
}

/** Serious or critical axe violations on the page as it is now. */
async function seriousViolations( page: Page ) {
	return ( await axeViolations( page ) )
		.filter( ( v ) => v.impact === 'critical' || v.impact === 'serious' )
		.map(
			( v ) =>
				`${ v.impact } ${ v.id }: ${ v.help } @ ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) }`
		);
}

/** The totals rows as "label|amount". */
const totalsRows = ( page: Page ) =>
	page
		.locator( '.tourfront-totals__row' )
		.evaluateAll( ( rows ) =>
			rows.map(
				( row ) =>
					`${ row.querySelector( '.tourfront-totals__label' )?.textContent }|${ row.querySelector( '.tourfront-totals__value' )?.textContent }`
			)
		);

/** Waits until no cart line is pending. */
const idle = ( page: Page ) =>
	expect( page.locator( '.tourfront-cart-item.is-pending' ) ).toHaveCount(
		0
	);

test( 'cart: change a quantity, coupons, totals as the store computes them, remove, empty', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	expect(
		await openCart( page, [
			[ 'guidebook', 1 ],
			[ 'vinWonders', 2 ],
		] )
	).toEqual( [] );
	const guidebookId = await productId( page, 'guidebook' );
	await expect( page.getByRole( 'link', { name: GUIDEBOOK } ) ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: t( 'Add a coupon' ) } )
	).toHaveAttribute( 'aria-expanded', 'false' );

	// Quantity: + on the guidebook.
	await page
		.getByRole( 'button', {
			name: t( 'Increase quantity of %s', GUIDEBOOK ),
		} )
		.click();
	await idle( page );
	await expect(
		page.getByRole( 'spinbutton', {
			name: t( 'Quantity of %s in your cart.', GUIDEBOOK ),
		} )
	).toHaveValue( '2' );
	// The change is sent after the selector's short wait for more clicks: poll the store for it.
	await expect
		.poll(
			async () =>
				( await storeCart( page ) ).items.find(
					( i ) => i.id === guidebookId
				)?.quantity
		)
		.toBe( 2 );
	await idle( page );

	// Unknown coupon: the error under the field, which keeps the code and the focus.
	await page.getByRole( 'button', { name: t( 'Add a coupon' ) } ).click();
	const code = page.getByRole( 'textbox', { name: t( 'Enter code' ) } );
	await code.fill( 'KHONGCO' );
	await page.getByRole( 'button', { name: t( 'Apply' ) } ).click();
	const couponMessage = page.locator( '.tourfront-coupon__message' );
	await expect( couponMessage ).toContainText( /khongco/i );
	await expect( couponMessage ).toHaveClass( /is-error/ );
	await expect( code ).toBeFocused();
	await expect(
		page.locator( '.tourfront-notices [role="alert"]' )
	).toHaveCount( 0 );

	// Valid coupon: a chip, a discount row, the store agrees.
	await page
		.getByRole( 'textbox', { name: t( 'Enter code' ) } )
		.fill( 'giam10' );
	await page.getByRole( 'button', { name: t( 'Apply' ) } ).click();
	const chip = page.getByRole( 'button', {
		name: t( 'Remove "%s"', 'giam10' ),
	} );
	await expect( chip ).toBeVisible();
	// The confirmation replaces the error, in the same place.
	await expect( couponMessage ).toHaveText(
		t( 'Coupon code "%s" has been applied to your cart.', 'giam10' )
	);
	await expect( couponMessage ).not.toHaveClass( /is-error/ );
	const cart = await storeCart( page );
	expect( cart.coupons.map( ( c ) => c.code ) ).toEqual( [ 'giam10' ] );
	// The chip shows the code as the store keeps it and the checkout prints it (innerText: as rendered).
	expect( await chip.locator( '..' ).innerText() ).toContain(
		cart.coupons[ 0 ].code
	);

	// Totals rows = the store's figures (itemized taxes in the seeded settings).
	const totals = cart.totals;
	await expect
		.poll( () => totalsRows( page ) )
		.toEqual( [
			`${ t( 'Subtotal' ) }|${ vnd( totals.total_items ) }`,
			`${ t( 'Discount' ) }|-${ vnd( totals.total_discount ) }`,
			`${ t( 'Shipping' ) }|${ vnd( totals.total_shipping ) }`,
			...totals.tax_lines.map(
				( line ) =>
					`${ line.name } ${ line.rate }|${ vnd( line.price ) }`
			),
			`${ t( 'Total' ) }|${ vnd( totals.total_price ) }`,
		] );
	await page.screenshot( {
		path: 'e2e/artifacts/cart-1280.png',
		fullPage: true,
	} );

	// Remove the coupon with the keyboard (Delete on its chip).
	await chip.press( 'Delete' );
	await expect( chip ).toHaveCount( 0 );
	expect( ( await storeCart( page ) ).coupons ).toEqual( [] );
	await expect( couponMessage ).toHaveText(
		t( 'Coupon code "%s" has been removed from your cart.', 'giam10' )
	);
	await expect( page.locator( '.tourfront-snackbar' ) ).toHaveCount( 0 );

	// Remove one line, then the other: the empty cart leads back to the shop.
	await page
		.getByRole( 'button', { name: t( 'Remove %s from cart', VINWONDERS ) } )
		.click();
	await expect( page.getByRole( 'link', { name: VINWONDERS } ) ).toHaveCount(
		0
	);
	await page
		.getByRole( 'button', { name: t( 'Remove %s from cart', GUIDEBOOK ) } )
		.click();
	await expect(
		page.getByRole( 'heading', {
			name: t( 'Your cart is currently empty!' ),
		} )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: t( 'Browse tours' ) } )
	).toHaveAttribute( 'href', /\/shop\/|cua-hang/ );
	expect( ( await storeCart( page ) ).items ).toEqual( [] );
	watch.expectClean();
} );

test( 'cart at 390 px: one column, the totals under the items', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	await openCart( page, [
		[ 'guidebook', 1 ],
		[ 'vinWonders', 2 ],
	] );
	const items = await page.locator( '.tourfront-cart__main' ).boundingBox();
	const totals = await page
		.locator( '.tourfront-cart__sidebar' )
		.boundingBox();
	expect( totals!.y ).toBeGreaterThan( items!.y + items!.height - 1 );
	await page.screenshot( {
		path: 'e2e/artifacts/cart-390.png',
		fullPage: true,
	} );
} );

for ( const width of [ 1280, 390 ] ) {
	test( `cart cross-sells: three to a row on a wide screen, two on a phone, each button on at most two lines (${ width }px)`, async ( {
		page,
	} ) => {
		await page.setViewportSize( {
			width,
			height: width === 390 ? 844 : 900,
		} );
		await openCart( page, [
			[ 'guidebook', 1 ],
			[ 'vinWonders', 1 ],
		] );
		const shown = page.locator( '.tourfront-cross-sell:visible' );
		await expect( shown.first() ).toBeVisible();
		const grid = ( await page
			.locator( '.tourfront-cross-sells__grid' )
			.boundingBox() )!;
		// eslint-disable-next-line playwright/no-conditional-in-test -- the layout under test differs by width.
		const columns = width === 390 ? 2 : 3;
		for ( const item of await shown.all() ) {
			const box = ( await item.boundingBox() )!;
			// A column's share of the grid, less the gaps.
			expect( box.width ).toBeGreaterThan( grid.width / columns - 24 );
			expect( box.width ).toBeLessThan( grid.width / ( columns - 1 ) );
			const button = item.locator( '.tourfront-cross-sell__add' );
			const lines = await button.evaluate( ( element ) => {
				const style = getComputedStyle( element );
				const inner =
					element.getBoundingClientRect().height -
					parseFloat( style.paddingTop ) -
					parseFloat( style.paddingBottom ) -
					parseFloat( style.borderTopWidth ) -
					parseFloat( style.borderBottomWidth );
				return Math.round( inner / parseFloat( style.lineHeight ) );
			} );
			expect( lines ).toBeLessThanOrEqual( 2 );
		}
		await page.locator( '.tourfront-cross-sells' ).screenshot( {
			path: test.info().outputPath( `cross-sells-${ width }.png` ),
		} );
	} );
}

test( 'mini-cart: no React until an in-place add on /shop/ reveals it; the dropdown closes after 5 s', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	// The page's clock runs as usual until the wait for the dropdown to close, which it skips.
	await page.clock.install();
	await page.goto( '/shop/' );
	// eslint-disable-next-line playwright/no-networkidle -- an absence check: whatever the page loads by itself must have loaded.
	await page.waitForLoadState( 'networkidle' );
	expect(
		await page.evaluate(
			() => typeof ( window as unknown as { React?: unknown } ).React
		)
	).toBe( 'undefined' );
	await page
		.locator(
			`a.ajax_add_to_cart[data-product_id="${ await productId( page, 'guidebook' ) }"]`
		)
		.first()
		.click();
	const dialog = page.getByRole( 'dialog', {
		name: t( 'Your cart (%s)', tn( '%d item', '%d items', 1 ) ),
	} );
	await expect( dialog ).toBeVisible();
	await expect(
		dialog.getByRole( 'link', { name: GUIDEBOOK } )
	).toBeVisible();
	await expect( page.locator( 'a.cart-contents .count' ) ).toHaveText(
		tn( '%d item', '%d items', 1 )
	);
	await page.screenshot( { path: 'e2e/artifacts/mini-cart-1280.png' } );
	await page.clock.fastForward( 5000 );
	await expect( dialog ).toBeHidden();
	// Opened by the shopper: stays open, accessible, and keyboard-closable.
	await page.locator( 'a.cart-contents' ).click();
	await expect( dialog ).toBeVisible();
	await expect( page.locator( 'a.cart-contents' ) ).toHaveAttribute(
		'aria-expanded',
		'true'
	);
	expect( await seriousViolations( page ) ).toEqual( [] );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( page.locator( 'a.cart-contents' ) ).toBeFocused();
	watch.expectClean();
} );

test( 'mini-cart at 390 px: the add opens the off-canvas panel; remove empties it; Escape closes it', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.goto( '/shop/' );
	// eslint-disable-next-line playwright/no-networkidle -- the deferred add-to-cart script, which marks nothing on the page, must have bound its click.
	await page.waitForLoadState( 'networkidle' );
	await page
		.locator(
			`a.ajax_add_to_cart[data-product_id="${ await productId( page, 'guidebook' ) }"]`
		)
		.first()
		.click();
	const dialog = page.getByRole( 'dialog', {
		name: t( 'Your cart (%s)', tn( '%d item', '%d items', 1 ) ),
	} );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
	await page.screenshot( { path: 'e2e/artifacts/mini-cart-390.png' } );
	expect( await seriousViolations( page ) ).toEqual( [] );
	await dialog
		.getByRole( 'button', { name: t( 'Remove %s from cart', GUIDEBOOK ) } )
		.click();
	// A tour shop's empty cart counts travellers: "0 khách", not "0 sản phẩm".
	const emptied = page.getByRole( 'dialog', {
		name: t( 'Your cart (%s)', tn( '%d traveller', '%d travellers', 0 ) ),
	} );
	await expect(
		emptied.getByText( t( 'Your cart is currently empty!' ) )
	).toBeVisible();
	await expect( page.locator( 'a.cart-contents .count' ).first() ).toHaveText(
		tn( '%d traveller', '%d travellers', 0 )
	);
	await page.keyboard.press( 'Escape' );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
} );

test( 'cart at 390 px: coupon messages stay under the field, the newest replacing the last, and the field stays on screen', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	await openCart( page, [ [ 'guidebook', 1 ] ] );
	const open = page.getByRole( 'button', { name: t( 'Add a coupon' ) } );
	await open.scrollIntoViewIfNeeded();
	await open.click();
	const code = page.getByRole( 'textbox', { name: t( 'Enter code' ) } );
	const message = page.locator( '.tourfront-coupon__message' );
	await code.fill( 'hethan' );
	await code.press( 'Enter' );
	await expect( message ).toHaveClass( /is-error/ );
	await expect( code ).toBeFocused();
	await expect( code ).toBeInViewport( { ratio: 1 } );
	await expect( message ).toBeInViewport();
	await code.fill( 'giam10' );
	await code.press( 'Enter' );
	await expect( message ).toHaveText(
		t( 'Coupon code "%s" has been applied to your cart.', 'giam10' )
	);
	await code.fill( 'KHONGCO' );
	await code.press( 'Enter' );
	await expect( message ).toContainText( /khongco/i );
	await expect( message ).not.toContainText( '&quot;' );
	await expect( code ).toBeInViewport( { ratio: 1 } );
	// One message at a time, nothing at the top of the page or over the handheld bar.
	await expect( page.locator( '.tourfront-coupon__message' ) ).toHaveCount(
		1
	);
	await expect( page.locator( '.tourfront-snackbar' ) ).toHaveCount( 0 );
	await expect(
		page.locator( '.tourfront-notices [role="alert"]' )
	).toHaveCount( 0 );
	await page.screenshot( { path: 'e2e/artifacts/cart-coupon-390.png' } );
} );
