/** External dependencies */
import { render, screen, fireEvent } from '@testing-library/react';
import { describe, it, expect, vi } from 'vitest';

/** Internal dependencies */
import '../test-utils';
import QuantitySelector from '.';

const limits = { minimum: 1, maximum: 4, multiple_of: 1, editable: true };

function setup( quantity: number, l = limits, disabled = false ) {
	const onChange = vi.fn();
	const view = render(
		<QuantitySelector
			quantity={ quantity }
			limits={ l }
			itemName="Tour Hạ Long"
			onChange={ onChange }
			disabled={ disabled }
		/>
	);
	return {
		onChange,
		rerender: ( q: number, d = false ) =>
			view.rerender(
				<QuantitySelector
					quantity={ q }
					limits={ l }
					itemName="Tour Hạ Long"
					onChange={ onChange }
					disabled={ d }
				/>
			),
		minus: screen.getByRole( 'button', {
			name: 'Reduce quantity of Tour Hạ Long',
		} ) as HTMLButtonElement,
		plus: screen.getByRole( 'button', {
			name: 'Increase quantity of Tour Hạ Long',
		} ) as HTMLButtonElement,
		input: screen.getByRole( 'spinbutton', {
			name: 'Quantity of Tour Hạ Long in your cart.',
		} ) as HTMLInputElement,
	};
}

describe( 'QuantitySelector', () => {
	it( 'steps with plus and minus and stops at the limits', () => {
		const { onChange, minus, plus } = setup( 4 );
		expect( plus.disabled ).toBe( true );
		fireEvent.click( minus );
		expect( onChange ).toHaveBeenLastCalledWith( 3 );
	} );

	it( 'adds up quick clicks before the cart answers, and shows the cart once it does', () => {
		const { onChange, plus, input, rerender } = setup( 1 );
		fireEvent.click( plus );
		fireEvent.click( plus );
		fireEvent.click( plus );
		expect( onChange.mock.calls.map( ( [ q ] ) => q ) ).toEqual( [
			2, 3, 4,
		] );
		expect( input.value ).toBe( '4' );
		expect( plus.disabled ).toBe( true );
		// In flight, then the cart answers with what the server allowed.
		rerender( 1, true );
		expect( input.value ).toBe( '4' );
		rerender( 3, false );
		expect( input.value ).toBe( '3' );
	} );

	it( 'falls back to the cart quantity when a change ends without moving it', () => {
		const { plus, input, rerender } = setup( 1 );
		fireEvent.click( plus );
		rerender( 1, true );
		rerender( 1, false );
		expect( input.value ).toBe( '1' );
	} );

	it( 'disables minus at the minimum', () => {
		const { minus, plus, onChange } = setup( 1 );
		expect( minus.disabled ).toBe( true );
		fireEvent.click( plus );
		expect( onChange ).toHaveBeenCalledWith( 2 );
	} );

	it( 'never sends an invalid typed quantity: it sends the nearest valid one', () => {
		const { input, onChange } = setup( 2, {
			minimum: 2,
			maximum: 10,
			multiple_of: 2,
			editable: true,
		} );
		fireEvent.change( input, { target: { value: '99' } } );
		fireEvent.blur( input );
		expect( onChange ).toHaveBeenLastCalledWith( 10 );
		// The field shows the valid quantity it sent until the cart answers.
		expect( input.value ).toBe( '10' );
		fireEvent.change( input, { target: { value: '5' } } );
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( onChange ).toHaveBeenLastCalledWith( 6 );
	} );

	it( 'does not send a quantity that did not change', () => {
		const { input, onChange } = setup( 2 );
		fireEvent.change( input, { target: { value: '' } } );
		fireEvent.blur( input );
		expect( onChange ).not.toHaveBeenCalled();
		fireEvent.change( input, { target: { value: '2' } } );
		fireEvent.blur( input );
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'is blocked while disabled', () => {
		const { plus, input, onChange } = setup( 2, limits, true );
		expect( plus.disabled ).toBe( true );
		expect( input.disabled ).toBe( true );
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'shows plain text when the quantity is not editable', () => {
		render(
			<QuantitySelector
				quantity={ 1 }
				limits={ { ...limits, editable: false } }
				itemName="x"
				onChange={ vi.fn() }
			/>
		);
		expect( screen.queryByRole( 'spinbutton' ) ).toBeNull();
		expect( screen.getByText( '1' ) ).toBeTruthy();
	} );
} );

describe( 'QuantitySelector: a typed quantity outside the limits', () => {
	it( 'sends the maximum for 1e9 and says what was changed', () => {
		const { onChange, input } = setup( 1, {
			minimum: 1,
			maximum: 9999,
			multiple_of: 1,
			editable: true,
		} );
		fireEvent.change( input, { target: { value: '1e9' } } );
		fireEvent.blur( input );
		expect( onChange ).toHaveBeenLastCalledWith( 9999 );
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'The quantity of "Tour Hạ Long" was decreased to 9999. This is the maximum allowed quantity.'
		);
	} );

	it( 'says so when a quantity is rounded to the group size, and nothing for a quantity sent as typed', () => {
		const { onChange, input } = setup( 2, {
			minimum: 2,
			maximum: 20,
			multiple_of: 2,
			editable: true,
		} );
		fireEvent.change( input, { target: { value: '7' } } );
		fireEvent.blur( input );
		expect( onChange ).toHaveBeenLastCalledWith( 8 );
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'The quantity of "Tour Hạ Long" was changed to 8. You must purchase this product in groups of 2.'
		);
		fireEvent.change( input, { target: { value: '10' } } );
		fireEvent.blur( input );
		expect( onChange ).toHaveBeenLastCalledWith( 10 );
		expect( screen.queryByRole( 'status' ) ).toBeNull();
	} );
} );
