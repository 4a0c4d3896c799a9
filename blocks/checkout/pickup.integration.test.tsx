/**
 * A local-pickup order through the whole checkout block, over the real stores and api-fetch, against the
 * mock WooCommerce (which, as WooCommerce 11, validates a shipping address whenever the cart ships).
 */

/** External dependencies */
import {
	act,
	configure,
	fireEvent,
	screen,
	waitFor,
} from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import '../cart/test-utils';
import { withMockWoo } from '../data/test-utils';
import checkoutSettings from '../../mocks/site/data/wc-settings-checkout.json';
import { CART_STORE_KEY, CHECKOUT_STORE_KEY } from './stores';
import {
	addToServerCart,
	renderCheckout,
	setUpCheckoutCleanup,
} from './test-utils';

// Writes wait for the batch window and the customer-data debounce.
configure( { asyncUtilTimeout: 8000 } );

const { requests } = withMockWoo();
const cleanup = setUpCheckoutCleanup();

const BILLING = {
	first_name: 'Nguyễn Văn',
	last_name: 'An',
	address_1: '12 Lý Thường Kiệt',
	city: 'Hà Nội',
	phone: '0912345678',
};

async function openCheckoutWithTour() {
	await addToServerCart( 11 );
	// The checkout settings the demo prints (recorded from WooCommerce 11): local pickup on, cod/bacs/cheque.
	const env = renderCheckout( structuredClone( checkoutSettings ) );
	cleanup.current = env.cleanup;
	await screen.findByRole( 'radio', { name: 'Nhận tại văn phòng' } );
	requests.length = 0;
	return env;
}

const input = ( id: string ) =>
	document.getElementById( id ) as HTMLInputElement;

describe( 'Checkout with local pickup', () => {
	it( 'keeps what the shopper types into the billing address and places the order with it as the shipping address', async () => {
		const env = await openCheckoutWithTour();
		const assign = vi
			.spyOn( window.location, 'assign' )
			.mockImplementation( () => undefined );
		fireEvent.click(
			screen.getByRole( 'radio', { name: 'Nhận tại văn phòng' } )
		);
		await waitFor( () =>
			expect(
				env.registry.select( CHECKOUT_STORE_KEY ).prefersCollection()
			).toBe( true )
		);
		expect( input( 'shipping-first_name' ) ).toBeNull();

		fireEvent.change( input( 'email' ), {
			target: { value: 'an.nguyen@example.vn' },
		} );
		for ( const [ field, value ] of Object.entries( BILLING ) ) {
			fireEvent.change( input( `billing-${ field }` ), {
				target: { value },
			} );
		}
		// Let the stores settle (effects, debounced customer push) before reading the fields back.
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 50 ) )
		);
		for ( const [ field, value ] of Object.entries( BILLING ) ) {
			expect( input( `billing-${ field }` ).value ).toBe( value );
		}
		// The shipping address the shopper cannot see follows the billing address.
		expect(
			env.registry.select( CART_STORE_KEY ).getCustomerData()
				.shippingAddress
		).toMatchObject( BILLING );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				expect.stringMatching( /order-received\/\d+\/\?key=wc_order_/ )
			)
		);
		const post = requests.find(
			( r ) =>
				r.method === 'POST' && r.url.pathname.endsWith( '/checkout' )
		);
		expect( post?.body ).toMatchObject( {
			billing_address: {
				...BILLING,
				email: 'an.nguyen@example.vn',
				country: 'VN',
			},
			shipping_address: { ...BILLING, country: 'VN' },
			payment_method: 'cod',
		} );
		expect(
			( post?.body as { shipping_address: object } ).shipping_address
		).not.toHaveProperty( 'email' );
	} );
} );
