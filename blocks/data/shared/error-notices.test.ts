// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import record45 from '../../../mocks/contract/records/45-checkout-missing-billing-fields.json';
import { getErrorNotices } from './error-notices';

/** WooCommerce 11's answer to a checkout with required billing fields left empty (recorded). */
const RECORD_45 = record45.response.body;

describe( 'error notices routing', () => {
	it( 'rest_invalid_param: one notice per detail, id {param}_{code}, routed to its area', () => {
		expect(
			getErrorNotices(
				{
					code: 'rest_invalid_param',
					message:
						'Invalid parameter(s): billing_address, shipping_address, payment_method',
					data: {
						details: {
							billing_address: {
								code: 'invalid_email',
								message:
									'The provided email address is not valid',
							},
							shipping_address: {
								code: 'invalid_postcode',
								message:
									'The provided postcode / ZIP is not valid',
							},
							payment_method: {
								code: 'rest_not_in_enum',
								message:
									'payment_method is not one of , cod, bacs, and cheque.',
							},
						},
					},
				},
				'wc/checkout'
			)
		).toEqual( [
			{
				id: 'billing_address_invalid_email',
				context: 'wc/checkout/contact-information',
				message: 'The provided email address is not valid',
			},
			{
				id: 'shipping_address_invalid_postcode',
				context: 'wc/checkout/shipping-address',
				message: 'The provided postcode / ZIP is not valid',
			},
			{
				id: 'payment_method_rest_not_in_enum',
				context: 'wc/checkout',
				message:
					'payment_method is not one of , cod, bacs, and cheque.',
			},
		] );
	} );

	it( 'email address codes go to contact information, others to the fallback area', () => {
		expect(
			getErrorNotices(
				{
					code: 'woocommerce_rest_missing_email_address',
					message: 'm',
				},
				'wc/checkout'
			)
		).toEqual( [
			{
				id: 'woocommerce_rest_missing_email_address',
				context: 'wc/checkout/contact-information',
				message: 'm',
			},
		] );
		expect(
			getErrorNotices(
				{
					code: 'woocommerce_rest_invalid_email_address',
					message: 'm',
				},
				'wc/cart'
			)[ 0 ].context
		).toBe( 'wc/checkout/contact-information' );
		expect(
			getErrorNotices(
				{ code: 'woocommerce_rest_cart_coupon_error', message: 'm' },
				'wc/cart'
			)
		).toEqual( [
			{
				id: 'woocommerce_rest_cart_coupon_error',
				context: 'wc/cart',
				message: 'm',
			},
		] );
	} );

	it( 'woocommerce_rest_invalid_address: one notice per message under the address it names', () => {
		expect( getErrorNotices( RECORD_45, 'wc/checkout' ) ).toEqual(
			RECORD_45.data.errors.billing.map( ( message, index ) => ( {
				id: `billing_address_${ index }`,
				context: 'wc/checkout/billing-address',
				message,
			} ) )
		);
		const both = {
			...RECORD_45,
			data: {
				errors: {
					billing: [ 'First name is required' ],
					shipping: [ 'Town / City is required' ],
				},
			},
		};
		expect( getErrorNotices( both, 'wc/checkout', null ) ).toEqual( [
			{
				id: 'billing_address_0',
				context: 'wc/checkout/billing-address',
				message: 'First name is required',
			},
			{
				id: 'shipping_address_0',
				context: 'wc/checkout/shipping-address',
				message: 'Town / City is required',
			},
		] );
	} );

	it( 'woocommerce_rest_invalid_address: under the address shown when the other one copies it', () => {
		const both = {
			...RECORD_45,
			data: {
				errors: {
					billing: [ 'First name is required' ],
					shipping: [ 'Town / City is required' ],
				},
			},
		};
		// "Use same address for billing": only the shipping form is shown.
		expect(
			getErrorNotices( both, 'wc/checkout', 'shipping' ).map(
				( n ) => n.context
			)
		).toEqual( [
			'wc/checkout/shipping-address',
			'wc/checkout/shipping-address',
		] );
		// Pickup: only the billing form is shown.
		expect(
			getErrorNotices( both, 'wc/checkout', 'billing' ).map(
				( n ) => n.context
			)
		).toEqual( [
			'wc/checkout/billing-address',
			'wc/checkout/billing-address',
		] );
	} );

	it( 'woocommerce_rest_invalid_address without messages per address keeps its own message in the fallback area', () => {
		const bare = {
			code: 'woocommerce_rest_invalid_address',
			message: 'There was a problem with the provided billing address.',
		};
		expect( getErrorNotices( bare, 'wc/checkout' ) ).toEqual( [
			{
				id: 'woocommerce_rest_invalid_address',
				context: 'wc/checkout',
				message: bare.message,
			},
		] );
		expect(
			getErrorNotices( { ...bare, data: { errors: {} } }, 'wc/checkout' )
		).toHaveLength( 1 );
	} );
} );
