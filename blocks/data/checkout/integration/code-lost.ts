/**
 * Place order when the code of one of its steps cannot load (the test file mocks that module to throw):
 * what was posted, the checkout notices, and how the checkout ended.
 */

/** External dependencies */
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';

/** Internal dependencies */
import { CHECKOUT_STORE_KEY, NOTICES_STORE_KEY } from '../../shared/store-keys';
import type { withMockWoo } from '../../test-utils';
import { readyCheckout } from './ready-checkout';

export async function placeOrderWithCodeLost(
	woo: ReturnType< typeof withMockWoo >[ 'woo' ]
) {
	const env = await readyCheckout( woo );
	const posted = vi.fn();
	woo.server.use(
		http.post( /\/wc\/store\/v1\/checkout/, () => {
			posted();
			return HttpResponse.json( {}, { status: 500 } );
		} )
	);
	const status = await env.registry
		.dispatch( CHECKOUT_STORE_KEY )
		.placeOrder();
	return {
		cleanup: env.cleanup,
		status,
		posted: posted.mock.calls.length,
		hasError: env.registry.select( CHECKOUT_STORE_KEY ).hasError(),
		notices: env.registry
			.select( NOTICES_STORE_KEY )
			.getNotices( 'wc/checkout' )
			.map( ( notice: { content: string } ) => notice.content ),
	};
}
