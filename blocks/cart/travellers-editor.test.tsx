/** External dependencies */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { cartItem } from './test-utils';
import CartItemRow from './cart-item-row';
import { tourBooking } from './booking-of-line';
import TravellersEditor from './travellers-editor';
import type { CartItem } from '../data/cart';

/** The recorded Tour Hạ Long line (limits 1–4) as a booking of 2 adults, 1 child on 05/12/2026. */
const tourLine = ( adults = 2, children = 1 ): CartItem =>
	cartItem( {
		quantity: adults + children,
		quantity_limits: {
			minimum: 1,
			maximum: 4,
			multiple_of: 1,
			editable: false,
		},
		extensions: {
			'tourfront-booking': {
				is_tour: true,
				adults,
				children,
				adult_price: '2490000',
				child_price: '1500000',
				departure: '2026-12-05',
			},
		},
	} );

function renderRow( item: CartItem, isPending = false ) {
	const onChangeQuantity = vi.fn();
	const { container } = render(
		<table>
			<tbody>
				<CartItemRow
					item={ item }
					isPending={ isPending }
					includeTax={ false }
					onChangeQuantity={ onChangeQuantity }
					onRemove={ vi.fn() }
				/>
			</tbody>
		</table>
	);
	return { onChangeQuantity, container };
}

function renderEditor( item: CartItem, disabled = false ) {
	const onChangeTravellers = vi.fn();
	render(
		<TravellersEditor
			booking={ tourBooking( item )! }
			itemName="Tour Hạ Long"
			disabled={ disabled }
			onChange={ onChangeTravellers }
		/>
	);
	return { onChangeTravellers };
}

const button = ( name: RegExp ) =>
	screen.getByRole( 'button', { name } ) as HTMLButtonElement;

describe( 'a tour line in the cart', () => {
	it( 'has no generic quantity selector, and no per-traveller average price', () => {
		const { container } = renderRow( tourLine() );
		expect( screen.queryByRole( 'spinbutton' ) ).toBeNull();
		// Its unit price (the total per traveller) is not shown: its item data prices adults and children.
		expect(
			container.querySelector( '.tourfront-cart-item__prices' )
		).toBeNull();
	} );

	it( 'edits adults and children', () => {
		const { onChangeTravellers } = renderEditor( tourLine() );
		expect(
			screen.getByRole( 'group', { name: 'Adults' } ).textContent
		).toContain( '2' );
		fireEvent.click( button( /^Add a child to Tour Hạ Long/ ) );
		expect( onChangeTravellers ).toHaveBeenLastCalledWith( {
			adults: 2,
			children: 2,
		} );
		fireEvent.click( button( /^Remove an adult from/ ) );
		expect( onChangeTravellers ).toHaveBeenLastCalledWith( {
			adults: 1,
			children: 1,
		} );
	} );

	it( 'says the seats left instead of growing past them, and keeps one adult', () => {
		const { onChangeTravellers } = renderEditor( tourLine( 1, 3 ) );
		const plus = button( /^Add an adult to/ );
		expect( plus.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		fireEvent.click( plus );
		expect( onChangeTravellers ).not.toHaveBeenCalled();
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'Only 4 seats left for the departure on 05/12/2026.'
		);
		expect( button( /^Remove an adult from/ ).disabled ).toBe( true );
	} );

	it( 'is blocked while the line is being updated', () => {
		renderEditor( tourLine(), true );
		expect( button( /^Add a child to/ ).disabled ).toBe( true );
	} );

	it( 'leaves other lines their quantity selector', () => {
		renderRow( cartItem() );
		expect( screen.getByRole( 'spinbutton' ) ).toBeTruthy();
		expect( screen.queryByRole( 'group', { name: 'Adults' } ) ).toBeNull();
	} );
} );
