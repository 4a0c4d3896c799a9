/**
 * Scripted shopper journeys: how many Store API / AJAX requests each step sends, and how fast the
 * shopper sees the result of a search or an in-place add. Counts and ratios, never timed assertions.
 */

/** External dependencies */
import type { Browser, Page } from 'playwright-core';

/** Internal dependencies */
import { attempt, median, type Figure, type Unmeasured } from './figure';
import { trackTraffic } from './traffic';

/** Where the journeys run: the demo or a real store. */
export interface JourneyTarget {
	origin: string;
	shopUrl: string;
	cartUrl: string;
	checkoutUrl: string;
	/** A product without a stock cap, for the cart journey (ten + clicks never meet a maximum). */
	cartProductId: number;
	/** The product the checkout is filled with. */
	checkoutProductId: number;
	/** The in-place add on /shop/: this product's button, or the first in-place add button of the list. */
	listingProductId?: number;
	/** Place the order at the end of the checkout journey (never on a store shared with others). */
	placeOrder: boolean;
}

/** The in-place add button the listing journeys click. */
export function listingAddButton( target: JourneyTarget ): string {
	return target.listingProductId
		? `a.add_to_cart_button[data-product_id="${ target.listingProductId }"]`
		: 'ul.products a.add_to_cart_button.ajax_add_to_cart';
}

/** A fresh visit in its own context: the shop opened with an empty cart, then `withProduct` added through wc-ajax. */
export async function freshPage(
	browser: Browser,
	target: JourneyTarget,
	withProduct?: number
): Promise< Page > {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 900 },
		locale: 'vi-VN',
	} );
	const page = await context.newPage();
	await page.goto( target.shopUrl );
	await page.evaluate( () => window.localStorage.clear() );
	await page.reload( { waitUntil: 'networkidle' } );
	if ( withProduct ) {
		await page.evaluate( async ( id ) => {
			const body = new URLSearchParams( {
				product_id: String( id ),
				quantity: '1',
			} );
			await fetch( '/?wc-ajax=add_to_cart', { method: 'POST', body } );
		}, withProduct );
	}
	return page;
}

const count = ( calls: string[] ) => calls.length;

/** Requests per journey step. */
export async function measureRequests(
	browser: Browser,
	target: JourneyTarget,
	unmeasured: Unmeasured
) {
	const requests: Record< string, Figure< number > > = {};

	const cartPage = await freshPage( browser, target, target.cartProductId );
	const cart = trackTraffic( cartPage );
	requests.cart_load = await attempt(
		'requests.cart_load',
		unmeasured,
		async () =>
			count(
				await cart.countApiCallsDuring( () =>
					cartPage.goto( target.cartUrl, { waitUntil: 'load' } )
				)
			)
	);
	const plus = cartPage
		.getByRole( 'button', { name: /^(Tăng số lượng|Increase quantity)/ } )
		.first();
	requests.quantity_change = await attempt(
		'requests.quantity_change',
		unmeasured,
		async () =>
			count(
				await cart.countApiCallsDuring( () =>
					plus.click( { timeout: 5000 } )
				)
			)
	);
	requests.quantity_burst_10 = await attempt(
		'requests.quantity_burst_10',
		unmeasured,
		async () =>
			count(
				await cart.countApiCallsDuring( async () => {
					for ( let i = 0; i < 10; i++ ) {
						await plus.click( { timeout: 5000, delay: 0 } );
					}
				} )
			)
	);
	requests.coupon_apply = await attempt(
		'requests.coupon_apply',
		unmeasured,
		async () => {
			await cartPage
				.getByRole( 'button', {
					name: /^(Thêm mã giảm giá|Add a coupon|Add coupons?)$/,
				} )
				.first()
				.click( { timeout: 5000 } );
			await cartPage
				.getByRole( 'textbox', { name: /^(Nhập mã|Enter code)$/ } )
				.first()
				.fill( 'giam10', { timeout: 5000 } );
			const apply = cartPage
				.getByRole( 'button', { name: /^(Áp dụng|Apply)$/ } )
				.first();
			return count(
				await cart.countApiCallsDuring( () =>
					apply.click( { timeout: 5000 } )
				)
			);
		}
	);
	await cartPage.context().close();

	const checkoutPage = await freshPage(
		browser,
		target,
		target.checkoutProductId
	);
	const checkout = trackTraffic( checkoutPage );
	requests.checkout_load = await attempt(
		'requests.checkout_load',
		unmeasured,
		async () =>
			count(
				await checkout.countApiCallsDuring( () =>
					checkoutPage.goto( target.checkoutUrl, {
						waitUntil: 'load',
					} )
				)
			)
	);
	requests.address_typing = await attempt(
		'requests.address_typing',
		unmeasured,
		async () =>
			count(
				await checkout.countApiCallsDuring( async () => {
					const type = async ( label: RegExp, value: string ) => {
						const field = checkoutPage.getByLabel( label ).first();
						await field.click( { timeout: 5000 } );
						await field.pressSequentially( value, { delay: 20 } );
					};
					await type( /email/i, 'lan.nguyen@example.com' );
					await type( /^tên|first name/i, 'Lan' );
					await type( /^họ|last name/i, 'Nguyễn' );
					await type(
						/^(địa chỉ|address|street address)$/i,
						'12 Lý Thường Kiệt'
					);
					await type( /thành phố|city/i, 'Hà Nội' );
					await type( /số điện thoại|phone/i, '0912345678' );
					await checkoutPage.keyboard.press( 'Tab' );
				} )
			)
	);
	requests.place_order = await attempt(
		'requests.place_order',
		unmeasured,
		async () => {
			if ( ! target.placeOrder ) {
				throw new Error(
					'no order placed on this store (it may be shared)'
				);
			}
			return count(
				await checkout.countApiCallsDuring( async () => {
					await checkoutPage
						.getByRole( 'button', {
							name: /đặt hàng|place order/i,
						} )
						.first()
						.click( { timeout: 5000 } );
					await checkoutPage.waitForURL( /order-received/, {
						timeout: 15_000,
					} );
				} )
			);
		}
	);
	await checkoutPage.context().close();

	const shopPage = await freshPage( browser, target );
	const shop = trackTraffic( shopPage );
	requests.add_to_cart_listing = await attempt(
		'requests.add_to_cart_listing',
		unmeasured,
		async () =>
			count(
				await shop.countApiCallsDuring( () =>
					shopPage
						.locator( listingAddButton( target ) )
						.first()
						.click( { timeout: 5000 } )
				)
			)
	);
	await shopPage.context().close();
	return requests;
}

/**
 * Twenty distinct three-letter starts of words in the demo's tour names (ASCII: diacritics are optional;
 * no spaces, which the search trims away before counting its three characters).
 */
const SEARCH_QUERIES = [
	'nha',
	'hue',
	'fan',
	'ban',
	'phu',
	'con',
	'hoi',
	'dal',
	'mua',
	'nin',
	'seo',
	'sin',
	'bal',
	'han',
	'gia',
	'quy',
	'cao',
	'moc',
	'son',
	'tha',
];

/** Median ms from the click on an in-place add to the header count changing, on /shop/. */
export async function measureAddToCartLatency(
	browser: Browser,
	target: JourneyTarget,
	runs = 20
): Promise< number > {
	const samples: number[] = [];
	for ( let i = 0; i < runs; i++ ) {
		const page = await freshPage( browser, target );
		samples.push(
			await page.evaluate( ( selector ) => {
				const headerCount = () =>
					document.querySelector(
						'#site-header-cart a.cart-contents .count'
					)?.textContent ?? '';
				const before = headerCount();
				const button =
					document.querySelector< HTMLElement >( selector );
				if ( ! button ) {
					throw new Error(
						'no in-place add-to-cart button on /shop/'
					);
				}
				// The moment the count changes in the DOM, not the next animation frame after it: polling on
				// frames added up to 16.7 ms to each sample, as much as the two stores differ.
				return new Promise< number >( ( resolve, reject ) => {
					const started = performance.now();
					const timeout = setTimeout( () => {
						observer.disconnect();
						reject(
							new Error(
								'the header count did not change within 10 s'
							)
						);
					}, 10_000 );
					const observer = new MutationObserver( () => {
						if ( headerCount() !== before ) {
							observer.disconnect();
							clearTimeout( timeout );
							resolve( performance.now() - started );
						}
					} );
					observer.observe( document.body, {
						subtree: true,
						childList: true,
						characterData: true,
					} );
					button.click();
				} );
			}, listingAddButton( target ) )
		);
		await page.context().close();
	}
	return median( samples );
}

/**
 * Median ms from the 3rd typed character to suggestions visible. `serverOnly` sets the latency setting
 * to 0 and turns the client index off, so only the server answer counts.
 */
export async function measureSearchLatency(
	browser: Browser,
	target: JourneyTarget,
	serverOnly: boolean,
	runs = 20
): Promise< number > {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 900 },
	} );
	if ( serverOnly ) {
		await context.addInitScript( () => {
			let settings:
				Record< string, Record< string, unknown > > | undefined;
			Object.defineProperty( window, 'tourfrontSettings', {
				configurable: true,
				get: () => settings,
				set: ( value ) => {
					settings = value;
					if ( settings?.theme ) {
						settings.theme.search_result_latency = 0;
						settings.theme.search_client_index = false;
					}
				},
			} );
		} );
	}
	const page = await context.newPage();
	await page.goto( target.shopUrl, { waitUntil: 'networkidle' } );
	const samples: number[] = [];
	for ( let i = 0; i < runs; i++ ) {
		// A different query each run: the live search keeps answers per query, so a repeat would time the cache.
		const query = SEARCH_QUERIES[ i % SEARCH_QUERIES.length ];
		const form = page
			.locator( 'form.woocommerce-product-search' )
			.filter( { has: page.locator( 'input[name="s"]:visible' ) } )
			.first();
		const input = form.locator( 'input[name="s"]' );
		// Scoped to the suggestion list: the sort select's <option>s have the option role too.
		const firstOption = form
			.getByRole( 'listbox' )
			.getByRole( 'option' )
			.first();
		await input.fill( '' );
		await input.pressSequentially( query.slice( 0, 2 ), { delay: 30 } );
		await firstOption
			.waitFor( { state: 'hidden', timeout: 5000 } )
			.catch( () => undefined );
		const started = Date.now();
		await input.press( query[ 2 ] );
		await firstOption.waitFor( { state: 'visible', timeout: 10_000 } );
		samples.push( Date.now() - started );
		await input.press( 'Escape' );
	}
	await context.close();
	return median( samples );
}

/**
 * Median ms from a tap on the cart (Storefront's handheld footer bar link, 390 px phone, the CPU four
 * times slower through CDP) to the mini-cart drawer showing the cart's lines, on the shop page with one
 * product in the cart; each sample a fresh visit. With `revisit`, the tap is on the next page of a visit
 * that opened the cart once already. Throws on a store without the Tourfront mini-cart (plain
 * Storefront's footer link goes to the cart page).
 */
export async function measureMiniCartTapLatency(
	browser: Browser,
	target: JourneyTarget,
	runs = 7,
	revisit = false
): Promise< number > {
	const samples: number[] = [];
	for ( let i = 0; i < runs; i++ ) {
		const context = await browser.newContext( {
			viewport: { width: 390, height: 844 },
			deviceScaleFactor: 3,
			isMobile: true,
			hasTouch: true,
			locale: 'vi-VN',
		} );
		try {
			const added = await context.request.post(
				`${ target.origin }/?wc-ajax=add_to_cart`,
				{
					form: {
						product_id: String( target.cartProductId ),
						quantity: '1',
					},
				}
			);
			if ( ! added.ok() ) {
				throw new Error( `add_to_cart answered ${ added.status() }` );
			}
			const page = await context.newPage();
			await page.goto( target.shopUrl, { waitUntil: 'networkidle' } );
			if (
				! ( await page
					.locator( '[data-tourfront-mini-cart].is-enhanced' )
					.count() )
			) {
				throw new Error( 'no Tourfront mini-cart on the shop page' );
			}
			const line =
				'.tourfront-mini-cart__panel.is-drawer .tourfront-cart-items tbody tr';
			if ( revisit ) {
				await page.locator( 'a.footer-cart-contents' ).tap();
				await page.locator( line ).first().waitFor();
				await page.goto( target.shopUrl, { waitUntil: 'networkidle' } );
			}
			const cdp = await context.newCDPSession( page );
			await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: 4 } );
			// The clock starts at the finger's press and stops when a line of the cart is in the drawer.
			const filled = page.evaluate(
				( selector ) =>
					new Promise< number >( ( resolve, reject ) => {
						let started = 0;
						addEventListener(
							'pointerdown',
							() => ( started = performance.now() ),
							{ capture: true, once: true }
						);
						const timeout = setTimeout( () => {
							observer.disconnect();
							reject(
								new Error(
									'the drawer showed no cart line within 30 s'
								)
							);
						}, 30_000 );
						const observer = new MutationObserver( () => {
							if (
								started &&
								document.querySelector( selector )
							) {
								observer.disconnect();
								clearTimeout( timeout );
								resolve( performance.now() - started );
							}
						} );
						observer.observe( document.body, {
							subtree: true,
							childList: true,
						} );
					} ),
				line
			);
			await page.locator( 'a.footer-cart-contents' ).tap();
			samples.push( await filled );
		} finally {
			await context.close();
		}
	}
	return median( samples );
}
