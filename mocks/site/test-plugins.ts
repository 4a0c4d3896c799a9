/**
 * The test plugins of e2e/fixtures/plugins/ with a script for WooCommerce's blocks, on the demo, active for a
 * visitor whose cookie lists them (as a shop activates plugins), each where WooCommerce loads it:
 * - a payment method integration on the checkout: its `get_payment_method_data()` printed where WooCommerce
 *   prints it (`wcSettings.<name>_data`, `paymentMethodData`), its script after a registry of the demo's own
 *   standing in for `wc-blocks-registry`;
 * - a Cart/Checkout blocks integration (IntegrationInterface) on the cart and the checkout: its
 *   `get_script_data()` as `wcSettings.<name>_data`, its script after the handles it declares (`wp-plugins`…).
 * The script is the very file the plugin ships.
 *
 * Off unless the cookie lists them: a shopper looking at the demo sees the tour shop, not a test plugin's
 * insurance button and an opt-in it must tick before it may order.
 */

/** The cookie listing the active test plugins (comma-separated folder names). */
export const PLUGINS_COOKIE = 'tourfront_demo_plugins';

interface TestPlugin {
	/** The integration's name (a payment method's: the gateway id). */
	name: string;
	/** The plugin's script, relative to its folder. */
	script: string;
	/** What the plugin's `get_payment_method_data()` / `get_script_data()` returns with its default settings. */
	data: Record< string, unknown >;
	/** A payment method integration (the checkout) or a Cart/Checkout blocks integration (the cart and the checkout). */
	kind: 'payment' | 'blocks';
	/** The handles its script is registered with (`wp_register_script` deps). */
	deps?: string[];
}

export const TEST_PLUGINS: Record< string, TestPlugin > = {
	'tourfront-test-gateway': {
		name: 'tourfront_test',
		script: 'blocks.js',
		data: {
			title: 'Thẻ thử nghiệm',
			description: 'Thanh toán bằng thẻ thử nghiệm (không trừ tiền).',
			supports: [ 'products', 'tokenization' ],
			showSavedCards: true,
			showSaveOption: true,
		},
		kind: 'payment',
	},
	'tourfront-test-express': {
		name: 'tourfront_express',
		script: 'express.js',
		data: { title: 'Ví thử nghiệm', supports: [ 'products' ] },
		kind: 'payment',
	},
	'tourfront-test-blocks-extension': {
		name: 'tourfront-test-blocks-extension',
		script: 'index.js',
		data: {
			optInLabel: 'Nhận tin ưu đãi qua email',
			feeLabel: 'Bảo hiểm du lịch',
			feeAmount: 50000,
		},
		kind: 'blocks',
		deps: [
			'wc-blocks-checkout',
			'wc-blocks-data-store',
			'wc-settings',
			'wp-data',
			'wp-element',
			'wp-plugins',
		],
	},
};

/** The active plugins whose integration runs on `page` (payment methods on the checkout, blocks on both). */
export function testPluginsOnPage(
	plugins: string[] | undefined,
	page: 'cart' | 'checkout'
): string[] {
	return ( plugins ?? [] ).filter(
		( slug ) =>
			page === 'checkout' || TEST_PLUGINS[ slug ].kind === 'blocks'
	);
}

/** Whether an integration of this kind is among `plugins` (a blocks integration's script declares `wp-plugins`). */
export const hasIntegration = (
	plugins: string[],
	kind: TestPlugin[ 'kind' ]
) => plugins.some( ( slug ) => TEST_PLUGINS[ slug ].kind === kind );

/** The active test plugins named by a Cookie header (or `document.cookie`), in TEST_PLUGINS order. */
export function activeTestPlugins( cookie: string | undefined ): string[] {
	const match = new RegExp( `(?:^|;\\s*)${ PLUGINS_COOKIE }=([^;]*)` ).exec(
		cookie ?? ''
	);
	const listed = match ? decodeURIComponent( match[ 1 ] ).split( ',' ) : [];
	return Object.keys( TEST_PLUGINS ).filter( ( slug ) =>
		listed.includes( slug )
	);
}

/** Each active payment plugin's payment method data by method name. */
export function testPaymentMethodData(
	plugins: string[]
): Record< string, Record< string, unknown > > {
	return Object.fromEntries(
		plugins
			.filter( ( slug ) => TEST_PLUGINS[ slug ].kind === 'payment' )
			.map( ( slug ) => [
				TEST_PLUGINS[ slug ].name,
				TEST_PLUGINS[ slug ].data,
			] )
	);
}

/** WooCommerce's settings of the integrations (`<name>_data` and `paymentMethodData`), for `wcSettings`. */
export function testPluginsWcSettings(
	plugins: string[]
): Record< string, unknown > {
	const payment = testPaymentMethodData( plugins );
	return {
		...Object.fromEntries(
			plugins.map( ( slug ) => [
				`${ TEST_PLUGINS[ slug ].name }_data`,
				TEST_PLUGINS[ slug ].data,
			] )
		),
		...( Object.keys( payment ).length
			? { paymentMethodData: payment }
			: {} ),
	};
}

/** The URL of a plugin's script, as WordPress prints it. */
export function testPluginScriptUrl( slug: string ): string {
	return `/wp-content/plugins/${ slug }/${ TEST_PLUGINS[ slug ].script }?ver=1.0.0`;
}
