// @vitest-environment node
/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '@wordpress/data';

/** Internal dependencies */
import { createPaymentStore } from '../payment/store';
import { NOTICES_STORE_KEY, PAYMENT_STORE_KEY } from '../shared/store-keys';
import { SNACKBAR_TIMEOUT_MS } from './constants';
import { createNoticesStore } from './store';
import type { Notice } from './types';

function setup() {
	const registry = createRegistry();
	registry.register( createNoticesStore() );
	registry.register( createPaymentStore() );
	const dispatch = registry.dispatch( NOTICES_STORE_KEY ) as unknown as {
		createNotice: (
			s: string,
			c: string,
			o?: object
		) => Notice | undefined;
		createErrorNotice: ( c: string, o?: object ) => Notice | undefined;
		createInfoNotice: ( c: string, o?: object ) => Notice | undefined;
		registerContainer: ( c: string ) => void;
		unregisterContainer: ( c: string ) => void;
		dismissSnackbar: ( id: string, c: string ) => void;
		removeAllNotices: ( status?: string, context?: string ) => void;
	};
	const select = () =>
		registry.select( NOTICES_STORE_KEY ) as unknown as {
			getNotices: ( c?: string ) => Notice[];
			getNoticesForContainer: ( c: string ) => Notice[];
			getRegisteredContainers: () => string[];
		};
	return { registry, dispatch, select };
}

describe( 'notices store', () => {
	beforeEach( () => {
		vi.useFakeTimers();
	} );
	afterEach( () => {
		vi.useRealTimers();
	} );

	it( 'creates notices per context; the same id replaces', () => {
		const { dispatch, select } = setup();
		dispatch.createErrorNotice( 'A', { id: 'x', context: 'wc/cart' } );
		dispatch.createErrorNotice( 'B', { id: 'x', context: 'wc/cart' } );
		dispatch.createInfoNotice( 'C' );
		expect(
			select()
				.getNotices( 'wc/cart' )
				.map( ( n ) => n.content )
		).toEqual( [ 'B' ] );
		expect( select().getNotices() ).toMatchObject( [
			{
				content: 'C',
				status: 'info',
				isDismissible: true,
				type: 'default',
			},
		] );
		dispatch.removeAllNotices( 'error' );
		expect( select().getNotices( 'wc/cart' ) ).toEqual( [] );
		expect( select().getNotices() ).toHaveLength( 1 );
	} );

	it( 'a container shows sub-contexts unless they have their own container', () => {
		const { dispatch, select } = setup();
		dispatch.createErrorNotice( 'top', { context: 'wc/checkout' } );
		dispatch.createErrorNotice( 'pay', {
			context: 'wc/checkout/payments',
		} );
		dispatch.createErrorNotice( 'cart', { context: 'wc/cart' } );
		dispatch.registerContainer( 'wc/checkout' );
		expect(
			select()
				.getNoticesForContainer( 'wc/checkout' )
				.map( ( n ) => n.content )
		).toEqual( [ 'top', 'pay' ] );
		dispatch.registerContainer( 'wc/checkout/payments' );
		expect(
			select()
				.getNoticesForContainer( 'wc/checkout' )
				.map( ( n ) => n.content )
		).toEqual( [ 'top' ] );
		expect(
			select()
				.getNoticesForContainer( 'wc/checkout/payments' )
				.map( ( n ) => n.content )
		).toEqual( [ 'pay' ] );
		expect( select().getRegisteredContainers() ).toEqual( [
			'wc/checkout',
			'wc/checkout/payments',
		] );
		dispatch.unregisterContainer( 'wc/checkout/payments' );
		expect( select().getNoticesForContainer( 'wc/checkout' ) ).toHaveLength(
			2
		);
	} );

	it( 'hides all notices and raises no error notices while an express method is active', async () => {
		const { registry, dispatch, select } = setup();
		dispatch.createInfoNotice( 'info', { context: 'wc/checkout' } );
		(
			registry.dispatch( PAYMENT_STORE_KEY ) as unknown as {
				setExpressPaymentStarted: () => void;
			}
		 ).setExpressPaymentStarted();
		expect( select().getNoticesForContainer( 'wc/checkout' ) ).toEqual(
			[]
		);
		await expect(
			dispatch.createErrorNotice( 'err', { context: 'wc/checkout' } )
		).resolves.toBeUndefined();
		expect(
			select()
				.getNotices( 'wc/checkout' )
				.map( ( n ) => n.content )
		).toEqual( [ 'info' ] );
	} );

	it( 'snackbars dismiss themselves after 10 s unless explicitDismiss', () => {
		const { dispatch, select } = setup();
		dispatch.createInfoNotice( 'auto', {
			id: 'a',
			context: 'wc/cart',
			type: 'snackbar',
		} );
		dispatch.createInfoNotice( 'sticky', {
			id: 's',
			context: 'wc/cart',
			type: 'snackbar',
			explicitDismiss: true,
		} );
		vi.advanceTimersByTime( SNACKBAR_TIMEOUT_MS - 1 );
		expect( select().getNotices( 'wc/cart' ) ).toHaveLength( 2 );
		vi.advanceTimersByTime( 1 );
		expect(
			select()
				.getNotices( 'wc/cart' )
				.map( ( n ) => n.id )
		).toEqual( [ 's' ] );
	} );

	it( 'dismissing a snackbar removes it and every snackbar without explicitDismiss', () => {
		const { dispatch, select } = setup();
		dispatch.createInfoNotice( '1', {
			id: 'a',
			context: 'wc/cart',
			type: 'snackbar',
		} );
		dispatch.createInfoNotice( '2', {
			id: 'b',
			context: 'wc/cart',
			type: 'snackbar',
		} );
		dispatch.createInfoNotice( '3', {
			id: 'e1',
			context: 'wc/cart',
			type: 'snackbar',
			explicitDismiss: true,
		} );
		dispatch.createInfoNotice( '4', {
			id: 'e2',
			context: 'wc/cart',
			type: 'snackbar',
			explicitDismiss: true,
		} );
		dispatch.dismissSnackbar( 'e1', 'wc/cart' );
		expect(
			select()
				.getNotices( 'wc/cart' )
				.map( ( n ) => n.id )
		).toEqual( [ 'e2' ] );
	} );
} );
