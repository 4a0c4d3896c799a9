/**
 * The plugins registered with `registerPlugin( name, { scope: 'woocommerce-checkout', render } )`, rendered
 * where WooCommerce's cart and checkout render them (its CheckoutProvider, which the cart's provider wraps
 * too; the mini-cart has none), so their fills reach the slots (ExperimentalOrderMeta, …). WordPress's
 * `wp-plugins` is read from the page when the area renders, never bundled: it is there only when an
 * extension's script declared it. PluginArea keeps each plugin in its own error boundary (a plugin that
 * throws renders nothing) and inside a hidden div: only fills show.
 *
 * Rendered by the extension part (a lazy chunk), not by the blocks' own code: even these lines would put the
 * cart and the checkout over their byte ceilings (~75 B gzip), and a shop with no extension pays nothing.
 * The slots its fills land in come with each page's API (the checkout's, the cart's `extension-api.ts`):
 * importing them here moved them out of the checkout's entry into a shared chunk (+340 B gzip, over 140 KB).
 */

/** External dependencies */
import type { ComponentType } from 'react';

/** WooCommerce's scope: the same plugins appear in the cart and in the checkout. */
export const CHECKOUT_PLUGIN_SCOPE = 'woocommerce-checkout';

type PluginsWindow = Window & {
	wp?: { plugins?: { PluginArea?: ComponentType< { scope: string } > } };
};

/** The scope's plugins, or nothing without `wp.plugins`. */
export default function CheckoutPluginArea() {
	const PluginArea = ( window as PluginsWindow ).wp?.plugins?.PluginArea;
	return PluginArea ? <PluginArea scope={ CHECKOUT_PLUGIN_SCOPE } /> : null;
}
