/**
 * The props every payment method's elements receive, WooCommerce's payment method interface in full:
 * observers (`eventRegistration`), response types and notice contexts (`emitResponse`), `billing`,
 * `shippingData`, `cartData`, `checkoutStatus`, `paymentStatus`, `components`, `onSubmit`,
 * `activePaymentMethod`, `shouldSavePayment` and the express error setter. A gateway written for
 * WooCommerce's Checkout block reads exactly these.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useCallback, useMemo } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import { getCurrencyFromPriceResponse } from '../../../common/money';
import { getSetting } from '../../../common/settings';
import {
	CONTEXTS,
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	NOTICES_STORE_KEY,
	PAYMENT_STORE_KEY,
} from '../stores';
import { PAYMENT_NOTICE_IDS } from '../../data/payment/constants';
import { PAYMENT_METHOD_COMPONENTS } from './registry-components';
import {
	shippingEventRegistration,
	shippingFailure,
} from './registry-shipping-events';
import { legacyObservers } from './legacy-observers';
import { selectedRates } from './selected-rates';
import type { EventRegistration } from './method-props';
import type { Cart } from '../../data/cart/types';

/** WooCommerce's response types (`emitResponse.responseTypes`). */
export const RESPONSE_TYPES = Object.freeze( {
	SUCCESS: 'success',
	FAIL: 'failure',
	ERROR: 'error',
} );

/** WooCommerce's notice contexts (`emitResponse.noticeContexts`). */
export const NOTICE_CONTEXTS = Object.freeze( {
	CART: CONTEXTS.CART,
	CHECKOUT: CONTEXTS.CHECKOUT,
	PAYMENTS: CONTEXTS.PAYMENTS,
	EXPRESS_PAYMENTS: CONTEXTS.EXPRESS_PAYMENTS,
	CONTACT_INFORMATION: CONTEXTS.CONTACT_INFORMATION,
	SHIPPING_ADDRESS: CONTEXTS.SHIPPING_ADDRESS,
	BILLING_ADDRESS: CONTEXTS.BILLING_ADDRESS,
	SHIPPING_METHODS: CONTEXTS.SHIPPING_METHODS,
	CHECKOUT_ACTIONS: CONTEXTS.CHECKOUT_ACTIONS,
} );

/** WooCommerce's `billing.cartTotalItems`: the totals lines a wallet sheet lists, as its `prepareTotalItems` lists them. */
export function cartTotalItems(
	totals: Cart[ 'totals' ],
	needsShipping: boolean
): Array< {
	key: string;
	label: string;
	value: number;
	valueWithTax: number;
} > {
	const value = ( amount?: string | null ) =>
		parseInt( amount || '0', 10 ) || 0;
	const line = ( key: keyof Cart[ 'totals' ], label: string ) => {
		const amounts = totals as unknown as Record< string, string | null >;
		return {
			key,
			label,
			value: value( amounts[ key ] ),
			valueWithTax:
				value( amounts[ key ] ) + value( amounts[ `${ key }_tax` ] ),
		};
	};
	// Every line, zero or not, in WooCommerce's order; shipping only when the cart ships.
	const items = [
		line( 'total_items', __( 'Subtotal:', 'tourfront' ) ),
		line( 'total_fees', __( 'Fees:', 'tourfront' ) ),
		line( 'total_discount', __( 'Discount:', 'tourfront' ) ),
		{
			key: 'total_tax',
			label: __( 'Taxes:', 'tourfront' ),
			value: value( totals.total_tax ),
			valueWithTax: value( totals.total_tax ),
		},
	];
	if ( needsShipping ) {
		items.push( line( 'total_shipping', __( 'Shipping:', 'tourfront' ) ) );
	}
	return items;
}

/** WooCommerce's shipping error types (`shippingStatus.shippingErrorTypes`). */
export const SHIPPING_ERROR_TYPES = Object.freeze( {
	NONE: 'none',
	INVALID_ADDRESS: 'invalid_address',
	UNKNOWN: 'unknown_error',
} );

/** `shippingStatus.shippingErrorStatus` from the cart's rates and errors (WooCommerce's flags of its error type). */
export function shippingErrorStatus(
	cart: Parameters< typeof shippingFailure >[ 0 ]
) {
	const failure = shippingFailure( cart );
	let type: string = SHIPPING_ERROR_TYPES.NONE;
	if ( failure ) {
		type = failure.hasInvalidAddress
			? SHIPPING_ERROR_TYPES.INVALID_ADDRESS
			: SHIPPING_ERROR_TYPES.UNKNOWN;
	}
	return {
		isPristine: type === SHIPPING_ERROR_TYPES.NONE,
		isValid: type === SHIPPING_ERROR_TYPES.NONE,
		hasInvalidAddress: type === SHIPPING_ERROR_TYPES.INVALID_ADDRESS,
		hasError: type !== SHIPPING_ERROR_TYPES.NONE,
	};
}

/** The interface for the current checkout state. */
export function usePaymentMethodInterface( {
	eventRegistration,
	onSubmit,
}: {
	eventRegistration: EventRegistration;
	onSubmit: () => void;
} ) {
	const cartState = useSelect( ( select ) => {
		const store = select( CART_STORE_KEY );
		return {
			cart: store.getCartData(),
			customer: store.getCustomerData(),
			updatingAddress: store.isCustomerDataUpdating(),
			selectingRate: store.isShippingRateBeingSelected(),
		};
	}, [] );
	const checkoutStatus = useSelect( ( select ) => {
		const store = select( CHECKOUT_STORE_KEY );
		return {
			isCalculating: store.isCalculating(),
			isComplete: store.isComplete(),
			isIdle: store.isIdle(),
			isProcessing: store.isProcessing(),
			customerId: store.getCustomerId(),
		};
	}, [] );
	const payment = useSelect( ( select ) => {
		const store = select( PAYMENT_STORE_KEY );
		return {
			isIdle: store.isPaymentIdle(),
			isStarted: store.isExpressPaymentStarted(),
			isProcessing: store.isPaymentProcessing(),
			hasError: store.hasPaymentError(),
			isReady: store.isPaymentReady(),
			isDoingExpressPayment: store.isExpressPaymentMethodActive(),
			activePaymentMethod: store.getActivePaymentMethod(),
			shouldSavePayment: store.getShouldSavePaymentMethod(),
		};
	}, [] );
	const cartDispatch = useDispatch( CART_STORE_KEY );
	const { createErrorNotice, removeNotice } =
		useDispatch( NOTICES_STORE_KEY );

	const setExpressPaymentError = useCallback(
		( message = '' ) => {
			if ( ! message ) {
				removeNotice(
					PAYMENT_NOTICE_IDS.EXPRESS,
					CONTEXTS.EXPRESS_PAYMENTS
				);
				return;
			}
			createErrorNotice( message, {
				id: PAYMENT_NOTICE_IDS.EXPRESS,
				context: CONTEXTS.EXPRESS_PAYMENTS,
			} );
		},
		[ createErrorNotice, removeNotice ]
	);

	const registration = useMemo(
		() => ( {
			...eventRegistration,
			...shippingEventRegistration,
			...legacyObservers( eventRegistration ),
		} ),
		[ eventRegistration ]
	);

	const { cart, customer } = cartState;
	return useMemo( () => {
		const shippingAddress = customer.shippingAddress;
		return {
			activePaymentMethod: payment.activePaymentMethod,
			billing: {
				appliedCoupons: cart.coupons,
				billingAddress: customer.billingAddress,
				billingData: customer.billingAddress,
				cartTotal: {
					label: __( 'Total', 'tourfront' ),
					value: parseInt( cart.totals.total_price || '0', 10 ),
				},
				cartTotalItems: cartTotalItems(
					cart.totals,
					cart.needs_shipping
				),
				currency: getCurrencyFromPriceResponse( cart.totals ),
				customerId: checkoutStatus.customerId,
				displayPricesIncludingTax: getSetting(
					'displayCartPricesIncludingTax',
					false
				),
			},
			cartData: {
				cartItems: cart.items,
				cartFees: cart.fees,
				extensions: cart.extensions,
			},
			checkoutStatus: {
				isCalculating: checkoutStatus.isCalculating,
				isComplete: checkoutStatus.isComplete,
				isIdle: checkoutStatus.isIdle,
				isProcessing: checkoutStatus.isProcessing,
			},
			components: PAYMENT_METHOD_COMPONENTS,
			emitResponse: {
				noticeContexts: NOTICE_CONTEXTS,
				responseTypes: RESPONSE_TYPES,
			},
			eventRegistration: registration,
			onSubmit,
			paymentStatus: {
				isIdle: payment.isIdle,
				isStarted: payment.isStarted,
				isProcessing: payment.isProcessing,
				hasError: payment.hasError,
				isReady: payment.isReady,
				isDoingExpressPayment: payment.isDoingExpressPayment,
			},
			setExpressPaymentError,
			shippingData: {
				isSelectingRate: cartState.selectingRate,
				needsShipping: cart.needs_shipping,
				selectedRates: selectedRates( cart.shipping_rates ),
				setSelectedRates: (
					rateId: string,
					packageId: number | string = 0
				) => cartDispatch.selectShippingRate( rateId, packageId ),
				setShippingAddress: ( address: Record< string, string > ) =>
					cartDispatch.setShippingAddress( address ),
				shippingAddress,
				shippingRates: cart.shipping_rates,
				shippingRatesLoading: cartState.updatingAddress,
			},
			shippingStatus: {
				shippingErrorStatus: shippingErrorStatus( cart ),
				shippingErrorTypes: SHIPPING_ERROR_TYPES,
			},
			shouldSavePayment: payment.shouldSavePayment,
		};
	}, [
		cart,
		customer,
		cartState,
		checkoutStatus,
		payment,
		registration,
		onSubmit,
		setExpressPaymentError,
		cartDispatch,
	] );
}

export type PaymentMethodInterface = ReturnType<
	typeof usePaymentMethodInterface
>;
