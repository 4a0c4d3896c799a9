/**
 * Issue 17 item 22: every navigation sink fed by a server answer, with the OWASP URL vectors. None may
 * navigate to or link a script URL; the shop's own URLs still work.
 */

/** External dependencies */
import { render, renderHook, act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** WordPress dependencies */
import { dispatch } from '@wordpress/data';

/** Internal dependencies */
import '../../blocks/data';
import { cartItem, filledCart } from '../../blocks/cart/test-utils';
import CartItemRow from '../../blocks/cart/cart-item-row';
import CrossSellProduct, {
	type CrossSellProductData,
} from '../../blocks/cart/cross-sell-product';
import { usePlaceOrder } from '../../blocks/checkout/place-order/use-place-order';
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
} from '../../blocks/checkout/stores';
import { browser } from '../../storefront/shop-kit/browser';
import { addButtonToCart } from '../../storefront/add-to-cart/add-to-cart';
import {
	button,
	flush,
	installWcAjax,
	loopButton,
	page,
} from '../../storefront/add-to-cart/test-utils';
import {
	isNavigable,
	parseSuggestions,
} from '../../storefront/live-search/suggestions';
import { navigation } from '.';
import { HOSTILE_URLS, SAFE_URLS } from './owasp-vectors';

let assign: ReturnType< typeof vi.spyOn >;
beforeEach( () => {
	assign = vi
		.spyOn( navigation, 'assign' )
		.mockImplementation( () => undefined );
	// A completed checkout without a usable redirect reads the cart again; no server here.
	vi.spyOn( dispatch( CART_STORE_KEY ), 'refreshCart' ).mockResolvedValue(
		undefined
	);
} );
afterEach( () => {
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
	delete window.tourfrontSettings;
} );

describe( 'storefront navigation (product_url, suggestion url, fallback links)', () => {
	it.each( HOSTILE_URLS )( 'browser.navigate refuses %j', ( url ) => {
		browser.navigate( url );
		expect( assign ).not.toHaveBeenCalled();
	} );

	it.each( SAFE_URLS )( 'browser.navigate follows %j', ( url ) => {
		browser.navigate( url );
		expect( assign ).toHaveBeenCalledWith( url );
	} );

	it.each( HOSTILE_URLS )(
		'an add-to-cart answer whose product_url is %j goes nowhere',
		async ( url ) => {
			window.tourfrontSettings = {
				shop: {
					cart_redirect_after_add: 'no',
					cart_url: '/cart/',
					is_cart: false,
					wc_ajax_url: '/?wc-ajax=%%endpoint%%',
				},
			};
			const { held } = installWcAjax();
			page( loopButton( 11, 'HL' ) );
			const outcome = addButtonToCart( button( 11 ) );
			await flush();
			held[ 0 ].release( { error: true, product_url: url } );
			await outcome;
			expect( assign ).not.toHaveBeenCalled();
		}
	);

	it.each( HOSTILE_URLS )(
		'a search suggestion whose url is %j cannot be chosen',
		( url ) => {
			const [ suggestion ] = parseSuggestions( {
				suggestions: [ { id: 11, value: 'Hạ Long', url } ],
			} );
			expect( isNavigable( suggestion ) ).toBe( false );
		}
	);
} );

describe( 'cart links (cart item and cross-sell permalink)', () => {
	it.each( HOSTILE_URLS )(
		'a cart line whose permalink is %j links nowhere',
		( url ) => {
			const { container } = render(
				<table>
					<tbody>
						<CartItemRow
							item={ { ...cartItem(), permalink: url } }
							isPending={ false }
							includeTax={ false }
							onChangeQuantity={ vi.fn() }
							onRemove={ vi.fn() }
						/>
					</tbody>
				</table>
			);
			expect(
				Array.from( container.querySelectorAll( 'a' ), ( a ) =>
					a.getAttribute( 'href' )
				).filter(
					( href ) =>
						href !== null &&
						! href.startsWith( '/' ) &&
						! href.startsWith( 'http' )
				)
			).toEqual( [] );
			expect( container.innerHTML ).not.toMatch( /href="[^"]*script:/i );
		}
	);

	it.each( HOSTILE_URLS )(
		'a cross-sell whose permalink is %j links nowhere',
		( url ) => {
			const product = {
				...( filledCart()
					.cross_sells[ 0 ] as unknown as CrossSellProductData ),
				permalink: url,
				type: 'variable',
				has_options: true,
			};
			const { container } = render(
				<ul>
					<CrossSellProduct
						product={ product }
						isAdding={ false }
						onAdd={ vi.fn() }
					/>
				</ul>
			);
			expect( container.querySelectorAll( 'a[href]' ) ).toHaveLength( 0 );
		}
	);
} );

describe( 'payment_result.redirect_url', () => {
	it.each( HOSTILE_URLS )(
		'a completed checkout with redirect %j does not navigate',
		( url ) => {
			const { result } = renderHook( () =>
				usePlaceOrder( { password: '' } )
			);
			act( () => {
				dispatch( CHECKOUT_STORE_KEY ).setComplete( {
					redirectUrl: url,
				} );
			} );
			expect( assign ).not.toHaveBeenCalled();
			expect( result.current.busy ).toBe( false );
			act( () => {
				dispatch( CHECKOUT_STORE_KEY ).setIdle();
			} );
		}
	);

	it( 'a completed checkout with an https redirect goes there', () => {
		renderHook( () => usePlaceOrder( { password: '' } ) );
		act( () => {
			dispatch( CHECKOUT_STORE_KEY ).setComplete( {
				redirectUrl: SAFE_URLS[ 0 ],
			} );
		} );
		expect( assign ).toHaveBeenCalledWith( SAFE_URLS[ 0 ] );
		act( () => {
			dispatch( CHECKOUT_STORE_KEY ).setIdle();
		} );
	} );
} );
