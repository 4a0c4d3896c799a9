// @vitest-environment node
/**
 * The parts of WooCommerce's payment method interface worked out from the cart: the wallet sheet's total
 * lines, the shipping error status, and the legacy observer names with WooCommerce's deprecation notices.
 */

/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { cartTotalItems, shippingErrorStatus } from './registry-props';
import { legacyObservers } from './legacy-observers';
import type { Cart } from '../../data/cart/types';

const totals = {
	total_items: '2490000',
	total_items_tax: '249000',
	total_fees: '0',
	total_fees_tax: '0',
	total_discount: '100000',
	total_discount_tax: '10000',
	total_shipping: '30000',
	total_shipping_tax: '0',
	total_tax: '249000',
	total_price: '2669000',
} as unknown as Cart[ 'totals' ];

const rates = ( count: number ) =>
	[
		{
			package_id: 0,
			shipping_rates: Array.from( { length: count }, ( _, i ) => ( {
				rate_id: `flat_rate:${ i }`,
			} ) ),
		},
	] as unknown as Cart[ 'shipping_rates' ];

afterEach( () => {
	delete ( globalThis as { window?: unknown } ).window;
} );

describe( 'cartTotalItems', () => {
	it( 'lists subtotal, fees, discount and taxes, zero or not, then shipping when the cart ships', () => {
		expect( cartTotalItems( totals, true ) ).toEqual( [
			{
				key: 'total_items',
				label: 'Subtotal:',
				value: 2490000,
				valueWithTax: 2739000,
			},
			{ key: 'total_fees', label: 'Fees:', value: 0, valueWithTax: 0 },
			{
				key: 'total_discount',
				label: 'Discount:',
				value: 100000,
				valueWithTax: 110000,
			},
			{
				key: 'total_tax',
				label: 'Taxes:',
				value: 249000,
				valueWithTax: 249000,
			},
			{
				key: 'total_shipping',
				label: 'Shipping:',
				value: 30000,
				valueWithTax: 30000,
			},
		] );
		expect(
			cartTotalItems( totals, false ).map( ( item ) => item.key )
		).toEqual( [
			'total_items',
			'total_fees',
			'total_discount',
			'total_tax',
		] );
	} );
} );

describe( 'shippingErrorStatus', () => {
	const cart = ( over: Partial< Cart > ) =>
		( {
			errors: [],
			needs_shipping: true,
			has_calculated_shipping: true,
			shipping_rates: rates( 1 ),
			...over,
		} ) as Cart;

	it( 'is pristine and valid while the rates are good or the cart does not ship', () => {
		const good = {
			isPristine: true,
			isValid: true,
			hasInvalidAddress: false,
			hasError: false,
		};
		expect( shippingErrorStatus( cart( {} ) ) ).toEqual( good );
		expect(
			shippingErrorStatus(
				cart( { needs_shipping: false, shipping_rates: rates( 0 ) } )
			)
		).toEqual( good );
	} );

	it( 'says an address the store cannot ship to, or no rate at all', () => {
		expect(
			shippingErrorStatus(
				cart( {
					errors: [
						{
							code: 'woocommerce_rest_cart_shipping_rates_invalid_address',
							message: '',
						},
					],
				} as Partial< Cart > )
			)
		).toEqual( {
			isPristine: false,
			isValid: false,
			hasInvalidAddress: true,
			hasError: true,
		} );
		expect(
			shippingErrorStatus( cart( { shipping_rates: rates( 0 ) } ) )
		).toEqual( {
			isPristine: false,
			isValid: false,
			hasInvalidAddress: false,
			hasError: true,
		} );
	} );
} );

describe( 'legacyObservers', () => {
	const registration = () => ( {
		onPaymentSetup: vi.fn( () => () => undefined ),
		onCheckoutValidation: vi.fn( () => () => undefined ),
		onCheckoutSuccess: vi.fn( () => () => undefined ),
		onCheckoutFail: vi.fn( () => () => undefined ),
	} );

	it( 'registers with the current observer and says, once, which name to use', () => {
		( globalThis as { window?: unknown } ).window = {};
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		const current = registration();
		const legacy = legacyObservers( current );
		const observer = () => true;
		legacy.onPaymentProcessing( observer as never );
		legacy.onPaymentProcessing( observer as never );
		expect( current.onPaymentSetup ).toHaveBeenCalledTimes( 2 );
		expect( current.onPaymentSetup ).toHaveBeenCalledWith( observer );
		expect( warn ).toHaveBeenCalledTimes( 1 );
		expect( warn ).toHaveBeenCalledWith(
			'onPaymentProcessing is deprecated. Please use onPaymentSetup instead.'
		);
		legacy.onCheckoutAfterProcessingWithError(
			observer as never,
			5 as never
		);
		expect( current.onCheckoutFail ).toHaveBeenCalledWith( observer, 5 );
		expect( warn ).toHaveBeenLastCalledWith(
			'onCheckoutAfterProcessingWithError is deprecated since version 9.7.0. Please use onCheckoutFail instead. See: https://github.com/woocommerce/woocommerce-blocks/pull/8381'
		);
		legacy.onCheckoutBeforeProcessing( observer as never );
		legacy.onCheckoutValidationBeforeProcessing( observer as never );
		expect( current.onCheckoutValidation ).toHaveBeenCalledTimes( 2 );
		legacy.onCheckoutAfterProcessingWithSuccess( observer as never );
		expect( current.onCheckoutSuccess ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'uses WordPress’s wp.deprecated when the page has it', () => {
		const wpDeprecated = vi.fn();
		( globalThis as { window?: unknown } ).window = {
			wp: { deprecated: wpDeprecated },
		};
		legacyObservers( registration() ).onCheckoutBeforeProcessing(
			( () => true ) as never
		);
		expect( wpDeprecated ).toHaveBeenCalledWith(
			'onCheckoutBeforeProcessing',
			{
				alternative: 'onCheckoutValidation',
				plugin: 'WooCommerce Blocks',
			}
		);
	} );
} );
