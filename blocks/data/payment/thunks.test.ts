// @vitest-environment node
/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '@wordpress/data';

/** Internal dependencies */
import { PAYMENT_STORE_KEY } from '../shared/store-keys';
import { PAYMENT_METHODS_REFRESH_DEBOUNCE_MS } from './constants';
import { createPaymentStore } from './store';

function setup() {
	const registry = createRegistry();
	registry.register( createPaymentStore() );
	return {
		dispatch: registry.dispatch( PAYMENT_STORE_KEY ),
		select: () => registry.select( PAYMENT_STORE_KEY ),
	};
}

describe( 'payment methods initialisation', () => {
	afterEach( () => {
		vi.useRealTimers();
	} );

	it( 'makes a saved payment method active first', async () => {
		const { dispatch, select } = setup();
		dispatch.setActivePaymentMethod( 'bacs' );
		dispatch.setSavedPaymentMethods( {
			cc: [
				{ tokenId: 7, method: { gateway: 'stripe', last4: '4242' } },
			],
		} );
		await dispatch.setAvailablePaymentMethods( [ 'cod', 'stripe' ] );
		expect( select().getActivePaymentMethod() ).toBe( 'stripe' );
		expect( select().getActiveSavedToken() ).toBe( '7' );
		expect( select().getPaymentMethodData() ).toMatchObject( {
			token: '7',
			'wc-stripe-payment-token': '7',
			isSavedToken: true,
		} );
	} );

	it( 'keeps the active method while it is still available', async () => {
		const { dispatch, select } = setup();
		dispatch.setActivePaymentMethod( 'bacs' );
		dispatch.setPaymentReady();
		await dispatch.setAvailablePaymentMethods( [ 'cod', 'bacs' ] );
		expect( select().getActivePaymentMethod() ).toBe( 'bacs' );
		expect( select().getPaymentStatus() ).toBe( 'ready' );
		expect( select().paymentMethodsInitialized() ).toBe( true );
	} );

	it( 'otherwise resets the status to idle and activates the first available method', async () => {
		const { dispatch, select } = setup();
		dispatch.setActivePaymentMethod( 'cheque' );
		dispatch.setPaymentReady();
		await dispatch.setAvailablePaymentMethods( [ 'cod', 'bacs' ] );
		expect( select().getActivePaymentMethod() ).toBe( 'cod' );
		expect( select().getPaymentStatus() ).toBe( 'idle' );
	} );

	it( 'refreshes the methods 1000 ms after the last trigger, once', async () => {
		vi.useFakeTimers();
		const { dispatch, select } = setup();
		const check = vi.fn( async () => ( {
			paymentMethods: [ 'bacs' ],
			expressPaymentMethods: [ 'applepay' ],
		} ) );
		const first = dispatch.refreshPaymentMethods( check );
		await vi.advanceTimersByTimeAsync( 600 );
		const second = dispatch.refreshPaymentMethods( check );
		await vi.advanceTimersByTimeAsync(
			PAYMENT_METHODS_REFRESH_DEBOUNCE_MS - 1
		);
		expect( check ).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync( 1 );
		expect( await second ).toBe( true );
		expect( check ).toHaveBeenCalledTimes( 1 );
		expect( select().getAvailablePaymentMethodNames() ).toEqual( [
			'bacs',
		] );
		expect( select().getAvailableExpressPaymentMethodNames() ).toEqual( [
			'applepay',
		] );
		expect( await first ).toBe( false );
	} );

	it( 'payment_setup with no observer answer gives ready', async () => {
		const { dispatch, select } = setup();
		expect( await dispatch.emitPaymentSetup() ).toBe( true );
		expect( select().isPaymentReady() ).toBe( true );
	} );
} );
