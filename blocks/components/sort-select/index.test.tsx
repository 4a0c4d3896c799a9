/** External dependencies */
import { render, screen, fireEvent } from '@testing-library/react';
import { describe, it, expect, vi } from 'vitest';

/** Internal dependencies */
import '../test-utils';
import SortSelect from '.';

const options = [
	{ key: 'price', label: 'Giá' },
	{ key: 'date', label: 'Mới nhất' },
];

describe( 'SortSelect', () => {
	it( 'is labelled and reports the chosen key', () => {
		const onChange = vi.fn();
		render(
			<SortSelect
				label="Sắp xếp"
				options={ options }
				value="price"
				onChange={ onChange }
			/>
		);
		const select = screen.getByRole( 'combobox', {
			name: 'Sắp xếp',
		} ) as HTMLSelectElement;
		expect( select.value ).toBe( 'price' );
		fireEvent.change( select, { target: { value: 'date' } } );
		expect( onChange ).toHaveBeenCalledWith( 'date' );
	} );

	it( 'can be read-only', () => {
		render(
			<SortSelect
				label="L"
				options={ options }
				value="date"
				onChange={ vi.fn() }
				readOnly
			/>
		);
		expect(
			( screen.getByRole( 'combobox' ) as HTMLSelectElement ).disabled
		).toBe( true );
	} );
} );
