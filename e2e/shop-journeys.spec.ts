/**
 * Shop journeys: live search, search within a category, quick view with an in-place add,
 * three quick in-place adds landing in order, a variable tour (variation, image swap, add), the
 * product gallery's full-screen view and `#reviews` opening the reviews.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import { t } from './i18n';
import {
	cartItemNames,
	productId,
	productPath,
	SEEDED_SLUGS,
	variationId,
} from './store-api';
import { budgetPageSteps, expect, test, watchPage } from './test-utils';

const HA_LONG = productPath( 'haLong' );
const DA_NANG = productPath( 'daNang' );

/** The visible product search form (the header's; the handheld bar has another). */
function searchForm( page: Page ) {
	return page
		.locator( 'form.woocommerce-product-search' )
		.filter( { has: page.locator( 'input[name="s"]:visible' ) } )
		.first();
}

test( 'live search: "ha long du thuyen" shows suggestions and picking one opens the tour', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( '/shop/' );
	const form = searchForm( page );
	const field = form.locator( 'input[name="s"]' );
	await field.click();
	// "ha long" alone also finds the Hạ Long guidebook (after the tour: e2e/live-search-ranking.spec.ts);
	// the cruise narrows it to the tour.
	await field.pressSequentially( 'ha long du thuyen', { delay: 60 } );
	await expect( field ).toHaveAttribute( 'role', 'combobox' );
	const list = form.getByRole( 'listbox' );
	await expect( list ).toBeVisible();
	await expect( field ).toHaveAttribute( 'aria-expanded', 'true' );
	const first = list.getByRole( 'option' ).first();
	await expect( first ).toContainText( 'Tour Hạ Long 2 ngày 1 đêm' );
	await expect( first.locator( 'img' ) ).toBeVisible();
	await expect(
		first.locator( '.woocommerce-Price-amount' ).first()
	).toBeVisible();
	await page.screenshot( { path: 'e2e/artifacts/shop-live-search.png' } );

	await field.press( 'ArrowDown' );
	await expect( field ).toHaveAttribute(
		'aria-activedescendant',
		( await first.getAttribute( 'id' ) ) as string
	);
	await field.press( 'Enter' );
	await expect( page ).toHaveURL( new RegExp( `${ HA_LONG }$` ) );
	await expect( page.locator( 'h1.product_title' ) ).toContainText(
		'Hạ Long'
	);
	watch.expectClean();
} );

test( 'live search within a category: changing the category runs the search again', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( '/shop/' );
	// The theme's optional category dropdown (the demo header prints none): the same markup a
	// `product_cat` select inside WooCommerce's search form has.
	const form = searchForm( page );
	await form.evaluate( ( element ) => {
		element
			.querySelector( 'button' )
			?.insertAdjacentHTML(
				'beforebegin',
				'<select name="product_cat" aria-label="Danh mục"><option value="">Tất cả</option><option value="tour-mien-bac">Tour miền Bắc</option><option value="tour-mien-nam">Tour miền Nam</option></select>'
			);
	} );
	const searches: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'tourfront_ajax_search_products' ) ) {
			searches.push( request.url() );
		}
	} );
	const field = form.locator( 'input[name="s"]' );
	await field.click();
	await field.pressSequentially( 'tour', { delay: 40 } );
	const options = form.getByRole( 'option' );
	await expect.poll( () => searches.length ).toBeGreaterThan( 0 );
	await expect( options.first() ).toBeVisible();
	const everywhere = await options.allTextContents();

	await form
		.locator( 'select[name="product_cat"]' )
		.selectOption( 'tour-mien-bac' );
	await expect
		.poll( () =>
			searches.some( ( url ) =>
				url.includes( 'product_cat=tour-mien-bac' )
			)
		)
		.toBe( true );
	await expect
		.poll( async () => ( await options.allTextContents() ).join( '|' ) )
		.not.toBe( everywhere.join( '|' ) );
	const north = await options
		.locator( '.tourfront-live-search__name' )
		.allTextContents();
	expect( north.length ).toBeGreaterThan( 0 );
	expect( north.join( '|' ) ).toMatch(
		/Hạ Long|Sa Pa|Ninh Bình|Mù Cang Chải/
	);
	expect( north.join( '|' ) ).not.toMatch( /Phú Quốc|Côn Đảo/ );
	await page.screenshot( {
		path: 'e2e/artifacts/shop-live-search-category.png',
	} );
	watch.expectClean();
} );

test( "live search: instant suggestions come from the theme's search catalogue and the server's answer never reorders them", async ( {
	page,
} ) => {
	const watch = watchPage( page );
	const storeApi: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/wc/store/v1/products' ) ) {
			storeApi.push( request.url() );
		}
	} );
	await page.goto( '/shop/' );
	// Every list the combobox shows, in turn (the instant one, then the server's).
	await page.evaluate( () => {
		const shown: string[][] = [];
		(
			window as unknown as { tourfrontShownLists: string[][] }
		 ).tourfrontShownLists = shown;
		new MutationObserver( () => {
			const names = [
				...document.querySelectorAll(
					'[role="listbox"] .tourfront-live-search__name'
				),
			].map( ( node ) => node.textContent ?? '' );
			if (
				names.length &&
				names.join( '|' ) !==
					( shown[ shown.length - 1 ] ?? [] ).join( '|' )
			) {
				shown.push( names );
			}
		} ).observe( document.body, {
			childList: true,
			subtree: true,
			characterData: true,
		} );
	} );
	const form = searchForm( page );
	const field = form.locator( 'input[name="s"]' );
	const catalogue = page.waitForResponse( ( response ) =>
		response.url().includes( 'action=tourfront_search_catalogue' )
	);
	await field.click();
	expect( ( await catalogue ).status() ).toBe( 200 );
	const answered = page.waitForResponse(
		( response ) =>
			response.url().includes( 'tourfront_ajax_search_products' ) &&
			response.url().includes( 'query=tour' )
	);
	await field.pressSequentially( 'tour', { delay: 40 } );
	await answered;
	await expect( form.getByRole( 'option' ).first() ).toBeVisible();
	const shown = await page.evaluate(
		() =>
			( window as unknown as { tourfrontShownLists: string[][] } )
				.tourfrontShownLists
	);
	const final = shown[ shown.length - 1 ];
	expect( final.length ).toBeGreaterThan( 0 );
	for ( const list of shown ) {
		// A list may grow (the server also matches descriptions) but what was shown keeps its place.
		expect(
			final.slice( 0, list.length ),
			JSON.stringify( shown )
		).toEqual( list.slice( 0, final.length ) );
	}
	const indexed = await page.evaluate(
		() =>
			JSON.parse(
				window.sessionStorage.getItem( 'tourfront-search-index-v3' ) ??
					'[]'
			) as Array< { name: string } >
	);
	expect( indexed.length ).toBeGreaterThan( 0 );
	expect(
		storeApi,
		'The live search never reads the Store API (it lists hidden and password-protected products).'
	).toEqual( [] );
	watch.expectClean();
} );

test( 'quick view: opens from the listing, adds in place, closes with Escape', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( '/shop/' );
	// A simple product: a tour's quick view books a departure (the booking UI's journeys).
	const item = page
		.locator(
			`ul.products li.product.post-${ await productId( page, 'guidebook' ) }`
		)
		.first();
	const button = item.getByRole( 'button', {
		name: new RegExp( t( 'Quick view' ) ),
	} );
	await button.click();
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	await expect( dialog.locator( '.product_title' ) ).toContainText(
		'Sách hướng dẫn'
	);
	await expect( item ).not.toHaveClass( /processing/ );
	await page.screenshot( { path: 'e2e/artifacts/shop-quick-view.png' } );

	await dialog.locator( '.single_add_to_cart_button' ).click();
	await expect( dialog.locator( '.single_add_to_cart_button' ) ).toHaveClass(
		/added/
	);
	await expect( dialog.locator( 'a.added_to_cart' ) ).toBeVisible();
	await expect
		.poll( () => cartItemNames( page ) )
		.toEqual( [ 'Sách hướng dẫn du lịch Hạ Long (bản in)' ] );
	await expect(
		page.locator( '#site-header-cart .cart-contents .count' )
	).toContainText( '1' );
	await page.screenshot( {
		path: 'e2e/artifacts/shop-quick-view-added.png',
	} );

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect( button ).toBeFocused();
	watch.expectClean();
} );

test( 'three quick in-place adds all land in the cart, in order', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	// Cheapest first: the simple products (tours are booked on their page) lead the list.
	await page.goto( '/shop/?orderby=price' );
	const buttons = page.locator( 'ul.products a.ajax_add_to_cart' );
	const chosen = [ 0, 1, 2 ].map( ( i ) => buttons.nth( i ) );
	const names = await Promise.all(
		chosen.map( ( button ) =>
			button
				.locator( 'xpath=ancestor::li[1]' )
				.locator( '.woocommerce-loop-product__title' )
				.textContent()
		)
	);
	// Three clicks without waiting: the calls queue and go one at a time. Dispatched on the buttons
	// themselves: the mini-cart revealed by the first add may already cover the third button, which is
	// the queue's business here, not pointer hit-testing.
	for ( const button of chosen ) {
		await button.dispatchEvent( 'click', { button: 0 } );
	}
	for ( const button of chosen ) {
		await expect( button ).toHaveClass( /added/ );
	}
	await expect( page.locator( 'ul.products a.added_to_cart' ) ).toHaveCount(
		3
	);
	await expect
		.poll( () => cartItemNames( page ) )
		.toEqual( names.map( ( name ) => ( name ?? '' ).trim() ) );
	await expect(
		page.locator( '#site-header-cart .cart-contents .count' )
	).toContainText( '3' );
	await page.screenshot( { path: 'e2e/artifacts/shop-three-adds.png' } );
	watch.expectClean();
} );

test( 'variable tour: choosing a departure swaps the image, and it goes to the cart', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( DA_NANG );
	const form = page.locator( 'form.variations_form' );
	const firstImage = page
		.locator( '.woocommerce-product-gallery__image img' )
		.first();
	// WooCommerce's variation script has run: nothing chosen yet (no default departure), the button disabled.
	await expect( form.locator( '.single_add_to_cart_button' ) ).toHaveClass(
		/disabled/
	);
	const original = await firstImage.getAttribute( 'src' );

	// A departure is a city and a date: the first date from Đà Nẵng (the booking box shows the dates as chips).
	await form.locator( 'select' ).first().selectOption( 'da-nang' );
	await form.getByRole( 'radio' ).first().check();
	await expect( form.locator( 'input.variation_id' ) ).toHaveValue(
		String( await variationId( page, 'daNang', 'da-nang' ) )
	);
	await expect(
		form.locator( '.woocommerce-variation-price' )
	).toContainText( '4.490.000' );
	await expect( firstImage ).not.toHaveAttribute( 'src', original as string );
	await page.screenshot( {
		path: 'e2e/artifacts/shop-variation-chosen.png',
	} );

	// The booking box adds in place (one wc-ajax request), as booking.spec.ts follows in detail.
	await form.locator( '.single_add_to_cart_button' ).click();
	await expect
		.poll( () => cartItemNames( page ) )
		.toEqual( [ expect.stringContaining( 'Đà Nẵng' ) ] );
	await page.screenshot( { path: 'e2e/artifacts/shop-variation-added.png' } );
	watch.expectClean();
} );

test( 'product gallery: the full-screen gallery opens and closes', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( HA_LONG );
	// The gallery's code comes in its own chunk after the page has loaded, with the trigger button and the
	// images' click handler together. Before it, a click on an image opens the image file itself, as
	// WooCommerce's link does without script: that is the no-script page, not this journey.
	await expect(
		page.getByRole( 'button', {
			name: t( 'View full-screen image gallery' ),
		} )
	).toBeVisible();
	await page
		.locator( '.woocommerce-product-gallery__image a' )
		.first()
		.click();
	// The open viewer: WooCommerce's own hidden PhotoSwipe dialog stays in the page, as on a real store.
	const viewer = page.locator( '.pswp.pswp--open' );
	await expect( viewer ).toBeVisible();
	await expect( viewer.locator( '.pswp__img' ).first() ).toBeVisible();
	await page.screenshot( {
		path: 'e2e/artifacts/shop-gallery-lightbox.png',
	} );
	await page.keyboard.press( 'Escape' );
	await expect( viewer ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'button', {
			name: t( 'View full-screen image gallery' ),
		} )
	).toBeVisible();
	watch.expectClean();
} );

test( '#reviews opens the reviews tab and scrolls to it; the rating link does the same', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( HA_LONG );
	await expect( page.locator( '#tab-reviews' ) ).toBeHidden();
	await page.goto( `${ HA_LONG }#reviews` );
	await expect( page.locator( '#tab-reviews' ) ).toBeVisible();
	await expect( page.locator( '#tab-title-reviews' ) ).toHaveClass(
		/active/
	);
	await expect( page.locator( '#reviews' ) ).toBeInViewport();
	await page.screenshot( { path: 'e2e/artifacts/shop-reviews-open.png' } );

	await page.goto( HA_LONG );
	await expect( page.locator( '#tab-reviews' ) ).toBeHidden();
	await page.locator( 'a.woocommerce-review-link' ).click();
	await expect( page ).toHaveURL( /#reviews$/ );
	await expect( page.locator( '#tab-reviews' ) ).toBeVisible();
	await expect( page.locator( '#reviews' ) ).toBeInViewport();

	// The review form's star widget sets the (hidden) rating select.
	const stars = page.locator( '#review_form p.stars' );
	await expect( stars ).toHaveCount( 1 );
	await stars.getByRole( 'radio', { name: /^4/ } ).click();
	await expect( page.locator( 'select#rating' ) ).toHaveValue( '4' );
	await page
		.locator( '#review_form .comment-form-rating' )
		.screenshot( { path: 'e2e/artifacts/shop-review-stars.png' } );
	watch.expectClean();
} );

// The tabs code and the reviews code load in either order on every page
// load, so each case is loaded afresh several times; a malformed hash must leave the first tab open.
for ( const width of [ 1280, 390 ] ) {
	test( `the tab that reads as selected is the panel shown, before and after the tabs' script, whatever it waits for (${ width }px)`, async ( {
		page,
	} ) => {
		await page.setViewportSize( {
			width,
			height: width === 390 ? 844 : 900,
		} );
		/** The tabs that read as selected (underlined) and the panels on show. */
		const tabsState = ( hash = '' ) =>
			page.evaluate( ( target ) => {
				const wrapper = document.querySelector( '.woocommerce-tabs' )!;
				const underlined = [
					...wrapper.querySelectorAll< HTMLElement >(
						'ul.tabs li a'
					),
				]
					.filter(
						( link ) =>
							getComputedStyle( link ).borderBottomColor !==
							'rgba(0, 0, 0, 0)'
					)
					.map( ( link ) => link.getAttribute( 'href' ) );
				const shown = [
					...wrapper.querySelectorAll< HTMLElement >( '.wc-tab' ),
				]
					.filter(
						( panel ) =>
							! panel.hidden &&
							getComputedStyle( panel ).display !== 'none'
					)
					.map( ( panel ) => `#${ panel.id }` );
				// Read in the same task as the tabs, so a review listed meanwhile cannot split them.
				const present =
					!! target && !! document.querySelector( target );
				return { underlined, shown, present };
			}, hash );
		for ( const [ suffix, tab ] of [
			[ '#reviews', '#tab-reviews' ],
			[ '#comments', '#tab-reviews' ],
			[ '#comment-1', '#tab-reviews' ],
			[ '#tab-reviews', '#tab-reviews' ],
			[ '', '#tab-description' ],
		] ) {
			// Before the script: the page as printed, without the theme's storefront entry. Held at
			// the document, because the demo's mock service worker fetches sub-resources itself, out
			// of reach of the page's routes, whenever it still counts the page before as a client.
			await page.route(
				( url ) =>
					url.pathname.endsWith( `/${ SEEDED_SLUGS.haLong }/` ),
				async ( route ) => {
					const response = await route.fetch();
					const body = ( await response.text() ).replace(
						/<script type="module" id="tourfront-storefront-js"[^>]*><\/script>/,
						''
					);
					await route.fulfill( { response, body } );
				}
			);
			await page.goto( 'about:blank' );
			await page.goto( `${ HA_LONG }${ suffix }` );
			await page.waitForLoadState( 'load' );
			await expect(
				page.locator( '#tourfront-storefront-js' ),
				'the entry is held back'
			).toHaveCount( 0 );
			// One state: the panel of the element the address names when the page has it, else the first.
			const before = await tabsState( suffix );
			// eslint-disable-next-line playwright/no-conditional-in-test -- the demo's reviews are numbered from 501: #comment-1 is not on its page.
			const named = before.present ? tab : '#tab-description';
			expect(
				{ underlined: before.underlined, shown: before.shown },
				`${ suffix } before the script`
			).toEqual( { underlined: [ named ], shown: [ named ] } );
			await page.unrouteAll();
			// After it, on a fresh load: the tabs' and the reviews' code come in either order.
			await page.goto( 'about:blank' );
			await page.goto( `${ HA_LONG }${ suffix }` );
			await expect(
				page.locator( `a[href="${ tab }"]` ),
				`${ suffix } after the script`
			).toHaveAttribute( 'aria-selected', 'true' );
			const after = await tabsState();
			expect(
				{ underlined: after.underlined, shown: after.shown },
				`${ suffix } after the script`
			).toEqual( { underlined: [ tab ], shown: [ tab ] } );
		}
		await page.screenshot( {
			path: test.info().outputPath( `tabs-${ width }.png` ),
		} );
	} );
}

test( 'every reviews link opens the reviews tab on each fresh load; a malformed hash (#%) keeps the tabs working', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	const panelShown = ( id: string ) =>
		page
			.locator( `#${ id }` )
			.evaluate(
				( panel ) =>
					! ( panel as HTMLElement ).hidden &&
					getComputedStyle( panel ).display !== 'none'
			);
	const suffixes = [
		'#reviews',
		'#comment-1',
		'#comments',
		'?cpage=2',
		'#tab-reviews',
	];
	const loads = 2;
	// Each fresh load is a step with its own budget: 11 loads are not held to one journey's timeout.
	budgetPageSteps( suffixes.length * loads + 1 );
	for ( const suffix of suffixes ) {
		for ( let load = 0; load < loads; load++ ) {
			await page.goto( 'about:blank' );
			await page.goto( `${ HA_LONG }${ suffix }` );
			await expect(
				page.locator( '#tab-title-reviews' ),
				`${ suffix }, load ${ load + 1 }`
			).toHaveClass( /active/ );
			await page.waitForLoadState( 'load' );
			await expect
				.poll(
					() => panelShown( 'tab-reviews' ),
					`${ suffix }, load ${ load + 1 }`
				)
				.toBe( true );
			expect(
				await panelShown( 'tab-description' ),
				`${ suffix }, load ${ load + 1 }`
			).toBe( false );
		}
	}
	await page.goto( 'about:blank' );
	await page.goto( `${ HA_LONG }#%` );
	await expect( page.locator( '#tab-title-description' ) ).toHaveClass(
		/active/
	);
	expect( await panelShown( 'tab-reviews' ) ).toBe( false );
	await page.locator( '#tab-title-reviews a' ).click();
	await expect.poll( () => panelShown( 'tab-reviews' ) ).toBe( true );
	expect( await panelShown( 'tab-description' ) ).toBe( false );
	watch.expectClean();
} );
