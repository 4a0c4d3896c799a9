// @vitest-environment node
/**
 * The rules of the fields the theme registers (recorded from a real store's settings), evaluated
 * over checkout documents as WooCommerce evaluates them.
 */

/** External dependencies */
import { Validator } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import recorded from './test-fixtures/additional-fields-settings.json';
import { documentWith } from './test-fixtures/document';
import {
	documentSchema,
	fieldState,
	hasFieldRules,
	unevaluatedState,
	valueIsValid,
} from './rules';
import type { AdditionalFieldConfig, CheckoutDocument } from './types';

const fields = recorded.defaultFields as unknown as Record<
	string,
	AdditionalFieldConfig
>;

const state = ( key: string, document: CheckoutDocument ) =>
	fieldState( Validator, fields[ key ], document );

describe( 'traveller fields', () => {
	it( 'show and require travellers 2 and 3 for 2 extra travellers, hide traveller 4', () => {
		const document = documentWith( {
			travellers: 3,
			extra_travellers: 2,
			items_count_tours: 1,
			items_count_other: 0,
		} );
		expect( state( 'tourfront/traveller-2-name', document ) ).toEqual( {
			hidden: false,
			required: true,
		} );
		expect( state( 'tourfront/traveller-3-birth-year', document ) ).toEqual(
			{ hidden: false, required: true }
		);
		expect( state( 'tourfront/traveller-4-name', document ) ).toEqual( {
			hidden: true,
			required: false,
		} );
		expect( state( 'tourfront/pickup-point', document ) ).toEqual( {
			hidden: false,
			required: false,
		} );
	} );

	it( 'hide them all for a cart without booking data, or with one traveller', () => {
		for ( const document of [
			documentWith(),
			documentWith( {
				travellers: 1,
				extra_travellers: 0,
				items_count_tours: 0,
				items_count_other: 1,
			} ),
		] ) {
			expect(
				state( 'tourfront/traveller-2-name', document ).hidden
			).toBe( true );
			expect( state( 'tourfront/pickup-point', document ).hidden ).toBe(
				true
			);
		}
	} );

	it( 'agree with the state WooCommerce printed for the recorded cart', () => {
		const document = documentWith( {
			travellers: 3,
			extra_travellers: 2,
			items_count_tours: 1,
			items_count_other: 0,
		} );
		for ( const [ key, printed ] of Object.entries(
			recorded.additionalFieldsState
		) ) {
			expect( state( key, document ), key ).toEqual( printed );
		}
	} );

	it( 'accept four-digit birth years from 1900 to the year of registration', () => {
		const field = fields[ 'tourfront/traveller-2-birth-year' ];
		const valid = ( value: string ) =>
			valueIsValid(
				Validator,
				'tourfront/traveller-2-birth-year',
				field,
				value,
				documentWith()
			);
		expect( [ '1900', '1985', '2018', '2026' ].map( valid ) ).toEqual( [
			true,
			true,
			true,
			true,
		] );
		expect(
			[ '1899', '2027', '85', '20a8', '19850' ].map( valid )
		).toEqual( [ false, false, false, false, false ] );
	} );
} );

describe( 'rule helpers', () => {
	it( 'wrap unwrapped rules as the properties of the document', () => {
		expect( documentSchema( { cart: { properties: {} } } ) ).toEqual( {
			$schema: 'http://json-schema.org/draft-07/schema#',
			type: 'object',
			properties: { cart: { properties: {} } },
		} );
		expect( documentSchema( { properties: { cart: {} } } ) ).toMatchObject(
			{ type: 'object', properties: { cart: {} } }
		);
	} );

	it( 'before evaluation: fixed rules as they are, conditional fields hidden', () => {
		expect(
			unevaluatedState( fields[ 'tourfront/traveller-2-name' ] )
		).toEqual( { hidden: true, required: false } );
		expect(
			unevaluatedState( {
				...fields[ 'tourfront/pickup-point' ],
				hidden: false,
				required: true,
			} )
		).toEqual( { hidden: false, required: true } );
		expect( hasFieldRules( Object.values( fields ) ) ).toBe( true );
		expect(
			hasFieldRules( [
				{
					label: 'Gift note',
					location: 'order',
					type: 'text',
					required: false,
					hidden: false,
				},
			] )
		).toBe( false );
	} );
} );
