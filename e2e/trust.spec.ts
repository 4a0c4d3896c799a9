/**
 * What tells a traveller the shop is real, from the theme's Customizer options the seed
 * fills: hotline and Zalo chat in the header, registration, licence, the Ministry's badge and the
 * cancellation policy in the footer, the policy next to each tour; and the article lists the articles'
 * category and tag links and the "Cẩm nang du lịch" menu item lead to. Demo and real store.
 */

/** Internal dependencies */
import { TRUST } from '../mocks/fixtures/trust';
import { openCheckoutWithTour } from './checkout-helpers';
import { t } from './i18n';
import { productPath } from './store-api';
import { expect, test, watchPage } from './test-utils';

for ( const width of [ 1280, 390 ] ) {
	test( `the header offers the hotline and a Zalo chat, the footer the company's papers (${ width } px)`, async ( {
		page,
	} ) => {
		const watch = watchPage( page );
		await page.setViewportSize( { width, height: 900 } );
		await page.goto( '/' );
		const hotline = page.locator(
			'.site-header a.tourfront-contact__hotline'
		);
		await expect( hotline ).toBeVisible();
		await expect( hotline ).toHaveAttribute(
			'href',
			`tel:${ TRUST.hotline.replace( /\D/g, '' ) }`
		);
		await expect( hotline ).toContainText( TRUST.hotline );
		const zalo = page.locator( '.site-header a.tourfront-contact__zalo' );
		await expect( zalo ).toBeVisible();
		await expect( zalo ).toHaveAttribute(
			'href',
			`https://zalo.me/${ TRUST.zalo_number }`
		);
		await expect( zalo ).toHaveAttribute( 'target', '_blank' );

		const footer = page.locator( '.site-footer .tourfront-trust' );
		await expect( footer ).toContainText( TRUST.business_registration );
		await expect( footer ).toContainText( TRUST.tour_operator_license );
		const badge = footer.locator( 'a.tourfront-trust__moit' );
		await expect( badge ).toHaveAttribute(
			'href',
			TRUST.moit_notification_url
		);
		const image = badge.getByRole( 'img', {
			name: t( 'Notified to the Ministry of Industry and Trade' ),
		} );
		await image.scrollIntoViewIfNeeded();
		// Our own drawing, served by the theme: never an image from the government's site.
		await expect( image ).toHaveAttribute(
			'src',
			/\/themes\/tourfront\/assets\/images\/moit-notified\.svg/
		);
		await expect
			.poll( () =>
				image.evaluate(
					( img ) => ( img as HTMLImageElement ).naturalWidth
				)
			)
			.toBeGreaterThan( 0 );
		await footer.locator( '.tourfront-trust__policy a' ).click();
		await expect( page.locator( 'h1.entry-title' ) ).toHaveText(
			TRUST.cancellationPolicyPage.title
		);
		await expect(
			page.locator( '.entry-content h2' ).first()
		).toBeVisible();
		watch.expectClean();
	} );
}

test( 'a tour links the cancellation policy next to its booking box', async ( {
	page,
} ) => {
	await page.goto( productPath( 'haLong' ) );
	const link = page.locator( '.summary .tourfront-policy-link a' );
	await expect( link ).toHaveText( TRUST.cancellationPolicyPage.title );
	await link.click();
	await page.waitForURL(
		new RegExp( `/${ TRUST.cancellationPolicyPage.slug }/$` )
	);
	await expect( page.locator( 'h1.entry-title' ) ).toHaveText(
		TRUST.cancellationPolicyPage.title
	);
} );

test( 'the checkout links the cancellation policy under the terms', async ( {
	page,
} ) => {
	await openCheckoutWithTour( page );
	const link = page.locator(
		'.wc-block-checkout__terms .tourfront-policy-link a'
	);
	await expect( link ).toHaveText( TRUST.cancellationPolicyPage.title );
	await expect( link ).toHaveAttribute(
		'href',
		new RegExp( `/${ TRUST.cancellationPolicyPage.slug }/$` )
	);
} );

test( 'the "Cẩm nang du lịch" menu item, and the articles\' category and tag links, lead to article lists', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await page
		.locator( '#site-navigation a', { hasText: 'Cẩm nang du lịch' } )
		.first()
		.click();
	await expect( page.locator( 'body' ) ).toHaveClass( /\bblog\b/ );
	// The body's class arrives before the list is parsed: wait for the list.
	await expect( page.locator( 'article.post' ).nth( 1 ) ).toBeAttached();
	for ( const selector of [
		'.cat-links a[rel~="tag"]',
		'.tags-links a[rel~="tag"]',
	] ) {
		await page.goto( '/cam-nang-du-lich/' );
		const link = page.locator( selector ).first();
		const name = ( ( await link.textContent() ) ?? '' ).trim();
		const href = ( await link.getAttribute( 'href' ) ) ?? '';
		const response = await page.goto( href );
		expect( response?.status(), `${ selector } → ${ href }` ).toBe( 200 );
		await expect( page.locator( 'body' ) ).toHaveClass( /\barchive\b/ );
		await expect( page.locator( 'h1.page-title' ) ).toContainText( name );
		expect(
			await page.locator( 'article.post' ).count(),
			href
		).toBeGreaterThan( 0 );
		// Every article listed carries that category or tag.
		for ( const article of await page.locator( 'article.post' ).all() ) {
			await expect(
				article.locator( `${ selector.split( ' ' )[ 0 ] } a`, {
					hasText: name,
				} )
			).toHaveCount( 1 );
		}
	}
} );
