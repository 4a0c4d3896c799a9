/**
 * The open mini-cart fits its panel, on the demo and on a real store (E2E_BASE_URL): a tour line with
 * 2 adults + 1 child (two traveller steppers and a 9-digit VND total) and a line whose name is long
 * (an itemName filter, as an extension may add) must neither run past the panel's right edge nor make
 * the panel scroll sideways, and the line keeps its image, at 320, 360, 390 and 1280 px. The cart
 * page's line at 320 and 390 px is held to the same rule against the page's width.
 */

/** External dependencies */
import type { Locator, Page } from '@playwright/test';

/** Internal dependencies */
import { addToCartInPlace } from './store-api';
import { ORDER_TOUR } from './checkout-helpers';
import {
	budgetPageSteps,
	dismissStoreNotice,
	expect,
	settle,
	test,
} from './test-utils';

/**
 * What in `box` sticks out past its right edge (or the page's, for `page`), and whether `box`, its item
 * list or the page scrolls sideways.
 */
async function overflow( box: Locator, against: 'box' | 'page' = 'box' ) {
	return box.evaluate( ( root, to ) => {
		const html = document.documentElement;
		const edge =
			( to === 'page'
				? html.clientWidth
				: root.getBoundingClientRect().right ) + 0.5;
		const label = ( el: Element ) =>
			`${ el.tagName.toLowerCase() }.${ String( el.className ).trim().split( /\s+/ ).join( '.' ) } ${ (
				el.textContent ?? ''
			)
				.trim()
				.slice( 0, 30 ) }`;
		const past = [ ...root.querySelectorAll( '*' ) ]
			.filter( ( el ) => {
				const r = el.getBoundingClientRect();
				return r.width > 0 && r.right > edge;
			} )
			.map( label );
		const scrolls = [
			to === 'page' ? html : root,
			...root.querySelectorAll( '.tourfront-mini-cart__items' ),
		]
			.filter( ( el ) => el.scrollWidth > el.clientWidth )
			.map( label );
		return { past, scrolls };
	}, against );
}

/** Widths of the lines' images (a squeezed table column drops them to 0). */
const imageWidths = ( box: Locator ) =>
	box
		.locator( '.tourfront-cart-item__image img' )
		.evaluateAll( ( imgs ) =>
			imgs.map( ( img ) => img.getBoundingClientRect().width )
		);

/** Opens the mini-cart from the header, once its panel has slid in and the steppers have loaded. */
async function openMiniCart( page: Page ): Promise< Locator > {
	await page.goto( '/shop/' );
	await settle( page );
	await dismissStoreNotice( page );
	await page.locator( 'a.cart-contents' ).first().click();
	const panel = page.locator( '.tourfront-mini-cart__panel' );
	await expect( panel ).toBeVisible();
	await expect(
		panel.locator( '.tourfront-travellers-editor__step' )
	).toHaveCount( 4 );
	await panel.evaluate( ( el ) =>
		Promise.all( el.getAnimations().map( ( a ) => a.finished ) )
	);
	return panel;
}

const STORE = process.env.E2E_BASE_URL ? '-store' : '';

// An extension's name filter, to see a long name wrap instead of widening the line.
const LONG_NAME = `( window.tourfrontExtensions = window.tourfrontExtensions || [] ).push( ( api ) =>
	api.registerCheckoutFilters( 'tourfront-test-long-name', {
		itemName: ( name ) => name + ' – trọn gói khám phá đảo Ngọc, lặn ngắm san hô và câu mực đêm',
	} )
);`;

for ( const long of [ false, true ] ) {
	test( `the mini-cart's tour line (2 adults + 1 child${ long ? ', a long name' : '' }) fits the panel at 320, 360, 390 and 1280 px`, async ( {
		page,
	} ) => {
		// Seven page loads (the add, four widths of the shop, two of the cart), each with its own budget.
		budgetPageSteps( 7 );
		await page.addInitScript( { content: long ? LONG_NAME : '' } );
		await page.setViewportSize( { width: 390, height: 844 } );
		await addToCartInPlace( page, ORDER_TOUR, 2, 1 );
		for ( const width of [ 320, 360, 390, 1280 ] ) {
			await page.setViewportSize( { width, height: 844 } );
			const panel = await openMiniCart( page );
			// Looked at by a person: the demo's and the store's, before and after a layout change.
			await page.screenshot( {
				path: `e2e/artifacts/mini-cart-tour${ long ? '-long' : '' }-${ width }${ STORE }.png`,
			} );
			expect.soft( await overflow( panel ), `${ width } px` ).toEqual( {
				past: [],
				scrolls: [],
			} );
			for ( const w of await imageWidths( panel ) ) {
				expect
					.soft( w, `image at ${ width } px` )
					.toBeGreaterThanOrEqual( 48 );
			}
		}

		// The cart page's line, at phone widths, against the page.
		for ( const width of [ 320, 390 ] ) {
			await page.setViewportSize( { width, height: 844 } );
			await page.goto( '/cart/' );
			await settle( page );
			await dismissStoreNotice( page );
			const items = page.locator( '.tourfront-cart-items' );
			await expect(
				items.locator( '.tourfront-travellers-editor__step' )
			).toHaveCount( 4 );
			await page.screenshot( {
				path: `e2e/artifacts/cart-tour${ long ? '-long' : '' }-${ width }${ STORE }.png`,
			} );
			expect
				.soft( await overflow( items, 'page' ), `cart ${ width } px` )
				.toEqual( { past: [], scrolls: [] } );
			for ( const w of await imageWidths( items ) ) {
				expect
					.soft( w, `cart image at ${ width } px` )
					.toBeGreaterThanOrEqual( 48 );
			}
		}
	} );
}
