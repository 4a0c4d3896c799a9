/**
 * Checks on payment method options, with WooCommerce's own developer messages.
 */

/** WordPress dependencies */
import { isValidElement } from '@wordpress/element';

/** Throws unless `value` is a React element or null. */
export function assertValidElement( value: unknown, property: string ): void {
	if ( value !== null && ! isValidElement( value ) ) {
		throw new TypeError(
			`The ${ property } property for the payment method must be a React element or null.`
		);
	}
}

/** Throws unless `value` is a React element, a string or null. */
export function assertValidElementOrString(
	value: unknown,
	property: string
): void {
	if (
		value !== null &&
		typeof value !== 'string' &&
		! isValidElement( value )
	) {
		throw new TypeError(
			`The ${ property } property for the payment method must be a React element, a string, or null.`
		);
	}
}

/** Throws when any of `properties` is missing from `config`. */
export function assertConfigHasProperties(
	config: object,
	properties: string[]
): void {
	const missing = properties.filter(
		( property ) =>
			! Object.prototype.hasOwnProperty.call( config, property )
	);
	if ( missing.length > 0 ) {
		throw new TypeError(
			'The payment method configuration object is missing the following properties:' +
				missing.join( ', ' )
		);
	}
}

/** Throws unless `value` is a string or undefined. */
export function assertOptionalString( value: unknown, message: string ): void {
	if ( typeof value !== 'string' && typeof value !== 'undefined' ) {
		throw new TypeError( message );
	}
}

/** Throws unless `value` is a boolean or undefined. */
export function assertOptionalBoolean( value: unknown, message: string ): void {
	if ( typeof value !== 'boolean' && typeof value !== 'undefined' ) {
		throw new TypeError( message );
	}
}

export const PAYMENT_METHOD_ID_MESSAGE =
	'The paymentMethodId property for the payment method must be a string or undefined (in which case it will be the value of the name property).';
