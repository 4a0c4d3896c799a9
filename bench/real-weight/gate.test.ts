// @vitest-environment node
/**
 * The byte gate: what a real store sends on each recorded page type with the current build (see
 * model.ts) stays within the byte targets, and no referenced file is left unsized.
 */

/** External dependencies */
import { describe, expect, it, test } from 'vitest';

/** Internal dependencies */
import { requireBuild } from '../build-dir';
import { cssTotal } from '../real/page-weight';
import { chunksHolding, frontEndChunks } from './chunk-modules';
import {
	MODELLED_VARIANTS,
	modelRecordedPages,
	readRecordedPages,
} from './model';
import { MODEL_CSS_BUDGETS, MODEL_JS_BUDGETS } from './model-table';

/**
 * Budgets not met yet: never loosened. Each is an expected failure (it turns red the day the target is met
 * and must be switched on here) plus a ceiling at today's figure, so the weight cannot grow meanwhile.
 * None today: the checkout's 140 KB was met on 2026-11-27 (see CEILINGS_KB).
 */
const NOT_MET_YET: Record< string, { ceilingKb: number; why: string } > = {};

/**
 * Today's figures of the budgets met (KB, recorded pages + this build), plus a little room: well under a
 * budget, the weight still may not creep up unnoticed. Lower them when a page gets lighter.
 * Set 2026-11-27 (second pass), the lazy modules recorded again from a store running this build
 * (bench/real-assets.json) and the editor pass's chunks no longer taken for the pages' (chunk-modules.ts):
 * - the desktop dropdowns, the lightbox's kinds, the zoom, the reviews, the sticky bar, the live search's
 *   start, the header's words and the submission's code load on first use; the features are listed without
 *   the glob's path keys; the checkout met 140 KB (140.9 in the browser → 139.4);
 * - product-variable is a tour (Đà Nẵng): its model now carries the booking box (3.6 KB), as the browser
 *   measured (26.6 → 24.6);
 * - shop rose 17.0 → 20.7 by design: the add code is warmed when a listing is idle, so the in-place add's
 *   click goes straight to the request (the in-place add target), within the 25 KB budget.
 */
const CEILINGS_KB: Record< string, number > = {
	// Raised the same day for the booking flow (each within its budget): the travellers' own step and its one
	// message (checkout js 139.7 → 140.0, the budget itself: nothing left for more), the cart read started on
	// the intent to open the mini-cart and taken by the cart store (cart js 128.2 → 128.4), and on every page
	// the tabs' stand-in state before their script and the traveller fields stacked on a phone (site.css
	// +0.1 KB: every css ceiling +0.1 or +0.2).
	'shop js': 20.8,
	// 2026-12-02: the search's new rule (a tour flag, the folded length) and the booking box's price terms
	// together: +10 B over the category's room (17.5 → 17.6, within its 25 KB).
	'category js': 17.6,
	// 2026-12-02: the product page's code is one chunk with the booking box (vite.config.ts PRODUCT_CHUNK), the
	// variation form loads only where WooCommerce printed variations, and a product's quantity is raised by
	// storefront/quantity instead of the listing's code. A tour's page went 25.0 → 23.8 and the day tour's
	// (its calendar) 27.4 → 24.6, within the 25 KB budget; a simple product (the guidebook) now carries the
	// box's code it does not run: 21.2 → 22.3, within its budget too. In a tour shop nearly every product is
	// a tour.
	'product-simple js': 22.3,
	// 2026-12-02, issue 32 item 5: a tour with taxes says what checkout adds under its total; the code that
	// works it out loads with the first total shown (storefront/booking/taxes.ts), the box only asks for it:
	// +56 B in the product page's chunk, over product-variable's room by 27 B (23.8 → 23.9, within 25 KB).
	// 2026-12-02 (issue 32, item 11): a tour's form without its date asks for the date ("Vui lòng chọn ngày
	// khởi hành.", not "các tùy chọn") and the table of contents counts the header only where it sticks
	// (768 px and up): product-variable 23.8 → 23.9, within its 25 KB budget.
	'product-variable js': 23.9,
	'product-calendar js': 24.7,
	'article js': 18.8,
	// Merged the same day with the extension points of every cart and checkout area and filter
	// site (API, queue, lazy loader; the registries and the renderer load only when an extension registers)
	// and the checkout's coupon list, less the shared-code move: cart 127.5 → 128.1, checkout
	// 139.4 → 139.6.
	// Other plugins' data and classic gateways: item data in the checkout summary (the cart's line metadata),
	// `extensionCartUpdate` on the API (its code in the extension part), the hand-off to the lazily loaded
	// classic gateway registration.
	// The handheld bar waits for a press that took the focus from a field to end before it comes back (a tap
	// on a button under it while typing was lost): +34 B on every page's entry, over the cart's room by 12 B
	// (cart js 128.4 → 128.5; the checkout stays within its 140 KB).
	// 2026-12-02 (issue 32): the checkout form renders whole once its parts' code is in, instead of adding
	// its foot when scrolled near (the deferring component and its reveal went: checkout 140.0 → 139.7); the
	// cart's coupon messages are one line under the field instead of notices (cart 128.5 → 128.6).
	// 2026-12-02 (issue 32, store gaps found on a real store): the checkout's fields save goes in the Store API
	// batch, in line with the customer's updates (the shared client's batch rule, cart and checkout), and the
	// form stays busy once the order was sent until the submission is over: cart +17 B over its room
	// (128.6 → 128.7), checkout +6 B (139.7 → 139.8, within its 140 KB budget).
	// 2026-12-02 (issue 31): the cart under WooCommerce's key names too (`getCartData().needsShipping`…,
	// non-enumerable aliases: blocks/data/cart/woocommerce-keys.ts) and the cart's slots on its extension API:
	// cart +98 B, over its room by 10 B (128.7 → 128.8); with the payment store's available methods in
	// WooCommerce's shape (keyed by name), checkout +127 B (139.7 → 139.9: 146 B left under 140 KB).
	'cart js': 128.8,
	'checkout js': 139.9,
	// 2026-12 (issue 32, item 9): a suggestion's name stops at two lines, so on a phone three suggestions stand
	// above the on-screen keyboard whatever the names: +31 B on every page's site.css (shop and category css
	// 13.7 → 13.8). Item 11: a phone's header in two rows (title and contact links; menu, search and cart),
	// 214 → 100 px, the product tabs sharing the width and the sorting on a row of its own: site.css +70 B,
	// every css ceiling +0.1 KB. The budget is 20 KB.
	'shop css': 13.9,
	'category css': 13.9,
	'product-simple css': 13.4,
	'product-variable css': 13.4,
	'product-calendar css': 13.4,
	'article css': 13.4,
	'cart css': 16.4,
	'checkout css': 17.6,
};

const KB = ( bytes: number ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;
const pages = modelRecordedPages( requireBuild() );

describe( 'real pages, real weight (gzip, recorded pages + current build)', () => {
	it( 'has every page type with a budget recorded', () => {
		expect( [
			...Object.keys( readRecordedPages() ),
			...Object.keys( MODELLED_VARIANTS ),
		] ).toEqual(
			expect.arrayContaining( Object.keys( MODEL_JS_BUDGETS ) )
		);
	} );

	it( 'knows the size of every file the recorded pages reference', () => {
		expect(
			Object.fromEntries(
				Object.entries( pages ).map( ( [ type, p ] ) => [
					type,
					p.unknown,
				] )
			)
		).toEqual(
			Object.fromEntries(
				Object.keys( pages ).map( ( type ) => [ type, [] ] )
			)
		);
	} );

	const cases = Object.entries( {
		js: MODEL_JS_BUDGETS,
		css: MODEL_CSS_BUDGETS,
	} ).flatMap( ( [ kind, all ] ) =>
		Object.entries( all ).map( ( [ type, budget ] ) => ( {
			name: `${ type } ${ kind }`,
			type,
			kind,
			budget,
		} ) )
	);
	for ( const { name, type, kind, budget } of cases ) {
		const weigh = () => {
			const page = pages[ type ];
			const heaviest = page.files
				.filter( ( f ) => f.kind === kind )
				.slice( 0, 6 )
				.map(
					( f ) =>
						`${ f.key.replace( /^.*\//, '' ) } ${ KB( f.gzip ) }`
				)
				.join( ', ' );
			const bytes = kind === 'js' ? page.js_gzip : cssTotal( page );
			return {
				bytes,
				detail: `${ name }: ${ KB( bytes ) } (heaviest: ${ heaviest })`,
			};
		};
		const notYet = NOT_MET_YET[ name ];
		( notYet ? test.fails : test )(
			`${ name } ≤ ${ KB( budget ) }${ notYet ? ` (not met yet: ${ notYet.why })` : '' }`,
			() => {
				const { bytes, detail } = weigh();
				expect( bytes, detail ).toBeGreaterThan( 0 );
				expect(
					bytes,
					`${ detail } over ${ KB( budget ) }`
				).toBeLessThanOrEqual( budget );
			}
		);
		const ceilingKb = notYet?.ceilingKb ?? CEILINGS_KB[ name ];
		if ( ceilingKb ) {
			test( `${ name } does not grow past today's ${ ceilingKb } KB`, () => {
				const { bytes, detail } = weigh();
				expect( bytes, detail ).toBeLessThanOrEqual( ceilingKb * 1024 );
			} );
		}
	}

	it( 'models the tour page with its booking box, and no page with the editor pass’s chunks', () => {
		const build = requireBuild();
		const booking = chunksHolding( build, [ 'storefront/booking/box.ts' ] );
		expect( booking ).toHaveLength( 1 );
		const keys = ( type: string ) =>
			pages[ type ].files.map( ( f ) =>
				f.key.replace( /^.*\/build\//, '' )
			);
		expect( keys( 'product-variable' ) ).toContain( booking[ 0 ] );
		const frontEnd = frontEndChunks( build );
		for ( const type of Object.keys( pages ) ) {
			expect(
				keys( type ).filter(
					( k ) => k.startsWith( 'chunks/' ) && ! frontEnd.has( k )
				),
				type
			).toEqual( [] );
		}
	} );

	it( 'sends no jQuery and no emoji script on the shop, category, product and article pages', () => {
		for ( const type of [
			'home',
			'shop',
			'category',
			'product-simple',
			'product-variable',
			'article',
			'cart',
			'checkout',
			'search',
			'404',
		] ) {
			const keys = pages[ type ].files.map( ( f ) => f.key );
			expect(
				keys.filter( ( k ) =>
					/\/jquery(-migrate)?(\.min)?\.js|wp-emoji/.test( k )
				),
				type
			).toEqual( [] );
		}
	} );
} );
