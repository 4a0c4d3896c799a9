/**
 * Real pages, real weight, on a real store only: Tourfront's pages fetch no jQuery and no emoji
 * script, and a plugin that depends on jQuery or WooCommerce's scripts still gets them (with the probe
 * plugin bench/real-store/tourfront-diet-probe.php installed as a must-use plugin of the test store).
 */

/** External dependencies */
import { expect, test, type Page } from '@playwright/test';

/** Internal dependencies */
import { discoverStore } from '../bench/real/discover';

const STORE = process.env.E2E_BASE_URL?.replace( /\/$/, '' );

const CLASSIC =
	/\/(jquery(-migrate)?(\.min)?\.js|wp-emoji-release\.min\.js|jquery\.blockUI|js\.cookie|frontend\/woocommerce(\.min)?\.js|selectWoo)/;

/** The scripts a page fetches while it loads. */
async function scriptsOf( page: Page, url: string ): Promise< string[] > {
	const scripts: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			scripts.push( request.url() );
		}
	} );
	// eslint-disable-next-line playwright/no-networkidle -- counting every script the page loads, lazy ones included.
	await page.goto( url, { waitUntil: 'networkidle' } );
	return scripts;
}

test.describe( 'real store: the script diet', () => {
	test.skip( ! STORE, 'needs a real store (E2E_BASE_URL)' );

	test( 'shop, category, product, article, cart and checkout fetch no jQuery, no emoji and no classic WooCommerce script', async ( {
		page,
		context,
	} ) => {
		const map = await discoverStore( STORE! );
		expect(
			map.cartProduct,
			'a product to fill the cart with'
		).not.toBeNull();
		await context.request.post( `${ STORE }/?wc-ajax=add_to_cart`, {
			form: { product_id: String( map.cartProduct!.id ), quantity: '1' },
		} );
		for ( const type of [
			'shop',
			'category',
			'product',
			'product-variable',
			'article',
			'cart',
			'checkout',
		] as const ) {
			const url = map.pages[ type ];
			expect( url, `${ type } found` ).toBeTruthy();
			const scripts = await scriptsOf( page, url! );
			expect(
				scripts.filter(
					( s ) => s.includes( '/themes/' ) && s.includes( '/build/' )
				).length,
				`${ type }: Tourfront's bundles load`
			).toBeGreaterThan( 0 );
			expect(
				scripts.filter( ( s ) => CLASSIC.test( s ) ),
				type
			).toEqual( [] );
			page.removeAllListeners( 'request' );
		}
	} );

	test( "a plugin's scripts that depend on jquery, wc-add-to-cart or woocommerce still get them", async ( {
		page,
	} ) => {
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		const map = await discoverStore( STORE! );
		const shop = new URL( map.pages.shop! );
		shop.searchParams.set( 'tourfront_diet_probe', '1' );
		// eslint-disable-next-line playwright/no-networkidle -- the probe plugin's late script must have run before its report is read.
		await page.goto( shop.href, { waitUntil: 'networkidle' } );
		const probe = await page.evaluate(
			() =>
				(
					window as unknown as {
						tourfrontProbe?: Record< string, boolean >;
					}
				 ).tourfrontProbe ?? null
		);
		test.skip(
			probe === null,
			'the probe plugin (bench/real-store/tourfront-diet-probe.php) is not installed on this store'
		);
		expect( probe ).toEqual( {
			'probe-jquery': true,
			'probe-add-to-cart': true,
			'probe-late': true,
		} );
		expect( errors ).toEqual( [] );
	} );
} );
