// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import * as actions from './actions';
import {
	DEFAULT_CHECKOUT_STATE,
	getInitialCheckoutState,
} from './default-state';
import { reducer } from './reducer';
import type { CheckoutState } from './types';

const run = (
	...list: Array< Parameters< typeof reducer >[ 1 ] >
): CheckoutState =>
	list.reduce(
		( state, action ) => reducer( state, action ),
		DEFAULT_CHECKOUT_STATE
	);

describe( 'checkout status machine', () => {
	it( 'starts pristine without error', () => {
		expect( run() ).toMatchObject( {
			status: 'pristine',
			hasError: false,
			calculatingCount: 0,
		} );
	} );

	it( 'the setters change the status; processing and before_processing clear hasError', () => {
		expect( run( actions.setIdle(), actions.setHasError() ).hasError ).toBe(
			true
		);
		expect(
			run( actions.setIdle(), actions.setHasError(), actions.setIdle() )
				.hasError
		).toBe( true );
		expect(
			run(
				actions.setIdle(),
				actions.setHasError(),
				actions.setProcessing()
			)
		).toMatchObject( {
			status: 'processing',
			hasError: false,
		} );
		expect(
			run(
				actions.setIdle(),
				actions.setHasError(),
				actions.setBeforeProcessing()
			)
		).toMatchObject( {
			status: 'before_processing',
			hasError: false,
		} );
		expect( run( actions.setAfterProcessing() ).status ).toBe(
			'after_processing'
		);
	} );

	it( 'hasError while processing or before_processing moves back to idle', () => {
		expect(
			run( actions.setProcessing(), actions.setHasError( true ) )
		).toMatchObject( { status: 'idle', hasError: true } );
		expect(
			run( actions.setBeforeProcessing(), actions.setHasError( true ) )
				.status
		).toBe( 'idle' );
		expect(
			run( actions.setAfterProcessing(), actions.setHasError( true ) )
				.status
		).toBe( 'after_processing' );
		expect(
			run( actions.setProcessing(), actions.setHasError( false ) ).status
		).toBe( 'processing' );
	} );

	it( 'complete may carry a redirectUrl', () => {
		expect(
			run( actions.setComplete( { redirectUrl: '/thanks' } ) )
		).toMatchObject( { status: 'complete', redirectUrl: '/thanks' } );
		expect(
			run( actions.setRedirectUrl( '/a' ), actions.setComplete() )
				.redirectUrl
		).toBe( '/a' );
	} );

	it( 'calculatingCount never drops below 0', () => {
		expect( run( actions.decrementCalculating() ).calculatingCount ).toBe(
			0
		);
		expect(
			run(
				actions.incrementCalculating(),
				actions.incrementCalculating(),
				actions.decrementCalculating()
			).calculatingCount
		).toBe( 1 );
	} );

	it( 'keeps the form flags and extension data per namespace', () => {
		const state = run(
			actions.setOrderNotes( 'Ăn chay' ),
			actions.setUseShippingAsBilling( false ),
			actions.setShouldCreateAccount( true ),
			actions.setPrefersCollection( true ),
			actions.setExtensionData( 'woocommerce/order-attribution', {
				source_type: 'typein',
			} ),
			actions.setExtensionData( 'woocommerce/order-attribution', {
				referrer: '',
			} ),
			actions.setExtensionData( 'other', { a: 1 } ),
			actions.setExtensionData( 'other', { b: 2 }, true )
		);
		expect( state ).toMatchObject( {
			orderNotes: 'Ăn chay',
			useShippingAsBilling: false,
			shouldCreateAccount: true,
			prefersCollection: true,
			extensionData: {
				'woocommerce/order-attribution': {
					source_type: 'typein',
					referrer: '',
				},
				other: { b: 2 },
			},
		} );
	} );
} );

describe( 'initial checkout state from the settings', () => {
	it( 'takes order id, customer id and notes from checkoutData, and stays pristine', () => {
		const state = getInitialCheckoutState( {
			currentUserId: 3,
			checkoutData: {
				order_id: 62,
				customer_id: 3,
				customer_note: 'x',
				billing_address: {} as never,
				shipping_address: {} as never,
			},
		} );
		expect( state ).toMatchObject( {
			status: 'pristine',
			orderId: 62,
			customerId: 3,
			orderNotes: 'x',
			hasError: false,
		} );
		expect( getInitialCheckoutState( {} ) ).toMatchObject( {
			orderId: 0,
			customerId: 0,
		} );
	} );
} );
