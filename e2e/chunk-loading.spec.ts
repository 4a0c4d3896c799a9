/**
 * A lazy chunk that does not load. The article's table of contents loads its code as a chunk;
 * here its first request answers 503 (a server hiccup, or a proxy that kept an error): the shopper reads
 * "Loading chunk {n} failed." in Vietnamese with a button, and the button loads it, past the caches.
 */

/** Internal dependencies */
import { t } from './i18n';
import { ARTICLE_PATH } from './store-api';
import { expect, test } from './test-utils';

for ( const width of [ 1280, 390 ] ) {
	test( `a chunk that fails to load says so, and "Try again" loads it at ${ width } px`, async ( {
		page,
		context,
	} ) => {
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		await page.setViewportSize( {
			width,
			height: width > 500 ? 800 : 844,
		} );
		let failed = '';
		const retries: string[] = [];
		// context.route also sees what the demo's service worker fetches.
		await context.route(
			/\/chunks\/[^/?]+\.js(?:\?.*)?$/,
			async ( route ) => {
				const response = await route.fetch();
				const body = await response.text();
				const url = route.request().url();
				if ( ! failed && body.includes( 'tourfront-toc__list' ) ) {
					failed = url;
					await route.fulfill( {
						status: 503,
						contentType: 'text/html',
						body: '<h1>Service Unavailable</h1>',
					} );
					return;
				}
				if ( url === failed ) {
					retries.push( route.request().method() );
				}
				await route.fulfill( { response, body } );
			}
		);
		await page.goto( ARTICLE_PATH );
		const notice = page.locator( '.tourfront-chunk-error' );
		await expect( notice ).toBeVisible();
		const name = failed
			.split( '/' )
			.pop()!
			.replace( /\.js.*$/, '' );
		await expect( notice ).toHaveAttribute( 'role', 'alert' );
		await expect( notice ).toContainText(
			t( 'Loading chunk %s failed.', name )
		);
		// The table of contents' code did not run: its button does nothing yet.
		const toggle = page.locator(
			'nav.tourfront-toc .tourfront-toc__toggle'
		);
		const before = await toggle.getAttribute( 'aria-expanded' );
		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', before ?? '' );
		await page.screenshot( {
			path: `e2e/artifacts/chunk-failed-${ width }.png`,
		} );

		await notice.getByRole( 'button', { name: t( 'Try again' ) } ).click();
		await expect( notice ).toHaveCount( 0 );
		await toggle.click();
		await expect( toggle ).toHaveAttribute(
			'aria-expanded',
			before === 'true' ? 'false' : 'true'
		);
		// The failed file was asked for again. (That the retry goes past the caches, `cache: 'reload'`, is
		// chunk-failure.test.ts's: Playwright's routing turns the HTTP cache off and does not show the header.)
		expect( retries.length ).toBeGreaterThanOrEqual( 1 );
		await page.screenshot( {
			path: `e2e/artifacts/chunk-retried-${ width }.png`,
		} );
		expect( errors ).toEqual( [] );
	} );
}
