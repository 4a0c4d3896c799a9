/**
 * The editor previews render the real blocks over the sample cart, inert, and send no request at all
 * (MSW answers nothing: a request would fail the test).
 */

/** External dependencies */
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import '../cart/test-utils';
import checkoutSettings from '../../mocks/site/data/wc-settings-checkout.json';
import { __unstableResetPaymentMethods } from '../registry';
import { CartPreview, CheckoutPreview, MiniCartPreview } from './previews';
import { VND_SETTINGS_CURRENCY } from '../../common/money/test-fixtures';

const fetchSpy = vi.fn( () =>
	Promise.reject( new Error( 'The editor preview made a request' ) )
);

beforeEach( () => {
	window.tourfrontSettings = {
		...structuredClone( checkoutSettings ),
		currency: VND_SETTINGS_CURRENCY,
	} as unknown as typeof window.tourfrontSettings;
	vi.useFakeTimers();
	vi.stubGlobal( 'fetch', fetchSpy );
	fetchSpy.mockClear();
} );

afterEach( () => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	__unstableResetPaymentMethods();
	delete window.tourfrontSettings;
} );

/** Lets every debounce, batch window and lazy area run. */
async function settle() {
	for ( let i = 0; i < 5; i++ ) {
		await act( async () => {
			await vi.advanceTimersByTimeAsync( 5000 );
		} );
	}
}

describe( 'Editor previews', () => {
	it( 'Cart: the two sample tours with their quantities, the flat rate and the 20 % tax line; inert; no request', async () => {
		const { container } = render( <CartPreview /> );
		await settle();
		expect( fetchSpy ).not.toHaveBeenCalled();
		expect(
			screen.getByText( 'Ha Long Bay cruise, 2 days 1 night' )
		).toBeTruthy();
		expect( screen.getByText( 'Hanoi - Ninh Binh day trip' ) ).toBeTruthy();
		const quantities = screen.getAllByRole(
			'spinbutton'
		) as HTMLInputElement[];
		expect(
			quantities.map( ( input ) => [ input.value, input.min, input.max ] )
		).toEqual( [
			[ '1', '1', '99' ],
			[ '2', '1', '99' ],
		] );
		expect(
			container
				.querySelector( '.tourfront-editor-preview' )
				?.hasAttribute( 'inert' )
		).toBe( true );
		expect( container.textContent ).toContain( '894.000 ₫' );
	} );

	it( 'Checkout: the sample shipping rates (flat rate 500, free shipping and pickup at 0) and the order summary; no request', async () => {
		const { container } = render( <CheckoutPreview /> );
		await settle();
		// The form comes whole once the code of its parts is in (a chunk, not a request).
		const flat = await vi.waitFor( () =>
			screen.getByRole( 'radio', { name: /Flat rate/ } )
		);
		expect( fetchSpy ).not.toHaveBeenCalled();
		expect( ( flat as HTMLInputElement ).checked ).toBe( true );
		expect(
			within( flat.closest( 'label' ) ?? container ).getByText( '500 ₫' )
		).toBeTruthy();
		expect(
			screen.getByRole( 'radio', { name: /Free shipping/ } )
		).toBeTruthy();
		expect( container.textContent ).toContain(
			'Ha Long Bay cruise, 2 days 1 night'
		);
		expect( container.textContent ).toContain( '5.364.500 ₫' );
	} );

	it( 'Mini-cart: the header button with the sample subtotal and count, and the open panel; no request', async () => {
		const { container } = render( <MiniCartPreview /> );
		await settle();
		expect( fetchSpy ).not.toHaveBeenCalled();
		expect(
			container.querySelector( 'a.cart-contents' )?.textContent
		).toBe( '4.470.000 ₫ 3 items' );
		expect( screen.getByRole( 'dialog' ).textContent ).toContain(
			'Hanoi - Ninh Binh day trip'
		);
	} );
} );
