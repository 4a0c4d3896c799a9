// @vitest-environment node
/**
 * The test gateway's payment in the mock checkout: a card pays, the failing card is declined with the
 * plugin's message in WooCommerce's 400 and the cart stays, a customer's saved card is offered and used,
 * nobody else's token is.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { storeError, testStore } from './test-utils';

const BILLING = {
	first_name: 'Trần',
	last_name: 'Mai',
	address_1: '12 Lý Thường Kiệt',
	city: 'Hà Nội',
	postcode: '100000',
	country: 'VN',
	phone: '0912345678',
	email: 'mai.tran@example.vn',
};

function cardPayment( card: string, save = false ) {
	return {
		billing_address: BILLING,
		shipping_address: BILLING,
		payment_method: 'tourfront_test',
		payment_data: [
			{ key: 'tourfront_test_card', value: card },
			{ key: 'wc-tourfront_test-new-payment-method', value: save },
		],
	};
}

function tokenPayment( token: number ) {
	return {
		billing_address: BILLING,
		shipping_address: BILLING,
		payment_method: 'tourfront_test',
		payment_data: [
			{ key: 'token', value: String( token ) },
			{ key: 'wc-tourfront_test-payment-token', value: String( token ) },
			{ key: 'isSavedToken', value: true },
		],
	};
}

function shop( customer = 0 ) {
	const store = testStore( {
		testPayments: true,
		customerId: () => customer,
	} );
	store.addItem( { id: 11 } );
	return store;
}

describe( 'the test payment plugins in the mock store', () => {
	it( 'are listed with WooCommerce’s gateways only when active', () => {
		const ids = ( store: ReturnType< typeof testStore > ) =>
			(
				store.getCartResponse() as unknown as {
					payment_methods: string[];
				}
			 ).payment_methods;
		expect( ids( shop() ) ).toEqual( [
			'cod',
			'bacs',
			'tourfront_test',
			'tourfront_express',
		] );
		expect( ids( testStore() ) ).not.toContain( 'tourfront_test' );
		expect( () =>
			shop().validateCheckout( cardPayment( '4242424242424242' ) )
		).not.toThrow();
	} );

	it( 'a good card places the order and goes to order received', () => {
		const store = shop();
		const result = store.checkout( cardPayment( '4242 4242 4242 4242' ) );
		expect( result.status ).toBe( 'processing' );
		expect( result.payment_method ).toBe( 'tourfront_test' );
		expect( result.payment_result?.redirect_url ).toMatch(
			/\/checkout\/order-received\/\d+\/\?key=wc_order_/
		);
	} );

	it( 'the failing card is declined with the plugin’s message in WooCommerce’s 400, and the cart stays', () => {
		const store = shop();
		const error = storeError( () =>
			store.checkout( cardPayment( '4000 0000 0000 0002' ) )
		);
		expect( error.toBody() ).toEqual( {
			code: 'woocommerce_rest_checkout_process_payment_error',
			message:
				'Thẻ bị từ chối: ngân hàng thử nghiệm không chấp nhận giao dịch.',
			data: { status: 400 },
		} );
		expect( store.toJSON().orders ).toHaveLength( 0 );
		expect( store.toJSON().cart.items ).toHaveLength( 1 );
		// The cart is still there: a good card goes through next.
		expect(
			store.checkout( cardPayment( '4242424242424242' ) ).status
		).toBe( 'processing' );
	} );

	it( 'a short card number is refused with the plugin’s message', () => {
		expect(
			storeError( () => shop().checkout( cardPayment( '4242' ) ) ).message
		).toBe( 'Số thẻ không hợp lệ.' );
	} );

	it( 'a customer’s saved card is offered (default first) and pays; a guest saves nothing', () => {
		const store = shop( 7 );
		expect( store.getCustomerPaymentMethods( 7 ) ).toEqual( {} );
		store.checkout( cardPayment( '4242424242424242', true ) );
		const saved = store.getCustomerPaymentMethods( 7 );
		expect( saved ).toEqual( {
			cc: [
				{
					tokenId: 1,
					is_default: true,
					method: {
						gateway: 'tourfront_test',
						last4: '4242',
						brand: 'Visa',
					},
					expires: '12/30',
				},
			],
		} );
		store.addItem( { id: 11 } );
		expect( store.checkout( tokenPayment( 1 ) ).status ).toBe(
			'processing'
		);
		expect( store.getCustomerPaymentMethods( 8 ) ).toEqual( {} );

		const guest = shop();
		guest.checkout( cardPayment( '4242424242424242', true ) );
		expect( guest.toJSON().paymentTokens ?? [] ).toHaveLength( 0 );
	} );

	it( 'another customer’s token is refused', () => {
		const store = shop( 7 );
		store.checkout( cardPayment( '4242424242424242', true ) );
		const other = testStore( {
			testPayments: true,
			customerId: () => 8,
			state: store.toJSON(),
		} );
		other.addItem( { id: 11 } );
		expect(
			storeError( () => other.checkout( tokenPayment( 1 ) ) ).message
		).toBe( 'Thẻ đã lưu không dùng được.' );
	} );
} );
