/**
 * Issue 17 rows 4 and 6: extension filters and inner blocks in the rendered checkout, over the mock
 * WooCommerce.
 */

/** External dependencies */
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import '../cart/test-utils';
import { withMockWoo } from '../data/test-utils';
import {
	__unstableResetCheckoutFilters,
	__unstableResetPaymentMethods,
	registerCheckoutFilters,
} from '../registry';
import { renderCheckoutWithTour } from './test-utils';

configure( { asyncUtilTimeout: 8000 } );

withMockWoo();
let cleanup = () => undefined as void;
afterEach( () => {
	cleanup();
	__unstableResetPaymentMethods();
	__unstableResetCheckoutFilters();
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

describe( 'A checkout filter returning the wrong type (issue 17 row 4)', () => {
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
