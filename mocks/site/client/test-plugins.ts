/**
 * The demo with the test plugins of e2e/fixtures/plugins (off unless `localStorage['tourfront-demo-plugins']`
 * is '1'): the store runs them (mocks/store/test-plugins.ts), the checkout's settings offer TestPay as the theme
 * prints it for the plugin, and TestPay's payment page marks the order paid and goes on to order received.
 */

/** Internal dependencies */
import { DEFAULT_SETTINGS, type StoreSettings } from '../../fixtures/settings';
import {
	TESTPAY_GATEWAY,
	TESTPAY_ID,
	testPayMethodData,
} from '../../store/test-plugins';
import type { DemoStore } from './mock-woo';

/** The switch. */
export const TEST_PLUGINS_KEY = 'tourfront-demo-plugins';

const ICON =
	'data:image/svg+xml,' +
	encodeURIComponent(
		'<svg xmlns="http://www.w3.org/2000/svg" width="48" height="24"><rect width="48" height="24" rx="4" fill="#0a6e4f"/><text x="24" y="16" font-family="sans-serif" font-size="11" font-weight="700" fill="#fff" text-anchor="middle">TEST</text></svg>'
	);

/** Whether the visitor turned the test plugins on. */
export function testPluginsOn(): boolean {
	try {
		return localStorage.getItem( TEST_PLUGINS_KEY ) === '1';
	} catch {
		return false;
	}
}

/** The store settings that run the plugins (undefined when they are off). */
export function testPluginSettings(): Partial< StoreSettings > | undefined {
	return testPluginsOn()
		? {
				testPlugins: true,
				paymentGateways: [
					...DEFAULT_SETTINGS.paymentGateways,
					TESTPAY_GATEWAY,
				],
			}
		: undefined;
}

/** Adds TestPay to the checkout's printed payment settings (before the checkout reads them). */
export function offerTestPay(): void {
	const settings = window.tourfrontSettings;
	if ( ! testPluginsOn() || ! settings?.paymentMethodData ) {
		return;
	}
	settings.paymentMethodData[ TESTPAY_ID ] = testPayMethodData( ICON );
	settings.paymentMethodSortOrder = [
		...( settings.paymentMethodSortOrder ?? [] ),
		TESTPAY_ID,
	];
}

/** "Thanh toán" on TestPay's page: the order is paid, then order received. */
export function onTestPaySubmit(
	event: SubmitEvent,
	store: DemoStore,
	persist: () => void
): void {
	const form = ( event.target as Element | null )?.closest?.(
		'form[data-tourfront-testpay]'
	) as HTMLFormElement | null;
	if ( ! form ) {
		return;
	}
	event.preventDefault();
	const id = Number( form.dataset.tourfrontTestpay );
	const key = form.dataset.orderKey ?? '';
	const order = store.getOrder( id, key );
	if ( ! order ) {
		return;
	}
	order.status = 'processing';
	persist();
	window.location.assign(
		`/checkout/order-received/${ id }/?key=${ encodeURIComponent( key ) }`
	);
}
