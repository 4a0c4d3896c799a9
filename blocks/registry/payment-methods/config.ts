/**
 * Validates registration options and fills in the defaults (paymentMethodId = name,
 * supports.features = ["products"], showSavedCards/showSaveOption = false).
 */

/** WordPress dependencies */
import { createElement } from '@wordpress/element';

/** Internal dependencies */
import { DEFAULT_PAYMENT_FEATURES } from '../constants';
import {
	assertConfigHasProperties,
	assertOptionalBoolean,
	assertOptionalString,
	assertValidElement,
	assertValidElementOrString,
	PAYMENT_METHOD_ID_MESSAGE,
} from './assertions';
import type {
	ExpressPaymentMethodConfig,
	ExpressPaymentMethodOptions,
	PaymentMethodConfig,
	PaymentMethodOptions,
} from './types';

const NullComponent = () => null;

/** A validated regular payment method; throws a TypeError/Error with WooCommerce's message when invalid. */
export function createPaymentMethodConfig(
	options: PaymentMethodOptions
): PaymentMethodConfig {
	assertConfigHasProperties( options, [
		'name',
		'label',
		'ariaLabel',
		'content',
		'edit',
		'canMakePayment',
	] );
	if ( typeof options.name !== 'string' ) {
		throw new Error(
			'The name property for the payment method must be a string'
		);
	}
	if (
		options.icons !== undefined &&
		options.icons !== null &&
		! Array.isArray( options.icons )
	) {
		throw new Error(
			'The icons property for the payment method must be an array or null.'
		);
	}
	assertOptionalString( options.paymentMethodId, PAYMENT_METHOD_ID_MESSAGE );
	assertOptionalString(
		options.placeOrderButtonLabel,
		'The placeOrderButtonLabel property for the payment method must be a string'
	);
	const savedTokenComponent =
		options.savedTokenComponent || createElement( NullComponent );
	assertValidElementOrString( options.label, 'label' );
	assertValidElement( options.content, 'content' );
	assertValidElement( options.edit, 'edit' );
	assertValidElement( savedTokenComponent, 'savedTokenComponent' );
	if ( typeof options.ariaLabel !== 'string' ) {
		throw new TypeError(
			'The ariaLabel property for the payment method must be a string'
		);
	}
	if ( typeof options.canMakePayment !== 'function' ) {
		throw new TypeError(
			'The canMakePayment property for the payment method must be a function.'
		);
	}
	const supports = options.supports || {};
	assertOptionalBoolean(
		supports.showSavedCards,
		'If the payment method includes the `supports.showSavedCards` property, it must be a boolean'
	);
	assertOptionalBoolean(
		supports.showSaveOption,
		'If the payment method includes the `supports.showSaveOption` property, it must be a boolean'
	);
	if (
		supports.features !== undefined &&
		! Array.isArray( supports.features )
	) {
		throw new Error(
			'The features property for the payment method must be an array or undefined.'
		);
	}
	return {
		name: options.name,
		label: options.label,
		ariaLabel: options.ariaLabel,
		placeOrderButtonLabel: options.placeOrderButtonLabel,
		content: options.content,
		edit: options.edit,
		savedTokenComponent,
		icons: options.icons || null,
		paymentMethodId: options.paymentMethodId || options.name,
		supports: {
			// savePaymentInfo is the pre-2021 name of showSavedCards, still accepted.
			showSavedCards:
				supports.showSavedCards || supports.savePaymentInfo || false,
			showSaveOption: supports.showSaveOption || false,
			features: supports.features || [ ...DEFAULT_PAYMENT_FEATURES ],
		},
		canMakePayment: options.canMakePayment,
		isExpress: false,
	};
}

/** A validated express payment method. */
export function createExpressPaymentMethodConfig(
	options: ExpressPaymentMethodOptions
): ExpressPaymentMethodConfig {
	assertConfigHasProperties( options, [ 'name', 'content', 'edit' ] );
	if ( typeof options.name !== 'string' ) {
		throw new TypeError(
			'The name property for the express payment method must be a string'
		);
	}
	assertOptionalString( options.paymentMethodId, PAYMENT_METHOD_ID_MESSAGE );
	if (
		options.supports?.features !== undefined &&
		! Array.isArray( options.supports.features )
	) {
		throw new Error(
			'The features property for the payment method must be an array or undefined.'
		);
	}
	assertValidElement( options.content, 'content' );
	assertValidElement( options.edit, 'edit' );
	if ( typeof options.canMakePayment !== 'function' ) {
		throw new TypeError(
			'The canMakePayment property for the express payment method must be a function.'
		);
	}
	return {
		name: options.name,
		title: options.title,
		description: options.description,
		content: options.content,
		edit: options.edit,
		paymentMethodId: options.paymentMethodId || options.name,
		supports: {
			features: options.supports?.features || [
				...DEFAULT_PAYMENT_FEATURES,
			],
		},
		canMakePayment: options.canMakePayment,
		isExpress: true,
	};
}
