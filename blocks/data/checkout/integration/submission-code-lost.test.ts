/**
 * The submission's code loads on the first Place order. When it cannot load (the connection
 * dropped), nothing is sent, the shopper gets the generic checkout message and the form is usable again.
 */

/** External dependencies */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { CHECKOUT_STORE_KEY, NOTICES_STORE_KEY } from '../../shared/store-keys';
import { withMockWoo } from '../../test-utils';
import { readyCheckout } from './ready-checkout';

vi.mock( '../thunks/submit-checkout', () => {
	throw new TypeError( 'Failed to fetch dynamically imported module' );
} );

const { woo } = withMockWoo();

describe( 'the submission code cannot load', () => {
	let cleanup = () => {};
	afterEach( () => cleanup() );

	it( 'sends nothing, says "Something went wrong…" and leaves the checkout idle', async () => {
		const env = await readyCheckout( woo );
		cleanup = env.cleanup;
		const posted = vi.fn();
		woo.server.use(
			http.post( /\/wc\/store\/v1\/checkout/, () => {
				posted();
				return HttpResponse.json( {}, { status: 500 } );
			} )
		);
		expect(
			await env.registry.dispatch( CHECKOUT_STORE_KEY ).placeOrder()
		).toBe( 'idle' );
		expect( posted ).not.toHaveBeenCalled();
		expect(
			env.registry
				.select( NOTICES_STORE_KEY )
				.getNotices( 'wc/checkout' )
				.map( ( notice: { content: string } ) => notice.content )
		).toEqual( [
			'Something went wrong. Please contact us to get assistance.',
		] );
	} );
} );
