/**
 * Every documented filter and the registered inner blocks, in the cart and the mini-cart
 * (the checkout's are in blocks/checkout/extensions.integration.test.tsx), through the public API.
 */

/** External dependencies */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** WordPress dependencies */
import { dispatch } from '@wordpress/data';

/** Internal dependencies */
import { filledCart, emptyCart } from '../cart/test-utils';
import { cartStore } from '../data/cart';
import Cart from '../cart/cart';
import MiniCartContents from '../mini-cart/mini-cart-contents';
import { INNER_BLOCK_AREAS } from './constants';
import { exposeApi, extensionsApi, loadExtensions } from './extension-points';
import { __unstableResetCheckoutFilters } from './filters/registry';
import { __unstableResetCheckoutBlocks } from './blocks/registry';
import { expectFilteredTotal, testExtension } from './test-extension';

const show = ( cart = filledCart() ) =>
	act( () => {
		dispatch( cartStore ).receiveCart( cart );
	} );

let extension = testExtension();

const Note = ( { context }: { context?: string } ) => (
	<p className="test-extension-note">Ghi chú của tiện ích ({ context })</p>
);

beforeEach( () => {
	extension = testExtension();
} );

afterEach( () => {
	__unstableResetCheckoutFilters();
	__unstableResetCheckoutBlocks();
	vi.restoreAllMocks();
	delete window.tourfrontSettings;
	delete window.tourfront;
	delete window.tourfrontExtensions;
	document.body.innerHTML = '';
} );

describe( 'the cart with an extension', () => {
	it( 'applies every cart line and totals filter where WooCommerce does, with its arguments', async () => {
		extensionsApi.registerCheckoutFilters(
			'test-extension',
			extension.filters
		);
		show();
		render( <Cart /> );
		const row = (
			await screen.findAllByRole( 'link', { name: /★$/ } )
		)[ 0 ].closest( 'tr' ) as HTMLElement;
		const cart = filledCart();
		expect( row.className ).toContain( 'is-from-extension' );
		expect(
			row.querySelector( '.tourfront-cart-item__prices' )?.textContent
		).toMatch( / \/ khách$/ );
		expect(
			row.querySelector( '.tourfront-cart-item__total' )?.textContent
		).toMatch( /^Cộng: / );
		// showRemoveItemLink false: no remove link on any line.
		expect(
			screen.queryAllByRole( 'button', { name: /^Remove .* from cart$/ } )
		).toHaveLength( 0 );
		// The totals: label and value of the total row, the coupon chip's label.
		expectFilteredTotal( document );
		expect(
			screen.getByRole( 'button', { name: 'Remove "Ưu đãi"' } )
		).toBeTruthy();
		const proceed = screen.getByRole( 'link', { name: 'Đặt tour ngay' } );
		expect( proceed.getAttribute( 'href' ) ).toBe( '/thanh-toan-nhanh/' );
		// WooCommerce's arguments: a cart line gets the item's extensions and { context: 'cart', cartItem, cart }.
		const [ , extensions, arg ] = extension.calls.itemName[ 0 ] as [
			string,
			unknown,
			{ context: string; cartItem: { key: string }; cart: unknown },
		];
		expect( extensions ).toEqual( cart.items[ 0 ].extensions );
		expect( arg.context ).toBe( 'cart' );
		expect( arg.cartItem.key ).toBe( cart.items[ 0 ].key );
		expect( arg.cart ).toMatchObject( { items_count: cart.items_count } );
		expect( extension.calls.totalLabel[ 0 ][ 2 ] ).toMatchObject( {
			cart: { items_count: cart.items_count },
		} );
		expect( extension.calls.coupons[ 0 ][ 0 ] ).toEqual( [
			{ ...cart.coupons[ 0 ], label: cart.coupons[ 0 ].code },
		] );
		expect( extension.calls.coupons[ 0 ][ 2 ] ).toEqual( {
			context: 'summary',
		} );
		expect(
			extension.calls.proceedToCheckoutButtonLink[ 0 ][ 2 ]
		).toMatchObject( {
			cart: { items_count: cart.items_count },
		} );
	} );

	it( 'renders a registered inner block in each cart area it names', async () => {
		const areas = [
			INNER_BLOCK_AREAS.CART,
			INNER_BLOCK_AREAS.FILLED_CART,
			INNER_BLOCK_AREAS.CART_ITEMS,
			INNER_BLOCK_AREAS.CART_CROSS_SELLS,
			INNER_BLOCK_AREAS.CART_TOTALS,
			INNER_BLOCK_AREAS.CART_ORDER_SUMMARY,
		];
		extensionsApi.registerCheckoutBlock( {
			metadata: { name: 'test/note', parent: areas },
			component: Note,
		} );
		show();
		render( <Cart /> );
		await waitFor( () =>
			expect(
				document.querySelectorAll( '.wp-block-test-note' )
			).toHaveLength( areas.length )
		);
		const contexts = [
			...document.querySelectorAll( '.test-extension-note' ),
		].map( ( note ) => note.textContent );
		expect( contexts.sort() ).toEqual(
			areas.map( ( area ) => `Ghi chú của tiện ích (${ area })` ).sort()
		);
		// Each in its area: the order summary's is inside the order summary.
		expect(
			document.querySelector(
				'.wp-block-tourfront-cart-order-summary-block .wp-block-test-note'
			)
		).not.toBeNull();
	} );

	it( 'renders the empty cart area’s block in the empty cart', async () => {
		extensionsApi.registerCheckoutBlock( {
			metadata: {
				name: 'test/note',
				parent: INNER_BLOCK_AREAS.EMPTY_CART,
			},
			component: Note,
		} );
		show( emptyCart() );
		render( <Cart /> );
		expect(
			await screen.findByText(
				`Ghi chú của tiện ích (${ INNER_BLOCK_AREAS.EMPTY_CART })`
			)
		).toBeTruthy();
	} );

	it( 'lets additionalCartCheckoutInnerBlockTypes add a registered block to another area, or take one out', async () => {
		extensionsApi.registerCheckoutBlock( {
			metadata: {
				name: 'test/note',
				parent: INNER_BLOCK_AREAS.CART_TOTALS,
			},
			component: Note,
		} );
		extensionsApi.registerCheckoutFilters( 'test-extension', {
			additionalCartCheckoutInnerBlockTypes: (
				names: string[],
				extensions: unknown,
				{ block }: { block: string }
			) => {
				if ( block === INNER_BLOCK_AREAS.CART_ITEMS ) {
					return [ ...names, 'test/note' ];
				}
				return block === INNER_BLOCK_AREAS.CART_TOTALS ? [] : names;
			},
		} );
		show();
		render( <Cart /> );
		await screen.findByText(
			`Ghi chú của tiện ích (${ INNER_BLOCK_AREAS.CART_ITEMS })`
		);
		expect(
			screen.queryByText(
				`Ghi chú của tiện ích (${ INNER_BLOCK_AREAS.CART_TOTALS })`
			)
		).toBeNull();
	} );

	it( 'a price format without <price/> is refused: logged and skipped for a shopper', async () => {
		const log = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		extensionsApi.registerCheckoutFilters( 'broken-extension', {
			subtotalPriceFormat: () => 'miễn phí',
		} );
		await loadExtensions();
		show();
		render( <Cart /> );
		const row = ( await screen.findAllByRole( 'row' ) )[ 1 ];
		expect(
			row.querySelector( '.tourfront-cart-item__total' )?.textContent
		).toMatch( /₫$/ );
		expect( String( log.mock.calls[ 0 ]?.[ 0 ] ) ).toContain(
			'Returned value must include <price/>'
		);
	} );

	it( 'a filter returning the wrong type shows the administrator its error in place of the cart lines; the totals stay', async () => {
		vi.spyOn( console, 'error' ).mockImplementation( () => undefined );
		window.tourfrontSettings = { currentUserIsAdmin: true };
		extensionsApi.registerCheckoutFilters( 'broken-extension', {
			itemName: () => 42,
		} );
		show();
		render( <Cart /> );
		const alert = await screen.findByRole( 'alert' );
		expect( alert.textContent ).toMatch(
			/The type returned by checkout filters must be the same/
		);
		expect(
			document.querySelector( '.tourfront-totals__row.is-total' )
		).not.toBeNull();
	} );
} );

describe( 'the mini-cart with an extension', () => {
	it( 'applies the cart line filters with the "cart" context and renders each mini-cart area’s blocks', async () => {
		const areas = [
			INNER_BLOCK_AREAS.MINI_CART,
			INNER_BLOCK_AREAS.FILLED_MINI_CART,
			INNER_BLOCK_AREAS.MINI_CART_TITLE,
			INNER_BLOCK_AREAS.MINI_CART_ITEMS,
			INNER_BLOCK_AREAS.MINI_CART_FOOTER,
		];
		extensionsApi.registerCheckoutFilters(
			'test-extension',
			extension.filters
		);
		extensionsApi.registerCheckoutBlock( {
			metadata: { name: 'test/note', parent: areas },
			component: Note,
		} );
		show();
		render(
			<MiniCartContents
				mode="dropdown"
				focusOnOpen={ false }
				onClose={ vi.fn() }
			/>
		);
		const dialog = await screen.findByRole( 'dialog' );
		await waitFor( () =>
			expect(
				dialog.querySelectorAll( '.wp-block-test-note' )
			).toHaveLength( areas.length )
		);
		expect(
			within( dialog ).getAllByRole( 'link', { name: /★$/ } ).length
		).toBeGreaterThan( 0 );
		expect(
			within( dialog ).queryAllByRole( 'button', {
				name: /^Remove .* from cart$/,
			} )
		).toHaveLength( 0 );
		expect(
			( extension.calls.itemName[ 0 ][ 2 ] as { context: string } )
				.context
		).toBe( 'cart' );
	} );

	it( 'renders the empty mini-cart area’s block', async () => {
		extensionsApi.registerCheckoutBlock( {
			metadata: {
				name: 'test/note',
				parent: INNER_BLOCK_AREAS.EMPTY_MINI_CART,
			},
			component: Note,
		} );
		show( emptyCart() );
		render(
			<MiniCartContents
				mode="drawer"
				focusOnOpen={ false }
				onClose={ vi.fn() }
			/>
		);
		expect(
			await screen.findByText(
				`Ghi chú của tiện ích (${ INNER_BLOCK_AREAS.EMPTY_MINI_CART })`
			)
		).toBeTruthy();
	} );
} );

describe( 'the public API (window.tourfront.checkout)', () => {
	it( 'runs the registrations extensions queued before it existed, and later ones at once', () => {
		const early = vi.fn();
		const late = vi.fn();
		window.tourfrontExtensions = [ early ];
		const api = exposeApi( extensionsApi );
		expect( window.tourfront?.checkout ).toBe( extensionsApi );
		expect( early ).toHaveBeenCalledWith( api );
		window.tourfrontExtensions.push( late );
		expect( late ).toHaveBeenCalledWith( api );
	} );

	it( 'keeps an API a page script installed first (the checkout’s, on a page with the mini-cart)', () => {
		const checkoutApi = {
			...extensionsApi,
			registerPaymentMethod: vi.fn(),
		};
		exposeApi( checkoutApi );
		expect( exposeApi( extensionsApi ) ).toBe( checkoutApi );
	} );
} );
