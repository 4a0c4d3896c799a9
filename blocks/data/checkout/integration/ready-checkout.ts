/**
 * A checkout ready to place an order, for the integration tests: a guidebook in the mock store's cart,
 * a full billing address, cash on delivery (and bank transfer) available, the checkout idle.
 */

/** Internal dependencies */
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	PAYMENT_STORE_KEY,
} from '../../shared/store-keys';
import { createTestEnvironment, type withMockWoo } from '../../test-utils';

export const BILLING = {
	first_name: 'Nguyễn Văn',
	last_name: 'An',
	address_1: '12 Lý Thường Kiệt',
	city: 'Hà Nội',
	postcode: '100000',
	country: 'VN',
	phone: '0912345678',
	email: 'an.nguyen@example.vn',
};

/** Fills the cart and the stores of a new test environment. */
export async function readyCheckout(
	woo: ReturnType< typeof withMockWoo >[ 'woo' ]
) {
	woo.store.addItem( { id: 23, quantity: 1 } );
	const env = createTestEnvironment( {
		nonce: woo.store.sessionHeaders().Nonce,
	} );
	await env.registry.resolveSelect( CART_STORE_KEY ).getCartData();
	env.registry
		.dispatch( CART_STORE_KEY )
		.receiveCustomerData( { billingAddress: BILLING } );
	await env.registry
		.dispatch( PAYMENT_STORE_KEY )
		.setAvailablePaymentMethods( [ 'cod', 'bacs' ] );
	env.registry.dispatch( CHECKOUT_STORE_KEY ).setIdle();
	return env;
}
