/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { BATCH_DELAY_MS } from '../../../api/constants';
import {
	CART_STORE_KEY,
	NOTICES_STORE_KEY,
	VALIDATION_STORE_KEY,
} from '../../shared/store-keys';
import { CUSTOMER_DATA_DEBOUNCE_MS } from '../constants';
import {
	batchEntries,
	createLoadedEnvironment,
	describeRequests,
	withMockWoo,
} from '../../test-utils';

const { woo, requests } = withMockWoo();

const loadedEnvironment = () => createLoadedEnvironment( woo, requests );

describe( 'cart store: customer data', () => {
	let cleanup = () => {};
	afterEach( () => cleanup() );

	it( 'pushes only the changed, normalised fields 1500 ms after the last edit', async () => {
		const env = await loadedEnvironment();
		cleanup = env.cleanup;
		const cart = env.registry.dispatch( CART_STORE_KEY );
		cart.setShippingAddress( { first_name: ' An ' } );
		await vi.advanceTimersByTimeAsync( 1000 );
		cart.setShippingAddress( { postcode: '100 000', city: 'Hà Nội' } );
		cart.setBillingAddress( { email: 'an.nguyen@' } );
		await vi.advanceTimersByTimeAsync( CUSTOMER_DATA_DEBOUNCE_MS - 1 );
		expect( requests ).toHaveLength( 0 );
		expect(
			env.registry.select( CART_STORE_KEY ).hasUnsentCustomerData()
		).toBe( true );
		await vi.advanceTimersByTimeAsync( 1 + BATCH_DELAY_MS );
		await vi.advanceTimersByTimeAsync( 0 );
		expect( describeRequests( requests ) ).toEqual( [ 'POST /batch' ] );
		expect( batchEntries( requests[ 0 ] ) ).toMatchObject( [
			{
				path: '/wc/store/v1/cart/update-customer',
				body: {
					shipping_address: {
						first_name: 'An',
						postcode: '100000',
						city: 'Hà Nội',
					},
				},
			},
		] );
		expect( woo.store.getCartResponse().shipping_address ).toMatchObject( {
			first_name: 'An',
			postcode: '100000',
		} );
		expect(
			env.registry.select( CART_STORE_KEY ).hasUnsentCustomerData()
		).toBe( false );
	} );

	it( 'pushes at once on blur, and sends nothing when nothing changed after normalising', async () => {
		const env = await loadedEnvironment();
		cleanup = env.cleanup;
		const cart = env.registry.dispatch( CART_STORE_KEY );
		cart.setBillingAddress( { phone: '0912345678' } );
		const flushed = cart.flushCustomerData();
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		expect( await flushed ).toBe( true );
		expect( batchEntries( requests[ 0 ] )[ 0 ].body ).toEqual( {
			billing_address: { phone: '0912345678' },
		} );
		cart.setBillingAddress( { phone: ' 0912345678 ' } );
		expect( await cart.flushCustomerData() ).toBe( false );
		await vi.advanceTimersByTimeAsync(
			CUSTOMER_DATA_DEBOUNCE_MS + BATCH_DELAY_MS
		);
		expect( requests ).toHaveLength( 1 );
	} );

	it( 'sends nothing while a changed field has a validation error', async () => {
		const env = await loadedEnvironment();
		cleanup = env.cleanup;
		const cart = env.registry.dispatch( CART_STORE_KEY );
		env.registry.dispatch( VALIDATION_STORE_KEY ).setValidationErrors( {
			shipping_postcode: { message: 'Please enter a valid postcode' },
		} );
		cart.setShippingAddress( { postcode: 'ABC' } );
		await vi.advanceTimersByTimeAsync(
			CUSTOMER_DATA_DEBOUNCE_MS + BATCH_DELAY_MS
		);
		expect( requests ).toHaveLength( 0 );
		env.registry
			.dispatch( VALIDATION_STORE_KEY )
			.clearValidationError( 'shipping_postcode' );
		cart.setShippingAddress( { postcode: '700000' } );
		await vi.advanceTimersByTimeAsync(
			CUSTOMER_DATA_DEBOUNCE_MS + BATCH_DELAY_MS
		);
		await vi.advanceTimersByTimeAsync( 0 );
		expect( batchEntries( requests[ 0 ] )[ 0 ].body ).toEqual( {
			shipping_address: { postcode: '700000' },
		} );
	} );

	it( 'keeps an email typed over a pushed one while two pushes overlap, even one the cart would store as empty', async () => {
		const env = await loadedEnvironment();
		cleanup = env.cleanup;
		const cart = env.registry.dispatch( CART_STORE_KEY );
		const customer = () =>
			env.registry.select( CART_STORE_KEY ).getCustomerData()
				.billingAddress;
		cart.setBillingAddress( {
			email: 'an.nguyen@example.vn',
			first_name: 'An',
		} );
		const first = cart.flushCustomerData();
		// Before that push is answered, the shopper types an address is_email refuses (the field marks it) and a phone.
		env.registry.dispatch( VALIDATION_STORE_KEY ).setValidationErrors( {
			billing_email: { message: 'Please enter a valid email address' },
		} );
		cart.setBillingAddress( { email: 'a@b.c' } );
		cart.setBillingAddress( { phone: '0901234567' } );
		const second = cart.flushCustomerData();
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		expect( await first ).toBe( true );
		expect( await second ).toBe( true );
		expect( woo.store.getCartResponse().billing_address ).toMatchObject( {
			email: 'an.nguyen@example.vn',
			phone: '0901234567',
		} );
		// The server still has the first email: what the shopper typed since is neither lost nor taken as sent.
		expect( customer().email ).toBe( 'a@b.c' );
		expect(
			env.registry.select( CART_STORE_KEY ).hasUnsentCustomerData()
		).toBe( true );
		await env.registry.dispatch( CART_STORE_KEY ).refreshCart();
		expect( customer().email ).toBe( 'a@b.c' );
	} );

	it( 'routes a rest_invalid_param rejection to the address area', async () => {
		const env = await loadedEnvironment();
		cleanup = env.cleanup;
		const result = env.registry
			.dispatch( CART_STORE_KEY )
			.updateCustomerData( {
				shipping_address: {
					country: 'US',
					state: 'CA',
					postcode: 'ABC',
				},
			} );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		expect( await result ).toBe( false );
		const notices = env.registry
			.select( NOTICES_STORE_KEY )
			.getNotices( 'wc/checkout/shipping-address' );
		expect( notices ).toMatchObject( [
			{ id: 'shipping_address_invalid_postcode', status: 'error' },
		] );
	} );

	it( 'selects a shipping rate only when it differs from the selected one', async () => {
		woo.store.addItem( { id: 11, quantity: 1 } );
		const env = await loadedEnvironment();
		cleanup = env.cleanup;
		const [ pack ] = env.registry
			.select( CART_STORE_KEY )
			.getShippingRates();
		const selected = pack.shipping_rates.find(
			( r: { selected: boolean } ) => r.selected
		);
		const other = pack.shipping_rates.find(
			( r: { selected: boolean } ) => ! r.selected
		);
		const cart = env.registry.dispatch( CART_STORE_KEY );
		expect(
			await cart.selectShippingRate( selected.rate_id, pack.package_id )
		).toBe( false );
		expect( requests ).toHaveLength( 0 );
		const choice = cart.selectShippingRate(
			other.rate_id,
			pack.package_id
		);
		expect(
			env.registry.select( CART_STORE_KEY ).isShippingRateBeingSelected()
		).toBe( true );
		await vi.advanceTimersByTimeAsync( BATCH_DELAY_MS );
		expect( await choice ).toBe( true );
		expect( batchEntries( requests[ 0 ] )[ 0 ].body ).toEqual( {
			package_id: pack.package_id,
			rate_id: other.rate_id,
		} );
		expect(
			env.registry.select( CART_STORE_KEY ).isShippingRateBeingSelected()
		).toBe( false );
	} );
} );
