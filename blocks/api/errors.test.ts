// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { createErrorMiddleware } from './error-middleware';
import {
	StoreApiError,
	getGenericCheckoutErrorMessage,
	toStoreApiError,
} from './errors';

describe( 'error catalogue', () => {
	it( 'maps request-layer failures to their messages', () => {
		expect(
			toStoreApiError( {
				code: 'fetch_error',
				message: 'Could not get a valid response from the server.',
			} )
		).toMatchObject( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );
		expect( toStoreApiError( { code: 'offline_error' } ) ).toMatchObject( {
			code: 'fetch_error',
		} );
		expect(
			toStoreApiError( { code: 'invalid_json', message: 'x' } )
		).toMatchObject( {
			message: 'The response is not a valid JSON response.',
		} );
		expect( toStoreApiError( null ) ).toMatchObject( {
			code: 'unknown_error',
			message: 'An unknown error occurred.',
		} );
		expect( toStoreApiError( { code: 'x' } ) ).toMatchObject( {
			code: 'unknown_error',
		} );
		expect( getGenericCheckoutErrorMessage() ).toBe(
			'Something went wrong. Please contact us to get assistance.'
		);
	} );

	it( 'keeps server errors with their data (data.cart included)', () => {
		const error = toStoreApiError( {
			code: 'woocommerce_rest_cart_invalid_key',
			message: 'Cart item no longer exists or is invalid.',
			data: { status: 409, cart: { items: [] } },
		} );
		expect( error ).toBeInstanceOf( StoreApiError );
		expect( error ).toMatchObject( {
			code: 'woocommerce_rest_cart_invalid_key',
			data: { status: 409, cart: { items: [] } },
		} );
	} );

	it( 'leaves abort errors unchanged', () => {
		const abort = new DOMException( 'aborted', 'AbortError' );
		expect( toStoreApiError( abort ) ).toBe( abort );
	} );

	it( 'the error middleware rejects Store API failures as StoreApiError', async () => {
		const middleware = createErrorMiddleware();
		await expect(
			middleware( { path: '/wc/store/v1/cart' }, () =>
				Promise.reject( { code: 'fetch_error', message: 'x' } )
			)
		).rejects.toBeInstanceOf( StoreApiError );
		await expect(
			middleware( { path: '/wp/v2/x' }, () =>
				Promise.reject( { code: 'fetch_error' } )
			)
		).rejects.toEqual( {
			code: 'fetch_error',
		} );
	} );
} );
