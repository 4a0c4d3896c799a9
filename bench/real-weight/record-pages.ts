/**
 * A stop-gap recorder (`npm run bench -- --record-pages --url <store>`) until the parity recorder's
 * fixtures (mocks/fixtures/real-pages/) are merged; then REAL_PAGES_DIR points there and this file goes.
 * Writes the server's HTML of each page type, nonces, cart tokens and cookies stripped, and manifest.json.
 */

/** External dependencies */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { cartCookie } from '../real/cart-cookie';
import { discoverStore } from '../real/discover';
import { readVersions } from '../real/versions';
import { REAL_PAGES_DIR } from './model';
import { WITH_CART_TYPES, recordedTypeUrls } from './page-types';

/** Nonces, session tokens and the preloaded cart's token out of recorded HTML. */
export function stripSecrets( html: string ): string {
	return html
		.replace( /("[\w-]*nonce[\w-]*"\s*:\s*")[^"]*(")/gi, '$1$2' )
		.replace( /("Cart-Token"\s*:\s*")[^"]*(")/gi, '$1$2' )
		.replace( /(<input\b[^>]*\bname=["'][^"']*nonce[^"']*["'][^>]*\bvalue=["'])[^"']*/gi, '$1' )
		.replace( /(<input\b[^>]*\bvalue=["'])[^"']*(["'][^>]*\bname=["'][^"']*nonce[^"']*["'])/gi, '$1$2' )
		.replace( /([?&](?:amp;|#038;)?_wpnonce=)\w+/g, '$1' );
}

/** Records the page types the stop-gap knows (no logged-in or order pages). */
export async function recordPages( origin: string ): Promise< string[] > {
	const map = await discoverStore( origin );
	const urls = recordedTypeUrls( map );
	const cookie = map.cartProduct ? await cartCookie( map.origin, map.cartProduct.id ) : '';
	mkdirSync( REAL_PAGES_DIR, { recursive: true } );
	const manifest: Record< string, unknown > = {};
	for ( const [ type, url ] of Object.entries( urls ) ) {
		if ( ! url ) {
			continue;
		}
		const withCart = WITH_CART_TYPES.has( type );
		const response = await fetch( url, { headers: withCart ? { Cookie: cookie } : {}, redirect: 'manual' } );
		if ( response.status !== 200 && type !== '404' ) {
			throw new Error( `${ url } answered ${ response.status }` );
		}
		writeFileSync( path.join( REAL_PAGES_DIR, `${ type }.html` ), stripSecrets( await response.text() ) );
		manifest[ type ] = { url: new URL( url ).pathname + new URL( url ).search, status: response.status, cart: withCart ? 'one product' : 'empty' };
	}
	writeFileSync(
		path.join( REAL_PAGES_DIR, 'manifest.json' ),
		JSON.stringify( { recorded_from: map.origin, recorded_at: new Date().toISOString().slice( 0, 10 ), versions: await readVersions( map.origin ), pages: manifest }, null, '\t' ) + '\n'
	);
	return Object.keys( manifest );
}
