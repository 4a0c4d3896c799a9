/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { getErrorNotices } from './error-notices';

describe( 'error notices routing (spec §8)', () => {
	it( 'rest_invalid_param: one notice per detail, id {param}_{code}, routed to its area', () => {
		expect(
			getErrorNotices(
				{
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): billing_address, shipping_address, payment_method',
					data: {
						details: {
							billing_address: { code: 'invalid_email', message: 'The provided email address is not valid' },
							shipping_address: { code: 'invalid_postcode', message: 'The provided postcode / ZIP is not valid' },
							payment_method: { code: 'rest_not_in_enum', message: 'payment_method is not one of , cod, bacs, and cheque.' },
						},
					},
				},
				'wc/checkout'
			)
		).toEqual( [
			{ id: 'billing_address_invalid_email', context: 'wc/checkout/contact-information', message: 'The provided email address is not valid' },
			{ id: 'shipping_address_invalid_postcode', context: 'wc/checkout/shipping-address', message: 'The provided postcode / ZIP is not valid' },
			{ id: 'payment_method_rest_not_in_enum', context: 'wc/checkout', message: 'payment_method is not one of , cod, bacs, and cheque.' },
		] );
	} );

	it( 'email address codes go to contact information, others to the fallback area', () => {
		expect( getErrorNotices( { code: 'woocommerce_rest_missing_email_address', message: 'm' }, 'wc/checkout' ) ).toEqual( [
			{ id: 'woocommerce_rest_missing_email_address', context: 'wc/checkout/contact-information', message: 'm' },
		] );
		expect( getErrorNotices( { code: 'woocommerce_rest_invalid_email_address', message: 'm' }, 'wc/cart' )[ 0 ].context ).toBe(
			'wc/checkout/contact-information'
		);
		expect( getErrorNotices( { code: 'woocommerce_rest_cart_coupon_error', message: 'm' }, 'wc/cart' ) ).toEqual( [
			{ id: 'woocommerce_rest_cart_coupon_error', context: 'wc/cart', message: 'm' },
		] );
	} );
} );
