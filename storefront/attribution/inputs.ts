/**
 * The hidden inputs WooCommerce posts with the checkout and registration forms:
 * `<wc-order-attribution-inputs>` holds one `input[type=hidden][name={prefix}{field}]` per field.
 */

/** Internal dependencies */
import { queryAll } from '../../common/once';
import {
	ATTRIBUTION_FIELDS,
	type AttributionField,
} from '../../common/attribution/constants';
import type { AttributionValues } from '../../common/attribution/data';
import { DEFAULT_FIELD_PREFIX } from './constants';

export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

/** Creates the missing hidden inputs inside one `<wc-order-attribution-inputs>`. */
export function ensureInputs(
	container: Element,
	prefix = DEFAULT_FIELD_PREFIX
): void {
	for ( const field of Object.keys( ATTRIBUTION_FIELDS ) ) {
		const name = `${ prefix }${ field }`;
		if ( ! container.querySelector( `input[name="${ name }"]` ) ) {
			const input = container.ownerDocument.createElement( 'input' );
			input.type = 'hidden';
			input.name = name;
			input.value = '';
			container.append( input );
		}
	}
}

/** Writes `values` into every prefixed input in `root` (creating them inside the custom elements). */
export function fillInputs(
	root: ParentNode,
	values: AttributionValues,
	prefix = DEFAULT_FIELD_PREFIX
): void {
	for ( const container of queryAll( root, INPUTS_ELEMENT ) ) {
		ensureInputs( container, prefix );
	}
	for ( const input of queryAll< HTMLInputElement >(
		root,
		`input[name^="${ prefix }"]`
	) ) {
		const field = input.name.slice( prefix.length ) as AttributionField;
		if ( field in values ) {
			input.value = values[ field ];
		}
	}
}
