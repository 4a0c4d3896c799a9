/**
 * Traveller details through the whole checkout block, over the real stores and api-fetch, against the
 * mock WooCommerce whose carts carry the booking core's extension data (`tourfront-booking`), with the
 * additional fields a real store prints (recorded).
 */

/** External dependencies */
import {
	act,
	cleanup as unmountRendered,
	configure,
	fireEvent,
	screen,
	waitFor,
} from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import '../../cart/test-utils';
import { withMockWoo } from '../../data/test-utils';
import { CART_STORE_KEY, CHECKOUT_STORE_KEY } from '../stores';
import {
	addToServerCart,
	renderCheckout,
	setUpCheckoutCleanup,
	tourFieldsSettings,
} from '../test-utils';
import type { Cart } from '../../data/cart/types';

/** The booking data the carts carry (a module variable, so a test can change the party). */
const booking = vi.hoisted( () => ( {
	current: {
		travellers: 3,
		extra_travellers: 2,
		items_count_tours: 1,
		items_count_other: 0,
	},
} ) );

// The booking core's cart extension data, on every cart the mock answers (checkout included).
vi.mock( '../../../mocks/store/cart-response', async ( original ) => {
	const module =
		await original<
			typeof import( '../../../mocks/store/cart-response' )
		>();
	return {
		...module,
		cartObject: ( ...args: Parameters< typeof module.cartObject > ) => {
			const cart = module.cartObject( ...args );
			return {
				...cart,
				// The line is a booking of 18/12/2026 for the party (its adults, then its children).
				items: cart.items.map( ( item ) => ( {
					...item,
					extensions: {
						'tourfront-booking': {
							is_tour: true,
							adults: booking.current.travellers - 1,
							children: 1,
							adult_price: '2490000',
							child_price: '1500000',
							departure: '2026-12-18',
						},
					},
				} ) ),
				extensions: { 'tourfront-booking': { ...booking.current } },
			};
		},
	};
} );

configure( { asyncUtilTimeout: 8000 } );

const { requests } = withMockWoo();
const cleanup = setUpCheckoutCleanup( () => {
	booking.current = {
		travellers: 3,
		extra_travellers: 2,
		items_count_tours: 1,
		items_count_other: 0,
	};
} );

const input = ( id: string ) =>
	document.getElementById( id ) as HTMLInputElement | null;
const field = ( id: string ) => input( `order-tourfront/${ id }` );

async function openCheckout( { printedState = true } = {} ) {
	await addToServerCart( 11, 3 );
	const settings = tourFieldsSettings( { printedState } );
	const env = renderCheckout( settings );
	cleanup.current = env.cleanup;
	await screen.findByRole( 'button', { name: 'Place order' } );
	// The fields' code is a lazy chunk.
	await screen.findByRole( 'group', {
		name: /Additional order information/,
	} );
	requests.length = 0;
	return env;
}

const BUYER = {
	last_name: 'Trần Thị',
	first_name: 'Mai',
	address_1: '25 Hàng Bài',
	city: 'Hà Nội',
};

describe( 'Traveller details at checkout', () => {
	it( 'asks travellers 2 and 3 for a party of 3, requires the phone, checks birth years and sends the fields', async () => {
		const assign = vi
			.spyOn( window.location, 'assign' )
			.mockImplementation( () => undefined );
		await openCheckout();
		for ( const id of [
			'traveller-2-name',
			'traveller-2-birth-year',
			'traveller-3-name',
			'traveller-3-birth-year',
			'pickup-point',
		] ) {
			expect( field( id ), id ).not.toBeNull();
		}
		expect( field( 'traveller-4-name' ) ).toBeNull();
		// The phone reads as required for a tour ("Phone", not "Phone (optional)").
		const type = input( 'shipping-phone' ) ? 'shipping' : 'billing';
		expect(
			document.querySelector( `label[for="${ type }-phone"]` )
				?.textContent
		).toBe( 'Phone' );
		expect( input( `${ type }-phone` )?.required ).toBe( true );

		fireEvent.change( input( 'email' ) as HTMLInputElement, {
			target: { value: 'mai.tran@example.vn' },
		} );
		for ( const [ key, value ] of Object.entries( BUYER ) ) {
			fireEvent.change(
				input( `${ type }-${ key }` ) as HTMLInputElement,
				{ target: { value } }
			);
		}
		fireEvent.change( field( 'traveller-2-name' ) as HTMLInputElement, {
			target: { value: 'Trần Văn Nam' },
		} );
		fireEvent.change(
			field( 'traveller-2-birth-year' ) as HTMLInputElement,
			{ target: { value: '1850' } }
		);
		fireEvent.change( field( 'traveller-3-name' ) as HTMLInputElement, {
			target: { value: 'Trần Bảo Anh' },
		} );
		fireEvent.change(
			field( 'traveller-3-birth-year' ) as HTMLInputElement,
			{ target: { value: '2017' } }
		);
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 50 ) )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);

		await waitFor( () =>
			expect(
				document.getElementById( `validate-error-${ type }_phone` )
					?.textContent
			).toBe( 'Please enter phone' )
		);
		expect(
			document.getElementById(
				'validate-error-order_tourfront/traveller-2-birth-year'
			)?.textContent
		).toBe( 'Four digits, from 1900 to 2026.' );
		expect(
			requests.some(
				( r ) =>
					r.url.pathname.endsWith( '/checkout' ) &&
					r.method === 'POST'
			)
		).toBe( false );

		fireEvent.change( input( `${ type }-phone` ) as HTMLInputElement, {
			target: { value: '0912345678' },
		} );
		fireEvent.change(
			field( 'traveller-2-birth-year' ) as HTMLInputElement,
			{ target: { value: '1958' } }
		);
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 50 ) )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				expect.stringMatching( /order-received\/\d+\/\?key=wc_order_/ )
			)
		);
		const post = requests.find(
			( r ) =>
				r.method === 'POST' && r.url.pathname.endsWith( '/checkout' )
		);
		expect(
			( post?.body as { additional_fields: unknown } ).additional_fields
		).toEqual( {
			'tourfront/traveller-2-name': 'Trần Văn Nam',
			'tourfront/traveller-2-birth-year': '1958',
			'tourfront/traveller-3-name': 'Trần Bảo Anh',
			'tourfront/traveller-3-birth-year': '2017',
		} );
	} );

	it( 'says who each traveller is and refuses a child’s year of birth that does not fit the departure, on blur and at Place order', async () => {
		const assign = vi
			.spyOn( window.location, 'assign' )
			.mockImplementation( () => undefined );
		await openCheckout();
		const step = screen.getByRole( 'group', { name: 'Traveller details' } );
		// Traveller 2 is the second adult (the buyer is the first), traveller 3 the child.
		const adult = screen.getByRole( 'group', {
			name: 'Traveller 2 · Adult',
		} );
		const child = screen.getByRole( 'group', {
			name: 'Traveller 3 · Child (2–11 years)',
		} );
		expect( step.contains( adult ) && step.contains( child ) ).toBe( true );
		expect( adult.contains( field( 'traveller-2-birth-year' ) ) ).toBe(
			true
		);
		expect( child.contains( field( 'traveller-3-name' ) ) ).toBe( true );
		expect( child.contains( field( 'traveller-3-birth-year' ) ) ).toBe(
			true
		);

		const type = input( 'shipping-phone' ) ? 'shipping' : 'billing';
		fireEvent.change( input( 'email' ) as HTMLInputElement, {
			target: { value: 'mai.tran@example.vn' },
		} );
		for ( const [ key, value ] of Object.entries( {
			...BUYER,
			phone: '0912345678',
		} ) ) {
			fireEvent.change(
				input( `${ type }-${ key }` ) as HTMLInputElement,
				{ target: { value } }
			);
		}
		for ( const [ id, value ] of [
			[ 'traveller-2-name', 'Trần Văn Nam' ],
			[ 'traveller-2-birth-year', '1958' ],
			[ 'traveller-3-name', 'Trần Bảo Anh' ],
			[ 'traveller-3-birth-year', '2010' ],
		] ) {
			fireEvent.change( field( id ) as HTMLInputElement, {
				target: { value },
			} );
		}
		fireEvent.blur( field( 'traveller-3-birth-year' ) as HTMLInputElement );
		const message =
			'Traveller 3 is a child (2 to 11 years old on the departure date, 18/12/2026): the year of birth must be from 2014 to 2024.';
		const error = () =>
			document.getElementById(
				'validate-error-order_tourfront/traveller-3-birth-year'
			)?.textContent;
		await waitFor( () => expect( error() ).toBe( message ) );
		expect(
			field( 'traveller-3-birth-year' )?.getAttribute( 'aria-invalid' )
		).toBe( 'true' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		const childYear = field( 'traveller-3-birth-year' );
		await waitFor( () =>
			expect( childYear?.ownerDocument.activeElement ).toBe( childYear )
		);
		expect( error() ).toBe( message );
		expect(
			requests.some(
				( r ) =>
					r.url.pathname.endsWith( '/checkout' ) &&
					r.method === 'POST'
			)
		).toBe( false );
		// What was typed stays.
		expect( field( 'traveller-3-name' )?.value ).toBe( 'Trần Bảo Anh' );
		expect( field( 'traveller-3-birth-year' )?.value ).toBe( '2010' );

		fireEvent.change(
			field( 'traveller-3-birth-year' ) as HTMLInputElement,
			{ target: { value: '2017' } }
		);
		fireEvent.blur( field( 'traveller-3-birth-year' ) as HTMLInputElement );
		await waitFor( () => expect( error() ).toBeUndefined() );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				expect.stringMatching( /order-received\/\d+\/\?key=wc_order_/ )
			)
		);
	} );

	it( 'evaluates the rules itself when the party changes on the page, and without a printed state', async () => {
		const env = await openCheckout();
		expect( field( 'traveller-4-name' ) ).toBeNull();
		fireEvent.change( field( 'traveller-3-name' ) as HTMLInputElement, {
			target: { value: 'Trần Bảo Anh' },
		} );
		const cart = env.registry
			.select( CART_STORE_KEY )
			.getCartData() as Cart;
		act( () => {
			env.registry.dispatch( CART_STORE_KEY ).receiveCartContents( {
				...cart,
				extensions: {
					'tourfront-booking': {
						travellers: 2,
						extra_travellers: 1,
						items_count_tours: 1,
						items_count_other: 0,
					},
				},
			} );
		} );
		// Traveller 3 goes (and its value with it), traveller 2 stays.
		await waitFor( () => expect( field( 'traveller-3-name' ) ).toBeNull() );
		expect( field( 'traveller-2-name' ) ).not.toBeNull();
		await waitFor( () =>
			expect(
				env.registry.select( CHECKOUT_STORE_KEY ).getAdditionalFields()
			).not.toHaveProperty( 'tourfront/traveller-3-name' )
		);
		unmountRendered();
		cleanup.current();

		booking.current = {
			travellers: 5,
			extra_travellers: 4,
			items_count_tours: 1,
			items_count_other: 0,
		};
		await openCheckout( { printedState: false } );
		await waitFor( () =>
			expect( field( 'traveller-5-birth-year' ) ).not.toBeNull()
		);
		expect( field( 'traveller-6-name' ) ).toBeNull();
	} );

	it( 'asks for the travellers in a step of their own beside the buyer, marked required, and says the empty ones in one message', async () => {
		await openCheckout();
		const step = screen.getByRole( 'group', { name: 'Traveller details' } );
		expect( step.textContent ).toContain(
			'Required: the full name and year of birth of everyone travelling with you'
		);
		for ( const id of [
			'traveller-2-name',
			'traveller-2-birth-year',
			'traveller-3-name',
			'traveller-3-birth-year',
		] ) {
			expect( step.contains( field( id ) ), id ).toBe( true );
			expect( field( id )?.required, id ).toBe( true );
		}
		// The order's other extras stay in their own step, after the travellers and the payment.
		const extras = screen.getByRole( 'group', {
			name: /Additional order information/,
		} );
		expect( extras.contains( field( 'pickup-point' ) ) ).toBe( true );
		expect( step.contains( field( 'pickup-point' ) ) ).toBe( false );
		expect(
			// eslint-disable-next-line no-bitwise -- compareDocumentPosition answers a bit mask.
			step.compareDocumentPosition( extras ) &
				Node.DOCUMENT_POSITION_FOLLOWING
		).toBeTruthy();
		const buyer = document.getElementById( 'billing-first_name' );
		expect(
			// eslint-disable-next-line no-bitwise -- compareDocumentPosition answers a bit mask.
			( buyer ??
				document.getElementById(
					'shipping-first_name'
				) )!.compareDocumentPosition( step ) &
				Node.DOCUMENT_POSITION_FOLLOWING
		).toBeTruthy();

		fireEvent.change( field( 'traveller-2-name' ) as HTMLInputElement, {
			target: { value: 'Trần Văn Nam' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		const message = await screen.findByText(
			'Please enter the full name and year of birth of each traveller below.'
		);
		expect( step.contains( message ) ).toBe( true );
		// One message for the three empty fields, each flagged and pointing to it.
		for ( const id of [
			'traveller-2-birth-year',
			'traveller-3-name',
			'traveller-3-birth-year',
		] ) {
			expect( field( id )?.getAttribute( 'aria-invalid' ), id ).toBe(
				'true'
			);
			expect( field( id )?.getAttribute( 'aria-describedby' ), id ).toBe(
				message.id
			);
		}
		expect(
			step.querySelectorAll( '[id^="validate-error-order_tourfront/"]' )
		).toHaveLength( 0 );
		expect(
			field( 'traveller-2-name' )?.getAttribute( 'aria-invalid' )
		).toBe( null );

		// A year that is there but wrong keeps its own hint under the field.
		fireEvent.change(
			field( 'traveller-2-birth-year' ) as HTMLInputElement,
			{ target: { value: '1850' } }
		);
		fireEvent.blur( field( 'traveller-2-birth-year' ) as HTMLInputElement );
		await waitFor( () =>
			expect(
				document.getElementById(
					'validate-error-order_tourfront/traveller-2-birth-year'
				)?.textContent
			).toBe( 'Four digits, from 1900 to 2026.' )
		);
	} );
} );
