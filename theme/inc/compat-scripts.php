<?php
/**
 * WooCommerce's script handles for plugins that extend its Cart and Checkout blocks, served by the theme.
 *
 * A plugin written for WooCommerce's blocks declares `wc-blocks-checkout`, `wc-blocks-data-store`,
 * `wc-price-format` or `wc-blocks-components` and reads `wc.blocksCheckout`, `wc.wcBlocksData`, … On the
 * theme's pages those handles point at the theme's own stand-ins (build/compat/, see blocks/compat), which
 * hand the plugin the page's cart, checkout and registries: WooCommerce's bundles, which would register a
 * second cart store under the same names and read the Store API again, never load. The handles are only
 * registered: a page carries them only when a plugin's script depends on them, so a shop with no such
 * plugin loads nothing more.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's handle → the theme's build entry standing in for it.
 *
 * @return array<string, string>
 */
function tourfront_compat_script_entries() {
	return array(
		'wc-blocks-data-store' => 'compat/wc-blocks-data-store',
		'wc-blocks-components' => 'compat/wc-blocks-components',
		'wc-blocks-checkout'   => 'compat/wc-blocks-checkout',
		'wc-price-format'      => 'compat/wc-price-format',
	);
}

/**
 * Whether the handles are the theme's on this request: every front-end page, since the theme's mini-cart
 * (in the header) registers the cart store wherever it opens, and WooCommerce's data script would register
 * another one first. Filter `tourfront_compat_scripts` to keep WooCommerce's on some page.
 *
 * @return bool
 */
function tourfront_compat_scripts_active() {
	$active = tourfront_is_woocommerce_active() && ! is_admin();
	return (bool) apply_filters( 'tourfront_compat_scripts', $active );
}

/**
 * Points WooCommerce's handles at the theme's stand-ins, with their dependencies and versions from the
 * build's `.asset.php`. Runs after WooCommerce registered its own (on `init`) and after the theme's
 * settings holder (which every stand-in reads) is registered.
 *
 * @return void
 */
function tourfront_register_compat_scripts() {
	if ( ! tourfront_compat_scripts_active() ) {
		return;
	}
	$scripts = wp_scripts();
	foreach ( tourfront_compat_script_entries() as $handle => $entry ) {
		$asset = tourfront_entry_asset( $entry );
		if ( null === $asset ) {
			continue;
		}
		// A plugin may have enqueued the handle already: it stays enqueued once it points at the stand-in.
		$enqueued = in_array( $handle, $scripts->queue, true );
		wp_deregister_script( $handle );
		wp_register_script(
			$handle,
			tourfront_build_url( $entry . '.js' ),
			array_merge( array( 'tourfront-settings' ), $asset['dependencies'] ),
			$asset['version'],
			true
		);
		wp_set_script_translations( $handle, 'tourfront', tourfront_path( 'languages' ) );
		if ( $enqueued ) {
			wp_enqueue_script( $handle );
		}
	}
}
add_action( 'wp_enqueue_scripts', 'tourfront_register_compat_scripts', 6 );
