/** External dependencies */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { filledCart } from '../cart/test-utils';
import MiniCartContents from './mini-cart-contents';

const getCart = vi.hoisted( () => vi.fn() );
vi.mock( '../api/requests', async ( importOriginal ) => ( {
	...( await importOriginal< object >() ),
	getCart,
} ) );

const settle = () =>
	act( async () => {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );

// A first cart read that fails must not leave the panel on "Loading the cart…".
describe( 'MiniCartContents after a failed cart read', () => {
	it( 'says so with a retry, and asks again on the button and on reopening', async () => {
		getCart.mockRejectedValue(
			Object.assign( new Error( 'offline' ), { code: 'fetch_error' } )
		);
		const first = render(
			<MiniCartContents
				mode="dropdown"
				focusOnOpen={ false }
				onClose={ vi.fn() }
			/>
		);
		await settle();
		expect( getCart ).toHaveBeenCalledTimes( 1 );
		expect( screen.queryByText( 'Loading the cart…' ) ).toBeNull();
		expect(
			screen.getByText( 'The cart could not be loaded.' )
		).toBeTruthy();
		// No "(0 tours)" while the header says otherwise.
		expect(
			screen.getByRole( 'dialog', { name: 'Your cart' } )
		).toBeTruthy();

		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		await settle();
		expect( getCart ).toHaveBeenCalledTimes( 2 );
		first.unmount();

		getCart.mockResolvedValue( filledCart() );
		render(
			<MiniCartContents
				mode="dropdown"
				focusOnOpen={ false }
				onClose={ vi.fn() }
			/>
		);
		await settle();
		expect( getCart ).toHaveBeenCalledTimes( 3 );
		expect(
			screen.queryByText( 'The cart could not be loaded.' )
		).toBeNull();
		expect(
			screen.getAllByRole( 'button', { name: /^Remove .* from cart$/ } )
		).toHaveLength( 4 );
	} );
} );
