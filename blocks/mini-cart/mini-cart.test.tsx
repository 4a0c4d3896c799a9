/** External dependencies */
import { render, screen, act, fireEvent } from '@testing-library/react';
import { describe, it, expect, vi, afterEach } from 'vitest';

/** WordPress dependencies */
import { dispatch } from '@wordpress/data';

/** Internal dependencies */
import { filledCart, emptyCart } from '../cart/test-utils';
import { cartStore } from '../data/cart';
import MiniCartContents from './mini-cart-contents';
import { createMiniCartPanel } from '.';

const show = ( cart: ReturnType< typeof filledCart > ) =>
	act( () => {
		dispatch( cartStore ).receiveCart( cart );
	} );

afterEach( () => {
	delete window.tourfrontSettings;
	document.body.innerHTML = '';
} );

describe( 'MiniCartContents', () => {
	it( 'shows the title with the count, the lines with remove links, the subtotal and the two links', () => {
		window.tourfrontSettings = {
			storePages: {
				cart: { id: 7, title: 'Giỏ hàng', permalink: '/gio-hang/' },
				checkout: {
					id: 8,
					title: 'Thanh toán',
					permalink: '/thanh-toan/',
				},
			} as never,
		};
		show( filledCart() );
		render(
			<MiniCartContents
				mode="dropdown"
				focusOnOpen={ false }
				onClose={ vi.fn() }
			/>
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Your cart (6 items)' } )
		).toBeTruthy();
		expect(
			screen.getAllByRole( 'button', { name: /^Remove .* from cart$/ } )
		).toHaveLength( 4 );
		expect(
			document.querySelector( '.tourfront-mini-cart__subtotal' )!
				.textContent
		).toBe( 'Subtotal19.220.000 ₫' );
		expect(
			screen
				.getByRole( 'link', { name: 'View my cart' } )
				.getAttribute( 'href' )
		).toBe( '/gio-hang/' );
		expect(
			screen
				.getByRole( 'link', { name: 'Go to checkout' } )
				.getAttribute( 'href' )
		).toBe( '/thanh-toan/' );
	} );

	it( 'counts in the header’s words: travellers for tours, items for the rest (a guidebook is not a tour)', () => {
		show( {
			...filledCart(),
			extensions: {
				'tourfront-booking': {
					travellers: 3,
					extra_travellers: 2,
					items_count_tours: 1,
					items_count_other: 1,
				},
			},
		} as ReturnType< typeof filledCart > );
		render(
			<MiniCartContents
				mode="dropdown"
				focusOnOpen={ false }
				onClose={ vi.fn() }
			/>
		);
		expect(
			screen.getByRole( 'dialog', {
				name: 'Your cart (3 travellers, 1 item)',
			} )
		).toBeTruthy();
	} );

	it( 'names shipping among what the checkout adds only when something is shipped', () => {
		const note = () =>
			document.querySelector( '.tourfront-mini-cart__note' )?.textContent;
		// A cart whose totals say nothing more of what checkout adds: WooCommerce's note.
		const plain = ( needsShipping: boolean ) => {
			const cart = filledCart();
			return {
				...cart,
				needs_shipping: needsShipping,
				fees: [],
				totals: {
					...cart.totals,
					total_discount: '0',
					total_tax: '0',
					total_shipping: null,
					tax_lines: [],
				},
			};
		};
		show( plain( true ) );
		const view = render(
			<MiniCartContents
				mode="dropdown"
				focusOnOpen={ false }
				onClose={ vi.fn() }
			/>
		);
		expect( note() ).toContain( 'Shipping' );
		view.unmount();
		// A cart of tours ships nothing: no "Phí giao hàng".
		show( plain( false ) );
		render(
			<MiniCartContents
				mode="dropdown"
				focusOnOpen={ false }
				onClose={ vi.fn() }
			/>
		);
		expect( note() ).toBe( 'Taxes and discounts calculated at checkout.' );
	} );

	it( 'shows the empty mini cart with a link to the shop', () => {
		show( emptyCart() );
		render(
			<MiniCartContents
				mode="dropdown"
				focusOnOpen={ false }
				onClose={ vi.fn() }
			/>
		);
		expect(
			screen.getByText( 'Your cart is currently empty!' )
		).toBeTruthy();
		expect(
			screen.getByRole( 'link', { name: 'Start shopping' } )
		).toBeTruthy();
	} );

	it( 'closes with Escape and the close button; focuses the dialog when asked', () => {
		show( filledCart() );
		const onClose = vi.fn();
		render(
			<MiniCartContents mode="drawer" focusOnOpen onClose={ onClose } />
		);
		const dialog = screen.getByRole( 'dialog' );
		expect( dialog.ownerDocument.activeElement ).toBe( dialog );
		expect( dialog.getAttribute( 'aria-modal' ) ).toBe( 'true' );
		fireEvent.keyDown( dialog, { key: 'Escape' } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( onClose ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps Tab inside the off-canvas panel', () => {
		show( filledCart() );
		render(
			<MiniCartContents
				mode="drawer"
				focusOnOpen={ false }
				onClose={ vi.fn() }
			/>
		);
		const close = screen.getByRole( 'button', { name: 'Close' } );
		const checkout = screen.getByRole( 'link', { name: 'Go to checkout' } );
		checkout.focus();
		fireEvent.keyDown( checkout, { key: 'Tab' } );
		expect( close.ownerDocument.activeElement ).toBe( close );
		fireEvent.keyDown( close, { key: 'Tab', shiftKey: true } );
		expect( checkout.ownerDocument.activeElement ).toBe( checkout );
	} );

	it( 'clicking the off-canvas overlay closes it', () => {
		show( filledCart() );
		const onClose = vi.fn();
		render(
			<MiniCartContents
				mode="drawer"
				focusOnOpen={ false }
				onClose={ onClose }
			/>
		);
		fireEvent.click(
			document.querySelector( '.tourfront-mini-cart__overlay' )!
		);
		expect( onClose ).toHaveBeenCalled();
	} );
} );

describe( 'createMiniCartPanel', () => {
	it( 'renders the panel on open and removes it on close', () => {
		show( filledCart() );
		const host = document.createElement( 'div' );
		document.body.appendChild( host );
		const panel = createMiniCartPanel( host, { onRequestClose: vi.fn() } );
		act( () => panel.open( { mode: 'drawer', focus: false } ) );
		expect( host.className ).toContain( 'is-drawer' );
		expect( screen.getByRole( 'dialog' ) ).toBeTruthy();
		act( () => panel.close() );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );
} );
