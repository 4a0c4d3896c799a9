/**
 * The test payment plugins of e2e/fixtures/plugins/ on the demo, active for a visitor whose cookie lists
 * them (as a shop activates plugins): the checkout then prints their `get_payment_method_data()` where
 * WooCommerce prints it (`wcSettings.<name>_data`, `paymentMethodData`) and loads each plugin's own script,
 * the very file the plugin ships, after a registry of the demo's own standing in for `wc-blocks-registry`.
 */

/** The cookie listing the active test plugins (comma-separated folder names). */
export const PLUGINS_COOKIE = 'tourfront_demo_plugins';

interface TestPlugin {
	/** The payment method's name (the gateway id). */
	name: string;
	/** The plugin's script, relative to its folder. */
	script: string;
	/** What the plugin's `get_payment_method_data()` returns with its default settings. */
	data: Record< string, unknown >;
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
	},
	'tourfront-test-express': {
		name: 'tourfront_express',
		script: 'express.js',
		data: { title: 'Ví thử nghiệm', supports: [ 'products' ] },
	},
};

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

/** Each active plugin's payment method data by method name. */
export function testPaymentMethodData(
	plugins: string[]
): Record< string, Record< string, unknown > > {
	return Object.fromEntries(
		plugins.map( ( slug ) => [
			TEST_PLUGINS[ slug ].name,
			TEST_PLUGINS[ slug ].data,
		] )
	);
}

/** WooCommerce's settings of the integrations (`<name>_data` and `paymentMethodData`), for `wcSettings`. */
export function testPluginsWcSettings(
	plugins: string[]
): Record< string, unknown > {
	const data = testPaymentMethodData( plugins );
	return {
		...Object.fromEntries(
			Object.entries( data ).map( ( [ name, value ] ) => [
				`${ name }_data`,
				value,
			] )
		),
		paymentMethodData: data,
	};
}

/** The URL of a plugin's script, as WordPress prints it. */
export function testPluginScriptUrl( slug: string ): string {
	return `/wp-content/plugins/${ slug }/${ TEST_PLUGINS[ slug ].script }?ver=1.0.0`;
}
