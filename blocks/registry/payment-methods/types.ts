/**
 * Types of the payment method registry, WooCommerce's shape.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** Internal dependencies */
import type { BillingAddress, CheckoutAddress } from '../../../common/settings';

/** What a method's canMakePayment callback receives. */
export interface CanMakePaymentArgument {
	cart: unknown;
	cartTotals: unknown;
	cartNeedsShipping: boolean;
	billingAddress: BillingAddress;
	shippingAddress: CheckoutAddress;
	billingData: BillingAddress;
	selectedShippingMethods: Record< string, string >;
	paymentRequirements: string[];
	paymentMethods: string[];
}

/** true/false, or an error object whose message becomes a registration error. */
export type CanMakePaymentResult = boolean | { error: { message: string } };

export type CanMakePaymentCallback = (
	argument: CanMakePaymentArgument
) => CanMakePaymentResult | Promise< CanMakePaymentResult >;

export interface PaymentMethodSupports {
	showSavedCards?: boolean;
	showSaveOption?: boolean;
	features?: string[];
}

export interface PaymentMethodIcon {
	id: string;
	src: string;
	alt: string;
}

/** Options an extension passes to registerPaymentMethod. */
export interface PaymentMethodOptions {
	name: string;
	label: ReactNode;
	ariaLabel: string;
	placeOrderButtonLabel?: string;
	content: ReactNode;
	edit: ReactNode;
	savedTokenComponent?: ReactNode | null;
	icons?: Array< PaymentMethodIcon | string > | null;
	paymentMethodId?: string;
	canMakePayment: CanMakePaymentCallback;
	supports?: PaymentMethodSupports & { savePaymentInfo?: boolean };
}

/** Options an extension passes to registerExpressPaymentMethod. */
export interface ExpressPaymentMethodOptions {
	name: string;
	title?: string;
	description?: string;
	content: ReactNode;
	edit: ReactNode;
	paymentMethodId?: string;
	canMakePayment: CanMakePaymentCallback;
	supports?: { features?: string[] };
}

/** A registered (validated, defaulted) regular payment method. */
export interface PaymentMethodConfig {
	name: string;
	label: ReactNode;
	ariaLabel: string;
	placeOrderButtonLabel?: string;
	content: ReactNode;
	edit: ReactNode;
	savedTokenComponent: ReactNode | null;
	icons: Array< PaymentMethodIcon | string > | null;
	paymentMethodId: string;
	supports: Required< PaymentMethodSupports >;
	canMakePayment: CanMakePaymentCallback;
	isExpress: false;
}

/** A registered express payment method. */
export interface ExpressPaymentMethodConfig {
	name: string;
	title?: string;
	description?: string;
	content: ReactNode;
	edit: ReactNode;
	paymentMethodId: string;
	supports: { features: string[] };
	canMakePayment: CanMakePaymentCallback;
	isExpress: true;
}

export type AnyPaymentMethodConfig =
	PaymentMethodConfig | ExpressPaymentMethodConfig;
