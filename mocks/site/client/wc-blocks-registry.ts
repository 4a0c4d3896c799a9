/**
 * The demo's stand-in for WooCommerce's `wc-blocks-registry` and `wc-settings` scripts: the part of
 * `wc.wcBlocksRegistry` and `wc.wcSettings` a gateway's script and the theme's checkout use. A method is
 * kept as registered; the theme's checkout makes its config.
 */

type Options = { name: string } & Record< string, unknown >;

declare global {
	interface Window {
		wc?: Record< string, unknown >;
		wcSettings?: Record< string, unknown >;
	}
}

/** Installs `window.wc.wcBlocksRegistry` and `window.wc.wcSettings` over `window.wcSettings`. */
export function installWcBlocksRegistry( target: Window = window ): void {
	const methods: Record< string, Options > = {};
	const express: Record< string, Options > = {};
	const settings = target.wcSettings ?? {};
	target.wc = {
		...target.wc,
		wcBlocksRegistry: {
			registerPaymentMethod: ( options: Options ) => {
				methods[ options.name ] = options;
			},
			registerExpressPaymentMethod: ( options: Options ) => {
				express[ options.name ] = options;
			},
			getPaymentMethods: () => ( { ...methods } ),
			getExpressPaymentMethods: () => ( { ...express } ),
		},
		wcSettings: {
			allSettings: settings,
			getSetting: ( name: string, fallback: unknown = false ) =>
				name in settings ? settings[ name ] : fallback,
		},
	};
}
