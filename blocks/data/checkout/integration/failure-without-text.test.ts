/**
 * A checkout failure without text shows the generic checkout message.
 */

/** External dependencies */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { CHECKOUT_STORE_KEY, NOTICES_STORE_KEY } from '../../shared/store-keys';
import { withMockWoo } from '../../test-utils';
import { readyCheckout } from './ready-checkout';

const { woo } = withMockWoo();

describe( 'checkout failure without text', () => {
	let cleanup = () => {};
	afterEach( () => cleanup() );

	it.each( [
		[ '500 {}', () => HttpResponse.json( {}, { status: 500 } ) ],
		[
			'400 with an empty message',
			() =>
				HttpResponse.json(
					{
						code: 'woocommerce_rest_checkout_error',
						message: '',
						data: { status: 400 },
					},
					{ status: 400 }
				),
		],
	] )(
		'%s shows "Something went wrong. Please contact us to get assistance."',
		async ( _name, answer ) => {
			const env = await readyCheckout( woo );
			cleanup = env.cleanup;
			woo.server.use(
				http.post( /\/wc\/store\/v1\/checkout/, answer, { once: true } )
			);
			expect(
				await env.registry.dispatch( CHECKOUT_STORE_KEY ).placeOrder()
			).toBe( 'idle' );
			const contents = env.registry
				.select( NOTICES_STORE_KEY )
				.getNotices( 'wc/checkout' )
				.map( ( notice: { content: string } ) => notice.content );
			expect( contents ).toEqual( [
				'Something went wrong. Please contact us to get assistance.',
			] );
		}
	);
} );
