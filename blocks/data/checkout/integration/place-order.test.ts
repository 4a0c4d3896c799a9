/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	NOTICES_STORE_KEY,
	PAYMENT_STORE_KEY,
	VALIDATION_STORE_KEY,
} from '../../shared/store-keys';
import {
	createTestEnvironment,
	describeRequests,
	withMockWoo,
} from '../../test-utils';
import { BILLING } from '../../../../mocks/store/test-utils';

const { woo, requests } = withMockWoo();

/** A cart with the virtual ticket (no shipping), billing filled in, payment methods initialised. */
async function readyCheckout( billing: Partial< typeof BILLING > = BILLING ) {
	woo.store.addItem( { id: 23, quantity: 2 } );
	const env = createTestEnvironment( {
		nonce: woo.store.sessionHeaders().Nonce,
	} );
	await env.registry.resolveSelect( CART_STORE_KEY ).getCartData();
	env.registry
		.dispatch( CART_STORE_KEY )
		.receiveCustomerData( { billingAddress: billing } );
	await env.registry
		.dispatch( PAYMENT_STORE_KEY )
		.setAvailablePaymentMethods( [ 'cod', 'bacs', 'cheque' ] );
	env.registry.dispatch( CHECKOUT_STORE_KEY ).setIdle();
	requests.length = 0;
	return env;
}

describe( 'checkout: place order against the mock WooCommerce', () => {
	let cleanup = () => {};
	afterEach( () => cleanup() );

	it( 'validates, sets up payment, posts the checkout once (not batched) and completes with the redirect URL', async () => {
		const env = await readyCheckout();
		cleanup = env.cleanup;
		const order: string[] = [];
		env.checkoutEvents.onCheckoutValidation(
			() => void order.push( 'validation-10' )
		);
		env.checkoutEvents.onCheckoutValidation(
			() => void order.push( 'validation-5' ),
			5
		);
		env.paymentEvents.onPaymentSetup( () => {
			order.push( 'payment_setup' );
			return {
				type: 'success',
				meta: { paymentMethodData: { note: 'x' } },
			};
		} );
		env.checkoutEvents.onCheckoutSuccess( ( payload ) => {
			order.push(
				`success:${ payload.processingResponse?.paymentStatus }`
			);
			return undefined;
		} );
		env.registry
			.dispatch( CHECKOUT_STORE_KEY )
			.setOrderNotes( 'Đón ở sảnh khách sạn' );
		const status = await env.registry
			.dispatch( CHECKOUT_STORE_KEY )
			.placeOrder();
		expect( status ).toBe( 'complete' );
		expect( order ).toEqual( [
			'validation-5',
			'validation-10',
			'payment_setup',
			'success:success',
		] );
		expect( describeRequests( requests ) ).toEqual( [ 'POST /checkout' ] );
		const [ request ] = requests;
		expect( request.headers.get( 'Nonce' ) ).toBe(
			woo.store.sessionHeaders().Nonce
		);
		expect( request.url.searchParams.get( '_locale' ) ).toBe( 'user' );
		expect( request.body ).toMatchObject( {
			billing_address: BILLING,
			customer_note: 'Đón ở sảnh khách sạn',
			payment_method: 'cod',
			payment_data: [
				{ key: 'note', value: 'x' },
				{ key: 'wc-cod-new-payment-method', value: false },
			],
			create_account: false,
		} );
		expect( request.body ).not.toHaveProperty( 'shipping_address' );
		const checkout = env.registry.select( CHECKOUT_STORE_KEY );
		expect( checkout.getRedirectUrl() ).toMatch(
			/order-received\/\d+\/\?key=wc_order_/
		);
		expect( checkout.hasError() ).toBe( false );
		expect(
			env.registry.select( PAYMENT_STORE_KEY ).getPaymentResult()
		).toMatchObject( { paymentStatus: 'success' } );
	} );

	it( 'sends create_account with the new password when the shopper creates an account', async () => {
		const env = await readyCheckout();
		cleanup = env.cleanup;
		env.registry
			.dispatch( CHECKOUT_STORE_KEY )
			.setShouldCreateAccount( true );
		await env.registry
			.dispatch( CHECKOUT_STORE_KEY )
			.placeOrder( { customerPassword: 'Mật-khẩu-dài-2026' } );
		expect( requests[ 0 ].body ).toMatchObject( {
			create_account: true,
			customer_password: 'Mật-khẩu-dài-2026',
		} );
	} );

	it( 'a server rejection becomes notices routed by area and the status returns to idle with hasError', async () => {
		const env = await readyCheckout( {
			...BILLING,
			email: 'not-an-email',
		} );
		cleanup = env.cleanup;
		const status = await env.registry
			.dispatch( CHECKOUT_STORE_KEY )
			.placeOrder();
		expect( status ).toBe( 'idle' );
		expect( env.registry.select( CHECKOUT_STORE_KEY ).hasError() ).toBe(
			true
		);
		expect(
			env.registry
				.select( NOTICES_STORE_KEY )
				.getNotices( 'wc/checkout/contact-information' )
		).toMatchObject( [
			{ id: 'billing_address_invalid_email', status: 'error' },
		] );
		// The generic message is not added on top of a routed one.
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout' )
		).toEqual( [] );
	} );

	it( 'woocommerce_rest_invalid_address puts each message under the billing address, nothing in the checkout area', async () => {
		const env = await readyCheckout( {
			...BILLING,
			first_name: '',
			city: '',
		} );
		cleanup = env.cleanup;
		const status = await env.registry
			.dispatch( CHECKOUT_STORE_KEY )
			.placeOrder();
		expect( status ).toBe( 'idle' );
		expect(
			env.registry
				.select( NOTICES_STORE_KEY )
				.getNotices( 'wc/checkout/billing-address' )
		).toMatchObject( [
			{
				id: 'billing_address_0',
				status: 'error',
				content: 'First name is required',
			},
			{
				id: 'billing_address_1',
				status: 'error',
				content: 'Town / City is required',
			},
		] );
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout' )
		).toEqual( [] );
	} );

	it( 'a failing checkout_validation observer stops before any request', async () => {
		const env = await readyCheckout();
		cleanup = env.cleanup;
		env.checkoutEvents.onCheckoutValidation( () => ( {
			type: 'error',
			errorMessage: 'Vui lòng đồng ý điều khoản.',
			validationErrors: { terms: { message: 'Required' } },
		} ) );
		expect(
			await env.registry.dispatch( CHECKOUT_STORE_KEY ).placeOrder()
		).toBe( 'idle' );
		expect( requests ).toHaveLength( 0 );
		expect( env.registry.select( CHECKOUT_STORE_KEY ).hasError() ).toBe(
			true
		);
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout' )
		).toMatchObject( [ { content: 'Vui lòng đồng ý điều khoản.' } ] );
		expect(
			env.registry
				.select( VALIDATION_STORE_KEY )
				.getValidationError( 'terms' )
		).toEqual( { message: 'Required', hidden: false } );
	} );

	it( 'a checkout_validation observer answering failure stops too (every event reads answers the same way)', async () => {
		const env = await readyCheckout();
		cleanup = env.cleanup;
		// An extension written for WooCommerce may answer with responseTypes.FAIL.
		env.checkoutEvents.onCheckoutValidation(
			() =>
				( {
					type: 'failure',
					message: 'Chưa chọn ngày khởi hành.',
				} ) as never
		);
		expect(
			await env.registry.dispatch( CHECKOUT_STORE_KEY ).placeOrder()
		).toBe( 'idle' );
		expect( requests ).toHaveLength( 0 );
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout' )
		).toMatchObject( [ { content: 'Chưa chọn ngày khởi hành.' } ] );
	} );

	it( 'a failing payment_setup observer shows a non-dismissible notice and sends nothing', async () => {
		const env = await readyCheckout();
		cleanup = env.cleanup;
		env.paymentEvents.onPaymentSetup( () => ( {
			type: 'failure',
			message: 'Thẻ bị từ chối.',
		} ) );
		expect(
			await env.registry.dispatch( CHECKOUT_STORE_KEY ).placeOrder()
		).toBe( 'idle' );
		expect( requests ).toHaveLength( 0 );
		expect(
			env.registry.select( PAYMENT_STORE_KEY ).hasPaymentError()
		).toBe( true );
		expect(
			env.registry
				.select( NOTICES_STORE_KEY )
				.getNotices( 'wc/checkout/payments' )
		).toMatchObject( [
			{
				id: 'wc-payment-error',
				content: 'Thẻ bị từ chối.',
				isDismissible: false,
			},
		] );
	} );

	it( 'checkout_fail: retry false completes; no observer answer shows the generic message and returns to idle', async () => {
		const env = await readyCheckout();
		cleanup = env.cleanup;
		woo.faults.failNext( '/checkout', { status: 500 } );
		const off = env.checkoutEvents.onCheckoutFail( () => ( {
			type: 'failure',
			message: 'Đơn đã được ghi nhận.',
			retry: false,
		} ) );
		expect(
			await env.registry.dispatch( CHECKOUT_STORE_KEY ).placeOrder()
		).toBe( 'complete' );
		off();
		env.registry.dispatch( NOTICES_STORE_KEY ).removeAllNotices();
		env.registry.dispatch( CHECKOUT_STORE_KEY ).setIdle();
		woo.faults.failNext( '/checkout', { networkError: true } );
		expect(
			await env.registry.dispatch( CHECKOUT_STORE_KEY ).placeOrder()
		).toBe( 'idle' );
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout' )
		).toMatchObject( [ { content: 'You are probably offline.' } ] );
	} );

	it( 'checkout_success: an error answer with retry sets hasError; without retry completes', async () => {
		const env = await readyCheckout();
		cleanup = env.cleanup;
		const off = env.checkoutEvents.onCheckoutSuccess( () => ( {
			type: 'error',
			message: 'Xác minh thất bại.',
			retry: true,
		} ) );
		await env.registry.dispatch( CHECKOUT_STORE_KEY ).placeOrder();
		expect( env.registry.select( CHECKOUT_STORE_KEY ).hasError() ).toBe(
			true
		);
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout' )
		).toMatchObject( [ { content: 'Xác minh thất bại.' } ] );
		off();
		vi.useRealTimers();
	} );
} );
