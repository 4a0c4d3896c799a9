/**
 * Every page type answers with the markup the theme prints, without a console error or warning and
 * without a request leaving the store's host, at 1280 and 390 px (screenshots in e2e/artifacts/,
 * named demo-* on the demo and real-* on a real store).
 */

/** Internal dependencies */
import { ARTICLE_PATH, productPath, withTourIf } from './store-api';
import { isRealStore } from './target';
import { expect, imagesLoaded, test, watchPage } from './test-utils';

const PAGES: Array< {
	name: string;
	path: string;
	status?: number;
	selector: string;
} > = [
	{ name: 'home', path: '/', selector: 'body.home ul.products li.product' },
	{
		name: 'shop',
		path: '/shop/',
		selector: 'form.woocommerce-ordering select.orderby',
	},
	{
		name: 'shop-page-2',
		path: '/shop/page/2/',
		selector: 'nav.woocommerce-pagination .current',
	},
	{
		name: 'shop-by-price',
		path: '/shop/?orderby=price',
		selector: 'select.orderby option[value="price"][selected]',
	},
	{
		name: 'category',
		path: '/product-category/tour-mien-bac/',
		selector: 'body.tax-product_cat ul.products.columns-3 li.product',
	},
	{
		name: 'product-simple',
		path: productPath( 'guidebook' ),
		selector:
			'form.cart button.single_add_to_cart_button[name="add-to-cart"]',
	},
	{
		name: 'product-tour',
		path: productPath( 'haLong' ),
		selector: 'form.variations_form[data-product_variations]',
	},
	{
		name: 'product-variable',
		path: productPath( 'daNang' ),
		selector: 'form.variations_form[data-product_variations]',
	},
	{
		name: 'search',
		path: '/?s=ha+noi&post_type=product',
		selector: 'body.search-results ul.products li.product',
	},
	{
		name: 'search-none',
		path: '/?s=paris&post_type=product',
		selector: '.woocommerce-no-products-found .woocommerce-info',
	},
	{
		name: 'cart',
		path: '/cart/',
		selector: '[data-block-name="tourfront/cart"]',
	},
	// With a tour in the cart: WooCommerce sends an empty cart's /checkout/ to /cart/.
	{
		name: 'checkout',
		path: '/checkout/',
		selector: '[data-block-name="tourfront/checkout"]',
	},
	{
		name: 'my-account',
		path: '/my-account/',
		selector: 'form.woocommerce-form-register #reg_email',
	},
	{
		name: 'lost-password',
		path: '/my-account/lost-password/',
		selector: 'form.woocommerce-ResetPassword #user_login',
	},
	{
		name: 'article',
		path: ARTICLE_PATH,
		selector: 'article.post .tourfront-toc a[href^="#"]',
	},
	{
		name: 'not-found',
		path: '/khong-co-trang-nay/',
		status: 404,
		selector: 'body.error404 .error-404',
	},
];

for ( const width of [ 1280, 390 ] ) {
	test.describe( `pages at ${ width } px`, () => {
		test.use( { viewport: { width, height: 900 } } );

		for ( const { name, path, status = 200, selector } of PAGES ) {
			// The browser reports a 404 document itself as a failed resource; nothing else may appear.
			const expectedProblem = status === 404 ? /status of 404/ : /(?!)/;

			test( `${ name } (${ path }) answers ${ status } with its markup, no console error or warning, nothing from another host`, async ( {
				page,
			} ) => {
				const watch = watchPage( page );
				await withTourIf( page, name === 'checkout' );
				const response = await page.goto( path );
				expect( response?.status() ).toBe( status );
				await expect( page.locator( selector ).first() ).toBeAttached();
				await expect(
					page.locator(
						'body.woocommerce-active #masthead.site-header'
					)
				).toBeVisible();
				// Let lazy images below the fold load before the full-page screenshot.
				await page.evaluate( () =>
					window.scrollTo( 0, document.body.scrollHeight )
				);
				await imagesLoaded( page );
				await page.evaluate( () => window.scrollTo( 0, 0 ) );
				await page.screenshot( {
					path: `e2e/artifacts/${ isRealStore ? 'real' : 'demo' }-${ name }-${ width }.png`,
					fullPage: true,
				} );
				watch.problems.splice(
					0,
					watch.problems.length,
					...watch.problems.filter(
						( p ) => ! expectedProblem.test( p )
					)
				);
				watch.expectClean();
			} );
		}
	} );
}

test( 'a product search with one hit goes straight to the product', async ( {
	page,
} ) => {
	await page.goto( '/?s=mu+cang+chai&post_type=product' );
	await expect( page ).toHaveURL(
		new RegExp( `${ productPath( 'muCangChai' ) }$` )
	);
	await expect( page.locator( 'h1.product_title' ) ).toBeVisible();
} );
