/**
 * The checkout form is whole from its first render: a shopper on a short screen (or a keyboard, or a screen
 * reader) moving from the payment step to Place order meets the order's fields, the notes and the terms,
 * without scrolling first. happy-dom's IntersectionObserver never reports, as a foot never scrolled to.
 */

/** External dependencies */
import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import '../cart/test-utils';
import { withMockWoo } from '../data/test-utils';
import {
	addToServerCart,
	renderCheckout,
	setUpCheckoutCleanup,
	tourFieldsSettings,
} from './test-utils';

// A party of 3: the carts carry the booking core's extension data, as a real store's do.
vi.mock( '../../mocks/store/cart-response', async ( original ) => {
	const module =
		await original< typeof import( '../../mocks/store/cart-response' ) >();
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
withMockWoo();
const cleanup = setUpCheckoutCleanup( () => undefined );

describe( 'Checkout form', () => {
	it( 'comes whole in its first render: travellers, the order fields, notes and terms before Place order', async () => {
		await addToServerCart( 11, 3 );
		const settings = tourFieldsSettings();
		settings.storePages = {
			...settings.storePages,
			terms: { id: 3, title: 'Terms', permalink: '/terms/' },
		};
		cleanup.current = renderCheckout( settings ).cleanup;

		const button = await screen.findByRole( 'button', {
			name: 'Place order',
		} );
		// Read at once, in the render that brought the button: nothing of the form comes later.
		const parts = [
			document.getElementById( 'order-tourfront/traveller-2-name' ),
			document.getElementById( 'order-tourfront/pickup-point' ),
			screen.queryByRole( 'checkbox', {
				name: 'Add a note to your order',
			} ),
			document.querySelector( '.wc-block-checkout__terms' ),
		];
		expect( parts.map( ( part ) => !! part ) ).toEqual( [
			true,
			true,
			true,
			true,
		] );
		// In order, each before the next and all before Place order.
		const all = Array.from( document.querySelectorAll( '*' ) );
		const places = [ ...parts, button ].map( ( part ) =>
			all.indexOf( part as Element )
		);
		expect( places ).toEqual( [ ...places ].sort( ( a, b ) => a - b ) );
	} );
} );
