/**
 * Checkout test helpers: the whole checkout block rendered over fresh stores with the page's settings.
 */

/** External dependencies */
import { render } from '@testing-library/react';
import { vi } from 'vitest';

/** WordPress dependencies */
import { RegistryProvider } from '@wordpress/data';

/** Internal dependencies */
import { createTestEnvironment } from '../data/test-utils';
import { registerBuiltinPaymentMethods } from './payment/builtin-methods';
import CheckoutBlock from './block';
import type { EventRegistration } from './payment/method-props';

/** Sets `settings` as the page's, registers the offline gateways and renders the block; returns the stores' environment. */
export function renderCheckout( settings: unknown ) {
	window.tourfrontSettings = settings as typeof window.tourfrontSettings;
	// happy-dom's IntersectionObserver never reports: without one, the parts kept for when they come near
	// the viewport (WhenNear: order fields, notes, terms) render at once, as on a page scrolled down.
	vi.stubGlobal( 'IntersectionObserver', undefined );
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
