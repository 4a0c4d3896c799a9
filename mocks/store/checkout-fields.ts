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
import {
	birthYearProblem,
	travellerNumber,
	type TravellerSlot,
} from '../../common/booking/traveller-ages';
import { invalidParams } from './errors';

export {
	MAX_TRAVELLERS,
	orderFieldsFromMeta,
	orderFieldsMeta,
	tourCheckoutFields,
	yearRangePattern,
} from './checkout-field-definitions';

/**
 * The theme's check of the order fields as a whole (its `woocommerce_blocks_validate_location_order_fields`
 * action, theme/inc/checkout-traveller-ages.php): each traveller's year of birth against their role and
 * departure (`slots`, from the cart's tour lines), read from the posted values as WooCommerce hands them over.
 */
function travellerAgeErrors(
	posted: Record< string, unknown >,
	slots: ReadonlyArray< TravellerSlot >
): Array< { code: string; message: string } > {
	return Object.entries( posted ).flatMap( ( [ key, value ] ) => {
		const problem =
			key.endsWith( '-birth-year' ) && typeof value === 'string'
				? birthYearProblem( slots, travellerNumber( key ), value )
				: '';
		return problem
			? [ { code: 'tourfront_traveller_age', message: problem } ]
			: [];
	} );
}

/** WooCommerce's verdict on one field's value: empty while required, or refused by its rules; null when taken. */
function fieldProblem(
	id: string,
	field: AdditionalFieldConfig,
	value: string,
	required: boolean,
	document: CheckoutDocument
): { code: string; message: string } | null {
	if ( ! value ) {
		return required
			? {
					code: 'woocommerce_required_checkout_field',
					message: `${ field.label } is required`,
				}
			: null;
	}
	return valueIsValid(
		Validator as unknown as SchemaValidatorClass,
		id,
		field,
		value,
		document
	)
		? null
		: {
				code: 'woocommerce_invalid_checkout_field',
				message: `Please provide a valid ${ field.label }`,
			};
}

/** A field's state (hidden, required) over `document`. */
const stateOf = ( field: AdditionalFieldConfig, document: CheckoutDocument ) =>
	fieldState( Validator as unknown as SchemaValidatorClass, field, document );

/**
 * WooCommerce's checks of the posted `additional_fields` over `document` (Checkout route
 * `validate_callback`: each field, then the location's own action); answers the values of the fields shown,
 * as the order keeps them. A refusal says the first error, as WooCommerce's `WP_Error::get_error_message()`.
 */
export function checkAdditionalFields(
	fields: Record< string, AdditionalFieldConfig >,
	posted: Record< string, unknown > | undefined,
	document: CheckoutDocument,
	slots: ReadonlyArray< TravellerSlot > = []
): Record< string, string > {
	const values = posted && typeof posted === 'object' ? posted : {};
	const kept: Record< string, string > = {};
	const errors: Array< { code: string; message: string } > = [];
	const withValues: CheckoutDocument = {
		...document,
		checkout: { ...document.checkout, additional_fields: values },
	};
	for ( const [ id, field ] of Object.entries( fields ) ) {
		const state = stateOf( field, withValues );
		if ( state.hidden ) {
			continue;
		}
		const value = String( values[ id ] ?? '' ).trim();
		const problem = fieldProblem(
			id,
			field,
			value,
			state.required,
			withValues
		);
		if ( problem ) {
			errors.push( problem );
		} else if ( value ) {
			kept[ id ] = value;
		}
	}
	errors.push( ...travellerAgeErrors( values, slots ) );
	if ( errors.length ) {
		throw invalidParams( { additional_fields: errors[ 0 ] }, false );
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
		const state = stateOf( field, document );
		const problem = fieldProblem(
			id,
			field,
			value,
			state.required && ! state.hidden,
			document
		);
		if ( problem ) {
			throw invalidParams(
				{ additional_fields: { ...problem, data: { key: id } } },
				false
			);
		}
		kept[ id ] = value;
	}
	return kept;
}
