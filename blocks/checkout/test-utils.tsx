/**
 * Checkout test helpers: the whole checkout block rendered over fresh stores with the page's settings.
 */

/** External dependencies */
import { render } from '@testing-library/react';
import { afterEach } from 'vitest';

/** WordPress dependencies */
import { RegistryProvider } from '@wordpress/data';

/** Internal dependencies */
import { createTestEnvironment, ROOT } from '../data/test-utils';
import { __unstableResetPaymentMethods } from '../registry';
import { registerBuiltinPaymentMethods } from './payment/builtin-methods';
import CheckoutBlock from './block';
import type { EventRegistration } from './payment/method-props';

/** Sets `settings` as the page's, registers the offline gateways and renders the block; returns the stores' environment. */
export function renderCheckout( settings: unknown ) {
	window.tourfrontSettings = settings as typeof window.tourfrontSettings;
	registerBuiltinPaymentMethods( window.tourfrontSettings?.paymentMethodData ?? {} );
	const env = createTestEnvironment();
	const eventRegistration = {
		onPaymentSetup: env.paymentEvents.onPaymentSetup,
		onCheckoutValidation: env.checkoutEvents.onCheckoutValidation,
		onCheckoutSuccess: env.checkoutEvents.onCheckoutSuccess,
		onCheckoutFail: env.checkoutEvents.onCheckoutFail,
	} as unknown as EventRegistration;
	render(
		<RegistryProvider value={ env.registry }>
			<CheckoutBlock eventRegistration={ eventRegistration } />
		</RegistryProvider>
	);
	return env;
}

/**
 * Resets what a checkout test leaves behind after each test: the rendered block's stores and client (set
 * `.current` to the environment's cleanup), the registered payment methods and the page settings.
 */
export function useCheckoutCleanup( alsoReset?: () => void ) {
	const last = { current: () => undefined as void };
	afterEach( () => {
		last.current();
		last.current = () => undefined;
		__unstableResetPaymentMethods();
		delete window.tourfrontSettings;
		alsoReset?.();
	} );
	return last;
}

/** Adds `quantity` of product `id` to the mock store's cart, as the shop did before the shopper came to the checkout. */
export async function addToServerCart( id: number, quantity = 1 ): Promise< void > {
	await fetch( `${ ROOT }wc/store/v1/cart/add-item`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Nonce: 'page-nonce' },
		body: JSON.stringify( { id, quantity } ),
	} );
}
