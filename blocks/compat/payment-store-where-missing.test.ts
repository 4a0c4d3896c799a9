/**
 * The payment store the data script adds where the page has none: only then, and in step with the cart.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** WordPress dependencies */
import { createRegistry } from '@wordpress/data';

/** Internal dependencies */
import { createCartStore } from '../data/cart/store';
import { createPaymentStore } from '../data/payment/store';
import { filledCart } from '../cart/test-utils';
import { registerPaymentStoreWhereMissing } from './payment-store-where-missing';
import type { RegistryLike } from './payment-store-where-missing';

type Payment = {
	getActivePaymentMethod: () => string;
	getAvailablePaymentMethodNames: () => string[];
	paymentMethodsInitialized: () => boolean;
};

function cartPage() {
	const registry = createRegistry();
	registry.register( createCartStore() );
	const receive = ( methods: string[] ) =>
		(
			registry.dispatch( 'wc/store/cart' ) as unknown as {
				receiveCart: ( cart: unknown ) => void;
			}
		 ).receiveCart( { ...filledCart(), payment_methods: methods } );
	const payment = () =>
		registry.select( 'wc/store/payment' ) as unknown as Payment;
	return {
		registry: registry as unknown as RegistryLike,
		receive,
		payment,
	};
}

describe( 'registerPaymentStoreWhereMissing', () => {
	it( "registers wc/store/payment on a page without one: the cart's methods, the first active", () => {
		const page = cartPage();
		page.receive( [ 'cod', 'bacs' ] );
		expect( registerPaymentStoreWhereMissing( page.registry ) ).toBe(
			true
		);
		expect( page.payment().getAvailablePaymentMethodNames() ).toEqual( [
			'cod',
			'bacs',
		] );
		expect( page.payment().paymentMethodsInitialized() ).toBe( true );
		expect( page.payment().getActivePaymentMethod() ).toBe( 'cod' );
	} );

	it( 'follows the cart: a method the cart no longer accepts gives way to the first it does', () => {
		const page = cartPage();
		registerPaymentStoreWhereMissing( page.registry );
		// No cart read yet: nothing initialised, nothing active.
		expect( page.payment().paymentMethodsInitialized() ).toBe( false );
		expect( page.payment().getActivePaymentMethod() ).toBe( '' );
		page.receive( [ 'cod', 'bacs' ] );
		expect( page.payment().getActivePaymentMethod() ).toBe( 'cod' );
		page.receive( [ 'bacs', 'cod' ] );
		// Still accepted: the active method stays.
		expect( page.payment().getActivePaymentMethod() ).toBe( 'cod' );
		page.receive( [ 'bacs' ] );
		expect( page.payment().getAvailablePaymentMethodNames() ).toEqual( [
			'bacs',
		] );
		expect( page.payment().getActivePaymentMethod() ).toBe( 'bacs' );
	} );

	it( "leaves the page's own payment store alone (the checkout)", () => {
		const page = cartPage();
		const registry = page.registry as unknown as ReturnType<
			typeof createRegistry
		>;
		registry.register( createPaymentStore() );
		page.receive( [ 'cod' ] );
		expect( registerPaymentStoreWhereMissing( page.registry ) ).toBe(
			false
		);
		expect( page.payment().getActivePaymentMethod() ).toBe( '' );
	} );
} );
