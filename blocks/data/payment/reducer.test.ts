// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import * as actions from './actions';
import { DEFAULT_PAYMENT_STATE } from './default-state';
import { reducer } from './reducer';
import * as selectors from './selectors';

describe( 'payment reducer and selectors', () => {
	it( 'moves between the statuses', () => {
		let state = reducer(
			DEFAULT_PAYMENT_STATE,
			actions.setPaymentProcessing()
		);
		expect( selectors.isPaymentProcessing( state ) ).toBe( true );
		state = reducer( state, actions.setPaymentError() );
		expect( selectors.hasPaymentError( state ) ).toBe( true );
		state = reducer( state, actions.setPaymentReady() );
		expect( selectors.getPaymentStatus( state ) ).toBe( 'ready' );
		state = reducer( state, actions.setExpressPaymentStarted() );
		expect( selectors.isExpressPaymentStarted( state ) ).toBe( true );
		expect( selectors.isExpressPaymentMethodActive( state ) ).toBe( true );
	} );

	it( 'an express method as active method counts as express active', () => {
		let state = reducer(
			DEFAULT_PAYMENT_STATE,
			actions.setAvailableExpressPaymentMethods( [ 'applepay' ] )
		);
		state = reducer( state, actions.setActivePaymentMethod( 'cod' ) );
		expect( selectors.isExpressPaymentMethodActive( state ) ).toBe( false );
		state = reducer( state, actions.setActivePaymentMethod( 'applepay' ) );
		expect( selectors.isExpressPaymentMethodActive( state ) ).toBe( true );
		expect( selectors.expressPaymentMethodsInitialized( state ) ).toBe(
			true
		);
	} );

	it( 'setting the active method clears the saved token and replaces the data', () => {
		let state = reducer(
			DEFAULT_PAYMENT_STATE,
			actions.setActiveSavedToken( '5' )
		);
		state = reducer(
			state,
			actions.setActivePaymentMethod( 'bacs', { a: 1 } )
		);
		expect( state ).toMatchObject( {
			activePaymentMethod: 'bacs',
			activeSavedToken: '',
			paymentMethodData: { a: 1 },
		} );
	} );
} );
