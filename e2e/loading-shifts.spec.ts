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
import { ORDER_TOUR, placeOrderButton } from './checkout-helpers';
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

// The form comes whole: while the code of a part (here the notes and terms) is on its way, the checkout keeps its
// skeleton instead of showing a form without its foot; with it, every part is in the document before any scroll.
for ( const viewport of [
	{ width: 1280, height: 900 },
	{ width: 390, height: 844 },
] ) {
	test( `checkout at ${ viewport.width } px: the form waits for the code of its foot and comes whole, before any scroll`, async ( {
		page,
	} ) => {
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
			.route( /\/chunks\/form-foot-[\w-]+\.js(\?|$)/, async ( route ) => {
				requested();
				await released;
				await route.continue();
			} );
		await addToCartInPlace( page, ORDER_TOUR );
		await page.goto( '/checkout/' );
		await asked;
		const block = page.locator( '[data-block-name="tourfront/checkout"]' );
		await expect( block ).toBeVisible();
		// Read once, now: the skeleton is what the shopper has while the code comes.
		const shown = await page.evaluate( () => ( {
			form: !! document.querySelector( '.wc-block-checkout__form' ),
			skeleton: !! document.querySelector(
				'[data-block-name="tourfront/checkout"] .is-loading, [data-block-name="tourfront/checkout"].is-loading'
			),
		} ) );
		expect( shown ).toEqual( { form: false, skeleton: true } );
		release();
		await expect( placeOrderButton( page ) ).toBeAttached();
		expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
		// The parts under the payment step, in the order a keyboard meets them.
		const parts = [
			'wc-block-checkout__order-fields',
			'wc-block-checkout__add-note',
			'wc-block-checkout__terms',
			'tourfront-policy-link',
			'wc-block-components-checkout-place-order-button',
		];
		const order = await page.evaluate( ( classes ) => {
			const form = document.querySelector( '.wc-block-checkout__form' )!;
			return Array.from(
				form.querySelectorAll(
					classes.map( ( c ) => `.${ c }` ).join()
				)
			).map( ( part ) =>
				classes.find( ( c ) => part.classList.contains( c ) )
			);
		}, parts );
		expect( order ).toEqual( parts );
	} );
}
