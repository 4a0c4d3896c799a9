/**
 * Evaluating additional checkout field rules the way WooCommerce 11 does
 * (`CheckoutFields::is_hidden_field`, `is_required_field`, `is_valid_field` and
 * `CheckoutFieldsSchema\Validation`): JSON schema draft-07 over the checkout document.
 */

/** Internal dependencies */
import type {
	AdditionalFieldConfig,
	CheckoutDocument,
	FieldRule,
	FieldState,
	JsonSchema,
	SchemaValidatorClass,
} from './types';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const DOCUMENT_KEYS = [ 'cart', 'checkout', 'customer' ];

/** A rule to evaluate (a non-empty schema), not a fixed answer. */
export const isSchemaRule = ( rule: unknown ): rule is JsonSchema =>
	typeof rule === 'object' &&
	rule !== null &&
	! Array.isArray( rule ) &&
	Object.keys( rule ).length > 0;

/** Whether the field's `required` or `hidden` depends on the document. */
export const isConditionalField = ( field: AdditionalFieldConfig ) =>
	isSchemaRule( field.required ) || isSchemaRule( field.hidden );

/** Whether any field needs the JSON-schema validator. */
export const hasFieldRules = ( fields: AdditionalFieldConfig[] ) =>
	fields.some(
		( field ) =>
			isConditionalField( field ) || isSchemaRule( field.validation )
	);

/** The rule as a whole-document schema: an "unwrapped" rule (keys cart/checkout/customer) is its properties. */
export function documentSchema( rule: JsonSchema ): JsonSchema {
	if ( DOCUMENT_KEYS.some( ( key ) => key in rule ) ) {
		return { $schema: DRAFT_07, type: 'object', properties: rule };
	}
	return { $schema: DRAFT_07, type: 'object', ...rule };
}

/** A field's `validation` schema placed where its value sits in the document for its location. */
export function fieldValueSchema(
	id: string,
	schema: JsonSchema,
	location:
		| AdditionalFieldConfig[ 'location' ]
		| 'billing_address'
		| 'shipping_address'
): JsonSchema {
	let [ primary, secondary ] = [ 'checkout', 'additional_fields' ];
	if ( location === 'billing_address' || location === 'shipping_address' ) {
		[ primary, secondary ] = [ 'customer', location ];
	} else if ( location === 'contact' ) {
		primary = 'customer';
	}
	return {
		[ primary ]: {
			properties: { [ secondary ]: { properties: { [ id ]: schema } } },
		},
	};
}

/** Whether `document` matches the rule. */
export function ruleHolds(
	Validator: SchemaValidatorClass,
	rule: JsonSchema,
	document: CheckoutDocument
): boolean {
	try {
		return new Validator( documentSchema( rule ), '7', true ).validate(
			document
		).valid;
	} catch {
		// WooCommerce answers a rule it cannot evaluate as not met.
		return false;
	}
}

/** Hidden and required for `document` (a hidden field is never required). */
export function fieldState(
	Validator: SchemaValidatorClass,
	field: AdditionalFieldConfig,
	document: CheckoutDocument
): FieldState {
	const hidden = isSchemaRule( field.hidden )
		? ruleHolds( Validator, field.hidden, document )
		: false;
	if ( hidden ) {
		return { hidden, required: false };
	}
	const required = isSchemaRule( field.required )
		? ruleHolds( Validator, field.required, document )
		: field.required === true;
	return { hidden, required };
}

/** Without evaluating: fixed rules as they are, conditional fields hidden until evaluated. */
export function unevaluatedState( field: AdditionalFieldConfig ): FieldState {
	const rule = ( value: FieldRule ) =>
		isSchemaRule( value ) ? null : value === true;
	const hidden = rule( field.hidden ) ?? true;
	return {
		hidden,
		required: ! hidden && ( rule( field.required ) ?? false ),
	};
}

/** Whether `value` satisfies the field's `validation` schema in `document` (true without one). */
export function valueIsValid(
	Validator: SchemaValidatorClass,
	id: string,
	field: AdditionalFieldConfig,
	value: unknown,
	document: CheckoutDocument
): boolean {
	if ( ! isSchemaRule( field.validation ) ) {
		return true;
	}
	const withValue: CheckoutDocument =
		field.location === 'contact'
			? {
					...document,
					customer: {
						...document.customer,
						additional_fields: {
							...document.customer.additional_fields,
							[ id ]: value,
						},
					},
				}
			: {
					...document,
					checkout: {
						...document.checkout,
						additional_fields: {
							...document.checkout.additional_fields,
							[ id ]: value,
						},
					},
				};
	return ruleHolds(
		Validator,
		fieldValueSchema( id, field.validation, field.location ),
		withValue
	);
}
