/**
 * Whether each additional field is hidden or required now. The page prints WooCommerce's own answer
 * for the cart it was rendered with (`additionalFieldsState`); the JSON-schema validator (a lazy chunk,
 * ≈ 6.6 KB gzip) is loaded only once that answer may be stale: the cart changed, a rule reads the
 * customer or checkout part of the document, or nothing was printed.
 */

/** WordPress dependencies */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';

/** Internal dependencies */
import {
	fieldState,
	hasFieldRules,
	isSchemaRule,
	unevaluatedState,
	type AdditionalFieldConfig,
	type CheckoutDocument,
	type FieldState,
	type SchemaValidatorClass,
} from '../../../common/checkout-fields';

let validatorPromise: Promise< SchemaValidatorClass > | null = null;
/** The validator class once it is in: a field rendered after that starts from it, not from a hidden state. */
let loadedValidator: SchemaValidatorClass | null = null;

/** The validator class, loaded once per page. */
export function loadValidator(): Promise< SchemaValidatorClass > {
	validatorPromise ??= import( '@cfworker/json-schema' ).then(
		( module ) =>
			( loadedValidator =
				module.Validator as unknown as SchemaValidatorClass )
	);
	return validatorPromise;
}

/** Whether a rule reads more than the cart (then the printed state goes stale as the shopper types). */
function readsBeyondCart( field: AdditionalFieldConfig ): boolean {
	return [ field.hidden, field.required ].some(
		( rule ) =>
			isSchemaRule( rule ) &&
			JSON.stringify( rule ).match( /"(customer|checkout)"/ ) !== null
	);
}

/** Whether the fields' printed state cannot be trusted from the start (the cart changing is seen later). */
function evaluatedHere(
	list: AdditionalFieldConfig[],
	printed: Record< string, FieldState > | undefined
): boolean {
	return (
		hasFieldRules( list ) && ( ! printed || list.some( readsBeyondCart ) )
	);
}

/**
 * Loads the validator now when the fields of `keys` will need it on their first render. The form's first
 * render waits for this: without it the fields rendered hidden, then appeared a moment later (0.1 s here,
 * seconds on a busy phone) and moved what follows them.
 */
export function prepareFieldStates(
	keys: string[],
	fields: Record< string, AdditionalFieldConfig >,
	printed: Record< string, FieldState > | undefined
): Promise< unknown > {
	const list = keys.map( ( key ) => fields[ key ] ).filter( Boolean );
	return evaluatedHere( list, printed ) ? loadValidator() : Promise.resolve();
}

/** The state of each field of `keys`. */
export function useFieldStates(
	keys: string[],
	fields: Record< string, AdditionalFieldConfig >,
	document: CheckoutDocument,
	printed: Record< string, FieldState > | undefined
): {
	states: Record< string, FieldState >;
	Validator: SchemaValidatorClass | null;
} {
	const [ Validator, setValidator ] = useState< SchemaValidatorClass | null >(
		() => loadedValidator
	);
	const cartJson = JSON.stringify( document.cart );
	const firstCart = useRef( cartJson );
	const live = useRef( false );
	const list = keys.map( ( key ) => fields[ key ] ).filter( Boolean );
	if (
		evaluatedHere( list, printed ) ||
		( hasFieldRules( list ) && cartJson !== firstCart.current )
	) {
		live.current = true;
	}
	// A value typed into a field with a `validation` schema is checked (and kept by the server) only once
	// the validator is in: loaded at the first such value, not for the first render.
	const schemaValueTyped = keys.some( ( key ) => {
		const field = fields[ key ];
		if ( ! field || ! isSchemaRule( field.validation ) ) {
			return false;
		}
		const value = (
			field.location === 'order' ? document.checkout : document.customer
		).additional_fields[ key ];
		return typeof value === 'string' && value.trim() !== '';
	} );
	const wantValidator = live.current || schemaValueTyped;
	useEffect( () => {
		if ( wantValidator && ! Validator ) {
			void loadValidator().then( ( loaded ) =>
				setValidator( () => loaded )
			);
		}
	}, [ wantValidator, Validator ] );
	const documentJson = JSON.stringify( document );
	const states = useMemo( () => {
		const result: Record< string, FieldState > = {};
		for ( const key of keys ) {
			const field = fields[ key ];
			if ( ! field ) {
				continue;
			}
			result[ key ] =
				Validator && live.current
					? fieldState( Validator, field, document )
					: ( printed?.[ key ] ?? unevaluatedState( field ) );
		}
		return result;
		// The document is compared by value: the stores hand out new objects for equal data.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ keys.join( ',' ), fields, documentJson, Validator, printed ] );
	return { states, Validator };
}
