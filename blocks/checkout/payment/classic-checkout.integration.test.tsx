/**
 * A classic gateway through the whole checkout over the mock WooCommerce: offered when the cart lists it,
 * its field's value posted as `payment_data` (what the Store API puts into `$_POST` for the gateway).
 */

/** External dependencies */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

/** Internal dependencies */
import '../../cart/test-utils';
import { withMockWoo } from '../../data/test-utils';
import { restoreStandardNodeName } from '../../data/notices/test-utils';
import checkoutSettings from '../../../mocks/site/data/wc-settings-checkout.json';
import {
	renderCheckoutWithTour,
	setUpCheckoutCleanup,
	typeBillingDetails,
} from '../test-utils';
import { TESTPAY } from './test-fixtures';
import { CHECKOUT_STORE_KEY } from '../stores';

configure( { asyncUtilTimeout: 15000 } );

const { woo, requests } = withMockWoo();
const last = setUpCheckoutCleanup();
const gateways = woo.store.settings.paymentGateways;

beforeAll( restoreStandardNodeName );
afterEach( () => {
	woo.store.settings.paymentGateways = gateways;
} );

describe( 'a classic gateway on the checkout', () => {
	it( 'is offered and its bank choice is posted as payment_data', async () => {
		woo.store.settings.paymentGateways = [
			...gateways,
			{
				id: 'tourfront_test_redirect',
				title: 'TestPay',
				orderStatus: 'on-hold',
			},
		];
		const env = await renderCheckoutWithTour( {
			paymentMethodData: {
				...checkoutSettings.paymentMethodData,
				tourfront_test_redirect: TESTPAY,
			},
			paymentMethodSortOrder: [
				...checkoutSettings.paymentMethodSortOrder,
				'tourfront_test_redirect',
			],
		} );
		last.current = env.cleanup;
		fireEvent.click(
			await screen.findByRole( 'radio', { name: 'TestPay' } )
		);
		fireEvent.change(
			await screen.findByRole( 'combobox', { name: 'Ngân hàng' } ),
			{ target: { value: 'vcb' } }
		);
		expect(
			screen.getByRole( 'button', { name: 'Tiếp tục đến TestPay' } )
		).toBeTruthy();
		fireEvent.click(
			screen.getByRole( 'radio', { name: 'Nhận tại văn phòng' } )
		);
		await waitFor( () =>
			expect(
				env.registry.select( CHECKOUT_STORE_KEY ).prefersCollection()
			).toBe( true )
		);
		typeBillingDetails();
		requests.length = 0;
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Tiếp tục đến TestPay' } )
		);
		await waitFor( () =>
			expect(
				requests.find(
					( r ) =>
						r.method === 'POST' &&
						r.url.pathname.endsWith( '/checkout' ) &&
						r.body
				)?.body
			).toMatchObject( {
				payment_method: 'tourfront_test_redirect',
				payment_data: expect.arrayContaining( [
					{ key: 'tourfront_test_bank', value: 'vcb' },
				] ),
			} )
		);
		// The whole checkout, then three lazy chunks (interface, classic method, fields) on a two-core machine.
	}, 60_000 );
} );
