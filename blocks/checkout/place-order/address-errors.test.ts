/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { createAddressErrorSink, getAddressErrorNotices } from './address-errors';

/** Record 45 of the WooCommerce 11 recording. */
const RECORD_45 = {
	code: 'woocommerce_rest_invalid_address',
	message:
		'There was a problem with the provided billing address: First name is required, Last name is required, Street address is required, Town / City is required',
	data: {
		errors: { billing: [ 'First name is required', 'Last name is required', 'Street address is required', 'Town / City is required' ] },
		status: 400,
	},
};

describe( 'address errors of the checkout POST', () => {
	it( 'records woocommerce_rest_invalid_address from the checkout POST and rethrows', async () => {
		const sink = createAddressErrorSink();
		const failing = () => Promise.reject( RECORD_45 );
		await expect( sink.middleware( { path: '/wc/store/v1/checkout?_locale=user', method: 'POST' }, failing ) ).rejects.toBe(
			RECORD_45
		);
		expect( sink.take() ).toEqual( RECORD_45.data.errors );
		expect( sink.take() ).toBeNull();
	} );

	it( 'ignores other routes and other errors', async () => {
		const sink = createAddressErrorSink();
		await expect( sink.middleware( { path: '/wc/store/v1/cart/update-customer', method: 'POST' }, () => Promise.reject( RECORD_45 ) ) ).rejects.toBe( RECORD_45 );
		await expect(
			sink.middleware( { path: '/wc/store/v1/checkout', method: 'POST' }, () => Promise.reject( { code: 'rest_invalid_param' } ) )
		).rejects.toEqual( { code: 'rest_invalid_param' } );
		expect( sink.take() ).toBeNull();
		await expect( sink.middleware( { path: '/wc/store/v1/checkout', method: 'POST' }, () => Promise.resolve( 'ok' ) ) ).resolves.toBe( 'ok' );
	} );

	it( 'puts each message under the address it names', () => {
		const errors = { billing: [ 'First name is required' ], shipping: [ 'Town / City is required' ] };
		expect( getAddressErrorNotices( errors, true ) ).toEqual( [
			{ id: 'billing_address_0', context: 'wc/checkout/billing-address', message: 'First name is required' },
			{ id: 'shipping_address_0', context: 'wc/checkout/shipping-address', message: 'Town / City is required' },
		] );
		expect( getAddressErrorNotices( { billing: [ 'First name is required' ] }, false ) ).toEqual( [
			{ id: 'billing_address_0', context: 'wc/checkout/shipping-address', message: 'First name is required' },
		] );
	} );
} );
