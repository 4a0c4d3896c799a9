/**
 * The one place Tourfront reads WooCommerce's `wc.wcBlocksRegistry`. This module is its own lazy chunk,
 * loaded only when that registry is on the page, and the build declares the chunk to WordPress as a
 * script depending on `wc-blocks-registry` (its `.asset.php` lists it under `chunks`), which is what
 * WooCommerce's dependency detection asks of every script reading its globals.
 */

/** Internal dependencies */
import type { WooCommerceRegistry } from './registry';

/** WooCommerce's payment method registry. */
export function readWooCommerceRegistry(): WooCommerceRegistry | undefined {
	return ( window as { wc?: { wcBlocksRegistry?: WooCommerceRegistry } } ).wc
		?.wcBlocksRegistry;
}
