/**
 * The demo's own add to cart (it stands in for a form post) against the mock WooCommerce: a page
 * printed longer ago than its nonce lives still adds, as the form post it stands in for would.
 */

/** External dependencies */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { setupMockWoo } from '../../node';
import { pageNonce } from '../../store/nonce';
import { addItem } from './store-api';

const woo = setupMockWoo( { seed: 'demo-store-api' } );
const writes: string[] = [];
woo.server.events.on( 'request:start', ( { request } ) => {
	if ( request.method === 'POST' ) {
		writes.push( request.headers.get( 'Nonce' ) ?? '' );
	}
} );

function printPage( printedMs: number ) {
	window.tourfrontSettings = {
		storeApi: {
			root: 'http://localhost/wp-json/',
			nonce: pageNonce( printedMs ),
			nonceTimestamp: Math.floor( printedMs / 1000 ),
		},
	};
}

beforeAll( () => woo.listen() );
afterEach( () => {
	woo.reset();
	writes.length = 0;
	delete window.tourfrontSettings;
} );
afterAll( () => woo.server.close() );

describe( 'the demo’s add to cart', () => {
	it( 'adds with the page’s nonce in one request', async () => {
		printPage( Date.now() );
		await addItem( { id: 23, quantity: 1 } );
		expect( writes ).toEqual( [ pageNonce() ] );
		expect( woo.store.getCartResponse().items_count ).toBe( 1 );
	} );

	it( 'a page older than a day: the refused nonce is retried once with the one the refusal hands out', async () => {
		const printed = Date.now() - 25 * 3600 * 1000;
		printPage( printed );
		await addItem( { id: 23, quantity: 1 } );
		expect( writes ).toEqual( [
			pageNonce( printed ),
			woo.store.sessionHeaders().Nonce,
		] );
		expect( woo.store.getCartResponse().items_count ).toBe( 1 );
	} );

	it( 'a refusal of the item itself is the shopper’s error, not retried', async () => {
		printPage( Date.now() );
		await expect(
			addItem( { id: 17, quantity: 1 } )
		).rejects.toMatchObject( {
			data: { status: 400 },
		} );
		expect( writes ).toHaveLength( 1 );
	} );
} );
