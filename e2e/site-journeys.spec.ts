/**
 * Site-wide journeys: password strength on registration, order attribution from a utm
 * link through to the order, the article's table of contents, the store notice, the mobile menu.
 */

/** Internal dependencies */
import {
	ORDER_TOUR,
	fillGuestDetails,
	openCheckoutWithTour,
	placeOrderButton,
	recordCheckoutPosts,
	waitForOrderReceived,
} from './checkout-helpers';
import { t } from './i18n';
import { orderIdOf, orderMeta } from './orders';
import { ARTICLE_PATH, addToCartInPlace } from './store-api';
import { isRealStore } from './target';
import { expect, imagesLoaded, settle, test, watchPage } from './test-utils';

test( 'registering: a weak password blocks the form, a strong one frees it', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( '/my-account/' );
	const register = page.locator( 'form.register' );
	const password = register.locator( '#reg_password' );
	const submit = register.locator( 'button[type="submit"]' );
	const meter = register.locator( '.woocommerce-password-strength' );
	test.skip(
		isRealStore && ( await password.count() ) === 0,
		"the store generates customers' passwords (WooCommerce → Settings → Accounts): its registration form has no password to measure"
	);

	// eslint-disable-next-line playwright/no-conditional-in-test -- the store decides whether registration asks for a username (WooCommerce → Settings → Accounts).
	if ( await register.locator( '#reg_username' ).count() ) {
		await register.locator( '#reg_username' ).fill( 'nguyenvanan' );
	}
	await register.locator( '#reg_email' ).fill( 'an.nguyen@example.vn' );
	await password.fill( 'halong1' );
	await expect( meter ).toHaveClass( /\b(short|bad)\b/ );
	await expect( meter ).toContainText(
		t( 'Please enter a stronger password.' )
	);
	// The hint once: the theme's own paragraph where the page prints it, the meter's otherwise.
	const hints = register.locator(
		'.woocommerce-password-hint, .tourfront-password-hint'
	);
	await expect( hints ).toHaveCount( 1 );
	await expect( hints ).toBeVisible();
	await expect( submit ).toBeDisabled();
	await register.screenshot( {
		path: 'e2e/artifacts/site-register-weak.png',
	} );

	await password.fill( 'Vịnh-Hạ-Long!2026-du-thuyền#Kayak' );
	await expect( meter ).toHaveClass( /\bstrong\b/ );
	await expect( meter ).toHaveText( t( 'Strong' ) );
	await expect(
		register.locator( '.woocommerce-password-hint' )
	).toHaveCount( 0 );
	await expect( submit ).toBeEnabled();

	// The show/hide toggle reveals the password.
	await register
		.getByRole( 'button', { name: t( 'Show password' ) } )
		.click();
	await expect( password ).toHaveAttribute( 'type', 'text' );
	await register.screenshot( {
		path: 'e2e/artifacts/site-register-strong.png',
	} );
	watch.expectClean();
} );

test( 'a visit from a facebook ad fills the registration form attribution fields', async ( {
	page,
	context,
} ) => {
	const watch = watchPage( page );
	await page.goto( '/?utm_source=facebook&utm_medium=cpc' );
	const readCookies = async () =>
		Object.fromEntries(
			( await context.cookies() ).map( ( c ) => [
				c.name,
				decodeURIComponent( c.value ),
			] )
		);
	// The tracker records the visit once the page's scripts run, which on a busy machine is after "load".
	await expect
		.poll( async () => ( await readCookies() ).sbjs_current ?? '' )
		.toContain( 'typ=utm|||src=facebook|||mdm=cpc' );
	const cookies = await readCookies();
	expect(
		Object.keys( cookies )
			.filter( ( name ) => name.startsWith( 'sbjs_' ) )
			.sort()
	).toEqual( [
		'sbjs_current',
		'sbjs_current_add',
		'sbjs_first',
		'sbjs_first_add',
		'sbjs_migrations',
		'sbjs_session',
		'sbjs_udata',
	] );

	await page.goto( '/my-account/' );
	const register = page.locator( 'form.register' );
	const field = ( name: string ) =>
		register.locator( `input[name="wc_order_attribution_${ name }"]` );
	await expect( field( 'source_type' ) ).toHaveValue( 'utm' );
	await expect( field( 'utm_source' ) ).toHaveValue( 'facebook' );
	await expect( field( 'utm_medium' ) ).toHaveValue( 'cpc' );
	await expect( field( 'session_pages' ) ).toHaveValue( '2' );

	await register.screenshot( {
		path: 'e2e/artifacts/site-register-attribution.png',
	} );
	watch.expectClean();
} );

test( 'a purchase after a facebook ad carries the attribution to the order', async ( {
	page,
	browser,
} ) => {
	const watch = watchPage( page );
	await page.goto( '/?utm_source=facebook&utm_medium=cpc' );
	const posts = recordCheckoutPosts( page );
	await openCheckoutWithTour( page );
	await fillGuestDetails( page );
	await placeOrderButton( page ).click();
	await waitForOrderReceived( page );
	expect( posts ).toHaveLength( 1 );
	const attribution = (
		posts[ 0 ].extensions as Record< string, Record< string, string > >
	 )[ 'woocommerce/order-attribution' ];
	expect( attribution ).toMatchObject( {
		source_type: 'utm',
		utm_source: 'facebook',
		utm_medium: 'cpc',
		utm_campaign: '(none)',
	} );
	expect( attribution.session_entry ).toContain( 'utm_source=facebook' );
	// The order keeps it as `_wc_order_attribution_*` meta.
	expect( await orderMeta( page, browser, orderIdOf( page ) ) ).toMatchObject(
		{
			_wc_order_attribution_source_type: 'utm',
			_wc_order_attribution_utm_source: 'facebook',
			_wc_order_attribution_utm_medium: 'cpc',
		}
	);
	await expect( page.locator( '.woocommerce-order' ) ).toBeVisible();
	// WooCommerce shows the traffic source to shop managers (the order screen), never to the shopper.
	await expect(
		page.locator( '.woocommerce-order-attribution' )
	).toHaveCount( 0 );
	// VAT and the travel fee are lines of their own, not one "Tax" line.
	const totals = page.locator( '.woocommerce-table--order-details tfoot th' );
	// With the rate, as the cart says them ("VAT 8%:", item 11).
	await expect( totals.filter( { hasText: /^VAT 8 ?%:$/ } ) ).toHaveCount(
		1
	);
	await expect(
		totals.filter( { hasText: /^Phí du lịch 2 ?%:$/ } )
	).toHaveCount( 1 );
	await expect(
		totals.filter( { hasText: new RegExp( `^(${ t( 'Tax:' ) }|Thuế:)$` ) } )
	).toHaveCount( 0 );
	await page.screenshot( {
		path: 'e2e/artifacts/site-order-received.png',
		fullPage: true,
	} );
	watch.expectClean();
} );

test( 'the article table of contents folds and scrolls to a heading', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.goto( ARTICLE_PATH );
	// Images above the headings settle first, so the measured position is the final one.
	await imagesLoaded( page );
	const toc = page.locator( 'nav.tourfront-toc' );
	const toggle = toc.locator( '.tourfront-toc__toggle' );
	const list = toc.locator( '.tourfront-toc__list' );
	await expect( toggle ).toHaveText( t( 'Hide' ) );
	await toggle.click();
	await expect( toggle ).toHaveText( t( 'Show' ) );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	// Closed once the 300 ms animation has ended.
	await expect( list ).toHaveJSProperty( 'hidden', true );
	await toggle.click();
	await expect( list ).toBeVisible();

	const link = list.locator( 'a' ).nth( 2 );
	const id = ( ( await link.getAttribute( 'href' ) ) ?? '' ).slice( 1 );
	expect( id ).toMatch( /^[a-z0-9-]+$/ );
	await link.click();
	await expect( page ).toHaveURL( new RegExp( `#${ id }$` ) );
	const top = await page
		.locator( `[id="${ id }"]` )
		.evaluate( ( el ) => el.getBoundingClientRect().top );
	// Scrolled to the configured offset (100 px in the demo and the seed) below the header when it stays
	// stuck ("sticky"; "hide-on-scroll" hides it on the way down), give or take a pixel.
	const { offset, header } = await page.evaluate( () => {
		const theme = (
			window as unknown as {
				tourfrontSettings?: {
					theme?: {
						toc_scroll_offset?: number;
						sticky_header?: string;
					};
				};
			}
		 ).tourfrontSettings?.theme;
		const masthead = document.querySelector< HTMLElement >( '#masthead' );
		return {
			offset: Number( theme?.toc_scroll_offset ?? 100 ),
			// The header sticks from 768 px (theme/assets/css/20-header.css); on a phone it stays in the page.
			header:
				theme?.sticky_header === 'sticky' && window.innerWidth > 767
					? ( masthead?.offsetHeight ?? 0 )
					: 0,
		};
	} );
	expect( Math.abs( top - ( offset + header ) ) ).toBeLessThanOrEqual( 2 );
	await page.screenshot( { path: 'e2e/artifacts/site-toc.png' } );
	watch.expectClean();
} );

// The list stays on screen, shrinking, for the whole 300 ms closing slide. The page's
// clock is held, so the slide's end is reached only when the test lets 300 ms pass.
test( 'the table of contents closes with its 300 ms slide, not at once', async ( {
	page,
} ) => {
	await page.clock.install();
	await page.goto( ARTICLE_PATH );
	const toc = page.locator( 'nav.tourfront-toc' );
	const list = toc.locator( '.tourfront-toc__list' );
	const toggle = toc.locator( '.tourfront-toc__toggle' );
	await expect( list.locator( 'a' ).first() ).toBeVisible();
	// The list is printed by the server, its toggle works once the TOC's code is in: proven (closed, then
	// open again) before the clock is held, which would stop a code that had yet to start.
	await expect( async () => {
		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false', {
			timeout: 1000,
		} );
	} ).toPass();
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( list ).toBeVisible();
	await page.clock.pauseAt( Date.now() + 60_000 );
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	const during = await list.evaluate( ( el ) => ( {
		display: getComputedStyle( el ).display,
		transition: el.style.transition,
	} ) );
	expect( during.display ).not.toBe( 'none' );
	expect( during.transition ).toContain( '300ms' );
	await page.clock.runFor( 300 );
	await expect( list ).toBeHidden();
} );

test( 'the store notice stays dismissed after a reload', async ( {
	page,
	context,
} ) => {
	await page.goto( '/shop/' );
	const notice = page.locator( '.woocommerce-store-notice' );
	test.skip(
		isRealStore && ( await notice.count() ) === 0,
		'the store shows no store notice (Customizer → WooCommerce → Store notice is off; wp-env/seed.php turns none on)'
	);
	await expect( notice ).toBeVisible();
	await page.screenshot( { path: 'e2e/artifacts/site-store-notice.png' } );
	await notice.getByRole( 'button', { name: t( 'Dismiss' ) } ).click();
	await expect( notice ).toBeHidden();
	const id = await notice.getAttribute( 'data-notice-id' );
	const cookie = ( await context.cookies() ).find(
		( c ) => c.name === `store_notice${ id }`
	);
	expect( cookie ).toMatchObject( { value: 'hidden', path: '/' } );
	await page.reload();
	await expect( page.locator( '.woocommerce-store-notice' ) ).toBeHidden();
} );

// The notice bar once sat fixed over the checkout and swallowed clicks until dismissed. Every
// field and the Place order button must take a click (Playwright's hit test: the element itself is under the
// pointer) with the notice showing, at a desktop and a phone width.
for ( const width of [ 1280, 390 ] ) {
	test( `the store notice covers nothing on the checkout at ${ width } px`, async ( {
		page,
	} ) => {
		const watch = watchPage( page );
		await page.setViewportSize( {
			width,
			height: width > 500 ? 800 : 844,
		} );
		await addToCartInPlace( page, ORDER_TOUR );
		await page.goto( '/checkout/' );
		await settle( page );
		const notice = page.locator( '.woocommerce-store-notice' );
		test.skip(
			isRealStore && ( await notice.count() ) === 0,
			'the store shows no store notice (Customizer → WooCommerce → Store notice is off; wp-env/seed.php turns none on)'
		);
		await expect( notice ).toBeVisible();
		const form = page.locator( '.tourfront-checkout' );
		await expect( form ).toBeVisible();
		const targets = form.locator(
			'input:visible, select:visible, textarea:visible'
		);
		expect( await targets.count() ).toBeGreaterThan( 5 );
		// Scrolling down the whole page half a window at a time, the notice never lies over a field or the Place
		// order button (a fixed bar at the bottom edge would, on every step).
		const overlaps = await page.evaluate( () => {
			const bar = document.querySelector( '.woocommerce-store-notice' )!;
			const fields = Array.from(
				document.querySelectorAll< HTMLElement >(
					'.tourfront-checkout :is(input, select, textarea, button)'
				)
			).filter( ( el ) => el.offsetParent !== null );
			const found: string[] = [];
			for (
				let y = 0;
				y <= document.documentElement.scrollHeight;
				y += window.innerHeight / 2
			) {
				window.scrollTo( 0, y );
				const b = bar.getBoundingClientRect();
				for ( const el of fields ) {
					const r = el.getBoundingClientRect();
					if (
						r.left < b.right &&
						b.left < r.right &&
						r.top < b.bottom &&
						b.top < r.bottom
					) {
						found.push(
							`${ el.id || el.textContent?.trim() } at scroll ${ Math.round( y ) }`
						);
					}
				}
			}
			return found;
		} );
		expect( overlaps ).toEqual( [] );
		// And each takes the pointer: the element itself is what a click at its centre hits.
		for ( const target of [
			...( await targets.all() ),
			placeOrderButton( page ),
		] ) {
			const hit = await target.evaluate( ( el ) => {
				el.scrollIntoView( { block: 'center' } );
				const box = el.getBoundingClientRect();
				const at = document.elementFromPoint(
					box.left + box.width / 2,
					box.top + box.height / 2
				);
				return !! at &&
					( el.contains( at ) ||
						at === ( el as HTMLInputElement ).labels?.[ 0 ] )
					? 'ok'
					: `${ el.id }: ${ at?.className }`;
			} );
			expect( hit ).toBe( 'ok' );
		}
		await placeOrderButton( page ).click( { trial: true, timeout: 2000 } );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await page.screenshot( {
			path: `e2e/artifacts/site-store-notice-checkout-${ width }.png`,
		} );
		await placeOrderButton( page ).evaluate( ( el ) =>
			el.scrollIntoView( { block: 'end' } )
		);
		await page.screenshot( {
			path: `e2e/artifacts/site-store-notice-checkout-${ width }-place-order.png`,
		} );
		await expect( notice ).toBeVisible();
		watch.expectClean();
	} );
}

// A site toggle's sub-menu slides for 300 ms. The page clock is held, so a 300 ms slide is seen mid-way and ends only when the test lets
// the time pass.
test( 'the mobile menu slides to a level over 300 ms, and a sub-menu the site marks opens in place', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.clock.install();
	await page.goto( '/' );
	const menu = page.locator( '.handheld-navigation' );
	test.skip(
		isRealStore &&
			( await menu.locator( 'li.menu-item-has-children' ).count() ) === 0,
		"the store's handheld menu has no sub-menu to slide to (wp-env/seed.php assigns no menu)"
	);
	await page.clock.pauseAt( Date.now() + 60_000 );
	const toggle = page.locator( '#site-navigation-menu-toggle' );
	await toggle.click();
	const parent = menu.locator( 'li.menu-item-has-children' ).first();
	const level = parent.locator( ':scope > ul' );
	await parent.locator( ':scope > .tourfront-menu-next' ).click();
	const during = await level.evaluate( ( el ) => ( {
		transition: el.style.transition,
		overflow: getComputedStyle( el.closest( '.handheld-navigation' )! )
			.overflowX,
	} ) );
	expect( during.transition ).toMatch( /^transform 300ms\b/ );
	expect( during.overflow ).toBe( 'hidden' );
	await page.clock.runFor( 300 );
	await expect
		.poll( () => level.evaluate( ( el ) => el.style.transition ) )
		.toBe( '' );
	await page.screenshot( {
		path: 'e2e/artifacts/site-mobile-menu-slid-390.png',
	} );

	// The site's choice (Appearance → Menus → the item's CSS Classes), made here before the menu code loads.
	await page.reload();
	await parent.evaluate( ( li ) =>
		li.classList.add( 'tourfront-submenu-toggle' )
	);
	await toggle.click();
	const open = parent.locator( ':scope > .tourfront-submenu-toggle__button' );
	await expect( open ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( level ).toBeHidden();
	await open.click();
	await expect( open ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( level.locator( 'a' ).first() ).toBeVisible();
	// In place: the top level stays, with no back button.
	await expect( menu.locator( '.tourfront-menu-back' ) ).toBeHidden();
	await expect( menu.locator( 'a[href$="/cart/"]' ) ).toBeVisible();
	await page.clock.runFor( 300 );
	await page.screenshot( {
		path: 'e2e/artifacts/site-mobile-menu-toggle-open-390.png',
	} );
	await open.click();
	await page.clock.runFor( 300 );
	await expect( level ).toBeHidden();
	watch.expectClean();
} );

/** WCAG contrast of an element's text against the backgrounds painted under it (run in the page). */
function contrastOf( element: Element ): number {
	const parse = ( value: string ) =>
		( value.match( /[\d.]+/g ) ?? [ '0', '0', '0', '0' ] )
			.map( Number )
			.concat( [ 1 ] )
			.slice( 0, 4 );
	const layers: number[][] = [];
	for (
		let node: Element | null = element;
		node;
		node = node.parentElement
	) {
		const layer = parse( getComputedStyle( node ).backgroundColor );
		if (
			/rgba?\(/.test( getComputedStyle( node ).backgroundColor ) &&
			layer[ 3 ] > 0
		) {
			layers.push( layer );
			if ( layer[ 3 ] >= 1 ) {
				break;
			}
		}
	}
	let background = [ 255, 255, 255 ];
	for ( const [ r, g, b, a ] of layers.reverse() ) {
		background = [ r, g, b ].map(
			( c, i ) => c * a + background[ i ] * ( 1 - a )
		);
	}
	const luminance = ( rgb: number[] ) =>
		rgb
			.map( ( c ) => c / 255 )
			.map( ( c ) =>
				c <= 0.03928 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4
			)
			.reduce(
				( sum, c, i ) => sum + c * [ 0.2126, 0.7152, 0.0722 ][ i ],
				0
			);
	const [ r, g, b, a ] = parse( getComputedStyle( element ).color );
	const text = [ r, g, b ].map(
		( c, i ) => c * a + background[ i ] * ( 1 - a )
	);
	const [ light, dark ] = [ luminance( text ), luminance( background ) ].sort(
		( x, y ) => y - x
	);
	return ( light + 0.05 ) / ( dark + 0.05 );
}

test( 'the mobile menu slides between levels at 390 px', async ( { page } ) => {
	const watch = watchPage( page );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.goto( '/' );
	const menu = page.locator( '.handheld-navigation' );
	test.skip(
		isRealStore &&
			( await menu.locator( 'li.menu-item-has-children' ).count() ) === 0,
		"the store's handheld menu has no sub-menu to slide to (wp-env/seed.php assigns no menu)"
	);
	const toggle = page.locator( '#site-navigation-menu-toggle' );
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( menu ).toBeVisible();
	const back = menu.locator( '.tourfront-menu-back' );
	await expect( back ).toBeHidden();
	// The "›" button sits on its item's row, right of the label.
	const parent = menu.locator( 'li.menu-item-has-children' ).first();
	const label = await parent.locator( ':scope > a' ).boundingBox();
	const next = await parent
		.locator( ':scope > .tourfront-menu-next' )
		.boundingBox();
	expect( label ).not.toBeNull();
	expect( next ).not.toBeNull();
	expect(
		Math.abs(
			label!.y + label!.height / 2 - ( next!.y + next!.height / 2 )
		)
	).toBeLessThan( label!.height / 2 );
	expect( next!.x ).toBeGreaterThan( label!.x + label!.width / 2 );
	await parent.locator( ':scope > a' ).hover();
	expect(
		await parent.locator( ':scope > a' ).evaluate( contrastOf ),
		'hovered top-level item'
	).toBeGreaterThanOrEqual( 4.5 );
	await page.screenshot( { path: 'e2e/artifacts/site-mobile-menu-top.png' } );

	await menu
		.locator( 'li.menu-item-has-children > .tourfront-menu-next' )
		.first()
		.click();
	await expect( back ).toBeVisible();
	await expect( back ).toHaveText( t( 'Main menu' ) );
	await expect(
		menu.locator( 'a[href$="/product-category/tour-mien-bac/"]' )
	).toBeVisible();
	await expect( menu.locator( 'a[href$="/cart/"]' ) ).toBeHidden();
	const child = menu.locator( 'a[href$="/product-category/tour-mien-bac/"]' );
	await child.hover();
	expect(
		await child.evaluate( contrastOf ),
		'hovered sub-menu item'
	).toBeGreaterThanOrEqual( 4.5 );
	await page.screenshot( {
		path: 'e2e/artifacts/site-mobile-menu-level-1.png',
	} );

	await back.click();
	await expect( back ).toBeHidden();
	await expect( menu.locator( 'a[href$="/cart/"]' ) ).toBeVisible();
	watch.expectClean();
} );
