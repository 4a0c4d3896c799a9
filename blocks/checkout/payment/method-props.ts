/**
 * The props a payment method's content receives (the subset of WooCommerce's contract Tourfront
 * provides): event registration, response types, notice contexts, billing data and the active method.
 */

/** Internal dependencies */
import { CONTEXTS } from '../stores';
import type { Cart, CartBillingAddress } from '../../data/cart/types';

export interface EventRegistration {
	onPaymentSetup: (
		observer: ( ...args: never[] ) => unknown,
		priority?: number
	) => () => void;
	onCheckoutValidation: (
		observer: ( ...args: never[] ) => unknown,
		priority?: number
	) => () => void;
	onCheckoutSuccess: (
		observer: ( ...args: never[] ) => unknown,
		priority?: number
	) => () => void;
	onCheckoutFail: (
		observer: ( ...args: never[] ) => unknown,
		priority?: number
	) => () => void;
}

export const RESPONSE_TYPES = Object.freeze( {
	SUCCESS: 'success',
	FAIL: 'failure',
	ERROR: 'error',
} );

/** Builds the props object for a method's content/edit element. */
export function getPaymentMethodProps( args: {
	eventRegistration: EventRegistration;
	activePaymentMethod: string;
	billingAddress: CartBillingAddress;
	cartTotal: { label: string; value: number };
	currency: Cart[ 'totals' ];
	shouldSavePayment: boolean;
	onSubmit: () => void;
	setExpressPaymentError?: ( message: string ) => void;
} ) {
	return {
		activePaymentMethod: args.activePaymentMethod,
		eventRegistration: args.eventRegistration,
		emitResponse: {
			responseTypes: RESPONSE_TYPES,
			noticeContexts: {
				PAYMENTS: CONTEXTS.PAYMENTS,
				EXPRESS_PAYMENTS: CONTEXTS.EXPRESS_PAYMENTS,
			},
		},
		billing: {
			billingAddress: args.billingAddress,
			billingData: args.billingAddress,
			cartTotal: args.cartTotal,
			currency: args.currency,
		},
		shouldSavePayment: args.shouldSavePayment,
		onSubmit: args.onSubmit,
		setExpressPaymentError: args.setExpressPaymentError,
		components: {},
	};
}
