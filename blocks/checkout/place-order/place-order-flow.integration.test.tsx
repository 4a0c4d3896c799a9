/**
 * Through the whole checkout block over the mock WooCommerce: "Place order" with
 * field errors runs the status machine, and errors of the checkout submission that
 * belong to no checkout area go to the cart area.
 */

/** External dependencies */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import '../../cart/test-utils';
import { withMockWoo } from '../../data/test-utils';
import { __unstableResetPaymentMethods } from '../../registry';
import { CHECKOUT_STORE_KEY, NOTICES_STORE_KEY } from '../stores';
import { renderCheckoutWithTour, typeBillingDetails } from '../test-utils';

// Writes wait for the batch window and the customer-data debounce; the whole suite on two cores is slow.
configure( { asyncUtilTimeout: 15000 } );

const { woo, requests } = withMockWoo();
let cleanup = () => undefined as void;
afterEach( () => {
	cleanup();
	__unstableResetPaymentMethods();
	delete window.tourfrontSettings;
} );

async function openCheckoutWithTour() {
	const env = await renderCheckoutWithTour();
	cleanup = env.cleanup;
	requests.length = 0;
	return env;
}

describe( 'Place order with field errors', () => {
	it( 'goes through before_processing and checkout_validation, ends idle with hasError and sends nothing', async () => {
		const env = await openCheckoutWithTour();
		const statuses: string[] = [];
		const unsubscribe = env.registry.subscribe( () => {
			const status = env.registry
				.select( CHECKOUT_STORE_KEY )
				.getCheckoutStatus();
			if ( statuses[ statuses.length - 1 ] !== status ) {
				statuses.push( status );
			}
		} );
		const observer = vi.fn( () => true as const );
		env.checkoutEvents.onCheckoutValidation( observer );

		const placeOrder = screen.getByRole( 'button', {
			name: 'Place order',
		} );
		fireEvent.click( placeOrder );

		await waitFor( () =>
			expect( env.registry.select( CHECKOUT_STORE_KEY ).hasError() ).toBe(
				true
			)
		);
		unsubscribe();
		expect( observer ).toHaveBeenCalledTimes( 1 );
		expect( statuses ).toContain( 'before_processing' );
		expect(
			env.registry.select( CHECKOUT_STORE_KEY ).getCheckoutStatus()
		).toBe( 'idle' );
		// The field errors are shown and the first one has the focus; no order was posted.
		await waitFor( () =>
			expect(
				placeOrder.ownerDocument.activeElement?.getAttribute(
					'aria-invalid'
				)
			).toBe( 'true' )
		);
		expect( screen.getAllByRole( 'alert' ).length ).toBeGreaterThan( 0 );
		expect(
			requests.filter( ( r ) => r.url.pathname.endsWith( '/checkout' ) )
		).toHaveLength( 0 );
	} );

	it( 'shows the message a checkout_validation observer answers with', async () => {
		const env = await openCheckoutWithTour();
		env.checkoutEvents.onCheckoutValidation( () => ( {
			errorMessage: 'Chọn ngày khởi hành trước khi đặt.',
		} ) );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		await screen.findByText( 'Chọn ngày khởi hành trước khi đặt.' );
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout' )
		).toHaveLength( 1 );
		expect(
			env.registry.select( CHECKOUT_STORE_KEY ).getCheckoutStatus()
		).toBe( 'idle' );
	} );
} );

describe( 'Errors of the checkout submission', () => {
	async function fillAndPlace( answer: () => Response ) {
		const env = await openCheckoutWithTour();
		fireEvent.click(
			screen.getByRole( 'radio', { name: 'Nhận tại văn phòng' } )
		);
		await waitFor( () =>
			expect(
				env.registry.select( CHECKOUT_STORE_KEY ).prefersCollection()
			).toBe( true )
		);
		typeBillingDetails();
		woo.server.use(
			http.post( /\/wc\/store\/v1\/checkout/, answer, { once: true } )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		await waitFor( () =>
			expect( env.registry.select( CHECKOUT_STORE_KEY ).hasError() ).toBe(
				true
			)
		);
		return env;
	}

	it( 'a server error of no checkout area is shown in the cart area', async () => {
		const message =
			'Rất tiếc, "Tour Hạ Long" không còn đủ chỗ. Vui lòng sửa giỏ hàng rồi thử lại.';
		const env = await fillAndPlace( () =>
			HttpResponse.json(
				{
					code: 'woocommerce_rest_product_out_of_stock',
					message,
					data: { status: 400 },
				},
				{ status: 400 }
			)
		);
		const notices = env.registry.select( NOTICES_STORE_KEY );
		await waitFor( () =>
			expect( notices.getNotices( 'wc/cart' ) ).toMatchObject( [
				{
					id: 'woocommerce_rest_product_out_of_stock',
					content: message,
				},
			] )
		);
		expect( notices.getNotices( 'wc/checkout' ) ).toEqual( [] );
		const cartArea = document.querySelector(
			'.tourfront-checkout__cart-notices'
		) as HTMLElement;
		expect( cartArea.textContent ).toContain( message );
	} );

	it( 'a cart emptied elsewhere (another tab) is not taken for a placed order: "Cannot create order from empty cart." stands', async () => {
		const message = 'Cannot create order from empty cart.';
		const env = await fillAndPlace( () => {
			for ( const item of woo.store.toJSON().cart.items ) {
				woo.store.removeItem( item.key );
			}
			return HttpResponse.json(
				{
					code: 'woocommerce_rest_cart_empty',
					message,
					data: { status: 409 },
				},
				{ status: 409 }
			);
		} );
		const notices = env.registry.select( NOTICES_STORE_KEY );
		await waitFor( () =>
			expect( notices.getNotices( 'wc/cart' ) ).toMatchObject( [
				{ id: 'woocommerce_rest_cart_empty', content: message },
			] )
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 300 ) );
		expect(
			env.registry.select( CHECKOUT_STORE_KEY ).getCheckoutStatus()
		).toBe( 'idle' );
		expect( notices.getNotices( 'wc/checkout' ) ).toEqual( [] );
	} );

	it( 'address edits still waiting for their push reach the server before the order (no session race)', async () => {
		let sessionPhone: string | undefined;
		await fillAndPlace( () => {
			sessionPhone = (
				woo.store.toJSON().cart as unknown as {
					billing: { phone: string };
				}
			 ).billing.phone;
			return HttpResponse.json(
				{
					code: 'woocommerce_rest_checkout_error',
					message: 'x',
					data: { status: 400 },
				},
				{ status: 400 }
			);
		} );
		expect( sessionPhone ).toBe( '0912345678' );
	} );

	it( 'a request that never got an answer stays a checkout message', async () => {
		const env = await fillAndPlace( () => HttpResponse.error() );
		const notices = env.registry.select( NOTICES_STORE_KEY );
		await waitFor( () =>
			expect( notices.getNotices( 'wc/checkout' ).length ).toBe( 1 )
		);
		expect( notices.getNotices( 'wc/cart' ) ).toEqual( [] );
	} );
} );

describe( 'A lost checkout answer', () => {
	const RECEIVED =
		'Your order has been received. Its details are in the confirmation email and in your account.';

	async function placeAndLoseAnswer(
		lose: () => Response,
		placeOrderOnServer = true
	) {
		const env = await openCheckoutWithTour();
		fireEvent.click(
			screen.getByRole( 'radio', { name: 'Nhận tại văn phòng' } )
		);
		await waitFor( () =>
			expect(
				env.registry.select( CHECKOUT_STORE_KEY ).prefersCollection()
			).toBe( true )
		);
		typeBillingDetails();
		// WooCommerce takes the order (and empties the cart), then the answer never arrives whole.
		woo.server.use(
			http.post(
				/\/wc\/store\/v1\/checkout/,
				async ( { request } ) => {
					if ( placeOrderOnServer ) {
						woo.store.checkout( ( await request.json() ) as never );
					}
					return lose();
				},
				{ once: true }
			)
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);
		return env;
	}

	it.each( [
		[ 'a dropped connection', () => HttpResponse.error() ],
		[
			'a 504 HTML page',
			() =>
				new HttpResponse(
					'<html><body>504 Gateway Time-out</body></html>',
					{ status: 504, headers: { 'Content-Type': 'text/html' } }
				),
		],
	] )(
		'after %s, the emptied cart shows the order was placed: no failure, nothing to retry',
		async ( _name, lose ) => {
			const env = await placeAndLoseAnswer( lose );
			expect(
				( await screen.findAllByText( RECEIVED ) ).length
			).toBeGreaterThan( 0 );
			const notices = env.registry.select( NOTICES_STORE_KEY );
			expect(
				[
					...notices.getNotices( 'wc/checkout' ),
					...notices.getNotices( 'wc/cart' ),
				].filter( ( n: { status: string } ) => n.status === 'error' )
			).toEqual( [] );
			expect(
				screen.queryByRole( 'button', { name: 'Place order' } )
			).toBeNull();
			expect(
				env.registry.select( CHECKOUT_STORE_KEY ).getCheckoutStatus()
			).toBe( 'complete' );
			expect( woo.store.toJSON().orders ).toHaveLength( 1 );
		}
	);

	it( 'while the cart is read again, Place order is busy (a click then is not dropped unseen), then free again', async () => {
		let release = () => undefined as void;
		const held = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		// Only the read after the failed order is held (the page's own reads go through).
		let orderFailed = false;
		woo.server.use(
			http.get( /\/wc\/store\/v1\/cart$/, async () => {
				if ( orderFailed ) {
					await held;
				}
				return undefined;
			} )
		);
		await placeAndLoseAnswer( () => {
			orderFailed = true;
			return HttpResponse.error();
		}, false );
		const button = () =>
			screen.getByRole( 'button', {
				name: 'Place order',
			} ) as HTMLButtonElement;
		await waitFor( () =>
			expect(
				requests.some(
					( r ) =>
						r.method === 'GET' && r.url.pathname.endsWith( '/cart' )
				)
			).toBe( true )
		);
		expect( button().disabled ).toBe( true );
		release();
		await waitFor( () => expect( button().disabled ).toBe( false ) );
	} );

	it( 'when no order was made, the failure stands and the shopper can retry', async () => {
		const env = await placeAndLoseAnswer(
			() => HttpResponse.error(),
			false
		);
		await waitFor( () =>
			expect(
				env.registry
					.select( NOTICES_STORE_KEY )
					.getNotices( 'wc/checkout' )
			).toMatchObject( [ { status: 'error' } ] )
		);
		// The cart was read again and still holds the tour.
		await waitFor( () =>
			expect(
				requests.filter(
					( r ) =>
						r.method === 'GET' && r.url.pathname.endsWith( '/cart' )
				).length
			).toBeGreaterThan( 0 )
		);
		expect( screen.queryByText( RECEIVED ) ).toBeNull();
		expect(
			(
				screen.getByRole( 'button', {
					name: 'Place order',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( false );
	} );
} );
