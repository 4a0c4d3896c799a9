/**
 * Site-wide journeys (issue 9): password strength on registration, order attribution from a utm
 * link through to the order, the article's table of contents, the store notice, the mobile menu.
 */

/** Internal dependencies */
import { openCheckoutWithTour, fillGuestDetails, placeOrderButton, recordCheckoutPosts } from './checkout-helpers';
import { t } from './i18n';
import { orderIdOf, orderMeta } from './orders';
import { ARTICLE_PATH } from './store-api';
import { isRealStore } from './target';
import { expect, test, watchPage } from './test-utils';

test( 'registering: a weak password blocks the form, a strong one frees it', async ( { page } ) => {
	const watch = watchPage( page );
	await page.goto( '/my-account/' );
	const register = page.locator( 'form.register' );
	const password = register.locator( '#reg_password' );
	const submit = register.locator( 'button[type="submit"]' );
	const meter = register.locator( '.woocommerce-password-strength' );
	test.skip(
		isRealStore && ( await password.count() ) === 0,
		'the store generates customers\' passwords (WooCommerce → Settings → Accounts): its registration form has no password to measure'
	);

	if ( await register.locator( '#reg_username' ).count() ) {
		await register.locator( '#reg_username' ).fill( 'nguyenvanan' );
	}
	await register.locator( '#reg_email' ).fill( 'an.nguyen@example.vn' );
	await password.fill( 'halong1' );
	await expect( meter ).toHaveClass( /\b(short|bad)\b/ );
	await expect( meter ).toContainText( t( 'Please enter a stronger password.' ) );
	await expect( register.locator( '.woocommerce-password-hint' ) ).toBeVisible();
	await expect( submit ).toBeDisabled();
	await register.screenshot( { path: 'e2e/artifacts/site-register-weak.png' } );

	await password.fill( 'Vịnh-Hạ-Long!2026-du-thuyền#Kayak' );
	await expect( meter ).toHaveClass( /\bstrong\b/ );
	await expect( meter ).toHaveText( t( 'Strong' ) );
	await expect( register.locator( '.woocommerce-password-hint' ) ).toHaveCount( 0 );
	await expect( submit ).toBeEnabled();

	// The show/hide toggle reveals the password.
	await register.getByRole( 'button', { name: t( 'Show password' ) } ).click();
	await expect( password ).toHaveAttribute( 'type', 'text' );
	await register.screenshot( { path: 'e2e/artifacts/site-register-strong.png' } );
	watch.expectClean();
} );

test( 'a visit from a facebook ad fills the registration form attribution fields', async ( { page, context } ) => {
	const watch = watchPage( page );
	await page.goto( '/?utm_source=facebook&utm_medium=cpc' );
	const cookies = Object.fromEntries( ( await context.cookies() ).map( ( c ) => [ c.name, decodeURIComponent( c.value ) ] ) );
	expect( cookies.sbjs_current ).toContain( 'typ=utm|||src=facebook|||mdm=cpc' );
	expect( Object.keys( cookies ).filter( ( name ) => name.startsWith( 'sbjs_' ) ).sort() ).toEqual( [
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
	const field = ( name: string ) => register.locator( `input[name="wc_order_attribution_${ name }"]` );
	await expect( field( 'source_type' ) ).toHaveValue( 'utm' );
	await expect( field( 'utm_source' ) ).toHaveValue( 'facebook' );
	await expect( field( 'utm_medium' ) ).toHaveValue( 'cpc' );
	await expect( field( 'session_pages' ) ).toHaveValue( '2' );

	await register.screenshot( { path: 'e2e/artifacts/site-register-attribution.png' } );
	watch.expectClean();
} );

test( 'a purchase after a facebook ad carries the attribution to the order', async ( { page, browser } ) => {
	const watch = watchPage( page );
	await page.goto( '/?utm_source=facebook&utm_medium=cpc' );
	const posts = recordCheckoutPosts( page );
	await openCheckoutWithTour( page );
	await fillGuestDetails( page );
	await placeOrderButton( page ).click();
	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\/\?key=wc_order_/ );
	expect( posts ).toHaveLength( 1 );
	const attribution = ( posts[ 0 ].extensions as Record< string, Record< string, string > > )[
		'woocommerce/order-attribution'
	];
	expect( attribution ).toMatchObject( {
		source_type: 'utm',
		utm_source: 'facebook',
		utm_medium: 'cpc',
		utm_campaign: '(none)',
	} );
	expect( attribution.session_entry ).toContain( 'utm_source=facebook' );
	// The order keeps it as `_wc_order_attribution_*` meta.
	expect( await orderMeta( page, browser, orderIdOf( page ) ) ).toMatchObject( {
		_wc_order_attribution_source_type: 'utm',
		_wc_order_attribution_utm_source: 'facebook',
		_wc_order_attribution_utm_medium: 'cpc',
	} );
	await expect( page.locator( '.woocommerce-order' ) ).toBeVisible();
	if ( ! isRealStore ) {
		// The demo has no admin order screen, where WooCommerce shows the attribution: its order-received page does.
		const origin = page.locator( '.woocommerce-order-attribution' );
		await expect( origin.getByRole( 'heading', { name: t( 'Order attribution' ) } ) ).toBeVisible();
		await expect( origin.getByRole( 'row', { name: new RegExp( `${ t( 'Origin' ) }\\s+${ t( 'Source: %s', 'facebook' ) }` ) } ) ).toBeVisible();
		await expect( origin.getByRole( 'row', { name: new RegExp( `${ t( 'Marketing medium' ) }\\s+cpc` ) } ) ).toBeVisible();
	}
	await page.screenshot( { path: 'e2e/artifacts/site-order-received.png', fullPage: true } );
	watch.expectClean();
} );

test( 'the article table of contents folds and scrolls to a heading', async ( { page } ) => {
	const watch = watchPage( page );
	await page.goto( ARTICLE_PATH );
	// Images above the headings settle first, so the measured position is the final one.
	await page.waitForLoadState( 'networkidle' );
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
	const top = await page.locator( `[id="${ id }"]` ).evaluate( ( el ) => el.getBoundingClientRect().top );
	// Scrolled to the configured offset (100 px in the demo and the seed) below the header when it stays
	// stuck ("sticky"; "hide-on-scroll" hides it on the way down), give or take a pixel.
	const { offset, sticky } = await page.evaluate( () => {
		const theme = ( window as unknown as { tourfrontSettings?: { theme?: { toc_scroll_offset?: number; sticky_header?: string } } } ).tourfrontSettings?.theme;
		return { offset: Number( theme?.toc_scroll_offset ?? 100 ), sticky: theme?.sticky_header === 'sticky' };
	} );
	const header = sticky ? await page.locator( '#masthead' ).evaluate( ( el ) => ( el as HTMLElement ).offsetHeight ) : 0;
	expect( Math.abs( top - ( offset + header ) ) ).toBeLessThanOrEqual( 2 );
	await page.screenshot( { path: 'e2e/artifacts/site-toc.png' } );
	watch.expectClean();
} );

test( 'the store notice stays dismissed after a reload', async ( { page, context } ) => {
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
	const cookie = ( await context.cookies() ).find( ( c ) => c.name === `store_notice${ id }` );
	expect( cookie ).toMatchObject( { value: 'hidden', path: '/' } );
	await page.reload();
	await expect( page.locator( '.woocommerce-store-notice' ) ).toBeHidden();
} );

test( 'the mobile menu slides between levels at 390 px', async ( { page } ) => {
	const watch = watchPage( page );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.goto( '/' );
	const menu = page.locator( '.handheld-navigation' );
	test.skip(
		isRealStore && ( await menu.locator( 'li.menu-item-has-children' ).count() ) === 0,
		'the store\'s handheld menu has no sub-menu to slide to (wp-env/seed.php assigns no menu)'
	);
	const toggle = page.locator( '#site-navigation-menu-toggle' );
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( menu ).toBeVisible();
	const back = menu.locator( '.tourfront-menu-back' );
	await expect( back ).toBeHidden();
	await page.screenshot( { path: 'e2e/artifacts/site-mobile-menu-top.png' } );

	await menu.locator( 'li.menu-item-has-children > .tourfront-menu-next' ).first().click();
	await expect( back ).toBeVisible();
	await expect( back ).toHaveText( t( 'main menu' ) );
	await expect( menu.locator( 'a[href$="/product-category/tour-mien-bac/"]' ) ).toBeVisible();
	await expect( menu.locator( 'a[href$="/cart/"]' ) ).toBeHidden();
	await page.screenshot( { path: 'e2e/artifacts/site-mobile-menu-level-1.png' } );

	await back.click();
	await expect( back ).toBeHidden();
	await expect( menu.locator( 'a[href$="/cart/"]' ) ).toBeVisible();
	watch.expectClean();
} );
