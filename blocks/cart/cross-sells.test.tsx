/** External dependencies */
import { render, screen, fireEvent, act } from '@testing-library/react';
import { describe, it, expect, vi } from 'vitest';

/** WordPress dependencies */
import { dispatch } from '@wordpress/data';

/** Internal dependencies */
import { filledCart } from './test-utils';
import { cartStore } from '../data/cart';
import CrossSellProduct, { canAddInPlace } from './cross-sell-product';
import type { CrossSellProductData } from './cross-sell-product';
import CartCrossSells from './cart-cross-sells';

const product = (): CrossSellProductData =>
	filledCart().cross_sells[ 0 ] as unknown as CrossSellProductData;

describe( 'cross-sells', () => {
	it( 'a simple product in stock is added in place; its name is decoded', () => {
		const onAdd = vi.fn();
		render(
			<ul>
				<CrossSellProduct
					product={ product() }
					isAdding={ false }
					onAdd={ onAdd }
				/>
			</ul>
		);
		// The accessible name begins with the visible text (axe: label-content-name-mismatch), then names the tour.
		fireEvent.click(
			screen.getByRole( 'button', {
				name: /^Add to cart ?: Tour Huế – Động Phong Nha 3 ngày 2 đêm$/,
			} )
		);
		expect( onAdd ).toHaveBeenCalledTimes( 1 );
		expect( screen.getByText( '3.890.000 ₫' ) ).toBeTruthy();
	} );

	it( 'products with options or out of stock link to their page instead', () => {
		expect(
			canAddInPlace( {
				...product(),
				type: 'variable',
				has_options: true,
			} )
		).toBe( false );
		expect( canAddInPlace( { ...product(), is_in_stock: false } ) ).toBe(
			false
		);
		render(
			<ul>
				<CrossSellProduct
					product={ { ...product(), has_options: true } }
					isAdding={ false }
					onAdd={ vi.fn() }
				/>
			</ul>
		);
		expect(
			screen
				.getByRole( 'link', { name: 'Select options' } )
				.getAttribute( 'href' )
		).toContain( '/product/tour-hue' );
	} );

	it( 'the grid adds through the cart store and shows the button busy meanwhile', async () => {
		act( () => {
			dispatch( cartStore ).receiveCart( filledCart() );
		} );
		let resolve: ( value: unknown ) => void = () => undefined;
		const add = vi
			.spyOn( dispatch( cartStore ), 'addItemToCart' )
			.mockReturnValue(
				new Promise( ( r ) => ( resolve = r ) ) as never
			);
		render( <CartCrossSells /> );
		const button = screen.getAllByRole( 'button', {
			name: /^Add to cart/,
		} )[ 0 ] as HTMLButtonElement;
		fireEvent.click( button );
		expect( add ).toHaveBeenCalledWith( 19, 1 );
		expect( button.disabled ).toBe( true );
		await act( async () => resolve( {} ) );
		expect( button.disabled ).toBe( false );
	} );
} );
