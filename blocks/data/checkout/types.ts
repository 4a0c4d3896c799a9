/**
 * Checkout store shapes.
 */

/** Internal dependencies */
import type { CheckoutStatus } from './constants';

export type { CheckoutStatus };

/** The checkout store's state. */
export interface CheckoutState {
	status: CheckoutStatus;
	redirectUrl: string;
	hasError: boolean;
	orderId: number;
	customerId: number;
	calculatingCount: number;
	orderNotes: string;
	useShippingAsBilling: boolean;
	shouldCreateAccount: boolean;
	prefersCollection: boolean;
	extensionData: Readonly< Record< string, Record< string, unknown > > >;
	/** WooCommerce's `additionalFields`: contact and order fields, sent as `additional_fields`. */
	additionalFields: Readonly< Record< string, string | boolean > >;
}

/** What an observer of checkout_success / checkout_fail / payment_setup may answer. */
export interface ObserverResponse {
	type: 'success' | 'error' | 'failure';
	message?: string;
	/** Notice context for the message (default `wc/checkout`). */
	messageContext?: string;
	/** checkout_fail / checkout_success: true or unset returns to idle for another try. */
	retry?: boolean;
	/** Field errors to set (`{ billing_email: { message } }`). */
	validationErrors?: Record< string, { message: string; hidden?: boolean } >;
	meta?: Record< string, unknown >;
}

/** What a checkout_validation observer may answer. */
export type ValidationObserverResponse =
	| true
	| void
	| undefined
	| false
	| {
			type?: 'error';
			errorMessage?: string;
			message?: string;
			context?: string;
			validationErrors?: ObserverResponse[ 'validationErrors' ];
	  };

/** The checkout submission's response (success body or error body). */
export interface CheckoutResponse {
	order_id?: number;
	customer_id?: number;
	status?: string;
	payment_result?: {
		payment_status: 'success' | 'failure' | 'pending' | 'error' | string;
		payment_details: Array< { key: string; value: string } >;
		redirect_url: string;
	};
	code?: string;
	message?: string;
	data?: { status?: number; [ key: string ]: unknown };
}

/** The payload observers of checkout_success / checkout_fail receive. */
export interface ProcessingPayload {
	redirectUrl: string;
	orderId: number;
	customerId: number;
	orderNotes: string;
	processingResponse: {
		paymentStatus: string;
		paymentDetails: Record< string, string >;
		message?: string;
	} | null;
}
