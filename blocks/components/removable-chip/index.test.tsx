/** External dependencies */
import { render, screen, fireEvent } from '@testing-library/react';
import { describe, it, expect, vi } from 'vitest';

/** Internal dependencies */
import '../test-utils';
import RemovableChip from '.';

describe( 'RemovableChip', () => {
	it( 'is labelled Remove "{text}" and removes on click', () => {
		const onRemove = vi.fn();
		render( <RemovableChip text="giam10" onRemove={ onRemove } /> );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove "giam10"' } )
		);
		expect( onRemove ).toHaveBeenCalledTimes( 1 );
	} );

	it.each( [ 'Backspace', 'Delete' ] )( 'removes on %s', ( key ) => {
		const onRemove = vi.fn();
		render( <RemovableChip text="x" onRemove={ onRemove } /> );
		fireEvent.keyDown( screen.getByRole( 'button' ), { key } );
		expect( onRemove ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'ignores other keys and does nothing while disabled', () => {
		const onRemove = vi.fn();
		const { rerender } = render(
			<RemovableChip text="x" onRemove={ onRemove } />
		);
		fireEvent.keyDown( screen.getByRole( 'button' ), { key: 'a' } );
		expect( onRemove ).not.toHaveBeenCalled();
		rerender( <RemovableChip text="x" onRemove={ onRemove } disabled /> );
		fireEvent.click( screen.getByRole( 'button' ) );
		fireEvent.keyDown( screen.getByRole( 'button' ), { key: 'Delete' } );
		expect( onRemove ).not.toHaveBeenCalled();
	} );
} );
