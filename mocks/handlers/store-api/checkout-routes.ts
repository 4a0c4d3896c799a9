/**
 * Checkout and order routes: GET/POST/PUT checkout (schema first, then nonce), GET order/{id}.
 */

/** Internal dependencies */
import type { WooStore } from '../../store';
import type { CheckoutBody } from '../../store/checkout-rules';
import { StoreError } from '../../store/errors';
import { orderObject } from '../../store/order-response';
import { baseHeaders, sessionResponse } from './respond';
import type { ApiRequest, ApiResponse } from './types';

/** Answers checkout/order routes, or undefined. `authorise` runs the nonce check. */
export function checkoutRoute(
	store: WooStore,
	request: ApiRequest,
	authorise: () => void
): ApiResponse | undefined {
	const { method, path } = request;
	if ( path === '/checkout' ) {
		if ( method === 'GET' ) {
			authorise();
			return sessionResponse( store, 200, store.getCheckout() );
		}
		if ( method === 'POST' ) {
			const body = ( request.body ?? {} ) as CheckoutBody;
			store.validateCheckout( body );
			authorise();
			return sessionResponse( store, 200, store.checkout( body ) );
		}
		if ( method === 'PUT' ) {
			authorise();
			const body = ( request.body ?? {} ) as {
				payment_method?: string;
				additional_fields?: Record< string, unknown >;
			};
			if ( body.additional_fields !== undefined ) {
				store.saveCheckoutFields( body.additional_fields );
			}
			if ( body.payment_method ) {
				store.ctx.state.cart.paymentMethod = String(
					body.payment_method
				);
			}
			return sessionResponse( store, 200, store.getCheckout() );
		}
	}
	const order = path.match( /^\/order\/(\d+)$/ );
	if ( order && method === 'GET' ) {
		const record = store.getOrder(
			Number( order[ 1 ] ),
			request.query.get( 'key' ) ?? ''
		);
		if ( ! record ) {
			throw new StoreError(
				'woocommerce_rest_invalid_order',
				'Invalid order ID or key provided.',
				401
			);
		}
		const email = request.query.get( 'billing_email' );
		if ( ! email ) {
			throw new StoreError(
				'woocommerce_rest_invalid_billing_email',
				'No billing email provided.',
				401
			);
		}
		if (
			email.toLowerCase() !== ( record.billing.email ?? '' ).toLowerCase()
		) {
			throw new StoreError(
				'woocommerce_rest_invalid_billing_email',
				'Invalid billing email provided.',
				401
			);
		}
		return {
			status: 200,
			headers: baseHeaders( store ),
			body: orderObject( record ),
		};
	}
	return undefined;
}
