/**
 * WooCommerce's `woocommerce_rest_invalid_address` answer to the checkout POST, through the whole checkout
 * block: each message shows under the address form the shopper sees, none in the checkout's own area.
 */

/** External dependencies */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import '../../cart/test-utils';
import { ROOT, useMockWoo } from '../../data/test-utils';
import checkoutSettings from '../../../mocks/site/data/wc-settings-checkout.json';
import { __unstableResetPaymentMethods } from '../../registry';
import { CHECKOUT_STORE_KEY, NOTICES_STORE_KEY } from '../stores';
import { renderCheckout } from '../test-utils';

configure( { asyncUtilTimeout: 8000 } );

const { woo } = useMockWoo();
let cleanup = () => undefined as void;
afterEach( () => {
	cleanup();
	__unstableResetPaymentMethods();
	delete window.tourfrontSettings;
} );

/** Record 45 of the WooCommerce 11 recording: required billing fields the server found empty. */
const RECORD_45 = {
	code: 'woocommerce_rest_invalid_address',
	message:
		'There was a problem with the provided billing address: First name is required, Last name is required, Street address is required, Town / City is required',
	data: {
		errors: { billing: [ 'First name is required', 'Last name is required', 'Street address is required', 'Town / City is required' ] },
		status: 400,
	},
};

const ADDRESS = {
	first_name: 'Nguyễn Văn',
	last_name: 'An',
	address_1: '12 Lý Thường Kiệt',
	city: 'Hà Nội',
	phone: '0912345678',
};

const input = ( id: string ) => document.getElementById( id ) as HTMLInputElement;

describe( 'woocommerce_rest_invalid_address in the checkout block', () => {
	it( 'shows the billing messages under the address form shown (shipping, billing the same), not at the top', async () => {
		await fetch( `${ ROOT }wc/store/v1/cart/add-item`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Nonce: 'page-nonce' },
			body: JSON.stringify( { id: 11, quantity: 1 } ),
		} );
		const env = renderCheckout( structuredClone( checkoutSettings ) );
		cleanup = env.cleanup;
		await screen.findByRole( 'button', { name: 'Place order' } );
		expect( env.registry.select( CHECKOUT_STORE_KEY ).getUseShippingAsBilling() ).toBe( true );
		fireEvent.change( input( 'email' ), { target: { value: 'an.nguyen@example.vn' } } );
		for ( const [ field, value ] of Object.entries( ADDRESS ) ) {
			fireEvent.change( input( `shipping-${ field }` ), { target: { value } } );
		}
		woo.server.use( http.post( /\/wc\/store\/v1\/checkout/, () => HttpResponse.json( RECORD_45, { status: 400 } ), { once: true } ) );

		fireEvent.click( screen.getByRole( 'button', { name: 'Place order' } ) );

		const shippingArea = input( 'shipping-first_name' ).closest( '.wc-block-checkout__shipping-fields' ) as HTMLElement;
		await waitFor( () => expect( within( shippingArea ).getByText( 'Town / City is required' ) ).toBeTruthy() );
		for ( const message of RECORD_45.data.errors.billing ) {
			expect( within( shippingArea ).getByText( message ) ).toBeTruthy();
		}
		expect( env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout' ) ).toEqual( [] );
		expect( screen.queryByText( RECORD_45.message ) ).toBeNull();
	} );
} );
