/**
 * Removing a line and "Hoàn tác", in the cart over the real stores and api-fetch against the mock
 * WooCommerce with the theme's bookings: the line leaves the cart at once, its row offers it back for
 * UNDO_WINDOW_MS, and the undo adds the same booking again (same key, date and travellers), the seats
 * checked again by the server.
 */

/** External dependencies */
import {
	act,
	configure,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import {
	afterAll,
	afterEach,
	beforeAll,
	describe,
	expect,
	it,
	vi,
} from 'vitest';
import apiFetch from '@wordpress/api-fetch';

/** WordPress dependencies */
import { RegistryProvider } from '@wordpress/data';

/** Internal dependencies */
import '../test-utils';
import { setupMockWoo } from '../../../mocks/node';
import { createTestEnvironment, ROOT } from '../../data/test-utils';
import Cart from '../cart';
import { UNDO_WINDOW_MS } from './constants';

configure( { asyncUtilTimeout: 5000 } );

// The demo's Tour Hạ Long (11), counted from 2026-11-21: its 27/11 departure (1111) has 4 seats.
const woo = setupMockWoo( {
	seed: 'undo',
	buildDay: '2026-11-21',
	now: () => Date.parse( '2026-11-21T10:00:00Z' ),
} );
const rootMiddleware = apiFetch.createRootURLMiddleware( ROOT );
const bodies: Array< { path: string; body: unknown } > = [];
woo.server.events.on( 'request:start', ( { request } ) => {
	void request
		.clone()
		.text()
		.then( ( text ) => {
			const body = text ? JSON.parse( text ) : undefined;
			const path = new URL( request.url ).pathname;
			// Writes go through the Store API's batch route: log its requests.
			for ( const entry of path.endsWith( '/batch' )
				? body.requests
				: [ { path, body } ] ) {
				bodies.push( { path: entry.path, body: entry.body } );
			}
		} );
} );
beforeAll( () => {
	woo.listen();
	apiFetch.use( rootMiddleware );
} );
let cleanup = () => undefined as void;
afterEach( () => {
	cleanup();
	vi.useRealTimers();
	woo.reset();
	bodies.length = 0;
} );
afterAll( () => {
	apiFetch.unregister( rootMiddleware );
	woo.server.close();
} );

const HA_LONG = 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền';
const TICKET = 'Vé điện tử VinWonders Nha Trang';
const BOOKING = { adults: 2, children: 1 };

/** Adds through the Store API, as the booking box's page would have. */
const add = ( body: object ) =>
	woo.store.addItem( body as Parameters< typeof woo.store.addItem >[ 0 ] );

async function setup( lines: 'tour' | 'tour and ticket' = 'tour and ticket' ) {
	add( {
		id: 11,
		variation: [ { attribute: 'pa_ngay-khoi-hanh', value: '2026-11-27' } ],
		tourfront_booking: BOOKING,
	} );
	if ( lines === 'tour and ticket' ) {
		add( { id: 23, quantity: 2 } );
	}
	const before = woo.store.getCartResponse().items;
	const env = createTestEnvironment( {
		nonce: woo.store.sessionHeaders().Nonce,
	} );
	cleanup = env.cleanup;
	const view = render(
		<RegistryProvider value={ env.registry }>
			<Cart />
		</RegistryProvider>
	);
	await screen.findByRole( 'link', { name: HA_LONG } );
	return { view, before };
}

const rowNames = ( container: HTMLElement ) =>
	[ ...container.querySelectorAll( 'tbody tr' ) ].map( ( row ) =>
		row.classList.contains( 'is-removed' )
			? `removed: ${ row.textContent }`
			: row.querySelector( '.tourfront-cart-item__name' )?.textContent
	);

const removeTour = () =>
	fireEvent.click(
		screen.getByRole( 'button', { name: `Remove ${ HA_LONG } from cart` } )
	);

const undoButton = () =>
	screen.findByRole( 'button', { name: `Undo removing ${ HA_LONG }` } );

describe( 'removing a line, with Hoàn tác', () => {
	it( 'replaces the line in its place, and Hoàn tác brings back the same booking: key, date, travellers', async () => {
		const { view, before } = await setup();
		removeTour();
		const undo = await undoButton();
		// The line left the cart at once; its row stays first, before the ticket.
		expect( woo.store.getCartResponse().items ).toHaveLength( 1 );
		expect( rowNames( view.container ) ).toEqual( [
			`removed: ${ HA_LONG } removed.Undo`,
			TICKET,
		] );
		// Focus lost with the remove button is on "Hoàn tác" (moved by the row's effect, which may run after
		// the button is found).
		await waitFor( () =>
			expect( view.container.ownerDocument.activeElement ).toBe( undo )
		);

		fireEvent.click( undo );
		await waitFor( () =>
			expect( woo.store.getCartResponse().items ).toHaveLength( 2 )
		);
		await screen.findByRole( 'button', {
			name: `Remove ${ HA_LONG } from cart`,
		} );
		expect(
			screen.queryByRole( 'button', { name: /^Undo removing/ } )
		).toBeNull();
		// The add-item the undo sent: the departure's id, the quantity and the booking, no term names.
		expect(
			bodies.filter( ( b ) => b.path.endsWith( '/cart/add-item' ) )
		).toEqual( [
			{
				path: '/wc/store/v1/cart/add-item',
				body: { id: 1111, quantity: 3, tourfront_booking: BOOKING },
			},
		] );
		const back = woo.store
			.getCartResponse()
			.items.find( ( item ) => item.id === 1111 );
		const was = before.find( ( item ) => item.id === 1111 );
		expect( back?.key ).toBe( was?.key );
		expect( back?.variation ).toEqual( was?.variation );
		expect( back?.item_data ).toEqual( was?.item_data );
		expect( back?.extensions ).toEqual( was?.extensions );
		expect( back?.quantity ).toBe( 3 );
		// WooCommerce appends the line again: it is last now, and focus is on it.
		expect( rowNames( view.container ) ).toEqual( [ TICKET, HA_LONG ] );
		await waitFor( () =>
			expect(
				view.container.ownerDocument.activeElement?.textContent
			).toBe( HA_LONG )
		);
		const row = view.container.ownerDocument.activeElement?.closest(
			'tr'
		) as HTMLElement;
		expect( row.textContent ).toContain( '27/11/2026' );
		expect( row.textContent ).toContain( '2 × 2.490.000' );
		expect( row.textContent ).toContain( '1 × 1.500.000' );
	} );

	it( 'drops the offer after the window, focus back on the lines', async () => {
		const { view } = await setup();
		vi.useFakeTimers( {
			shouldAdvanceTime: true,
			toFake: [ 'setTimeout', 'clearTimeout' ],
		} );
		removeTour();
		const undo = await undoButton();
		await waitFor( () =>
			expect( view.container.ownerDocument.activeElement ).toBe( undo )
		);
		await act( async () => {
			await vi.advanceTimersByTimeAsync( UNDO_WINDOW_MS - 100 );
		} );
		expect( undo.isConnected ).toBe( true );
		await act( async () => {
			await vi.advanceTimersByTimeAsync( 200 );
		} );
		expect( undo.isConnected ).toBe( false );
		expect( rowNames( view.container ) ).toEqual( [ TICKET ] );
		expect( view.container.ownerDocument.activeElement?.tagName ).toBe(
			'CAPTION'
		);
		expect( woo.store.getCartResponse().items ).toHaveLength( 1 );
	} );

	it( 'offers the last line back above the empty cart', async () => {
		const { view } = await setup( 'tour' );
		removeTour();
		fireEvent.click( await undoButton() );
		expect(
			screen.getByRole( 'heading', {
				name: 'Your cart is currently empty!',
			} )
		).toBeTruthy();
		await screen.findByRole( 'button', {
			name: `Remove ${ HA_LONG } from cart`,
		} );
		expect( rowNames( view.container ) ).toEqual( [ HA_LONG ] );
		expect(
			screen.queryByText( 'Your cart is currently empty!' )
		).toBeNull();
	} );

	it( 'keeps the line removed with WooCommerce’s message when its departure filled up meanwhile', async () => {
		const { view } = await setup();
		removeTour();
		const undo = await undoButton();
		// Someone else's booking takes 2 of the 4 seats (here: a second line of this cart).
		add( {
			id: 1111,
			tourfront_booking: { adults: 2, children: 0 },
		} );
		fireEvent.click( undo );
		const notice = await screen.findByText( /27\/11\/2026/, {
			selector: '.tourfront-notice *, .tourfront-notice',
		} );
		expect( notice.textContent ).toMatch( /2/ );
		await waitFor( () => expect( undo.isConnected ).toBe( false ) );
		expect(
			within( view.container ).queryByRole( 'button', {
				name: /^Undo removing/,
			} )
		).toBeNull();
		expect(
			woo.store
				.getCartResponse()
				.items.filter( ( item ) => item.id === 1111 )
				.map( ( item ) => item.quantity )
		).toEqual( [ 2 ] );
	} );
} );
