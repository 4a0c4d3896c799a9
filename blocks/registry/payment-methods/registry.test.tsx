// @vitest-environment node
/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import {
	__unstableResetPaymentMethods,
	getExpressPaymentMethods,
	getPaymentMethods,
	hasWooCommerceRegistry,
	importWooCommerceMethods,
	registerExpressPaymentMethod,
	registerPaymentMethod,
	subscribeToPaymentMethods,
} from './registry';
import { checkPaymentMethodsCanPay, orderMethodNames } from './can-pay';
import type { CanMakePaymentArgument, PaymentMethodOptions } from './types';
import { EMPTY_CART } from '../../data/cart/default-state';

const valid = (): PaymentMethodOptions => ( {
	name: 'tourfront_card',
	label: <span>Card</span>,
	ariaLabel: 'Card',
	content: <div>Card fields</div>,
	edit: <div>Card preview</div>,
	canMakePayment: () => true,
} );

const argument = (
	requirements: string[] = [ 'products' ]
): CanMakePaymentArgument => ( {
	cart: {},
	cartTotals: {},
	cartNeedsShipping: true,
	billingAddress: EMPTY_CART.billing_address,
	shippingAddress: EMPTY_CART.shipping_address,
	billingData: EMPTY_CART.billing_address,
	selectedShippingMethods: {},
	paymentRequirements: requirements,
	paymentMethods: [ 'cod' ],
} );

afterEach( () => __unstableResetPaymentMethods() );

describe( 'registerPaymentMethod', () => {
	it( 'fills in the defaults (paymentMethodId, supports)', () => {
		registerPaymentMethod( valid() );
		const method = getPaymentMethods().tourfront_card;
		expect( method.paymentMethodId ).toBe( 'tourfront_card' );
		expect( method.supports ).toEqual( {
			showSavedCards: false,
			showSaveOption: false,
			features: [ 'products' ],
		} );
		expect( method.icons ).toBeNull();
		expect( method.savedTokenComponent ).not.toBeNull();
	} );

	it( 'keeps explicit values and the legacy savePaymentInfo flag', () => {
		registerPaymentMethod( {
			...valid(),
			paymentMethodId: 'stripe',
			placeOrderButtonLabel: 'Pay by card',
			icons: [ { id: 'visa', src: '/visa.svg', alt: 'Visa' } ],
			supports: {
				savePaymentInfo: true,
				showSaveOption: true,
				features: [ 'products', 'subscriptions' ],
			},
		} );
		const method = getPaymentMethods().tourfront_card;
		expect( method.paymentMethodId ).toBe( 'stripe' );
		expect( method.placeOrderButtonLabel ).toBe( 'Pay by card' );
		expect( method.supports ).toEqual( {
			showSavedCards: true,
			showSaveOption: true,
			features: [ 'products', 'subscriptions' ],
		} );
	} );

	it.each( [
		[
			{ name: undefined },
			'The payment method configuration object is missing the following properties:name',
		],
		[
			{ name: 12 },
			'The name property for the payment method must be a string',
		],
		[
			{ icons: 'visa' },
			'The icons property for the payment method must be an array or null.',
		],
		[
			{ paymentMethodId: 3 },
			'The paymentMethodId property for the payment method must be a string or undefined (in which case it will be the value of the name property).',
		],
		[
			{ placeOrderButtonLabel: 5 },
			'The placeOrderButtonLabel property for the payment method must be a string',
		],
		[
			{ label: 5 },
			'The label property for the payment method must be a React element, a string, or null.',
		],
		[
			{ content: 'text' },
			'The content property for the payment method must be a React element or null.',
		],
		[
			{ edit: () => null },
			'The edit property for the payment method must be a React element or null.',
		],
		[
			{ ariaLabel: null },
			'The ariaLabel property for the payment method must be a string',
		],
		[
			{ canMakePayment: true },
			'The canMakePayment property for the payment method must be a function.',
		],
		[
			{ supports: { showSavedCards: 'yes' } },
			'If the payment method includes the `supports.showSavedCards` property, it must be a boolean',
		],
		[
			{ supports: { showSaveOption: 1 } },
			'If the payment method includes the `supports.showSaveOption` property, it must be a boolean',
		],
		[
			{ supports: { features: 'products' } },
			'The features property for the payment method must be an array or undefined.',
		],
	] )( 'refuses %j with the exact message', ( patch, message ) => {
		const options = { ...valid(), ...patch } as Record< string, unknown >;
		if ( 'name' in patch && patch.name === undefined ) {
			delete options.name;
		}
		expect( () =>
			registerPaymentMethod( options as unknown as PaymentMethodOptions )
		).toThrow( message );
		expect( getPaymentMethods() ).toEqual( {} );
	} );

	it( 'accepts the legacy factory form', () => {
		registerPaymentMethod( ( Config ) => new Config( valid() ) );
		expect( Object.keys( getPaymentMethods() ) ).toEqual( [
			'tourfront_card',
		] );
	} );

	it( 'notifies subscribers', () => {
		const listener = vi.fn();
		const unsubscribe = subscribeToPaymentMethods( listener );
		registerPaymentMethod( valid() );
		unsubscribe();
		registerPaymentMethod( { ...valid(), name: 'other' } );
		expect( listener ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'registerExpressPaymentMethod', () => {
	it( 'defaults paymentMethodId and features', () => {
		registerExpressPaymentMethod( {
			name: 'gpay',
			content: <div />,
			edit: <div />,
			canMakePayment: () => true,
		} );
		expect( getExpressPaymentMethods().gpay ).toMatchObject( {
			paymentMethodId: 'gpay',
			supports: { features: [ 'products' ] },
			isExpress: true,
		} );
	} );

	it( 'refuses a missing canMakePayment function', () => {
		expect( () =>
			registerExpressPaymentMethod( {
				name: 'gpay',
				content: <div />,
				edit: <div />,
				canMakePayment: 'yes' as never,
			} )
		).toThrow(
			'The canMakePayment property for the express payment method must be a function.'
		);
	} );
} );

describe( 'importWooCommerceMethods', () => {
	it( 'copies the methods of wc.wcBlocksRegistry once', () => {
		const wcRegistry = {
			getPaymentMethods: () => ( {
				stripe: { ...valid(), name: 'stripe' },
			} ),
			getExpressPaymentMethods: () => ( {} ),
		};
		expect( importWooCommerceMethods( wcRegistry ) ).toEqual( [
			'stripe',
		] );
		expect( importWooCommerceMethods( wcRegistry ) ).toEqual( [] );
		expect( Object.keys( getPaymentMethods() ) ).toEqual( [ 'stripe' ] );
	} );

	it( 'does nothing without WooCommerce on the page', () => {
		expect( importWooCommerceMethods( undefined ) ).toEqual( [] );
	} );

	it( 'tells whether WooCommerce’s registry is on the page without reading it', () => {
		const reads: string[] = [];
		const wc = new Proxy(
			{ wcBlocksRegistry: {} },
			{
				get: ( target, key ) => (
					reads.push( String( key ) ),
					Reflect.get( target, key )
				 ),
			}
		);
		expect( hasWooCommerceRegistry( { wc } ) ).toBe( true );
		expect( reads ).toEqual( [] );
		expect( hasWooCommerceRegistry( { wc: {} } ) ).toBe( false );
		expect( hasWooCommerceRegistry( {} ) ).toBe( false );
	} );
} );

describe( 'checkPaymentMethodsCanPay', () => {
	it( 'keeps methods the server accepts, that support the requirements and can pay, in sort order', async () => {
		registerPaymentMethod( { ...valid(), name: 'cod' } );
		registerPaymentMethod( { ...valid(), name: 'bacs' } );
		registerPaymentMethod( {
			...valid(),
			name: 'cheque',
			canMakePayment: () => false,
		} );
		registerPaymentMethod( { ...valid(), name: 'stripe' } );
		registerPaymentMethod( {
			...valid(),
			name: 'subs',
			supports: { features: [ 'subscriptions' ] },
		} );
		const result = await checkPaymentMethodsCanPay(
			getPaymentMethods(),
			argument(),
			{
				serverMethods: [ 'cod', 'bacs', 'cheque', 'subs' ],
				sortOrder: [ 'bacs', 'cod' ],
				showErrors: true,
			}
		);
		expect( result ).toEqual( {
			available: [ 'bacs', 'cod' ],
			errors: [],
		} );
	} );

	it( 'reports errors of canMakePayment to administrators and editors only', async () => {
		registerPaymentMethod( {
			...valid(),
			name: 'broken',
			paymentMethodId: 'broken_gw',
			canMakePayment: () => {
				throw new Error( 'no key' );
			},
		} );
		registerPaymentMethod( {
			...valid(),
			name: 'soft',
			canMakePayment: () => ( { error: { message: 'bad' } } ),
		} );
		const admin = await checkPaymentMethodsCanPay(
			getPaymentMethods(),
			argument(),
			{ showErrors: true }
		);
		expect( admin.available ).toEqual( [] );
		expect( admin.errors ).toEqual( [
			{
				id: 'wc-broken_gw-registration-error',
				message:
					"There was an error registering the payment method with id 'broken_gw': no key",
			},
			{
				id: 'wc-soft-registration-error',
				message:
					"There was an error registering the payment method with id 'soft': bad",
			},
		] );
		const guest = await checkPaymentMethodsCanPay(
			getPaymentMethods(),
			argument(),
			{ showErrors: false }
		);
		expect( guest ).toEqual( { available: [], errors: [] } );
	} );

	it( 'orders names by the sort order first', () => {
		expect(
			orderMethodNames( [ 'a', 'b', 'c' ], [ 'c', 'x', 'a' ] )
		).toEqual( [ 'c', 'a', 'b' ] );
	} );
} );
