/**
 * Extension filters and inner blocks in the rendered checkout, over the mock
 * WooCommerce.
 */

/** External dependencies */
import {
	configure,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import '../cart/test-utils';
import { withMockWoo, ROOT } from '../data/test-utils';
import {
	__unstableResetPaymentMethods,
	INNER_BLOCK_AREAS,
	registerCheckoutBlock,
	registerCheckoutFilters,
} from '../registry';
import { __unstableResetCheckoutFilters } from '../registry/filters/registry';
import { __unstableResetCheckoutBlocks } from '../registry/blocks/registry';
import { expectFilteredTotal, testExtension } from '../registry/test-extension';
import { addToServerCart, renderCheckoutWithTour } from './test-utils';
import { pageNonce } from '../../mocks/store/nonce';

configure( { asyncUtilTimeout: 8000 } );

withMockWoo();
let cleanup = () => undefined as void;
afterEach( () => {
	cleanup();
	__unstableResetPaymentMethods();
	__unstableResetCheckoutFilters();
	__unstableResetCheckoutBlocks();
	vi.restoreAllMocks();
	delete window.tourfrontSettings;
} );

async function openCheckout( extra: Record< string, unknown > = {} ) {
	const env = await renderCheckoutWithTour( extra );
	cleanup = env.cleanup;
	return env;
}

const TYPE_ERROR =
	/The type returned by checkout filters must be the same as the type they receive/;

describe( 'A checkout filter returning the wrong type', () => {
	it( 'shows the administrator the error in place of the area it broke; the rest of the checkout works', async () => {
		vi.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registerCheckoutFilters( 'broken-extension', { itemName: () => 42 } );
		await openCheckout( { currentUserIsAdmin: true } );
		const alert = await screen.findByRole( 'alert' );
		expect( alert.textContent ).toMatch( TYPE_ERROR );
		expect(
			alert.closest( '.tourfront-checkout__sidebar' )
		).not.toBeNull();
		// The form is still there and usable.
		expect(
			(
				screen.getByRole( 'button', {
					name: 'Place order',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( false );
		expect( document.getElementById( 'email' ) ).not.toBeNull();
	} );

	it( 'logs it for everyone else and keeps the unfiltered value', async () => {
		const log = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		registerCheckoutFilters( 'broken-extension', { itemName: () => 42 } );
		await openCheckout( { currentUserIsAdmin: false } );
		const sidebar = document.querySelector(
			'.tourfront-checkout__sidebar'
		) as HTMLElement;
		expect( within( sidebar ).queryByRole( 'alert' ) ).toBeNull();
		expect(
			sidebar.querySelector( '.wc-block-components-product-name' )
				?.textContent
		).toBeTruthy();
		expect(
			log.mock.calls.some( ( [ error ] ) =>
				TYPE_ERROR.test( String( error ) )
			)
		).toBe( true );
	} );
} );

describe( 'Every documented filter in the checkout', () => {
	it( 'applies the order summary, totals, coupons and place order filters with WooCommerce’s arguments', async () => {
		// A coupon applies to a cart with something in it.
		await addToServerCart( 11 );
		await fetch( `${ ROOT }wc/store/v1/cart/apply-coupon`, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				Nonce: pageNonce(),
			},
			body: JSON.stringify( { code: 'giam10' } ),
		} );
		await openCheckout();
		const { filters, argOf } = testExtension();
		// Registered once the checkout is on screen: it re-renders with them.
		registerCheckoutFilters( 'test-extension', filters );
		expect(
			await screen.findByRole( 'button', { name: 'Đặt tour' } )
		).toBeTruthy();
		const sidebar = document.querySelector(
			'.tourfront-checkout__sidebar'
		) as HTMLElement;
		const item = sidebar.querySelector(
			'.wc-block-components-order-summary-item'
		) as HTMLElement;
		expect( item.className ).toContain( 'is-from-extension' );
		expect(
			item.querySelector( '.wc-block-components-product-name' )
				?.textContent
		).toMatch( /★$/ );
		expect(
			item.querySelector(
				'.wc-block-components-order-summary-item__total-price'
			)?.textContent
		).toMatch( /^Cộng: / );
		expectFilteredTotal( sidebar );
		expect(
			sidebar.querySelector(
				'.wc-block-components-totals-discount__coupon-list'
			)?.textContent
		).toBe( 'Ưu đãi' );
		expect( argOf( 'itemName' ) ).toMatchObject( {
			context: 'summary',
			cart: { coupons: [ { code: 'giam10' } ] },
		} );
		expect( argOf( 'coupons' ) ).toEqual( { context: 'summary' } );
		expect( argOf( 'totalLabel' ) ).toMatchObject( {
			cart: { coupons: [ { code: 'giam10' } ] },
		} );
	} );

	it( 'renders a registered inner block in every checkout area it names', async () => {
		const areas = [
			INNER_BLOCK_AREAS.CHECKOUT,
			INNER_BLOCK_AREAS.CHECKOUT_FIELDS,
			INNER_BLOCK_AREAS.CHECKOUT_TOTALS,
			INNER_BLOCK_AREAS.CONTACT_INFORMATION,
			INNER_BLOCK_AREAS.SHIPPING_METHOD,
			INNER_BLOCK_AREAS.SHIPPING_ADDRESS,
			INNER_BLOCK_AREAS.SHIPPING_METHODS,
			INNER_BLOCK_AREAS.PAYMENT_METHODS,
			INNER_BLOCK_AREAS.CHECKOUT_ORDER_SUMMARY,
		];
		registerCheckoutBlock( {
			metadata: { name: 'test/note', parent: areas },
			component: ( { context }: { context?: string } ) => (
				<p>Ghi chú ({ context })</p>
			),
		} );
		await openCheckout();
		await waitFor( () =>
			expect(
				document.querySelectorAll( '.wp-block-test-note' )
			).toHaveLength( areas.length )
		);
		expect(
			document.querySelector(
				'.wc-block-checkout__contact-fields .wp-block-test-note'
			)?.textContent
		).toBe( `Ghi chú (${ INNER_BLOCK_AREAS.CONTACT_INFORMATION })` );
		expect(
			document.querySelector(
				'.wc-block-checkout__payment-method .wp-block-test-note'
			)?.textContent
		).toBe( `Ghi chú (${ INNER_BLOCK_AREAS.PAYMENT_METHODS })` );
		expect(
			document.querySelector(
				'.wp-block-woocommerce-checkout-order-summary-block .wp-block-test-note'
			)
		).not.toBeNull();
	} );

	it( 'renders the pickup options and billing address areas’ blocks once the shopper picks up', async () => {
		registerCheckoutBlock( {
			metadata: {
				name: 'test/note',
				parent: [
					INNER_BLOCK_AREAS.PICKUP_LOCATION,
					INNER_BLOCK_AREAS.BILLING_ADDRESS,
				],
			},
			component: ( { context }: { context?: string } ) => (
				<p>Ghi chú ({ context })</p>
			),
		} );
		await openCheckout();
		fireEvent.click(
			await screen.findByRole( 'radio', { name: 'Nhận tại văn phòng' } )
		);
		expect(
			await screen.findByText(
				`Ghi chú (${ INNER_BLOCK_AREAS.PICKUP_LOCATION })`
			)
		).toBeTruthy();
		expect(
			document.querySelector(
				'.wc-block-checkout__billing-fields .wp-block-test-note'
			)?.textContent
		).toBe( `Ghi chú (${ INNER_BLOCK_AREAS.BILLING_ADDRESS })` );
	} );

	it( 'shows the administrator a block that throws in its place; the checkout keeps working', async () => {
		vi.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registerCheckoutBlock( {
			metadata: {
				name: 'test/broken',
				parent: INNER_BLOCK_AREAS.CONTACT_INFORMATION,
			},
			component: () => {
				throw new Error( 'Hỏng' );
			},
		} );
		await openCheckout( { currentUserIsAdmin: true } );
		const alert = await within(
			document.querySelector(
				'.wc-block-checkout__contact-fields'
			) as HTMLElement
		).findByRole( 'alert' );
		expect( alert.textContent ).toBe( 'Hỏng' );
		expect( document.getElementById( 'email' ) ).not.toBeNull();
	} );
} );
