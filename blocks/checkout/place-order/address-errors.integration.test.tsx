/**
 * WooCommerce's `woocommerce_rest_invalid_address` answer to the checkout POST, through the whole checkout
 * block: each message shows under the address form the shopper sees, none in the checkout's own area.
 */

/** External dependencies */
import {
	configure,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import record45 from '../../../mocks/contract/records/45-checkout-missing-billing-fields.json';
import '../../cart/test-utils';
import { withMockWoo } from '../../data/test-utils';
import checkoutSettings from '../../../mocks/site/data/wc-settings-checkout.json';
import { CHECKOUT_STORE_KEY, NOTICES_STORE_KEY } from '../stores';
import {
	addToServerCart,
	renderCheckout,
	setUpCheckoutCleanup,
} from '../test-utils';

configure( { asyncUtilTimeout: 8000 } );

const { woo } = withMockWoo();
const cleanup = setUpCheckoutCleanup();

/** WooCommerce 11's answer to a checkout with required billing fields left empty (recorded). */
const RECORD_45 = record45.response.body;

const ADDRESS = {
	first_name: 'Nguyễn Văn',
	last_name: 'An',
	address_1: '12 Lý Thường Kiệt',
	city: 'Hà Nội',
	phone: '0912345678',
};

const input = ( id: string ) =>
	document.getElementById( id ) as HTMLInputElement;

describe( 'woocommerce_rest_invalid_address in the checkout block', () => {
	it( 'shows the billing messages under the address form shown (shipping, billing the same), not at the top', async () => {
		await addToServerCart( 11 );
		const env = renderCheckout( structuredClone( checkoutSettings ) );
		cleanup.current = env.cleanup;
		await screen.findByRole( 'button', { name: 'Place order' } );
		expect(
			env.registry.select( CHECKOUT_STORE_KEY ).getUseShippingAsBilling()
		).toBe( true );
		fireEvent.change( input( 'email' ), {
			target: { value: 'an.nguyen@example.vn' },
		} );
		for ( const [ field, value ] of Object.entries( ADDRESS ) ) {
			fireEvent.change( input( `shipping-${ field }` ), {
				target: { value },
			} );
		}
		woo.server.use(
			http.post(
				/\/wc\/store\/v1\/checkout/,
				() => HttpResponse.json( RECORD_45, { status: 400 } ),
				{ once: true }
			)
		);

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Place order' } )
		);

		const shippingArea = input( 'shipping-first_name' ).closest(
			'.wc-block-checkout__shipping-fields'
		) as HTMLElement;
		await waitFor( () =>
			expect(
				within( shippingArea ).getByText( 'Town / City is required' )
			).toBeTruthy()
		);
		for ( const message of RECORD_45.data.errors.billing ) {
			expect( within( shippingArea ).getByText( message ) ).toBeTruthy();
		}
		expect(
			env.registry.select( NOTICES_STORE_KEY ).getNotices( 'wc/checkout' )
		).toEqual( [] );
		expect( screen.queryByText( RECORD_45.message ) ).toBeNull();
	} );
} );
