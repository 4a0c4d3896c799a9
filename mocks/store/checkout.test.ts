// @vitest-environment node
/**
 * Checkout: schema errors, required addresses, empty cart, order creation with payment_result,
 * stock and coupon usage, order attribution meta, GET order.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { BILLING, storeError, testStore } from './test-utils';

describe( 'checkout schema', () => {
	it( 'no billing_address → rest_missing_callback_param (record 46)', () => {
		const error = storeError( () => testStore().validateCheckout( {} ) );
		expect( error.toBody() ).toEqual( {
			code: 'rest_missing_callback_param',
			message: 'Missing parameter(s): billing_address',
			data: { status: 400, params: [ 'billing_address' ] },
		} );
		expect( error.schema ).toBe( true );
	} );

	it.each( [ 'a@b.c', 'an@example', 'an nguyen@example.vn' ] )(
		"refuses %j as WordPress's is_email does (the checkout block's rule)",
		( email ) => {
			expect(
				storeError( () =>
					testStore().validateCheckout( {
						billing_address: { ...BILLING, email },
					} )
				).toBody().data.details
			).toMatchObject( { billing_address: { code: 'invalid_email' } } );
		}
	);

	it( 'a bad email, postcode or payment method → rest_invalid_param with details (records 47, 48)', () => {
		const store = testStore();
		expect(
			storeError( () =>
				store.validateCheckout( {
					billing_address: { ...BILLING, email: 'khong-hop-le' },
				} )
			).toBody().data
		).toEqual( {
			status: 400,
			params: {
				billing_address: 'The provided email address is not valid',
			},
			details: {
				billing_address: {
					code: 'invalid_email',
					message: 'The provided email address is not valid',
					data: null,
				},
			},
		} );
		expect(
			storeError( () =>
				store.validateCheckout( {
					billing_address: {
						...BILLING,
						country: 'US',
						postcode: 'ABC',
					},
				} )
			).toBody().data.details
		).toEqual( {
			billing_address: {
				code: 'invalid_postcode',
				message: 'The provided postcode / ZIP is not valid',
				data: null,
			},
		} );
		for ( const phone of [ '12ab', '091234', '1234567890123456' ] ) {
			expect(
				storeError( () =>
					store.validateCheckout( {
						billing_address: { ...BILLING, phone },
					} )
				).toBody().data.details
			).toEqual( {
				billing_address: {
					code: 'invalid_phone',
					message: 'The provided phone number is not valid',
					data: null,
				},
			} );
		}
		expect(
			storeError( () =>
				store.validateCheckout( {
					billing_address: BILLING,
					payment_method: 'momo',
				} )
			).toBody().message
		).toBe( 'Invalid parameter(s): payment_method' );
		expect(
			storeError( () =>
				store.validateCheckout( {
					billing_address: BILLING,
					payment_method: 'momo',
				} )
			).toBody().data.params
		).toEqual( {
			payment_method:
				// The shop's gateways (record 48 was made with the cheque on).
				'payment_method is not one of , cod, and bacs.',
		} );
	} );
} );

describe( 'placing an order', () => {
	it( 'an empty cart cannot be checked out', () => {
		expect(
			storeError( () =>
				testStore().checkout( {
					billing_address: BILLING,
					payment_method: 'cod',
				} )
			).code
		).toBe( 'woocommerce_rest_cart_empty' );
	} );

	it( 'empty required fields → woocommerce_rest_invalid_address with data.errors.billing (record 45)', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		const empty = {
			first_name: '',
			last_name: '',
			address_1: '',
			city: '',
			country: 'VN',
			email: 'a@b.vn',
		};
		const error = storeError( () =>
			store.checkout( {
				billing_address: empty,
				shipping_address: BILLING,
				payment_method: 'cod',
			} )
		);
		expect( error.toBody() ).toEqual( {
			code: 'woocommerce_rest_invalid_address',
			message:
				'There was a problem with the provided billing address: First name is required, Last name is required, Street address is required, Town / City is required',
			data: {
				status: 400,
				errors: {
					billing: [
						'First name is required',
						'Last name is required',
						'Street address is required',
						'Town / City is required',
					],
				},
			},
		} );
	} );

	it( 'a US shipping address needs postcode and state, and has no shipping option', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		const error = storeError( () =>
			store.checkout( {
				billing_address: BILLING,
				shipping_address: { ...BILLING, country: 'US', postcode: '' },
				payment_method: 'cod',
			} )
		);
		expect( error.toBody().data.errors ).toEqual( {
			shipping: [
				'Postcode / ZIP is required',
				'State / County is required',
			],
		} );
		const noRate = storeError( () =>
			store.checkout( {
				billing_address: BILLING,
				shipping_address: {
					...BILLING,
					country: 'US',
					postcode: '95112',
					state: 'CA',
				},
				payment_method: 'cod',
			} )
		);
		expect( noRate.code ).toBe(
			'woocommerce_rest_invalid_shipping_option'
		);
	} );

	it( 'a cart that ships needs a shipping address even with local pickup chosen, as WooCommerce validates it', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		store.selectShippingRate( 0, 'pickup_location:0' );
		const error = storeError( () =>
			store.checkout( {
				billing_address: BILLING,
				payment_method: 'cod',
			} )
		);
		expect( error.toBody() ).toMatchObject( {
			code: 'woocommerce_rest_invalid_address',
			message:
				'There was a problem with the provided shipping address: First name is required, Last name is required, Street address is required, Town / City is required',
		} );
		// WooCommerce's checkout sends the billing address as the shipping address of a pickup order.
		const result = store.checkout( {
			billing_address: BILLING,
			shipping_address: { ...BILLING, email: undefined },
			payment_method: 'cod',
		} );
		expect( result.status ).toBe( 'processing' );
	} );

	it( 'without shipping_address the session customer’s shipping address is used', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		store.updateCustomer( { shipping_address: BILLING } );
		expect(
			store.checkout( {
				billing_address: BILLING,
				payment_method: 'cod',
			} ).shipping_address
		).toMatchObject( { city: 'Hà Nội', first_name: 'Nguyễn Văn' } );
	} );

	it( 'a customer logging in gets the account’s email, not the address typed as a guest', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		store.updateCustomer( {
			billing_address: { ...BILLING, email: 'khach.cu@example.com' },
			shipping_address: BILLING,
		} );
		store.startCustomerSession( 'lan@example.com' );
		const cart = store.getCartResponse();
		expect( cart.billing_address ).toMatchObject( {
			email: 'lan@example.com',
			first_name: '',
			city: '',
			country: 'VN',
		} );
		expect( cart.shipping_address ).toMatchObject( {
			first_name: '',
			city: '',
		} );
	} );

	it( 'a missing email or payment method is refused', () => {
		const store = testStore();
		store.addItem( { id: 11 } );
		expect(
			storeError( () =>
				store.checkout( {
					billing_address: { ...BILLING, email: '' },
					shipping_address: BILLING,
					payment_method: 'cod',
				} )
			).code
		).toBe( 'woocommerce_rest_missing_email_address' );
		expect(
			storeError( () =>
				store.checkout( {
					billing_address: BILLING,
					shipping_address: BILLING,
					payment_method: '',
				} )
			).code
		).toBe( 'woocommerce_rest_checkout_missing_payment_method' );
	} );

	it( 'cod → processing, payment_result with the order-received redirect; stock, coupon usage and cart updated (record 50)', () => {
		const store = testStore();
		store.addItem( { id: 11, quantity: 2 } );
		store.applyCoupon( 'giam10' );
		const result = store.checkout( {
			billing_address: BILLING,
			shipping_address: BILLING,
			customer_note: 'Gọi trước',
			payment_method: 'cod',
		} );
		expect( result ).toMatchObject( {
			order_id: 62,
			status: 'processing',
			order_number: '62',
			customer_note: 'Gọi trước',
			payment_method: 'cod',
			__experimentalCart: null,
		} );
		expect( result.order_key ).toMatch( /^wc_order_[A-Za-z0-9]{13}$/ );
		const redirect = `/checkout/order-received/62/?key=${ result.order_key }`;
		expect( result.payment_result ).toEqual( {
			payment_status: 'success',
			payment_details: [
				{ key: 'result', value: 'success' },
				{ key: 'redirect', value: redirect },
			],
			redirect_url: redirect,
		} );
		expect( result.shipping_address ).toEqual( {
			...BILLING,
			email: undefined,
		} );
		expect( store.getCartResponse().items ).toEqual( [] );
		expect( store.toJSON().stock[ '11' ] ).toBe( 2 );
		expect( store.toJSON().couponUsage ).toEqual( { giam10: 1 } );
		// 4.980.000 − 10 % = 4.482.000; + 10 % tax 448.200; + flat rate 30.000 + 2.400 VAT = 4.962.600
		expect( store.getOrder( 62, result.order_key )?.cart ).toMatchObject( {
			totals: { total_price: '4962600' },
		} );
	} );

	it( 'bacs → on-hold, and the order-attribution extension is stored as _wc_order_attribution_* meta (records 56, 57)', () => {
		const store = testStore();
		store.addItem( { id: 23, quantity: 2 } );
		const result = store.checkout( {
			billing_address: BILLING,
			payment_method: 'bacs',
			extensions: {
				'woocommerce/order-attribution': {
					source_type: 'utm',
					utm_source: 'facebook',
					utm_id: '',
					user_agent:
						'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148',
				},
			},
		} );
		expect( result.status ).toBe( 'on-hold' );
		expect( store.getOrder( result.order_id )?.meta ).toEqual( {
			_wc_order_attribution_source_type: 'utm',
			_wc_order_attribution_utm_source: 'facebook',
			_wc_order_attribution_utm_id: '',
			_wc_order_attribution_user_agent:
				'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148',
			_wc_order_attribution_device_type: 'Mobile',
		} );
	} );

	it( 'GET /checkout shows the draft with the session addresses', () => {
		const store = testStore();
		store.updateCustomer( { billing_address: BILLING } );
		expect( store.getCheckout() ).toMatchObject( {
			order_id: 0,
			status: 'checkout-draft',
			order_key: '',
			payment_result: null,
			billing_address: BILLING,
		} );
	} );
} );
