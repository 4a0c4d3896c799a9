/**
 * The quick view of a tour books it as the product page does: its departures form becomes the booking box
 * (departure chips, adults and children, the total) and one click adds the party through `?wc-ajax=add_to_cart`,
 * answered by the mock WooCommerce with the theme's booking rules (demo catalogue, built on 2026-11-21).
 */

/** External dependencies */
import { fireEvent, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { demoStore } from '../../mocks/store/test-utils';
import { wcAjaxAnswer } from '../../mocks/handlers/wc-ajax';
import {
	renderQuickView,
	renderQuickViewError,
} from '../../mocks/handlers/markup/quick-view';
import '../lightbox/lightbox';
import './quick-view';
import { init } from './index';

/** Generous: the first dynamic import is slow on a busy machine. */
const WAIT = { timeout: 5000 };
// Tour Hạ Long: the departure of 27/11/2026 has 4 seats; adults 2.490.000 ₫, children 1.500.000 ₫.
const HA_LONG = 11;

let store: ReturnType< typeof demoStore >;
let adds: Array< Record< string, string > >;

const dialog = () =>
	document.querySelector(
		'.tourfront-lightbox[role="dialog"]'
	) as HTMLElement | null;

beforeEach( () => {
	store = demoStore();
	adds = [];
	window.tourfrontSettings = {
		theme: { ajax_url: '/wp-admin/admin-ajax.php' } as never,
		shop: {
			cart_redirect_after_add: 'no',
			cart_url: '/cart/',
			is_cart: false,
			wc_ajax_url: '/?wc-ajax=%%endpoint%%',
		},
		currency: {
			code: 'VND',
			symbol: '₫',
			symbolPosition: 'right_space',
			decimalSeparator: ',',
			thousandSeparator: '.',
			precision: 0,
		},
	} as unknown as typeof window.tourfrontSettings;
	vi.stubGlobal(
		'fetch',
		vi.fn( async ( url: string, request?: RequestInit ) => {
			const body = Object.fromEntries(
				new URLSearchParams( String( request?.body ?? '' ) )
			);
			if ( url.includes( 'wc-ajax=' ) ) {
				const endpoint =
					new URL( url, 'http://localhost' ).searchParams.get(
						'wc-ajax'
					) ?? '';
				adds.push( body );
				return new Response(
					JSON.stringify( wcAjaxAnswer( store, endpoint, body ).body )
				);
			}
			const html = renderQuickView( store, Number( body.product ) );
			return new Response( html ?? renderQuickViewError(), {
				status: html ? 200 : 404,
			} );
		} )
	);
	document.body.innerHTML = `<ul class="products columns-3"><li class="product type-product post-${ HA_LONG } product-type-variable"><a href="/product/tour-ha-long/" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-product__title">Tour Hạ Long</h2></a></li></ul>`;
	init( document );
} );

afterEach( async () => {
	document.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape' } ) );
	await new Promise( ( resolve ) => setTimeout( resolve, 350 ) );
	vi.unstubAllGlobals();
	delete window.tourfrontSettings;
} );

describe( 'booking a tour from its quick view', () => {
	it( 'offers the booking box: a departure, adults and children, the total, one add', async () => {
		(
			document.querySelector(
				'.tourfront-quickview-button'
			) as HTMLButtonElement
		 ).click();
		await vi.waitFor(
			() =>
				expect(
					dialog()?.querySelector( '.tourfront-booking' )
				).toBeTruthy(),
			WAIT
		);
		const box = within( dialog() as HTMLElement );
		const text = ( selector: string ) =>
			dialog()
				?.querySelector( selector )
				?.textContent?.replace( /\s+/g, ' ' )
				.trim();

		// Departures with seats are chips; the one that has left is not offered, the sold-out one cannot be chosen.
		const dates = box.getAllByRole( 'radio' ) as HTMLInputElement[];
		expect( dates.map( ( date ) => date.value ) ).toContain( '2026-11-27' );
		expect( dates.map( ( date ) => date.value ) ).not.toContain(
			'2026-11-18'
		);
		expect( dates.some( ( date ) => date.disabled ) ).toBe( true );
		expect( text( '.tourfront-booking__from' ) ).toBe(
			'From 2.490.000 ₫ / traveller'
		);

		fireEvent.click( box.getByLabelText( /27\/11\/2026/ ) );
		fireEvent.click( box.getByRole( 'button', { name: 'Add an adult' } ) );
		fireEvent.click( box.getByRole( 'button', { name: 'Add a child' } ) );
		expect( text( '.tourfront-booking__total' ) ).toBe(
			'Total: 6.480.000 ₫'
		);

		const button = dialog()?.querySelector(
			'.single_add_to_cart_button'
		) as HTMLButtonElement;
		button.click();
		await vi.waitFor(
			() => expect( store.getCartResponse().items ).toHaveLength( 1 ),
			WAIT
		);
		expect( adds ).toHaveLength( 1 );
		expect( adds[ 0 ] ).toMatchObject( {
			tourfront_adults: '2',
			tourfront_children: '1',
			quantity: '3',
			'attribute_pa_ngay-khoi-hanh': '2026-11-27',
		} );
		const [ line ] = store.getCartResponse().items;
		expect( line ).toMatchObject( {
			id: 1111,
			quantity: 3,
			totals: { line_subtotal: '6480000' },
		} );
		expect( line.extensions[ 'tourfront-booking' ] ).toMatchObject( {
			adults: 2,
			children: 1,
			departure: '2026-11-27',
		} );
		// The quick view stays open on its product, the shopper sees it was added.
		await vi.waitFor(
			() => expect( button.classList.contains( 'added' ) ).toBe( true ),
			WAIT
		);
		expect( dialog() ).not.toBeNull();
	} );
} );
