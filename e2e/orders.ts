/**
 * Orders the journeys place, as the store keeps them. On the demo the mock WooCommerce keeps them in
 * localStorage; on a real store they are read through WooCommerce's REST API as an administrator
 * (E2E_ADMIN_USER / E2E_ADMIN_PASSWORD, admin / password by default as on wp-env), in a browser
 * context of their own so the shopper's session is left alone.
 */

/** External dependencies */
import { expect, type Browser, type Page } from '@playwright/test';

/** Internal dependencies */
import { REAL_STORE_URL, isRealStore } from './target';

/** The note every order placed by the journeys carries, so a shop owner can find and delete them. */
export const TEST_ORDER_NOTE = 'Tourfront e2e';

/** An administrator of the store (wp-env's and the seeded test stores' admin / password unless told). */
export const ADMIN_USER = process.env.E2E_ADMIN_USER || 'admin';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD || 'password';

/** The order id of the order-received page the shopper is on. */
export function orderIdOf( page: Page ): number {
	return Number( /order-received\/(\d+)\//.exec( page.url() )?.[ 1 ] );
}

/** The demo order's meta, found in the mock store's snapshot in localStorage. */
function demoOrderMeta( page: Page, orderId: number ) {
	return page.evaluate( ( id ) => {
		const found: Array< Record< string, unknown > > = [];
		const walk = ( value: unknown ) => {
			if ( value && typeof value === 'object' ) {
				const record = value as Record< string, unknown >;
				if (
					record.id === id &&
					record.meta &&
					typeof record.meta === 'object'
				) {
					found.push( record.meta as Record< string, unknown > );
				}
				Object.values( record ).forEach( walk );
			}
		};
		for ( const key of Object.keys( localStorage ) ) {
			try {
				walk( JSON.parse( localStorage.getItem( key ) ?? 'null' ) );
			} catch {
				// Not JSON.
			}
		}
		return Object.assign( {}, ...found ) as Record< string, unknown >;
	}, orderId );
}

/** A real store's order meta through `/wp-json/wc/v3/orders/<id>`, logged in as an administrator. */
async function storeOrderMeta( browser: Browser, orderId: number ) {
	const context = await browser.newContext( { baseURL: REAL_STORE_URL } );
	try {
		const host = new URL( REAL_STORE_URL ).hostname;
		await context.addCookies( [
			{
				name: 'wordpress_test_cookie',
				value: 'WP%20Cookie%20check',
				domain: host,
				path: '/',
			},
		] );
		const login = await context.request.post( '/wp-login.php', {
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
		const nonce = await (
			await context.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text();
		const response = await context.request.get(
			`/wp-json/wc/v3/orders/${ orderId }`,
			{ headers: { 'X-WP-Nonce': nonce } }
		);
		expect( response.status(), `GET /wc/v3/orders/${ orderId }` ).toBe(
			200
		);
		const order = ( await response.json() ) as {
			meta_data: Array< { key: string; value: unknown } >;
		};
		return Object.fromEntries(
			order.meta_data.map( ( { key, value } ) => [ key, value ] )
		);
	} finally {
		await context.close();
	}
}

/** The meta of order `orderId` (keys as WooCommerce stores them, e.g. `_wc_order_attribution_source_type`). */
export function orderMeta(
	page: Page,
	browser: Browser,
	orderId: number
): Promise< Record< string, unknown > > {
	return isRealStore
		? storeOrderMeta( browser, orderId )
		: demoOrderMeta( page, orderId );
}
