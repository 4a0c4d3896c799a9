/**
 * A successful checkout answer without redirect_url must not leave the form locked
 * without a word.
 */

/** External dependencies */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** WordPress dependencies */
import { dispatch, select } from '@wordpress/data';

/** Internal dependencies */
import '../../data';
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	NOTICES_STORE_KEY,
} from '../stores';
import { usePlaceOrder } from './use-place-order';

describe( 'usePlaceOrder after a success without redirect_url', () => {
	it( 'says the order was received, reads the cart again and leaves the form usable', () => {
		const refreshCart = vi
			.spyOn( dispatch( CART_STORE_KEY ), 'refreshCart' )
			.mockResolvedValue( undefined );
		const { result } = renderHook( () =>
			usePlaceOrder( { password: '' } )
		);
		act( () => {
			dispatch( CHECKOUT_STORE_KEY ).setComplete( { redirectUrl: '' } );
		} );
		expect( result.current.busy ).toBe( false );
		expect( result.current.placedWithoutRedirect ).toBe( true );
		expect(
			select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout' )
		).toMatchObject( [
			{
				status: 'info',
				content:
					'Your order has been received. Its details are in the confirmation email and in your account.',
			},
		] );
		expect( refreshCart ).toHaveBeenCalledTimes( 1 );
	} );
} );
