// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import * as actions from './actions';
import { EMPTY_VALIDATION_STATE, reducer } from './reducer';
import * as selectors from './selectors';

describe( 'validation store', () => {
	it( 'sets, hides, shows and clears errors keyed by field id', () => {
		let state = reducer(
			EMPTY_VALIDATION_STATE,
			actions.setValidationErrors( {
				billing_first_name: {
					message: 'Please enter a valid first name',
					hidden: true,
				},
				billing_email: {
					message: 'Please enter a valid email address',
				},
			} )
		);
		expect(
			selectors.getValidationError( state, 'billing_email' )
		).toEqual( {
			message: 'Please enter a valid email address',
			hidden: false,
		} );
		expect( selectors.getValidationErrorId( state, 'billing_email' ) ).toBe(
			'validate-error-billing_email'
		);
		expect(
			selectors.getValidationErrorId( state, 'billing_first_name' )
		).toBe( '' );
		state = reducer(
			state,
			actions.showValidationError( 'billing_first_name' )
		);
		expect( state.errors.billing_first_name.hidden ).toBe( false );
		state = reducer(
			state,
			actions.hideValidationError( 'billing_email' )
		);
		expect( state.errors.billing_email.hidden ).toBe( true );
		state = reducer( state, actions.showAllValidationErrors() );
		expect(
			Object.values( state.errors ).every( ( e ) => ! e.hidden )
		).toBe( true );
		state = reducer(
			state,
			actions.clearValidationError( 'billing_email' )
		);
		expect( Object.keys( state.errors ) ).toEqual( [
			'billing_first_name',
		] );
		expect( selectors.hasValidationErrors( state ) ).toBe( true );
		state = reducer( state, actions.clearValidationErrors() );
		expect( selectors.hasValidationErrors( state ) ).toBe( false );
	} );

	it( 'revalidate() bumps the request fields watch', () => {
		const state = reducer( EMPTY_VALIDATION_STATE, actions.revalidate() );
		expect( selectors.getRevalidationRequest( state ) ).toBe( 1 );
		expect(
			selectors.getRevalidationRequest(
				reducer( state, actions.revalidate() )
			)
		).toBe( 2 );
	} );

	it( 'keeps the same state object when nothing changes', () => {
		expect(
			reducer(
				EMPTY_VALIDATION_STATE,
				actions.clearValidationError( 'x' )
			)
		).toBe( EMPTY_VALIDATION_STATE );
		expect(
			reducer(
				EMPTY_VALIDATION_STATE,
				actions.hideValidationError( 'x' )
			)
		).toBe( EMPTY_VALIDATION_STATE );
	} );
} );
