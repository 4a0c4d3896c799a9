/** External dependencies */
import { render, screen, fireEvent } from '@testing-library/react';
import { describe, it, expect, vi } from 'vitest';

/** Internal dependencies */
import { cartItem } from './test-utils';
import CartItemRow from './cart-item-row';
import type { CartItem } from '../data/cart';

function renderRow(
	item: CartItem,
	{ isPending = false, includeTax = false } = {}
) {
	const onChangeQuantity = vi.fn();
	const onRemove = vi.fn();
	const view = render(
		<table>
			<tbody>
				<CartItemRow
					item={ item }
					isPending={ isPending }
					includeTax={ includeTax }
					onChangeQuantity={ onChangeQuantity }
					onRemove={ onRemove }
				/>
			</tbody>
		</table>
	);
	return { ...view, onChangeQuantity, onRemove };
}

describe( 'CartItemRow', () => {
	it( 'shows name link, low-stock badge, sale price, line total and quantity', () => {
		const { container } = renderRow( cartItem() );
		const link = screen.getByRole( 'link', {
			name: 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền',
		} );
		expect( link.getAttribute( 'href' ) ).toContain(
			'/product/tour-ha-long'
		);
		expect( screen.getByText( '4 left in stock' ) ).toBeTruthy();
		expect( container.querySelector( 'del' )!.textContent ).toContain(
			'2.990.000 ₫'
		);
		expect( container.querySelector( 'ins' )!.textContent ).toContain(
			'2.490.000 ₫'
		);
		expect(
			container.querySelector( '.tourfront-cart-item__total' )!
				.textContent
		).toBe( '4.980.000 ₫' );
		expect(
			( screen.getByRole( 'spinbutton' ) as HTMLInputElement ).value
		).toBe( '2' );
	} );

	it( 'names the remove button with its visible text first (WCAG 2.5.3, axe label-content-name-mismatch)', () => {
		renderRow( cartItem() );
		const button = screen.getByRole( 'button', { name: /from cart/ } );
		expect(
			button
				.getAttribute( 'aria-label' )!
				.startsWith( button.textContent! )
		).toBe( true );
	} );

	it( 'adds the line tax when prices display including tax', () => {
		const { container } = renderRow( cartItem(), { includeTax: true } );
		expect(
			container.querySelector( '.tourfront-cart-item__total' )!
				.textContent
		).toBe( '5.478.000 ₫' );
	} );

	it( 'shows variation attributes and item data, decoded', () => {
		renderRow(
			cartItem( {
				variation: [ { attribute: 'Khởi hành', value: 'Hà Nội' } ],
				item_data: [ { name: 'Ngày đi', value: '01/12 &amp; 02/12' } ],
			} )
		);
		expect( screen.getByText( 'Hà Nội' ).parentElement!.textContent ).toBe(
			'Khởi hành: Hà Nội'
		);
		expect( screen.getByText( '01/12 & 02/12' ) ).toBeTruthy();
	} );

	it( 'shows the backorder badge instead of the low-stock one', () => {
		renderRow( cartItem( { show_backorder_badge: true } ) );
		expect( screen.getByText( 'Available on backorder' ) ).toBeTruthy();
		expect( screen.queryByText( /left in stock/ ) ).toBeNull();
	} );

	it( 'sends valid quantities only, within quantity_limits', () => {
		const { onChangeQuantity } = renderRow( cartItem( { quantity: 4 } ) );
		expect(
			(
				screen.getByRole( 'button', {
					name: /Increase quantity/,
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( true );
		const input = screen.getByRole( 'spinbutton' );
		fireEvent.change( input, { target: { value: '40' } } );
		fireEvent.blur( input );
		expect( onChangeQuantity ).not.toHaveBeenCalled();
		fireEvent.click(
			screen.getByRole( 'button', { name: /Reduce quantity/ } )
		);
		expect( onChangeQuantity ).toHaveBeenCalledWith( 3 );
	} );

	it( 'has no quantity selector when sold individually', () => {
		renderRow(
			cartItem( {
				sold_individually: true,
				quantity: 1,
				quantity_limits: {
					minimum: 1,
					maximum: 1,
					multiple_of: 1,
					editable: false,
				},
			} )
		);
		expect( screen.queryByRole( 'spinbutton' ) ).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: /quantity/ } )
		).toBeNull();
	} );

	it( 'removes with the remove link', () => {
		const { onRemove } = renderRow( cartItem() );
		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Remove Tour Hạ Long 2 ngày 1 đêm trên du thuyền from cart',
			} )
		);
		expect( onRemove ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'is greyed (opacity 0.6) and blocked while pending', () => {
		const { container, onRemove, onChangeQuantity } = renderRow(
			cartItem(),
			{ isPending: true }
		);
		const row = container.querySelector( 'tr' )!;
		expect( row.style.opacity ).toBe( '0.6' );
		expect( row.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		fireEvent.click( screen.getByRole( 'button', { name: /from cart/ } ) );
		fireEvent.click(
			screen.getByRole( 'button', { name: /Reduce quantity/ } )
		);
		expect( onRemove ).not.toHaveBeenCalled();
		expect( onChangeQuantity ).not.toHaveBeenCalled();
	} );
} );
