/**
 * Decides which registered methods can pay for the current cart, and
 * turns canMakePayment failures into the registration errors only administrators and editors see.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import type { AnyPaymentMethodConfig, CanMakePaymentArgument } from './types';

export interface RegistrationError {
	/** Notice id `wc-{paymentMethodId}-registration-error`. */
	id: string;
	message: string;
}

export interface CanPayResult {
	available: string[];
	errors: RegistrationError[];
}

interface CanPayOptions {
	/** Method ids the server accepts for this cart (`cart.payment_methods`); express methods skip this. */
	serverMethods?: string[];
	/** `paymentMethodSortOrder` from settings: these names first, in this order. */
	sortOrder?: string[];
	/** Administrators and editors see registration errors; others do not. */
	showErrors: boolean;
}

/** The message for a method that failed while registering or checking canMakePayment. */
export function registrationErrorMessage(
	paymentMethodId: string,
	error: unknown
): string {
	const text = error instanceof Error ? error.message : String( error );
	return sprintf(
		/* translators: 1: payment method id, 2: error message */
		__(
			"There was an error registering the payment method with id '%1$s': %2$s",
			'tourfront'
		),
		paymentMethodId,
		text
	);
}

/** Names in `sortOrder` first, then the rest in registration order. */
export function orderMethodNames(
	names: string[],
	sortOrder: string[] = []
): string[] {
	const ordered = sortOrder.filter( ( name ) => names.includes( name ) );
	return [
		...ordered,
		...names.filter( ( name ) => ! ordered.includes( name ) ),
	];
}

/** True when every cart payment requirement is among the method's features. */
export function supportsRequirements(
	features: string[],
	requirements: string[]
): boolean {
	return requirements.every( ( requirement ) =>
		features.includes( requirement )
	);
}

/** Runs canMakePayment for each method; returns the available names in display order and any errors. */
export async function checkPaymentMethodsCanPay(
	methods: Record< string, AnyPaymentMethodConfig >,
	argument: CanMakePaymentArgument,
	{ serverMethods, sortOrder, showErrors }: CanPayOptions
): Promise< CanPayResult > {
	const available: string[] = [];
	const errors: RegistrationError[] = [];
	for ( const name of orderMethodNames(
		Object.keys( methods ),
		sortOrder
	) ) {
		const method = methods[ name ];
		if (
			! method.isExpress &&
			serverMethods &&
			! serverMethods.includes( method.paymentMethodId )
		) {
			continue;
		}
		if (
			! supportsRequirements(
				method.supports.features,
				argument.paymentRequirements
			)
		) {
			continue;
		}
		try {
			const result = await method.canMakePayment( argument );
			if (
				typeof result === 'object' &&
				result !== null &&
				'error' in result
			) {
				throw new Error( result.error.message );
			}
			if ( result ) {
				available.push( name );
			}
		} catch ( error ) {
			if ( showErrors ) {
				errors.push( {
					id: `wc-${ method.paymentMethodId }-registration-error`,
					message: registrationErrorMessage(
						method.paymentMethodId,
						error
					),
				} );
			}
		}
	}
	return { available, errors };
}
