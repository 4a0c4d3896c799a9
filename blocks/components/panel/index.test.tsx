/** External dependencies */
import { render, screen, fireEvent } from '@testing-library/react';
import { describe, it, expect, vi } from 'vitest';

/** Internal dependencies */
import '../test-utils';
import Panel from '.';

describe( 'Panel', () => {
	it( 'starts closed and toggles its content with the title button', () => {
		const onToggle = vi.fn();
		render(
			<Panel title="Add a coupon" onToggle={ onToggle }>
				<p>content</p>
			</Panel>
		);
		const button = screen.getByRole( 'button', { name: 'Add a coupon' } );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( screen.queryByText( 'content' ) ).toBeNull();
		fireEvent.click( button );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( screen.getByText( 'content' ) ).toBeTruthy();
		expect( button.getAttribute( 'aria-controls' ) ).toBe(
			screen.getByText( 'content' ).parentElement!.id
		);
		fireEvent.click( button );
		expect( screen.queryByText( 'content' ) ).toBeNull();
		expect( onToggle.mock.calls ).toEqual( [ [ true ], [ false ] ] );
	} );

	it( 'can start open when asked', () => {
		render(
			<Panel title="T" initialOpen>
				body
			</Panel>
		);
		expect( screen.getByText( 'body' ) ).toBeTruthy();
	} );
} );
