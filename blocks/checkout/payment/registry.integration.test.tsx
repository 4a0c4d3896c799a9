/**
 * A third-party gateway in the whole checkout block, over the mock WooCommerce: it gets WooCommerce's payment
 * method interface, its canMakePayment WooCommerce's argument, its payment data reaches the Store API as
 * WooCommerce's checkout sends it, a declined payment keeps the cart and the form, a method that throws
 * stays in its boundary, saved tokens (default first) pay with the token, express errors show in the
 * express area.
 */

/** External dependencies */
import {
	act,
	configure,
	fireEvent,
	screen,
	waitFor,
} from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

/** WordPress dependencies */
import { useEffect } from '@wordpress/element';

/** Internal dependencies */
import '../../cart/test-utils';
import { withMockWoo } from '../../data/test-utils';
import {
	registerExpressPaymentMethod,
	registerPaymentMethod,
	type CanMakePaymentArgument,
} from '../../registry';
import { CHECKOUT_STORE_KEY, PAYMENT_STORE_KEY } from '../stores';
import {
	TEST_BILLING,
	renderCheckoutWithTour,
	setUpCheckoutCleanup,
} from '../test-utils';

configure( { asyncUtilTimeout: 15000 } );

const { woo, requests } = withMockWoo();
const cleanup = setUpCheckoutCleanup();

type Props = Record< string, any >;

const TITLE = 'Thẻ thử nghiệm';

/** A gateway as a plugin writes it against WooCommerce's contract. */
function registerTestGateway( {
	content,
	canMakePayment = () => true,
	showSavedCards = false,
	showSaveOption = false,
	savedTokenComponent = null,
}: {
	content: ( props: Props ) => JSX.Element | null;
	canMakePayment?: ( arg: CanMakePaymentArgument ) => unknown;
	showSavedCards?: boolean;
	showSaveOption?: boolean;
	savedTokenComponent?: JSX.Element | null;
} ) {
	const Label = ( props: Props ) => {
		const { PaymentMethodLabel } = props.components;
		return <PaymentMethodLabel text={ TITLE } />;
	};
	const Content = content;
	registerPaymentMethod( {
		name: 'tourfront_test',
		// The mock WooCommerce's cart lists its own gateways: this one rides on the COD gateway's id there.
		paymentMethodId: 'cod',
		label: <Label />,
		ariaLabel: TITLE,
		content: <Content />,
		edit: <Content />,
		savedTokenComponent,
		canMakePayment: canMakePayment as () => boolean,
		supports: { showSavedCards, showSaveOption },
	} );
}

/** A card form handing its number over in onPaymentSetup. */
function CardForm( props: Props ) {
	const { onPaymentSetup } = props.eventRegistration;
	const { responseTypes } = props.emitResponse;
	useEffect(
		() =>
			onPaymentSetup( () => ( {
				type: responseTypes.SUCCESS,
				meta: { paymentMethodData: { tourfront_card: '4242' } },
			} ) ),
		[ onPaymentSetup, responseTypes ]
	);
	return <p>Nhập thẻ</p>;
}

/** Types the email and an address into the form shown (shipping when the cart ships, else billing). */
function typeDetails() {
	fireEvent.change( document.getElementById( 'email' ) as HTMLElement, {
		target: { value: 'an.nguyen@example.vn' },
	} );
	const form = document.getElementById( 'shipping-first_name' )
		? 'shipping'
		: 'billing';
	for ( const [ field, value ] of Object.entries( TEST_BILLING ) ) {
		fireEvent.change(
			document.getElementById( `${ form }-${ field }` ) as HTMLElement,
			{ target: { value } }
		);
	}
}

async function open( extra: Record< string, unknown > = {} ) {
	const env = await renderCheckoutWithTour( extra );
	cleanup.current = env.cleanup;
	return env;
}

const checkoutPosts = () =>
	requests.filter(
		( r ) => r.method === 'POST' && r.url.pathname.endsWith( '/checkout' )
	);

async function choose( name: string ) {
	fireEvent.click( await screen.findByRole( 'radio', { name } ) );
}

describe( 'a third-party gateway', () => {
	it( 'gets WooCommerce’s payment method interface, its label the components', async () => {
		let seen: Props = {};
		registerTestGateway( {
			content: ( props ) => {
				seen = props;
				return <p>Nhập thẻ</p>;
			},
		} );
		await open();
		await choose( TITLE );
		await screen.findByText( 'Nhập thẻ' );
		expect( Object.keys( seen.components ) ).toEqual(
			expect.arrayContaining( [
				'PaymentMethodLabel',
				'PaymentMethodIcons',
				'LoadingMask',
				'ValidationInputError',
			] )
		);
		expect( Object.keys( seen.eventRegistration ) ).toEqual(
			expect.arrayContaining( [
				'onPaymentSetup',
				'onPaymentProcessing',
				'onCheckoutValidation',
				'onCheckoutSuccess',
				'onCheckoutFail',
				'onShippingRateSuccess',
				'onShippingRateFail',
				'onShippingRateSelectSuccess',
				'onShippingRateSelectFail',
			] )
		);
		expect( seen.emitResponse.responseTypes ).toEqual( {
			SUCCESS: 'success',
			FAIL: 'failure',
			ERROR: 'error',
		} );
		expect( seen.emitResponse.noticeContexts ).toMatchObject( {
			PAYMENTS: 'wc/checkout/payments',
			EXPRESS_PAYMENTS: 'wc/checkout/express-payments',
		} );
		expect( Object.keys( seen.billing ) ).toEqual(
			expect.arrayContaining( [
				'billingAddress',
				'cartTotal',
				'currency',
				'cartTotalItems',
				'displayPricesIncludingTax',
				'appliedCoupons',
				'customerId',
			] )
		);
		expect( seen.billing.cartTotal.value ).toBeGreaterThan( 0 );
		expect( seen.billing.currency.code ).toBe( 'VND' );
		expect( Object.keys( seen.shippingData ) ).toEqual(
			expect.arrayContaining( [
				'shippingRates',
				'selectedRates',
				'needsShipping',
				'setSelectedRates',
				'shippingAddress',
			] )
		);
		expect( seen.cartData.cartItems ).toHaveLength( 1 );
		expect( seen.checkoutStatus ).toMatchObject( {
			isProcessing: false,
			isComplete: false,
		} );
		expect( seen.paymentStatus ).toHaveProperty( 'isDoingExpressPayment' );
		expect( seen.activePaymentMethod ).toBe( 'tourfront_test' );
		expect( seen.shouldSavePayment ).toBe( false );
		expect( typeof seen.onSubmit ).toBe( 'function' );
		expect( typeof seen.setExpressPaymentError ).toBe( 'function' );
	} );

	it( 'gets WooCommerce’s canMakePayment argument; one that throws or says no is not offered, an async yes is', async () => {
		const args: CanMakePaymentArgument[] = [];
		registerTestGateway( {
			content: () => <p>Nhập thẻ</p>,
			canMakePayment: async ( arg ) => {
				args.push( arg );
				return true;
			},
		} );
		registerPaymentMethod( {
			name: 'broken',
			paymentMethodId: 'bacs',
			label: 'Hỏng',
			ariaLabel: 'Hỏng',
			content: <p />,
			edit: <p />,
			canMakePayment: () => {
				throw new Error( 'no config' );
			},
		} );
		await open();
		await screen.findByRole( 'radio', { name: TITLE } );
		expect( screen.queryByRole( 'radio', { name: 'Hỏng' } ) ).toBeNull();
		const arg = args[ args.length - 1 ] as CanMakePaymentArgument & {
			cart: Record< string, unknown >;
		};
		expect( arg.cart.cartItems ).toHaveLength( 1 );
		expect( arg.cart.cartTotals ).toBe( arg.cartTotals );
		expect( typeof arg.cart.receiveCart ).toBe( 'function' );
		expect( arg.cart ).toHaveProperty( 'cartNeedsPayment', true );
		expect( arg.cart ).toHaveProperty( 'shippingRates' );
		expect( arg.selectedShippingMethods ).toEqual( expect.any( Object ) );
		expect( arg.paymentRequirements ).toEqual( [ 'products' ] );
		expect( arg.paymentMethods ).toContain( 'cod' );
		expect( arg.billingAddress ).toBe( arg.billingData );
	} );

	it( 'sends its payment data as WooCommerce does; a declined payment shows the gateway’s message and keeps the cart and the form', async () => {
		registerTestGateway( { content: CardForm } );
		const env = await open();
		typeDetails();
		await choose( TITLE );
		await screen.findByText( 'Nhập thẻ' );
		const message = 'Thẻ bị từ chối: ngân hàng thử nghiệm không chấp nhận.';
		woo.server.use(
			http.post(
				/\/wc\/store\/v1\/checkout/,
				() =>
					HttpResponse.json(
						{
							code: 'woocommerce_rest_checkout_process_payment_error',
							message,
							data: { status: 400 },
						},
						{ status: 400 }
					),
				{ once: true }
			)
		);
		requests.length = 0;
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		await screen.findByText( message );
		await waitFor( () => expect( checkoutPosts() ).toHaveLength( 1 ) );
		await waitFor( () => expect( checkoutPosts()[ 0 ].body ).toBeTruthy() );
		const body = checkoutPosts()[ 0 ].body as Record< string, unknown >;
		expect( body.payment_method ).toBe( 'tourfront_test' );
		expect( body.payment_data ).toEqual( [
			{ key: 'tourfront_card', value: '4242' },
			{ key: 'wc-tourfront_test-new-payment-method', value: false },
		] );
		await waitFor( () =>
			expect(
				env.registry.select( CHECKOUT_STORE_KEY ).getCheckoutStatus()
			).toBe( 'idle' )
		);
		expect(
			( document.getElementById( 'email' ) as HTMLInputElement ).value
		).toBe( 'an.nguyen@example.vn' );
		expect( woo.store.toJSON().cart.items ).toHaveLength( 1 );
		expect(
			env.registry.select( PAYMENT_STORE_KEY ).getActivePaymentMethod()
		).toBe( 'tourfront_test' );
	} );

	it( 'after a declined payment, the next attempt that succeeds goes to the order received page', async () => {
		const assign = vi
			.spyOn( window.location, 'assign' )
			.mockImplementation( () => undefined );
		registerTestGateway( { content: CardForm } );
		await open();
		typeDetails();
		await choose( TITLE );
		await screen.findByText( 'Nhập thẻ' );
		woo.server.use(
			http.post(
				/\/wc\/store\/v1\/checkout/,
				() =>
					HttpResponse.json(
						{
							code: 'woocommerce_rest_checkout_process_payment_error',
							message: 'Thẻ bị từ chối.',
							data: { status: 400 },
						},
						{ status: 400 }
					),
				{ once: true }
			)
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		await screen.findByText( 'Thẻ bị từ chối.' );
		woo.server.use(
			http.post(
				/\/wc\/store\/v1\/checkout/,
				() =>
					HttpResponse.json( {
						order_id: 99,
						status: 'processing',
						order_key: 'wc_order_x',
						customer_id: 0,
						payment_method: 'tourfront_test',
						payment_result: {
							payment_status: 'success',
							payment_details: [],
							redirect_url:
								'http://localhost/checkout/order-received/99/?key=wc_order_x',
						},
					} ),
				{ once: true }
			)
		);
		await waitFor( () =>
			expect(
				(
					screen.getByRole( 'button', {
						name: 'Place order',
					} ) as HTMLButtonElement
				 ).disabled
			).toBe( false )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				'http://localhost/checkout/order-received/99/?key=wc_order_x'
			)
		);
		assign.mockRestore();
	} );

	it( 'stays in its boundary when its content or label throws: the checkout goes on', async () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		registerPaymentMethod( {
			name: 'tourfront_test',
			paymentMethodId: 'cod',
			label: <ThrowingPart />,
			ariaLabel: TITLE,
			content: <ThrowingPart />,
			edit: <ThrowingPart />,
			canMakePayment: () => true,
		} );
		await open();
		await choose( TITLE );
		await screen.findByText(
			'We are experiencing difficulties with this payment method. Please contact us for assistance.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Place order' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'radio', { name: 'Chuyển khoản ngân hàng' } )
		).toBeTruthy();
		error.mockRestore();
	} );
} );

function ThrowingPart(): JSX.Element {
	throw new Error( 'gateway bug' );
}

describe( 'saved payment methods', () => {
	const saved = {
		cc: [
			{
				tokenId: 3,
				is_default: false,
				expires: '01/29',
				method: {
					gateway: 'tourfront_test',
					brand: 'Mastercard',
					last4: '4444',
				},
			},
			{
				tokenId: 5,
				is_default: true,
				expires: '12/30',
				method: {
					gateway: 'tourfront_test',
					brand: 'Visa',
					last4: '4242',
				},
			},
		],
	};
	const SavedToken = ( props: Props ) => <p>Thẻ đã lưu #{ props.token }</p>;

	it( 'offers the customer’s default token first, renders its savedTokenComponent and pays with it', async () => {
		registerTestGateway( {
			content: CardForm,
			showSavedCards: true,
			savedTokenComponent: <SavedToken />,
		} );
		await open( { customerPaymentMethods: saved } );
		const visa = await screen.findByRole( 'radio', {
			name: 'Visa ending in 4242 (expires 12/30)',
		} );
		await waitFor( () => expect( visa ).toHaveProperty( 'checked', true ) );
		await screen.findByText( 'Thẻ đã lưu #5' );
		expect(
			screen.getByRole( 'radio', {
				name: 'Mastercard ending in 4444 (expires 01/29)',
			} )
		).toHaveProperty( 'checked', false );
		typeDetails();
		woo.server.use(
			http.post(
				/\/wc\/store\/v1\/checkout/,
				() =>
					HttpResponse.json(
						{ code: 'x', message: 'dừng', data: { status: 400 } },
						{ status: 400 }
					),
				{ once: true }
			)
		);
		requests.length = 0;
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		await waitFor( () =>
			expect( checkoutPosts()[ 0 ]?.body ).toBeTruthy()
		);
		expect( checkoutPosts()[ 0 ].body ).toMatchObject( {
			payment_method: 'tourfront_test',
			payment_data: expect.arrayContaining( [
				{ key: 'token', value: '5' },
				{ key: 'payment_method', value: 'tourfront_test' },
				{ key: 'wc-tourfront_test-payment-token', value: '5' },
				{ key: 'isSavedToken', value: true },
			] ),
		} );
	} );

	it( 'offers no token of a method that does not show saved cards; the save box shows with showSaveOption for a customer', async () => {
		registerTestGateway( { content: CardForm, showSaveOption: true } );
		const env = await open( { customerPaymentMethods: saved } );
		act( () => {
			env.registry.dispatch( CHECKOUT_STORE_KEY ).setCustomerId( 7 );
		} );
		await choose( TITLE );
		expect(
			screen.queryByRole( 'radio', { name: /ending in 4242/ } )
		).toBeNull();
		const box = await screen.findByRole( 'checkbox', {
			name: 'Save payment information to my account for future purchases.',
		} );
		fireEvent.click( box );
		expect(
			env.registry
				.select( PAYMENT_STORE_KEY )
				.getShouldSavePaymentMethod()
		).toBe( true );
	} );
} );

describe( 'express payment methods', () => {
	function Wallet( props: Props ) {
		return (
			<div>
				<button type="button" onClick={ props.onClick }>
					Ví nhanh
				</button>
				<button type="button" onClick={ props.onClose }>
					Đóng ví
				</button>
				<button
					type="button"
					onClick={ () => props.onError( 'Ví từ chối thanh toán.' ) }
				>
					Lỗi ví
				</button>
			</div>
		);
	}

	it( 'shows above the form; while it runs the regular options step aside, its error shows in the express area', async () => {
		registerExpressPaymentMethod( {
			name: 'wallet',
			content: <Wallet />,
			edit: <Wallet />,
			canMakePayment: () => true,
		} );
		const env = await open();
		const start = await screen.findByRole( 'button', { name: 'Ví nhanh' } );
		const area = start.closest(
			'.wc-block-components-express-payment'
		) as HTMLElement;
		// Before the form's first field in the document.
		const fields = [
			...document.querySelectorAll(
				'.wc-block-components-express-payment, #email'
			),
		];
		expect( fields.indexOf( area ) ).toBe( 0 );
		const options = () =>
			document.getElementById(
				'radio-control-wc-payment-method-options'
			);
		expect( options() ).not.toBeNull();
		act( () => {
			fireEvent.click( start );
		} );
		expect(
			env.registry.select( PAYMENT_STORE_KEY ).getActivePaymentMethod()
		).toBe( 'wallet' );
		await waitFor( () => expect( options() ).toBeNull() );
		act( () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Đóng ví' } )
			);
		} );
		await waitFor( () => expect( options() ).not.toBeNull() );
		expect(
			env.registry.select( PAYMENT_STORE_KEY ).getActivePaymentMethod()
		).not.toBe( 'wallet' );

		act( () => {
			fireEvent.click( start );
		} );
		act( () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Lỗi ví' } ) );
		} );
		await waitFor( () =>
			expect( area.textContent ).toContain( 'Ví từ chối thanh toán.' )
		);
		await waitFor( () => expect( options() ).not.toBeNull() );
	} );

	it( 'one that throws shows the difficulties message alone; the checkout stays', async () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		registerExpressPaymentMethod( {
			name: 'wallet',
			content: <ThrowingPart />,
			edit: <ThrowingPart />,
			canMakePayment: () => true,
		} );
		await open();
		await screen.findByText(
			'We are experiencing difficulties with this payment method. Please contact us for assistance.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Place order' } )
		).toBeTruthy();
		error.mockRestore();
	} );
} );
