/**
 * Behaviour that only a real WooCommerce store shows (the shopper sees feedback
 * first). Runs against E2E_BASE_URL — a store seeded by wp-env/seed.php with Tourfront active — and is
 * skipped on the demo. Products are found by slug; labels may be English or Vietnamese (the site language).
 */

/** External dependencies */
import { test, expect, type Page, type Request } from '@playwright/test';

const BASE = ( process.env.E2E_BASE_URL ?? '' ).replace( /\/+$/, '' );
/** A physical extra with stock to spare (tours need a departure and travellers; this tests WooCommerce's plumbing). */
const TOUR_SLUG = 'sach-huong-dan-du-lich-ha-long-ban-in';

test.skip( ! BASE, 'needs a real store (E2E_BASE_URL)' );

/** Puts one tour in a fresh cart through WooCommerce's classic endpoint, as an in-place add does. */
async function cartWithTour( page: Page ) {
	await page.goto( `${ BASE }/shop/` );
	const added = await page.evaluate( async ( slug ) => {
		const [ product ] = await (
			await fetch( `/wp-json/wc/store/v1/products?slug=${ slug }` )
		).json();
		const body = new URLSearchParams( {
			product_id: String( product.id ),
			quantity: '1',
		} );
		const answer = await (
			await fetch( '/?wc-ajax=add_to_cart', { method: 'POST', body } )
		).json();
		return Boolean( answer.fragments ) && ! answer.error;
	}, TOUR_SLUG );
	expect( added ).toBe( true );
}

/** Records, from the first script on, what a plugin listening the usual ways hears. */
async function listenLikeAPlugin( page: Page ) {
	await page.addInitScript( () => {
		const heard: string[] = [];
		( window as unknown as { heardCartEvents: string[] } ).heardCartEvents =
			heard;
		const jqueryNames =
			'adding_to_cart added_to_cart removed_from_cart wc_fragments_loaded wc_fragments_refreshed wc_cart_button_updated updated_cart_totals updated_wc_div wc_cart_emptied';
		document.addEventListener( 'DOMContentLoaded', () => {
			const jquery = (
				window as unknown as {
					jQuery?: ( el: unknown ) => {
						on: (
							n: string,
							h: ( e: { type: string } ) => void
						) => void;
					};
				}
			 ).jQuery;
			jquery?.( document.body ).on( jqueryNames, ( event ) =>
				heard.push( `$ ${ event.type }` )
			);
			for ( const name of [
				'wc-blocks_adding_to_cart',
				'wc-blocks_added_to_cart',
				'wc-blocks_removed_from_cart',
			] ) {
				document.body.addEventListener( name, ( event ) =>
					heard.push( `dom ${ event.type }` )
				);
			}
		} );
	} );
	return {
		/** What was heard since the last call. */
		take: () =>
			page.evaluate( () =>
				(
					window as unknown as { heardCartEvents: string[] }
				 ).heardCartEvents.splice( 0 )
			),
	};
}

test( 'a local-pickup order keeps the billing address typed and is placed, its shipping address following billing', async ( {
	page,
} ) => {
	await cartWithTour( page );
	const checkoutPosts: Request[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'POST' &&
			/\/wc\/store\/v1\/checkout(\?|$)/.test( request.url() )
		) {
			checkoutPosts.push( request );
		}
	} );
	await page.goto( `${ BASE }/checkout/` );
	await expect( page.locator( '.tourfront-checkout' ) ).toBeVisible();
	await page
		.locator( '.wc-block-checkout__shipping-method-option' )
		.nth( 1 )
		.click();
	await expect( page.locator( '#shipping-first_name' ) ).toHaveCount( 0 );
	await expect( page.locator( '#billing-first_name' ) ).toBeVisible();

	const billing = {
		first_name: 'Nguyễn Văn',
		last_name: 'An',
		address_1: '12 Lý Thường Kiệt',
		city: 'Hà Nội',
		phone: '0912345678',
	};
	await page.locator( '#email' ).fill( 'an.nguyen@example.vn' );
	for ( const [ field, value ] of Object.entries( billing ) ) {
		await page
			.locator( `#billing-${ field }` )
			.pressSequentially( value, { delay: 10 } );
	}
	await page.locator( '#billing-phone' ).blur();
	for ( const [ field, value ] of Object.entries( billing ) ) {
		await expect( page.locator( `#billing-${ field }` ) ).toHaveValue(
			value
		);
	}
	await page
		.locator( '.woocommerce-store-notice__dismiss-link' )
		.click( { timeout: 1000 } )
		.catch( () => undefined );
	await page
		.getByRole( 'button', { name: /^(Place order|Đặt hàng)$/ } )
		.click();
	await expect( page ).toHaveURL(
		/\/checkout\/order-received\/\d+\/\?key=wc_order_/,
		{ timeout: 20_000 }
	);
	expect( checkoutPosts ).toHaveLength( 1 );
	const body = checkoutPosts[ 0 ].postDataJSON();
	expect( body.billing_address ).toMatchObject( {
		...billing,
		email: 'an.nguyen@example.vn',
	} );
	expect( body.shipping_address ).toMatchObject( billing );
} );

test( 'the checkout loads without WooCommerce’s dependency warning (wc.wcBlocksRegistry read by an unregistered script)', async ( {
	page,
} ) => {
	const warnings: string[] = [];
	page.on( 'console', ( message ) => {
		if (
			message.type() === 'warning' &&
			message.text().startsWith( '[WooCommerce]' )
		) {
			warnings.push( message.text() );
		}
	} );
	await cartWithTour( page );
	await page.goto( `${ BASE }/checkout/` );
	await expect( page.locator( '.tourfront-checkout' ) ).toBeVisible();
	// eslint-disable-next-line playwright/no-networkidle -- an absence check: every script that could warn must have run.
	await page.waitForLoadState( 'networkidle' );
	expect( warnings ).toEqual( [] );
} );

test( 'plugins hear WooCommerce’s events for an in-place add and for changes in the cart block', async ( {
	page,
} ) => {
	const plugin = await listenLikeAPlugin( page );
	await page.goto( `${ BASE }/shop/` );
	const hasJQuery = await page.evaluate(
		() =>
			typeof ( window as unknown as { jQuery?: unknown } ).jQuery ===
			'function'
	);
	// eslint-disable-next-line playwright/no-conditional-in-test -- the store decides whether jQuery is on the page; its events are expected only then.
	const jquery = ( events: string[] ) => ( hasJQuery ? events : [] );

	await page.locator( 'a.ajax_add_to_cart[data-product_id]' ).first().click();
	await expect( page.locator( 'a.added_to_cart' ).first() ).toBeVisible();
	await expect
		.poll( plugin.take )
		.toEqual( [
			...jquery( [ '$ adding_to_cart' ] ),
			'dom wc-blocks_adding_to_cart',
			...jquery( [
				'$ added_to_cart',
				'$ wc_cart_button_updated',
				'$ wc_fragments_loaded',
			] ),
			'dom wc-blocks_added_to_cart',
		] );

	await page.goto( `${ BASE }/cart/` );
	await page
		.getByRole( 'button', {
			name: /^(Increase quantity of|Tăng số lượng) /,
		} )
		.first()
		.click();
	await expect
		.poll( plugin.take, { timeout: 15_000 } )
		.toEqual( jquery( [ '$ updated_cart_totals', '$ updated_wc_div' ] ) );
	await page
		.locator( '[data-block-name="tourfront/cart"]' )
		.getByRole( 'button', {
			name: /^(Remove .+ from cart|Xóa .+ khỏi giỏ hàng)$/,
		} )
		.first()
		.click();
	await expect
		.poll( plugin.take, { timeout: 15_000 } )
		.toEqual( [
			...jquery( [ '$ removed_from_cart' ] ),
			'dom wc-blocks_removed_from_cart',
			...jquery( [ '$ wc_cart_emptied', '$ updated_wc_div' ] ),
		] );
} );

test( 'an in-place add shows the new count and “added” while the mini-cart’s scripts are still held back', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( `${ BASE }/shop/` );
	// eslint-disable-next-line playwright/no-networkidle -- what the page loads by itself must be in before the lazy scripts are held back.
	await page.waitForLoadState( 'networkidle' );
	// From now on, the mini-cart's lazily loaded scripts (WordPress's and its bundle) are held back.
	const held: Array< () => Promise< void > > = [];
	let holding = true;
	await page.route(
		/\/wp-includes\/js\/dist\/|\/build\/mini-cart\.(js|css)/,
		( route ) =>
			holding
				? void held.push( () => route.continue() )
				: route.continue()
	);
	const count = page.locator( '#site-header-cart a.cart-contents .count' );
	const before = await count.textContent();
	const button = page
		.locator( 'a.ajax_add_to_cart[data-product_id]' )
		.first();
	await button.click();
	await expect( count ).not.toHaveText( before ?? '' );
	await expect( button ).toHaveClass( /\badded\b/ );
	await expect( page.locator( 'a.added_to_cart' ).first() ).toBeVisible();
	// The mini-cart was asked for only after that, and is still waiting for its scripts.
	await expect.poll( () => held.length ).toBeGreaterThan( 0 );
	await expect(
		page.locator( '.tourfront-mini-cart-host [role="dialog"]' )
	).toHaveCount( 0 );
	holding = false;
	await Promise.all( held.splice( 0 ).map( ( release ) => release() ) );
	await expect(
		page.locator( '.tourfront-mini-cart-host [role="dialog"]' )
	).toBeVisible();
} );
