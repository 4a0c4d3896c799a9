/**
 * Nonces, Cart-Token and cart hash, as WooCommerce checks them: a write without a Nonce is 401
 * woocommerce_rest_missing_nonce; a Nonce this site did not make, or made more than a tick ago
 * (./nonce.ts), is 403 woocommerce_rest_invalid_nonce. A valid Cart-Token (one this store issued and
 * not expired) replaces the Nonce.
 */

/** Internal dependencies */
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { md5 } from './md5';
import { nonceInvalid, nonceMissing } from './messages';
import { createNonce, verifyNonce } from './nonce';

/** A Nonce no site makes, so always rejected: what a page printed before the last tick amounts to. */
export const EXPIRED_NONCE = 'expired';

/** Cart-Token lifetime: 48 hours, as WooCommerce's JWT. */
export const CART_TOKEN_LIFETIME_S = 172800;

function base64url( text: string ): string {
	const bytes = new TextEncoder().encode( text );
	let binary = '';
	bytes.forEach( ( byte ) => ( binary += String.fromCharCode( byte ) ) );
	return btoa( binary )
		.replace( /\+/g, '-' )
		.replace( /\//g, '_' )
		.replace( /=+$/, '' );
}

function fromBase64url( text: string ): string {
	const binary = atob( text.replace( /-/g, '+' ).replace( /_/g, '/' ) );
	return new TextDecoder().decode(
		Uint8Array.from( binary, ( char ) => char.charCodeAt( 0 ) )
	);
}

/** Seconds since the epoch. */
export function nowSeconds( ctx: StoreContext ): number {
	return Math.floor( ctx.now() / 1000 );
}

/** A Cart-Token (HS256-shaped JWT) for this store's session. */
export function issueCartToken( ctx: StoreContext ): string {
	const iat = nowSeconds( ctx );
	const header = base64url( JSON.stringify( { alg: 'HS256', typ: 'JWT' } ) );
	const payload = base64url(
		JSON.stringify( {
			user_id: ctx.state.sessionId,
			exp: iat + CART_TOKEN_LIFETIME_S,
			iss: 'store-api',
			iat,
		} )
	);
	return `${ header }.${ payload }.${ base64url( md5( `${ header }.${ payload }.tourfront` ) ) }`;
}

/** True when the token is one this store issued and it has not expired. */
export function isValidCartToken(
	ctx: StoreContext,
	token: string | null | undefined
): boolean {
	if ( ! token ) {
		return false;
	}
	try {
		const [ header, payload, signature ] = token.split( '.' );
		if (
			signature !==
			base64url( md5( `${ header }.${ payload }.tourfront` ) )
		) {
			return false;
		}
		const claims = JSON.parse( fromBase64url( payload ) ) as {
			user_id?: string;
			exp?: number;
			iss?: string;
		};
		return (
			claims.iss === 'store-api' &&
			claims.user_id === ctx.state.sessionId &&
			( claims.exp ?? 0 ) > nowSeconds( ctx )
		);
	} catch {
		return false;
	}
}

/** Throws the 401/403 a write (or GET checkout) gets without a valid Nonce or Cart-Token. */
export function checkNonce(
	ctx: StoreContext,
	nonce: string | null | undefined,
	cartToken: string | null | undefined
): void {
	if ( isValidCartToken( ctx, cartToken ) ) {
		return;
	}
	if ( ! nonce ) {
		throw new StoreError(
			'woocommerce_rest_missing_nonce',
			nonceMissing(),
			401
		);
	}
	if ( ! verifyNonce( nonce, nowSeconds( ctx ) ) ) {
		throw new StoreError(
			'woocommerce_rest_invalid_nonce',
			nonceInvalid(),
			403
		);
	}
}

/** The cart hash ("" for an empty cart). */
export function cartHash( ctx: StoreContext ): string {
	const { items, coupons } = ctx.state.cart;
	if ( ! items.length ) {
		return '';
	}
	return md5(
		JSON.stringify( {
			items: items.map( ( item ) => [ item.key, item.quantity ] ),
			coupons,
		} )
	);
}

/** The headers of every cart and checkout response. */
export function sessionHeaders( ctx: StoreContext ): Record< string, string > {
	return {
		Nonce: createNonce( nowSeconds( ctx ) ),
		'Nonce-Timestamp': String( nowSeconds( ctx ) ),
		'Cart-Token': issueCartToken( ctx ),
		'Cart-Hash': cartHash( ctx ),
		'User-ID': '0',
	};
}
