/**
 * WooCommerce's handling of `additional_fields` in POST /checkout — hidden fields skipped, required
 * ones checked ("… is required"), values checked against their `validation` schema ("Please provide a
 * valid …"), values kept as the order's `_wc_other/{id}` meta.
 */

/** External dependencies */
import { Validator } from '@cfworker/json-schema';

/** Internal dependencies */
import {
	fieldState,
	valueIsValid,
	type AdditionalFieldConfig,
	type CheckoutDocument,
	type SchemaValidatorClass,
} from '../../common/checkout-fields';
import { invalidParams } from './errors';

export {
	MAX_TRAVELLERS,
	orderFieldsFromMeta,
	orderFieldsMeta,
	tourCheckoutFields,
	yearRangePattern,
} from './checkout-field-definitions';

/**
 * WooCommerce's checks of the posted `additional_fields` over `document` (Checkout route
 * `validate_additional_fields`); answers the values of the fields shown, as the order keeps them.
 */
export function checkAdditionalFields(
	fields: Record< string, AdditionalFieldConfig >,
	posted: Record< string, unknown > | undefined,
	document: CheckoutDocument
): Record< string, string > {
	const values = posted && typeof posted === 'object' ? posted : {};
	const kept: Record< string, string > = {};
	const errors: string[] = [];
	const withValues: CheckoutDocument = {
		...document,
		checkout: { ...document.checkout, additional_fields: values },
	};
	for ( const [ id, field ] of Object.entries( fields ) ) {
		const state = fieldState(
			Validator as unknown as SchemaValidatorClass,
			field,
			withValues
		);
		if ( state.hidden ) {
			continue;
		}
		const value = String( values[ id ] ?? '' ).trim();
		if ( ! value ) {
			if ( state.required ) {
				errors.push( `${ field.label } is required` );
			}
			continue;
		}
		if (
			! valueIsValid(
				Validator as unknown as SchemaValidatorClass,
				id,
				field,
				value,
				withValues
			)
		) {
			errors.push( `Please provide a valid ${ field.label }` );
			continue;
		}
		kept[ id ] = value;
	}
	if ( errors.length ) {
		throw invalidParams(
			{
				additional_fields: {
					code: 'woocommerce_required_checkout_field',
					message: errors.join( ' ' ),
				},
			},
			false
		);
	}
	return kept;
}

/**
 * WooCommerce's checks of the `additional_fields` a PUT /checkout sends: only the fields posted, each
 * refused for the first reason found (a required one sent empty, a value its rules refuse), with the key
 * of the field in the error's details (the whole request is refused, nothing saved).
 */
export function checkPostedFields(
	fields: Record< string, AdditionalFieldConfig >,
	posted: Record< string, unknown > | undefined,
	document: CheckoutDocument
): Record< string, string > {
	const values = posted && typeof posted === 'object' ? posted : {};
	const kept: Record< string, string > = {};
	for ( const [ id, raw ] of Object.entries( values ) ) {
		const field = fields[ id ];
		if ( ! field ) {
			continue;
		}
		const value = String( raw ?? '' ).trim();
		const refused = ( message: string ) =>
			invalidParams(
				{
					additional_fields: {
						code: 'woocommerce_required_checkout_field',
						message,
						data: { key: id },
					},
				},
				false
			);
		if ( ! value ) {
			const state = fieldState(
				Validator as unknown as SchemaValidatorClass,
				field,
				document
			);
			if ( state.required && ! state.hidden ) {
				throw refused( `${ field.label } is required` );
			}
			kept[ id ] = '';
			continue;
		}
		if (
			! valueIsValid(
				Validator as unknown as SchemaValidatorClass,
				id,
				field,
				value,
				document
			)
		) {
			throw refused( `Please provide a valid ${ field.label }` );
		}
		kept[ id ] = value;
	}
	return kept;
}
