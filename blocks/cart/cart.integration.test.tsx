/**
 * The cart over the real stores, the real api-fetch and our Store API client, against the mock
 * WooCommerce (MSW): every write goes to the "server" and the totals are the server's.
 */

/** External dependencies */
import {
	render,
	screen,
	fireEvent,
	waitFor,
	within,
	configure,
} from '@testing-library/react';
import { describe, it, expect, afterEach } from 'vitest';

/** WordPress dependencies */
import { RegistryProvider } from '@wordpress/data';

/** Internal dependencies */
import './test-utils';
import {
	withMockWoo,
	createTestEnvironment,
	describeRequests,
	batchEntries,
	ROOT,
} from '../data/test-utils';
import Cart from './cart';
import { totalsRowsText } from '../components/test-fixtures';
import { pageNonce } from '../../mocks/store/nonce';

// Writes wait for the 300 ms batch window; leave room for a busy CI machine.
configure( { asyncUtilTimeout: 5000 } );

const { woo, requests } = withMockWoo();
let cleanup = () => undefined as void;
afterEach( () => cleanup() );

const HA_LONG = 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền';

async function setup() {
	for ( const [ id, quantity ] of [
		[ 11, 1 ],
		[ 23, 2 ],
	] ) {
		await fetch( `${ ROOT }wc/store/v1/cart/add-item`, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				Nonce: pageNonce(),
			},
			body: JSON.stringify( { id, quantity } ),
		} );
	}
	requests.length = 0;
	const env = createTestEnvironment();
	cleanup = env.cleanup;
	const view = render(
		<RegistryProvider value={ env.registry }>
			<Cart />
		</RegistryProvider>
	);
	await screen.findByRole( 'link', { name: HA_LONG } );
	return view;
}

const rows = totalsRowsText;
const vnd = ( amount: string | null ) =>
	`${ String( amount ).replace( /\B(?=(\d{3})+(?!\d))/g, '.' ) } ₫`;

describe( 'Cart against the mock WooCommerce', () => {
	it( 'changes a quantity through update-item, greyed while in flight', async () => {
		const { container } = await setup();
		fireEvent.click(
			screen.getByRole( 'button', {
				name: `Increase quantity of ${ HA_LONG }`,
			} )
		);
		await waitFor( () =>
			expect(
				container.querySelector( '.tourfront-cart-item.is-pending' )
			).not.toBeNull()
		);
		await waitFor( () =>
			expect(
				container.querySelector( '.tourfront-cart-item.is-pending' )
			).toBeNull()
		);
		const batch = requests.find( ( r ) =>
			r.url.pathname.endsWith( '/batch' )
		)!;
		expect(
			batchEntries( batch ).map( ( e ) => [ e.path, e.body.quantity ] )
		).toEqual( [ [ '/wc/store/v1/cart/update-item', 2 ] ] );
		expect(
			woo.store
				.getCartResponse()
				.items.find( ( i: { id: number } ) => i.id === 11 )?.quantity
		).toBe( 2 );
		expect(
			(
				screen.getByRole( 'spinbutton', {
					name: `Quantity of ${ HA_LONG } in your cart.`,
				} ) as HTMLInputElement
			 ).value
		).toBe( '2' );
		// Said to screen readers through the site's live region, not WordPress's wp-a11y (one script less).
		await waitFor( () =>
			expect( screen.getByRole( 'status' ).textContent ).toBe(
				`Quantity of ${ HA_LONG } changed to 2.`
			)
		);
	} );

	it( 'coupon messages in one place under the field, the newest replacing the last; a valid code becomes a chip and the totals are the server’s', async () => {
		const { container } = await setup();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add a coupon' } )
		);
		const input = screen.getByRole( 'textbox', { name: 'Enter code' } );
		const message = () =>
			container.querySelector( '.tourfront-coupon__message' );
		fireEvent.change( input, { target: { value: 'KHONGCO' } } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		await waitFor( () =>
			expect( message()?.textContent ).toMatch( /khongco/i )
		);
		// Under the field, described by it, the focus back in it; no banner, no snackbar.
		expect( message()?.classList.contains( 'is-error' ) ).toBe( true );
		expect( input.getAttribute( 'aria-describedby' ) ).toBe(
			message()?.id
		);
		await waitFor( () =>
			expect( input.ownerDocument.activeElement ).toBe( input )
		);
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( container.querySelector( '.tourfront-notices li' ) ).toBeNull();
		fireEvent.change( input, { target: { value: 'giam10' } } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		await screen.findByRole( 'button', { name: 'Remove "giam10"' } );
		await waitFor( () =>
			expect( message()?.textContent ).toBe(
				'Coupon code "giam10" has been applied to your cart.'
			)
		);
		expect( message()?.classList.contains( 'is-error' ) ).toBe( false );
		expect(
			container.querySelectorAll( '.tourfront-coupon__message' )
		).toHaveLength( 1 );
		const t = woo.store.getCartResponse().totals;
		expect( rows( container ) ).toEqual( [
			`Subtotal|${ vnd( t.total_items ) }`,
			`Discount|-${ vnd( t.total_discount ) }`,
			`Shipping|${ vnd( t.total_shipping ) }`,
			`Taxes|${ vnd( t.total_tax ) }`,
			`Total|${ vnd( t.total_price ) }`,
		] );
		fireEvent.keyDown(
			screen.getByRole( 'button', { name: 'Remove "giam10"' } ),
			{ key: 'Backspace' }
		);
		await waitFor( () =>
			expect(
				screen.queryByRole( 'button', { name: 'Remove "giam10"' } )
			).toBeNull()
		);
		expect( woo.store.getCartResponse().coupons ).toEqual( [] );
		await waitFor( () =>
			expect( message()?.textContent ).toBe(
				'Coupon code "giam10" has been removed from your cart.'
			)
		);
		expect( document.querySelector( '.tourfront-snackbar' ) ).toBeNull();
	} );

	it( 'removes the lines one by one down to the empty cart', async () => {
		await setup();
		fireEvent.click(
			screen.getByRole( 'button', {
				name: `Remove ${ HA_LONG } from cart`,
			} )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'link', { name: HA_LONG } ) ).toBeNull()
		);
		const table = screen.getByRole( 'table' );
		fireEvent.click(
			within( table ).getByRole( 'button', {
				name: /^Remove .* from cart$/,
			} )
		);
		await screen.findByRole( 'heading', {
			name: 'Your cart is currently empty!',
		} );
		expect( woo.store.getCartResponse().items ).toEqual( [] );
		expect(
			describeRequests( requests ).filter( ( r ) =>
				r.startsWith( 'POST' )
			)
		).toEqual( [ 'POST /batch', 'POST /batch' ] );
	} );
} );
