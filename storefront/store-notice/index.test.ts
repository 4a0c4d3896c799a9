/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { installCookieJar } from '../../common/cookie/test-utils';

const NOTICE = `<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="fe68900dee1653cf2d0662bb68d31594" style="display:none;">This is a demo store. <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;

let cookies: ReturnType< typeof installCookieJar >;

async function load() {
	vi.resetModules();
	return import( './index' );
}

beforeEach( () => {
	cookies = installCookieJar( document );
	document.body.innerHTML = NOTICE;
} );

afterEach( () => {
	cookies.remove();
	document.body.innerHTML = '';
} );

const notice = () =>
	document.querySelector< HTMLElement >( '.woocommerce-store-notice' )!;

describe( 'store notice', () => {
	it( 'is shown until dismissed; dismissing sets store_notice{id}=hidden on path /', async () => {
		const { init } = await load();
		init( document );
		expect( notice().style.display ).toBe( '' );
		expect( notice().hidden ).toBe( false );

		document
			.querySelector< HTMLElement >(
				'.woocommerce-store-notice__dismiss-link'
			)!
			.click();
		expect( notice().style.display ).toBe( 'none' );
		expect( cookies.writes ).toEqual( [
			{
				name: 'store_notice' + 'fe68900dee1653cf2d0662bb68d31594',
				value: 'hidden',
				path: '/',
			},
		] );
	} );

	it( 'stays hidden while the cookie is set (after a reload)', async () => {
		cookies.jar.set(
			'store_noticefe68900dee1653cf2d0662bb68d31594',
			'hidden'
		);
		const { init } = await load();
		init( document );
		expect( notice().style.display ).toBe( 'none' );
		expect( notice().hidden ).toBe( true );
	} );

	it( 'a different notice id is shown again', async () => {
		cookies.jar.set( 'store_noticeold', 'hidden' );
		const { init } = await load();
		init( document );
		expect( notice().hidden ).toBe( false );
	} );
} );
