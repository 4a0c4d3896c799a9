/**
 * The available methods under WooCommerce's shape (keyed by name) and the theme's (names in order).
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { DEFAULT_PAYMENT_STATE } from './default-state';
import {
	getAvailableExpressPaymentMethods,
	getAvailablePaymentMethodNames,
	getAvailablePaymentMethods,
} from './selectors';

const state = {
	...DEFAULT_PAYMENT_STATE,
	availablePaymentMethods: [ 'tourfront_test', 'cod', 'bacs' ],
	availableExpressPaymentMethods: [ 'tourfront_express' ],
};

describe( 'available payment methods', () => {
	it( "gives WooCommerce's object keyed by name, in display order", () => {
		const methods = getAvailablePaymentMethods( state );
		expect( methods ).toEqual( {
			tourfront_test: { name: 'tourfront_test' },
			cod: { name: 'cod' },
			bacs: { name: 'bacs' },
		} );
		expect( Object.keys( methods ) ).toEqual(
			getAvailablePaymentMethodNames( state )
		);
		expect( getAvailableExpressPaymentMethods( state ) ).toEqual( {
			tourfront_express: { name: 'tourfront_express' },
		} );
	} );

	it( 'gives the same object until the list changes (a useSelect does not render again)', () => {
		expect( getAvailablePaymentMethods( state ) ).toBe(
			getAvailablePaymentMethods( { ...state } )
		);
		expect(
			getAvailablePaymentMethods( {
				...state,
				availablePaymentMethods: [ 'cod' ],
			} )
		).toEqual( { cod: { name: 'cod' } } );
		expect( getAvailablePaymentMethods( DEFAULT_PAYMENT_STATE ) ).toEqual(
			{}
		);
	} );
} );
