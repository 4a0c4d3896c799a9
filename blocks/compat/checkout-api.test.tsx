/**
 * `wc.blocksCheckout`: what a plugin registers before the page's bundle runs reaches the page's
 * registries once installed, the slots fill the page's own, and `window.tourfront.checkout` becomes the
 * same object.
 */

/** External dependencies */
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** WordPress dependencies */
import { createElement } from '@wordpress/element';
import { dispatch } from '@wordpress/data';

/** Internal dependencies */
import { createCheckoutApi, type PageApi } from './checkout-api';
import { filledCart } from '../cart/test-utils';
import { cartStore } from '../data/cart';
import Cart from '../cart/cart';
import { exposeApi } from '../registry/extension-points';
import { cartApi } from '../cart/extension-api';
import { INNER_BLOCK_AREAS } from '../registry/constants';

afterEach( () => {
	delete window.tourfront;
	delete window.tourfrontExtensions;
	delete window.wc;
	document.body.innerHTML = '';
} );

function fakePage() {
	return {
		registerCheckoutFilters: vi.fn(),
		registerCheckoutBlock: vi.fn(),
		applyCheckoutFilter: vi.fn( () => 'filtered' ),
		getRegisteredBlocks: vi.fn( () => [ { blockName: 'a/b' } ] ),
		extensionCartUpdate: vi.fn( () => Promise.resolve( 'cart' ) ),
		registerPaymentMethod: vi.fn(),
	} as unknown as PageApi;
}

describe( 'createCheckoutApi', () => {
	it( 'keeps registrations until the page installs its API, then hands them over in order', async () => {
		const { api, connect } = createCheckoutApi( { Button: 'button' } );
		const filters = { itemName: ( name: string ) => name };
		const register = api.registerCheckoutFilters as (
			...a: unknown[]
		) => void;
		register( 'first', filters );
		( api.registerCheckoutBlock as ( o: unknown ) => void )( {
			metadata: { name: 'a/b', parent: [] },
		} );
		const update = (
			api.extensionCartUpdate as ( a: unknown ) => Promise< unknown >
		 )( { namespace: 'first', data: {} } );
		const apply = api.applyCheckoutFilter as ( o: unknown ) => unknown;
		expect(
			apply( { filterName: 'itemName', defaultValue: 'default' } )
		).toBe( 'default' );
		expect(
			( api.getRegisteredBlocks as ( a: string ) => unknown )( 'x' )
		).toEqual( [] );
		expect( api.Button ).toBe( 'button' );
		expect( api.innerBlockAreas ).toBe( INNER_BLOCK_AREAS );

		const page = fakePage();
		connect( page );
		expect( page.registerCheckoutFilters ).toHaveBeenCalledWith(
			'first',
			filters
		);
		expect( page.registerCheckoutBlock ).toHaveBeenCalledTimes( 1 );
		await expect( update ).resolves.toBe( 'cart' );
		expect(
			apply( { filterName: 'itemName', defaultValue: 'default' } )
		).toBe( 'filtered' );
		// One API under both names, the page's extras included.
		expect( window.tourfront?.checkout ).toBe( api );
		expect( api.registerPaymentMethod ).toBe(
			( page as Record< string, unknown > ).registerPaymentMethod
		);
		// Later registrations go straight through.
		register( 'second', filters );
		expect( page.registerCheckoutFilters ).toHaveBeenLastCalledWith(
			'second',
			filters
		);
	} );
} );

describe( 'the wc-blocks-checkout script on the cart page', () => {
	it( 'a plugin loaded before the cart filters its lines and fills its order summary', async () => {
		await import( './wc-blocks-components' );
		await import( './wc-blocks-checkout' );
		const wc = window.wc as Record< string, Record< string, unknown > >;
		const blocksCheckout = wc.blocksCheckout;
		// The plugin's script, run before the page's module.
		(
			blocksCheckout.registerCheckoutFilters as (
				...a: unknown[]
			) => void
		 )( 'test-extension', {
			itemName: ( name: string ) => `${ name } ✓`,
		} );
		expect( blocksCheckout.TotalsItem ).toBe(
			wc.blocksComponents.TotalsItem
		);
		// The cart's entry installs its API, with the slots it renders.
		exposeApi( cartApi );
		expect( window.tourfront?.checkout ).toBe( blocksCheckout );

		act( () => {
			dispatch( cartStore ).receiveCart( filledCart() );
			dispatch( cartStore ).finishResolution( 'getCartData', [] );
		} );
		render( <Cart /> );
		const OrderMeta = blocksCheckout.ExperimentalOrderMeta as (
			p: unknown
		) => null;
		render(
			createElement( OrderMeta, null, ( ( {
				context,
			}: {
				context: string;
			} ) => (
				<div className="test-extension-meta">
					Điểm thưởng ({ context })
				</div>
			) ) as never )
		);
		await waitFor( () =>
			expect(
				screen.getAllByRole( 'link', { name: /✓$/ } ).length
			).toBeGreaterThan( 0 )
		);
		const meta = await screen.findByText( /^Điểm thưởng/ );
		expect(
			meta.closest( '.wp-block-tourfront-cart, [data-slot]' )
		).not.toBeNull();
		expect( meta.textContent ).toBe( 'Điểm thưởng (woocommerce/cart)' );
	} );
} );
