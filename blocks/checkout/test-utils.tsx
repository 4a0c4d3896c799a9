/**
 * Checkout test helpers: the whole checkout block rendered over fresh stores with the page's settings.
 */

/** External dependencies */
import {
	cleanup as unmountRendered,
	fireEvent,
	render,
	screen,
} from '@testing-library/react';
import { afterEach } from 'vitest';

/** WordPress dependencies */
import { RegistryProvider } from '@wordpress/data';

/** Internal dependencies */
import { createTestEnvironment, ROOT } from '../data/test-utils';
import checkoutSettings from '../../mocks/site/data/wc-settings-checkout.json';
import recordedFields from '../../common/checkout-fields/test-fixtures/additional-fields-settings.json';
import { __unstableResetPaymentMethods } from '../registry';
import { registerBuiltinPaymentMethods } from './payment/builtin-methods';
import CheckoutBlock from './block';
import type { EventRegistration } from './payment/method-props';
import { pageNonce } from '../../mocks/store/nonce';

/** Sets `settings` as the page's, registers the offline gateways and renders the block; returns the stores' environment. */
export function renderCheckout( settings: unknown ) {
	window.tourfrontSettings = settings as typeof window.tourfrontSettings;
	registerBuiltinPaymentMethods(
		window.tourfrontSettings?.paymentMethodData ?? {}
	);
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

/** The billing details the checkout tests type (a Vietnamese address; the demo's country is preselected). */
export const TEST_BILLING = {
	first_name: 'Nguyễn Văn',
	last_name: 'An',
	address_1: '12 Lý Thường Kiệt',
	city: 'Hà Nội',
	phone: '0912345678',
};

/** Adds `quantity` of product `id` to the mock store's cart, as the shop did before the shopper came to the checkout. */
export async function addToServerCart(
	id: number,
	quantity = 1
): Promise< void > {
	await fetch( `${ ROOT }wc/store/v1/cart/add-item`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Nonce: pageNonce() },
		body: JSON.stringify( { id, quantity } ),
	} );
}

/**
 * Adds a tour (id 11) to the mock WooCommerce's cart and renders the checkout with the demo's recorded
 * settings (plus `extra`); resolves once "Place order" shows.
 */
export async function renderCheckoutWithTour(
	extra: Record< string, unknown > = {}
) {
	await addToServerCart( 11 );
	const env = renderCheckout( {
		...structuredClone( checkoutSettings ),
		...extra,
	} );
	await screen.findByRole( 'button', { name: 'Place order' } );
	return env;
}

/** Types the email and TEST_BILLING into the billing address. */
export function typeBillingDetails() {
	fireEvent.change( document.getElementById( 'email' ) as HTMLInputElement, {
		target: { value: 'an.nguyen@example.vn' },
	} );
	for ( const [ field, value ] of Object.entries( TEST_BILLING ) ) {
		fireEvent.change(
			document.getElementById( `billing-${ field }` ) as HTMLInputElement,
			{ target: { value } }
		);
	}
}

/**
 * Resets what a checkout test leaves behind after each test: the rendered block (unmounted first: a checkout
 * left in the page answers `findByRole` too until its stores' reset re-renders it), its stores and client (set
 * `.current` to the environment's cleanup), the registered payment methods and the page settings.
 */
export function setUpCheckoutCleanup( alsoReset?: () => void ) {
	const last = { current: () => undefined as void };
	afterEach( () => {
		unmountRendered();
		last.current();
		last.current = () => undefined;
		__unstableResetPaymentMethods();
		delete window.tourfrontSettings;
		alsoReset?.();
	} );
	return last;
}

/**
 * The demo's checkout settings with the additional fields a real tour store prints (recorded): the travellers
 * and the pickup point, with their printed state unless `printedState` is false.
 */
export function tourFieldsSettings( { printedState = true } = {} ) {
	const settings = structuredClone( checkoutSettings ) as unknown as Record<
		string,
		Record< string, unknown >
	>;
	Object.assign( settings.defaultFields, recordedFields.defaultFields );
	settings.addressFieldsLocations.order =
		recordedFields.addressFieldsLocations.order;
	if ( printedState ) {
		settings.additionalFieldsState = recordedFields.additionalFieldsState;
	}
	return settings;
}
