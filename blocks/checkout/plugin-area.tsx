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
 * Loading it is also what puts the page's slots on `window.tourfront.slots` (`exposePageSlots()`), where
 * `wc.blocksCheckout`'s fills find the cart's (the checkout's API carries its own).
 */

/** External dependencies */
import type { ComponentType } from 'react';

/** Internal dependencies */
import { exposePageSlots } from '../registry/page-slots';

/** WooCommerce's scope: the same plugins appear in the cart and in the checkout. */
export const CHECKOUT_PLUGIN_SCOPE = 'woocommerce-checkout';

type PluginsWindow = Window & {
	wp?: { plugins?: { PluginArea?: ComponentType< { scope: string } > } };
};

/** The scope's plugins, or nothing without `wp.plugins`. */
export default function CheckoutPluginArea() {
	exposePageSlots();
	const PluginArea = ( window as PluginsWindow ).wp?.plugins?.PluginArea;
	return PluginArea ? <PluginArea scope={ CHECKOUT_PLUGIN_SCOPE } /> : null;
}
