/** External dependencies */
import { render, screen, fireEvent } from '@testing-library/react';
import { describe, it, expect, vi } from 'vitest';

/** Internal dependencies */
import '../test-utils';
import CheckboxList from '.';

const opts = ( n: number ) =>
	Array.from( { length: n }, ( _, i ) => ( {
		value: `v${ i }`,
		label: `Option ${ i }`,
	} ) );

describe( 'CheckboxList', () => {
	it( 'shows every option up to limit + 5 without a toggle', () => {
		render(
			<CheckboxList
				options={ opts( 15 ) }
				checked={ [] }
				onChange={ vi.fn() }
			/>
		);
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 15 );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'collapses past limit + 5 to the first 10, with Show %s more / Show less', () => {
		render(
			<CheckboxList
				options={ opts( 16 ) }
				checked={ [ 'v1' ] }
				onChange={ vi.fn() }
			/>
		);
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 10 );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Show 6 more' } )
		);
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 16 );
		fireEvent.click( screen.getByRole( 'button', { name: 'Show less' } ) );
		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 10 );
	} );

	it( 'reports the toggled value and shows checked state', () => {
		const onChange = vi.fn();
		render(
			<CheckboxList
				options={ opts( 3 ) }
				checked={ [ 'v1' ] }
				onChange={ onChange }
			/>
		);
		const boxes = screen.getAllByRole( 'checkbox' ) as HTMLInputElement[];
		expect( boxes.map( ( b ) => b.checked ) ).toEqual( [
			false,
			true,
			false,
		] );
		fireEvent.click( screen.getByLabelText( 'Option 2' ) );
		expect( onChange ).toHaveBeenCalledWith( 'v2' );
	} );

	it( 'shows 5 placeholder rows while loading', () => {
		const { container } = render(
			<CheckboxList
				options={ opts( 3 ) }
				checked={ [] }
				onChange={ vi.fn() }
				isLoading
			/>
		);
		expect(
			container.querySelectorAll(
				'.tourfront-checkbox-list__placeholder'
			)
		).toHaveLength( 5 );
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
	} );
} );
