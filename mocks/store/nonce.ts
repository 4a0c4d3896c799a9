/**
 * WordPress nonces as `wp_create_nonce` / `wp_verify_nonce` make them: a hash of the tick, the action, the
 * user and the site's salt. A day's life is cut into two 12-hour ticks, and a nonce is accepted in the tick
 * it was made in and the next one, so it lives 12 to 24 hours. A value the site did not make is refused.
 * The demo's page server and its in-browser store are one site: both make nonces with the same salt, the
 * way two PHP requests of one WordPress share wp-config's NONCE_SALT.
 */

/** Internal dependencies */
import { md5 } from './md5';

/** `nonce_life`: a day. */
export const NONCE_LIFE_S = 86400;

/** The Store API's nonce action (WooCommerce's `wc_store_api`). */
export const STORE_API_NONCE_ACTION = 'wc_store_api';

/** The demo site's NONCE_SALT. */
export const DEMO_NONCE_SALT = 'tourfront-demo-nonce-salt';

/**
 * The user a guest's nonce is made for. WooCommerce makes it the guest's session, which the demo's page
 * server never sees (the session lives in the browser), so every guest shares user 0, as WordPress alone does.
 */
const GUEST = 0;

/** `wp_nonce_tick()`: which half-day `nowS` (seconds) falls in. */
export function nonceTick( nowS: number ): number {
	return Math.ceil( nowS / ( NONCE_LIFE_S / 2 ) );
}

function nonceFor( tick: number, action: string, uid: number ): string {
	return md5( `${ tick }|${ action }|${ uid }|${ DEMO_NONCE_SALT }` ).slice(
		-12,
		-2
	);
}

/** `wp_create_nonce( action )` at `nowS`. */
export function createNonce(
	nowS: number,
	action = STORE_API_NONCE_ACTION,
	uid = GUEST
): string {
	return nonceFor( nonceTick( nowS ), action, uid );
}

/**
 * `wp_verify_nonce( nonce, action )` at `nowS`: 1 when made in this tick, 2 when made in the previous
 * one, false otherwise (older, another action, or not made by this site).
 */
export function verifyNonce(
	nonce: string,
	nowS: number,
	action = STORE_API_NONCE_ACTION,
	uid = GUEST
): 1 | 2 | false {
	const tick = nonceTick( nowS );
	if ( nonce === nonceFor( tick, action, uid ) ) {
		return 1;
	}
	if ( nonce === nonceFor( tick - 1, action, uid ) ) {
		return 2;
	}
	return false;
}

/** The Store API nonce a page printed at `nowMs` carries (`wp_create_nonce( 'wc_store_api' )`). */
export function pageNonce( nowMs = Date.now() ): string {
	return createNonce( Math.floor( nowMs / 1000 ) );
}
