/** External dependencies */
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import type { AdditionalFieldConfig } from '../../../common/checkout-fields';
import { documentWith } from '../../../common/checkout-fields/test-fixtures/document';

/** A pickup point the theme shows only when the cart holds a tour (a rule over the cart's booking data). */
const FIELDS: Record< string, AdditionalFieldConfig > = {
	'tourfront/pickup-point': {
		label: 'Điểm đón',
		location: 'order',
		type: 'text',
		required: false,
		hidden: {
			cart: {
				properties: {
					extensions: {
						properties: {
							'tourfront-booking': {
								properties: {
									items_count_tours: { maximum: 0 },
								},
							},
						},
					},
				},
			},
		},
	} as AdditionalFieldConfig,
};
const KEYS = Object.keys( FIELDS );

/** A cart holding one tour. */
const DOCUMENT = documentWith( { items_count_tours: 1 } );

/** The hook module as a page first loads it: no validator in yet. */
async function freshModule() {
	vi.resetModules();
	return import( './use-field-states' );
}

describe( 'useFieldStates', () => {
	it( 'without a printed state, shows a field with rules only once the validator is in', async () => {
		const { useFieldStates } = await freshModule();
		const { result } = renderHook( () =>
			useFieldStates( KEYS, FIELDS, DOCUMENT, undefined )
		);
		// Unevaluated, a field with a rule stays hidden: it appears a moment later, moving what follows it.
		expect( result.current.states[ KEYS[ 0 ] ].hidden ).toBe( true );
		await vi.waitFor( () =>
			expect( result.current.states[ KEYS[ 0 ] ].hidden ).toBe( false )
		);
	} );

	it( 'once prepared, evaluates the rules on the first render (a deferred part appears in its final height)', async () => {
		const { prepareFieldStates, useFieldStates } = await freshModule();
		await prepareFieldStates( KEYS, FIELDS, undefined );
		const { result } = renderHook( () =>
			useFieldStates( KEYS, FIELDS, DOCUMENT, undefined )
		);
		expect( result.current.Validator ).not.toBeNull();
		expect( result.current.states[ KEYS[ 0 ] ] ).toEqual( {
			hidden: false,
			required: false,
		} );
	} );

	it( 'prepares nothing when the printed state holds (rules over the cart only)', async () => {
		const { prepareFieldStates, useFieldStates } = await freshModule();
		const printed = { [ KEYS[ 0 ] ]: { hidden: false, required: false } };
		await prepareFieldStates( KEYS, FIELDS, printed );
		const { result } = renderHook( () =>
			useFieldStates( KEYS, FIELDS, DOCUMENT, printed )
		);
		expect( result.current.Validator ).toBeNull();
		expect( result.current.states[ KEYS[ 0 ] ].hidden ).toBe( false );
	} );
} );
