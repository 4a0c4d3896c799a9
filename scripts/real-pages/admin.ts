/**
 * An administrator's session on the recorded store, for what only an administrator may do there: read
 * the PHP version, and take back the orders the recording placed (cancelled first, so WooCommerce puts
 * the stock and the sales counts back, then deleted) so that the next recording finds the same store.
 */

/** External dependencies */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface AdminSession {
	/** A REST call with the administrator's cookie and nonce; resolves with the JSON, or null on an error status. */
	rest: < T >(
		method: string,
		route: string,
		body?: unknown
	) => Promise< T | null >;
	close: () => Promise< void >;
}

/** Signs in; resolves with null when `user:password` does not open wp-admin. */
export async function openAdmin(
	browser: Browser,
	origin: string,
	credentials: string
): Promise< AdminSession | null > {
	const [ user, ...rest ] = credentials.split( ':' );
	const context: BrowserContext = await browser.newContext( {
		baseURL: origin,
	} );
	const page: Page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( user );
	await page.locator( '#user_pass' ).fill( rest.join( ':' ) );
	await Promise.all( [
		page.waitForNavigation(),
		page.locator( '#wp-submit' ).click(),
	] );
	const nonce = await page.evaluate( async () => {
		const response = await fetch(
			'/wp-admin/admin-ajax.php?action=rest-nonce'
		);
		return response.ok ? response.text() : '';
	} );
	if ( ! /^[0-9a-f]{10}$/.test( nonce ) ) {
		await context.close();
		return null;
	}
	return {
		rest: ( method, route, body ) =>
			page.evaluate(
				async ( [ m, r, b, n ] ) => {
					const response = await fetch( `/wp-json${ r }`, {
						method: m,
						headers: {
							'X-WP-Nonce': n,
							'Content-Type': 'application/json',
						},
						body: b === undefined ? undefined : JSON.stringify( b ),
					} );
					return response.ok ? response.json() : null;
				},
				[ method, route, body, nonce ] as const
			),
		close: () => context.close(),
	};
}

/** Cancels then deletes the orders, so stock and sales counts return to what they were. */
export async function takeBackOrders(
	admin: AdminSession,
	orderIds: number[]
): Promise< void > {
	for ( const id of orderIds ) {
		await admin.rest( 'PUT', `/wc/v3/orders/${ id }`, {
			status: 'cancelled',
		} );
		await admin.rest( 'DELETE', `/wc/v3/orders/${ id }?force=true` );
	}
}
