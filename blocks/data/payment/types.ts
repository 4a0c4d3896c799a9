/**
 * Payment store shapes.
 */

/** Internal dependencies */
import type { PaymentStatus } from './constants';

export type { PaymentStatus };

/** A saved payment method (token). */
export interface SavedPaymentMethod {
	tokenId: number;
	method: { gateway: string; last4?: string; brand?: string };
	is_default?: boolean;
	expires?: string;
}

/** The payment result of a checkout submission. */
export interface PaymentResult {
	message: string;
	paymentStatus: string;
	redirectUrl: string;
	paymentDetails: Record< string, string >;
}

/** The payment store's state. */
export interface PaymentState {
	status: PaymentStatus;
	activePaymentMethod: string;
	activeSavedToken: string;
	availablePaymentMethods: readonly string[];
	availableExpressPaymentMethods: readonly string[];
	/** Saved methods by payment requirement / gateway group, as WooCommerce prints them. */
	savedPaymentMethods: Readonly< Record< string, SavedPaymentMethod[] > >;
	paymentMethodData: Readonly< Record< string, unknown > >;
	paymentResult: PaymentResult | null;
	paymentMethodsInitialized: boolean;
	expressPaymentMethodsInitialized: boolean;
	shouldSavePaymentMethod: boolean;
}
