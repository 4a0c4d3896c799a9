/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { formBody, postWcAjax, wcAjaxUrl } from './wc-ajax';

afterEach( () => {
	delete window.tourfrontSettings;
	vi.unstubAllGlobals();
} );

describe( 'wc-ajax calls', () => {
	it( 'builds the endpoint URL from the settings template, the endpoint encoded', () => {
		expect( wcAjaxUrl( 'add_to_cart' ) ).toBe( '/?wc-ajax=add_to_cart' );
		window.tourfrontSettings = {
			shop: { wc_ajax_url: '/vi/?wc-ajax=%%endpoint%%&lang=vi' },
		} as typeof window.tourfrontSettings;
		expect( wcAjaxUrl( 'remove from&cart' ) ).toBe(
			'/vi/?wc-ajax=remove%20from%26cart&lang=vi'
		);
	} );

	it( 'form-encodes the fields as WooCommerce reads them from $_POST', () => {
		expect(
			formBody( { product_id: '11', 'tour[adults]': '2' } ).toString()
		).toBe( 'product_id=11&tour%5Badults%5D=2' );
	} );

	it( 'POSTs the form with the AJAX header and reads the JSON answer', async () => {
		const fetchMock = vi.fn( async () =>
			Response.json( { fragments: {}, cart_hash: 'abc' } )
		);
		vi.stubGlobal( 'fetch', fetchMock );
		await expect(
			postWcAjax( 'add_to_cart', { product_id: '11' } )
		).resolves.toEqual( { fragments: {}, cart_hash: 'abc' } );
		const [ url, init ] = fetchMock.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe( '/?wc-ajax=add_to_cart' );
		expect( init ).toMatchObject( {
			method: 'POST',
			credentials: 'same-origin',
			headers: { 'X-Requested-With': 'XMLHttpRequest' },
		} );
		expect( ( init.body as URLSearchParams ).get( 'product_id' ) ).toBe(
			'11'
		);
	} );

	it( 'rejects on an HTTP error, naming the endpoint and the status', async () => {
		vi.stubGlobal(
			'fetch',
			vi.fn( async () => new Response( '', { status: 503 } ) )
		);
		await expect( postWcAjax( 'remove_from_cart', {} ) ).rejects.toThrow(
			'wc-ajax remove_from_cart: HTTP 503'
		);
	} );
} );
