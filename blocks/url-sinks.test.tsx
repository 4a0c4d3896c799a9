/**
 * The blocks' sinks: every link or navigation fed by a server answer (a cart line's and a
 * cross-sell's permalink, the checkout's `payment_result.redirect_url`), with the OWASP URL vectors. None may
 * navigate to or link a script URL; the shop's own URLs still work. The storefront's sinks are in
 * storefront/url-sinks.test.ts, the rule itself in common/safe-url.
 */

/** External dependencies */
import { render, renderHook, act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** WordPress dependencies */
import { dispatch } from '@wordpress/data';

/** Internal dependencies */
import './data';
import { cartItem, filledCart } from './cart/test-utils';
import CartItemRow from './cart/cart-item-row';
import CrossSellProduct, {
	type CrossSellProductData,
} from './cart/cross-sell-product';
import { usePlaceOrder } from './checkout/place-order/use-place-order';
import { CART_STORE_KEY, CHECKOUT_STORE_KEY } from './checkout/stores';
import { navigation } from '../common/safe-url';
import { HOSTILE_URLS, SAFE_URLS } from '../common/safe-url/owasp-vectors';

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
	delete window.tourfrontSettings;
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
