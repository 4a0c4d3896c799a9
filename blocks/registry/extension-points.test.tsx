/**
 * A shop without extensions pays nothing (budgets): the cart renders without loading the
 * extension part, whose first registration alone loads it.
 */

/** External dependencies */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** WordPress dependencies */
import { dispatch } from '@wordpress/data';

/** Internal dependencies */
import { filledCart } from '../cart/test-utils';
import { cartStore } from '../data/cart';
import Cart from '../cart/cart';
import {
	applyCheckoutFilter,
	extensionsApi,
	getRegisteredBlocks,
	loadExtensions,
} from './extension-points';

const loaded = vi.hoisted( () => ( { count: 0 } ) );
vi.mock( './extensions', async ( importOriginal ) => {
	loaded.count++;
	return importOriginal();
} );

describe( 'the extension points', () => {
	it( 'leave values and areas alone, and load nothing, while no extension registered', async () => {
		act( () => {
			dispatch( cartStore ).receiveCart( filledCart() );
		} );
		render( <Cart /> );
		await screen.findAllByRole( 'row' );
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Hạ Long',
			} )
		).toBe( 'Hạ Long' );
		expect( getRegisteredBlocks( 'woocommerce/cart' ) ).toEqual( [] );
		expect( document.querySelector( '.tourfront-inner-block' ) ).toBeNull();
		expect( loaded.count ).toBe( 0 );

		extensionsApi.registerCheckoutFilters( 'test-extension', {
			itemName: ( name: string ) => `${ name } ★`,
		} );
		await loadExtensions();
		expect( loaded.count ).toBe( 1 );
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Hạ Long',
			} )
		).toBe( 'Hạ Long ★' );
		expect(
			await screen.findAllByRole( 'link', { name: /★$/ } )
		).not.toHaveLength( 0 );
	} );
} );
