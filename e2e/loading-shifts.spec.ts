/**
 * The cart and checkout load without moving the footer into view (CLS 0.105 at 1280 px on the
 * real store). Between the server's skeleton and the rendered block React commits its own placeholder
 * (the preloaded data reaches the stores a promise later); a placeholder shorter than the server's
 * reservation pulled the footer up into the screen, and the rendered block pushed it down again. Whether
 * that frame gets painted depends on the machine's speed, so the layout is read at every DOM change of the
 * block instead (a mutation observer forcing layout): the footer's position in each state React commits,
 * painted or not.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import {
	fillGuestAddress,
	openCheckoutWithTour,
	ORDER_RECEIVED,
	ORDER_TOUR,
	payOnDelivery,
	placeOrderButton,
} from './checkout-helpers';
import { t } from './i18n';
import { addToCartInPlace, type SeededProduct } from './store-api';
import { isRealStore } from './target';
import { expect, settle, test } from './test-utils';

/** The footer's top after each change of the block's DOM (classes, children), from the first parse on. */
function recordFooter( selector: string ) {
	const tops: Array< { top: number; state: string } > = [];
	( window as unknown as { __footerTops: typeof tops } ).__footerTops = tops;
	const read = () => {
		const block = document.querySelector( selector );
		const footer = document.getElementById( 'colophon' );
		if ( ! block || ! footer ) {
			return;
		}
		const top = Math.round( footer.getBoundingClientRect().top );
		const state = `${ block.className } > ${ Array.from(
			block.firstElementChild?.children ?? []
		)
			.map( ( child ) => child.className )
			.join( ', ' ) }`;
		const last = tops[ tops.length - 1 ];
		if ( ! last || last.top !== top ) {
			tops.push( { top, state } );
		}
	};
	new MutationObserver( read ).observe( document, {
		subtree: true,
		childList: true,
		attributes: true,
		attributeFilter: [ 'class' ],
	} );
}

/**
 * Loads `path` with `lines` in the cart at a viewport; returns every move of the footer that brought it
 * (or kept it) inside the screen while going up: each is a layout shift of a visible element.
 */
async function footerMovesIntoView(
	page: Page,
	path: string,
	selector: string,
	lines: SeededProduct[],
	viewport: { width: number; height: number }
) {
	await page.setViewportSize( viewport );
	for ( const product of lines ) {
		await addToCartInPlace( page, product );
	}
	await page.addInitScript( recordFooter, selector );
	await page.goto( path );
	await settle( page );
	const tops = await page.evaluate(
		() =>
			(
				window as unknown as {
					__footerTops: Array< { top: number; state: string } >;
				}
			 ).__footerTops
	);
	expect( tops.length ).toBeGreaterThan( 1 );
	return tops.filter(
		( now, i ) =>
			i > 0 && now.top < tops[ i - 1 ].top && now.top < viewport.height
	);
}

// The bench's viewports (bench/real/measure-store.ts): at 1280 × 900 the placeholders left the footer in view.
for ( const viewport of [
	{ width: 1280, height: 900 },
	{ width: 390, height: 844 },
] ) {
	test( `cart with one line at ${ viewport.width } px: the footer stays below the screen while the cart loads`, async ( {
		page,
	} ) => {
		test.skip(
			! isRealStore,
			"the demo's server renders pages without the cart (it lives in the browser's mock store), so its skeleton cannot reserve a filled cart's height as the theme's does"
		);
		expect(
			await footerMovesIntoView(
				page,
				'/cart/',
				'[data-block-name="tourfront/cart"]',
				[ 'guidebook' ],
				viewport
			)
		).toEqual( [] );
	} );

	test( `checkout at ${ viewport.width } px: the footer stays below the screen while the checkout loads`, async ( {
		page,
	} ) => {
		expect(
			await footerMovesIntoView(
				page,
				'/checkout/',
				'[data-block-name="tourfront/checkout"]',
				[ 'guidebook' ],
				viewport
			)
		).toEqual( [] );
	} );
}

/**
 * A guest checkout with the tour at `viewport`, its address filled and Place order scrolled into view, while
 * the form's deferred foot (order fields, notes and terms come together) waits for its terms code, held until
 * `release()`.
 */
async function checkoutWithFootHeld(
	page: Page,
	viewport: { width: number; height: number }
) {
	await page.setViewportSize( viewport );
	let release = () => undefined as void;
	const released = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	let requested = () => undefined as void;
	const asked = new Promise< void >( ( resolve ) => {
		requested = resolve;
	} );
	// The context's routes also see what the demo's service worker fetches.
	await page
		.context()
		.route( /\/chunks\/terms-[\w-]+\.js(\?|$)/, async ( route ) => {
			requested();
			await released;
			await route.continue();
		} );
	await openCheckoutWithTour( page, ORDER_TOUR, [], { idle: false } );
	await fillGuestAddress( page );
	await payOnDelivery( page );
	const button = placeOrderButton( page );
	await button.scrollIntoViewIfNeeded();
	await asked;
	const notes = page.getByRole( 'checkbox', {
		name: t( 'Add a note to your order' ),
	} );
	await expect( notes ).toHaveCount( 0 );
	const box = ( await button.boundingBox() )!;
	expect( box.y ).toBeLessThan( viewport.height );
	return { release, notes, box };
}

/** The Place order button's top on screen. */
const buttonTop = async ( page: Page ) =>
	Math.round( ( await placeOrderButton( page ).boundingBox() )!.y );

// The foot of the form (order fields, notes, terms) loads when it comes near or on the first interaction,
// above the Place order button: a finger about to tap the button, or already on it, must not see it move.
for ( const viewport of [
	{ width: 1280, height: 900 },
	{ width: 390, height: 844 },
] ) {
	test( `checkout at ${ viewport.width } px: the notes and terms appear above the Place order button without moving it on screen`, async ( {
		page,
	} ) => {
		const { release, notes, box } = await checkoutWithFootHeld(
			page,
			viewport
		);
		// What the foot holds when its notes first appear: a part added later (the order's fields waited for
		// their rules' validator) moved the button once the keeping-in-place had ended, 144 px on a busy run.
		await page.evaluate( () => {
			const seen = new Promise< string[] >( ( resolve ) => {
				const observer = new MutationObserver( () => {
					const foot = document.querySelector(
						'.tourfront-when-near'
					);
					if (
						foot?.querySelector( '.wc-block-checkout__add-note' )
					) {
						observer.disconnect();
						resolve(
							[
								'.wc-block-checkout__order-fields',
								'.wc-block-checkout__add-note',
								'.wc-block-checkout__terms',
							].filter( ( part ) => foot.querySelector( part ) )
						);
					}
				} );
				observer.observe( document.body, {
					subtree: true,
					childList: true,
				} );
			} );
			( window as unknown as { __footSeen: typeof seen } ).__footSeen =
				seen;
		} );
		release();
		await expect( notes ).toBeVisible();
		await expect(
			page.locator( '.wc-block-checkout__terms' )
		).toBeVisible();
		// The store's order fields (the theme's pickup point for a tour) came in the same step.
		await expect(
			page.getByRole( 'group', {
				name: t( 'Additional order information' ),
			} )
		).toBeVisible();
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { __footSeen: Promise< string[] > } )
						.__footSeen
			)
		).toEqual( [
			'.wc-block-checkout__order-fields',
			'.wc-block-checkout__add-note',
			'.wc-block-checkout__terms',
		] );
		expect( await buttonTop( page ) ).toBe( Math.round( box.y ) );
	} );

	test( `checkout at ${ viewport.width } px: a press on Place order held while the notes and terms arrive still places the order`, async ( {
		page,
	} ) => {
		const { release, notes, box } = await checkoutWithFootHeld(
			page,
			viewport
		);
		await page.mouse.move( box.x + box.width / 2, box.y + box.height / 2 );
		await page.mouse.down();
		release();
		// Their code is in, and they wait for the press to end.
		await expect(
			page.locator( '.tourfront-when-near[data-stage="held"]' )
		).toHaveCount( 1 );
		await expect( notes ).toHaveCount( 0 );
		expect( await buttonTop( page ) ).toBe( Math.round( box.y ) );
		await page.mouse.up();
		// Placing the order ends in a page load: its budget, not an assertion's (a busy run took over 10 s).
		await expect( page ).toHaveURL( ORDER_RECEIVED, {
			timeout: test.info().project.use.navigationTimeout ?? 30_000,
		} );
	} );
}
