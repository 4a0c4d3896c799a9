/**
 * Travellers kept by the server: typed names and birth years are saved with PUT /checkout (as WooCommerce's
 * checkout does), and a checkout opened again (back from the cart, a reload) gets them back: printed in the
 * page's `checkoutData` on a real store, asked of the Store API where the page did not print them.
 */

/** External dependencies */
import {
	cleanup as unmountRendered,
	configure,
	fireEvent,
	screen,
	waitFor,
} from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import '../../cart/test-utils';
import { batchEntries, withMockWoo } from '../../data/test-utils';
import {
	addToServerCart,
	renderCheckout,
	setUpCheckoutCleanup,
	tourFieldsSettings,
} from '../test-utils';

// A party of 3: the carts carry the booking core's extension data, as a real store's do.
vi.mock( '../../../mocks/store/cart-response', async ( original ) => {
	const module =
		await original<
			typeof import( '../../../mocks/store/cart-response' )
		>();
	return {
		...module,
		cartObject: ( ...args: Parameters< typeof module.cartObject > ) => ( {
			...module.cartObject( ...args ),
			extensions: {
				'tourfront-booking': {
					travellers: 3,
					extra_travellers: 2,
					items_count_tours: 1,
					items_count_other: 0,
				},
			},
		} ),
	};
} );

configure( { asyncUtilTimeout: 8000 } );
const { woo, requests } = withMockWoo();
const cleanup = setUpCheckoutCleanup( () => undefined );

const field = ( id: string ) =>
	document.getElementById( `order-tourfront/${ id }` ) as HTMLInputElement;

async function openCheckout( printed?: Record< string, string > ) {
	const settings = tourFieldsSettings();
	// A real store prints the saved fields; the demo's pages do not (the test's first case).
	const { additional_fields: _recorded, ...data } = settings.checkoutData;
	settings.checkoutData = printed
		? { ...data, additional_fields: printed }
		: data;
	cleanup.current = renderCheckout( settings ).cleanup;
	await screen.findByRole( 'button', { name: 'Place order' } );
}

/** The bodies of the checkout saves (PUT /checkout) the page sent, each in a batch. */
const checkoutSaves = () =>
	requests
		.filter( ( request ) => request.url.pathname.endsWith( '/batch' ) )
		.flatMap( ( request ) => batchEntries( request ) ?? [] )
		.filter(
			( entry ) =>
				entry.method === 'PUT' && entry.path.endsWith( '/checkout' )
		)
		.map( ( entry ) => entry.body );

const TYPED = {
	'traveller-2-name': 'Trần Văn Nam',
	'traveller-2-birth-year': '1988',
	'traveller-3-name': 'Trần Bảo Anh',
};

describe( 'Travellers kept by the server', () => {
	it( 'saves what is typed with PUT /checkout and gets it back in a checkout opened again', async () => {
		await addToServerCart( 11, 3 );
		await openCheckout();
		for ( const [ id, value ] of Object.entries( TYPED ) ) {
			fireEvent.change( field( id ), { target: { value } } );
		}
		// A year the field refuses is not sent (WooCommerce would refuse the whole request).
		fireEvent.change( field( 'traveller-3-birth-year' ), {
			target: { value: '18' },
		} );
		await waitFor( () =>
			expect( woo.store.getCheckout().additional_fields ).toEqual(
				Object.fromEntries(
					Object.entries( TYPED ).map( ( [ id, value ] ) => [
						`tourfront/${ id }`,
						value,
					] )
				)
			)
		);
		// Sent in the batch, in line with the customer's updates (one session write at a time).
		expect( checkoutSaves().length ).toBeGreaterThan( 0 );

		// Back from the cart: a new page, which did not print them (the demo's), asks the Store API.
		unmountRendered();
		cleanup.current();
		requests.length = 0;
		await openCheckout();
		await waitFor( () =>
			expect( field( 'traveller-2-name' ).value ).toBe(
				TYPED[ 'traveller-2-name' ]
			)
		);
		expect( field( 'traveller-2-birth-year' ).value ).toBe( '1988' );
		expect( field( 'traveller-3-name' ).value ).toBe( 'Trần Bảo Anh' );
		expect( field( 'traveller-3-birth-year' ).value ).toBe( '' );
	} );

	it( 'never sends a year the field refuses, though the age rule would take it (a real store answers 400)', async () => {
		await addToServerCart( 11, 3 );
		// The page printed the fields' state, as a real store does: the schema validator is not loaded.
		await openCheckout();
		fireEvent.change( field( 'traveller-2-birth-year' ), {
			target: { value: '1850' },
		} );
		fireEvent.change( field( 'traveller-2-name' ), {
			target: { value: 'Trần Văn Nam' },
		} );
		await waitFor( () =>
			expect( woo.store.getCheckout().additional_fields ).toEqual( {
				'tourfront/traveller-2-name': 'Trần Văn Nam',
			} )
		);
		const saves = checkoutSaves();
		expect( saves.length ).toBeGreaterThan( 0 );
		expect( JSON.stringify( saves ) ).not.toContain( '1850' );
	} );

	it( 'shows the fields a real store printed from its first render', async () => {
		await addToServerCart( 11, 3 );
		await openCheckout( { 'tourfront/traveller-2-name': 'Lê Thị Hoa' } );
		expect( field( 'traveller-2-name' ).value ).toBe( 'Lê Thị Hoa' );
	} );
} );
