/**
 * The blocks in WordPress's block editor: an administrator opens a
 * new page, places the Cart, Checkout and Mini-cart blocks, and each shows its live preview over the
 * sample cart (quantity limits 1–99, flat rate 500, free shipping and local pickup 0, a 20 % tax line),
 * with no console error and no Store API write. The page is never saved (WordPress keeps its auto-draft,
 * which it deletes after a week). Runs only with E2E_BASE_URL: the demo has no wp-admin.
 *
 *   E2E_BASE_URL=http://127.0.0.1:8085 EDITOR_SHOTS_DIR=/tmp/shots npm run test:e2e -- e2e/real-store-editor-preview.spec.ts
 */

/** External dependencies */
import type { FrameLocator, Locator, Page } from '@playwright/test';

/** Internal dependencies */
import { ADMIN_PASSWORD, ADMIN_USER } from './orders';
import { isRealStore, REAL_STORE_URL } from './target';
import { expect, test, watchPage } from './test-utils';

const SHOTS = process.env.EDITOR_SHOTS_DIR;

/**
 * What wp-admin's block editor itself prints on a store without Tourfront too: noted on the journey, not
 * failed. WordPress's welcome guide loads its picture from s.w.org (offline here, so it fails), and
 * WooCommerce warns that its classic-theme editor fonts are added to the canvas the old way.
 */
const EDITOR_PLATFORM: Array< { problem: RegExp; why: string } > = [
	{
		problem: /s\.w\.org\/images\/block-editor\//,
		why: "WordPress's welcome guide picture (s.w.org)",
	},
	{
		problem:
			/woocommerce-classictheme-editor-fonts-css was added to the iframe incorrectly/,
		why: "WooCommerce's classic-theme editor fonts warning",
	},
];

/** Moves the editor's own messages out of `problems` into the journey's "platform" notes. */
function setPlatformAside( problems: string[] ): void {
	for ( let i = problems.length - 1; i >= 0; i-- ) {
		const platform = EDITOR_PLATFORM.find( ( entry ) =>
			entry.problem.test( problems[ i ] )
		);
		if ( platform ) {
			test.info().annotations.push( {
				type: 'platform',
				description: `${ platform.why }: ${ problems[ i ] }`,
			} );
			problems.splice( i, 1 );
		}
	}
}

test.skip(
	! isRealStore,
	"needs a real store (E2E_BASE_URL): the block editor is WordPress's wp-admin, which the demo does not have"
);
test.use( { baseURL: REAL_STORE_URL } );

/** Logs in as the administrator through wp-login.php (the page's context keeps the cookies). */
async function logInAsAdmin( page: Page ): Promise< void > {
	const host = new URL( REAL_STORE_URL ).hostname;
	await page.context().addCookies( [
		{
			name: 'wordpress_test_cookie',
			value: 'WP%20Cookie%20check',
			domain: host,
			path: '/',
		},
	] );
	const login = await page.context().request.post( '/wp-login.php', {
		form: {
			log: ADMIN_USER,
			pwd: ADMIN_PASSWORD,
			'wp-submit': 'Log In',
			testcookie: '1',
		},
		maxRedirects: 0,
	} );
	expect(
		login.status(),
		`logging in as ${ ADMIN_USER } (E2E_ADMIN_USER / E2E_ADMIN_PASSWORD)`
	).toBe( 302 );
}

/** Opens a new page in the block editor, its welcome guide closed, and returns the editor canvas. */
async function openNewPage( page: Page ): Promise< FrameLocator > {
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await page.waitForFunction( () =>
		Boolean(
			(
				window as unknown as {
					wp?: {
						blocks?: { getBlockType?: ( name: string ) => unknown };
					};
				}
			 ).wp?.blocks?.getBlockType?.( 'tourfront/cart' )
		)
	);
	const guide = page.locator(
		'.components-modal__frame.edit-post-welcome-guide, .components-modal__frame.editor-welcome-guide'
	);
	if ( await guide.isVisible().catch( () => false ) ) {
		await page.keyboard.press( 'Escape' );
		await expect( guide ).toBeHidden();
	}
	return page.frameLocator( 'iframe[name="editor-canvas"]' );
}

/** Places `name` at the end of the page (the blocks stay out of the inserter: one per site area). */
async function insertBlock( page: Page, name: string ): Promise< void > {
	await page.evaluate( ( blockName ) => {
		const wp = (
			window as unknown as {
				wp: {
					blocks: { createBlock: ( n: string ) => unknown };
					data: {
						dispatch: ( s: string ) => {
							insertBlocks: ( b: unknown ) => void;
						};
					};
				};
			}
		 ).wp;
		wp.data
			.dispatch( 'core/block-editor' )
			.insertBlocks( wp.blocks.createBlock( blockName ) );
	}, name );
}

/** A screenshot for a person to look at (EDITOR_SHOTS_DIR), and attached to the report, once `preview`'s images are in. */
async function shoot(
	page: Page,
	name: string,
	preview: Locator
): Promise< void > {
	await preview.scrollIntoViewIfNeeded();
	await expect
		// The store's placeholder images queue behind the editor's own requests on a busy store.
		.poll(
			() =>
				preview
					.locator( 'img' )
					.evaluateAll( ( images ) =>
						images.every(
							( image ) =>
								( image as HTMLImageElement ).complete &&
								( image as HTMLImageElement ).naturalWidth > 0
						)
					),
			{ timeout: 60_000 }
		)
		.toBe( true );
	const path = SHOTS
		? `${ SHOTS }/${ name }-1280.png`
		: test.info().outputPath( `${ name }-1280.png` );
	await page.screenshot( { path } );
	await test.info().attach( name, { path, contentType: 'image/png' } );
}

test.describe( 'Block editor previews (real store)', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	test( 'the Cart, Checkout and Mini-cart blocks preview the sample cart, with no console error and no Store API write', async ( {
		page,
	} ) => {
		const watch = watchPage( page );
		const writes: string[] = [];
		page.on( 'request', ( request ) => {
			if (
				/\/wc\/store\/v1\//.test(
					decodeURIComponent( request.url() )
				) &&
				request.method() !== 'GET'
			) {
				writes.push( `${ request.method() } ${ request.url() }` );
			}
		} );
		await logInAsAdmin( page );
		const canvas = await openNewPage( page );

		await insertBlock( page, 'tourfront/cart' );
		const cart = canvas.locator(
			'.wp-block-tourfront-cart .tourfront-editor-preview'
		);
		await expect( cart.locator( '.tourfront-cart__filled' ) ).toBeVisible();
		await expect( cart ).toContainText( /H[aạ] Long/ );
		const quantities = cart.locator( 'input[type="number"]' );
		await expect( quantities ).toHaveCount( 2 );
		for ( const input of await quantities.all() ) {
			await expect( input ).toHaveAttribute( 'min', '1' );
			await expect( input ).toHaveAttribute( 'max', '99' );
		}
		await expect( cart ).toContainText( '20%' );
		await shoot( page, 'editor-cart', cart );

		await insertBlock( page, 'tourfront/checkout' );
		const checkout = canvas.locator(
			'.wp-block-tourfront-checkout .tourfront-editor-preview'
		);
		const rates = checkout.locator(
			'input[type="radio"][name*="shipping"], input[type="radio"][value*="flat_rate"]'
		);
		await expect(
			checkout.locator( 'input[value="flat_rate:0"]' )
		).toBeChecked();
		await expect(
			checkout.locator( 'input[value="free_shipping:0"]' )
		).toHaveCount( 1 );
		await expect( rates.first() ).toBeVisible();
		await expect( checkout ).toContainText( /500\s*₫|₫\s*500|\$5\.00|500/ );
		await shoot( page, 'editor-checkout', checkout );

		await insertBlock( page, 'tourfront/mini-cart' );
		const miniCart = canvas.locator(
			'.wp-block-tourfront-mini-cart .tourfront-editor-preview'
		);
		await expect( miniCart.locator( 'a.cart-contents .count' ) ).toHaveText(
			/3/
		);
		await expect( miniCart.getByRole( 'dialog' ) ).toContainText(
			/Ninh B[iì]nh/
		);
		await shoot( page, 'editor-mini-cart', miniCart );

		// Inert: nothing in a preview takes focus or clicks, so nothing can send a request.
		await expect( cart ).toHaveAttribute( 'inert', '' );
		expect( writes, 'Store API writes from the editor' ).toEqual( [] );
		setPlatformAside( watch.problems );
		watch.expectClean();
	} );
} );
