<?php
/**
 * Style ownership: on the front end the theme's own stylesheets (assets/css/) style the whole page, so the
 * parent's and WooCommerce's general stylesheets are dequeued. They were written for Storefront's float
 * layout and icon font and fight ours (clearfix pseudo-elements as grid cells, floated cards, fixed
 * widths, z-indexes, Customizer colours at 1.05:1 contrast); owning the page also keeps every page under
 * its CSS budget and makes the demo, which never loads them, look like a real site.
 *
 * Dequeue only, never deregister: a stylesheet another plugin declares as a dependency still loads,
 * because WordPress resolves the dependencies of whatever stays in the queue.
 *
 * Kept on purpose: WordPress core's per-block styles, global styles and classic-theme button styles
 * (they style what authors build in the editor, with the presets they pick), WooCommerce's one-line
 * `woocommerce-inline` and WooCommerce's per-block sheets when one of its blocks is on the page.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Style handles Tourfront's stylesheets replace (filterable).
 *
 * @return string[]
 */
function tourfront_replaced_styles() {
	return apply_filters(
		'tourfront_replaced_styles',
		array(
			// Storefront: layout, icon font, Google Fonts, block styles, WooCommerce styles, and the child
			// theme's style.css, which only carries the theme header.
			'storefront-style',
			'storefront-icons',
			'storefront-fonts',
			'storefront-gutenberg-blocks',
			'storefront-woocommerce-style',
			'storefront-child-style',
			// WooCommerce's classic stylesheets (Storefront filters them out; a plugin may add them back).
			'woocommerce-general',
			'woocommerce-layout',
			'woocommerce-smallscreen',
			'woocommerce-blocktheme',
			// WooCommerce's block notices and shared block styles: the theme prints classic notices and
			// its own Cart, Checkout and Mini-cart blocks.
			'wc-blocks-style',
			// Select2's look for the country selects of the classic cart, checkout and account forms: the
			// theme's checkout is its own and the classic country-select script is not loaded (assets.php).
			'select2',
		)
	);
}

/**
 * Whether a registered stylesheet is one of the parent theme's files (Storefront's styles for
 * WooCommerce extensions, Jetpack, … all depend on the ones above).
 *
 * @param string $handle Style handle.
 * @return bool
 */
function tourfront_is_parent_style( $handle ) {
	$style = wp_styles()->query( $handle, 'registered' );
	if ( ! $style || ! is_string( $style->src ) || '' === $style->src ) {
		return false;
	}
	$parent = wp_parse_url( get_template_directory_uri(), PHP_URL_PATH );
	$src    = wp_parse_url( $style->src, PHP_URL_PATH );
	return is_string( $parent ) && is_string( $src ) && 0 === strpos( $src, trailingslashit( $parent ) );
}

/**
 * Whether one of WooCommerce's blocks queued its own sheet, which builds on `wc-blocks-style`.
 *
 * @return bool
 */
function tourfront_has_woocommerce_block_style() {
	foreach ( wp_styles()->queue as $handle ) {
		if ( 0 === strpos( $handle, 'wc-blocks-style-' ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Dequeues the replaced stylesheets and the parent theme's other stylesheets. Runs after everything
 * enqueued its styles for the head, and again before the footer prints late-enqueued ones.
 *
 * @return void
 */
function tourfront_dequeue_replaced_styles() {
	if ( is_admin() ) {
		return;
	}
	$handles = tourfront_replaced_styles();
	foreach ( wp_styles()->queue as $handle ) {
		if ( tourfront_is_parent_style( $handle ) ) {
			$handles[] = $handle;
		}
	}
	foreach ( array_unique( $handles ) as $handle ) {
		// Select2's sheet goes with selectWoo: the script diet drops both unless a plugin still needs the script.
		if ( 'select2' === $handle && ( wp_script_is( 'selectWoo' ) || wp_script_is( 'wc-select2' ) ) ) {
			continue;
		}
		wp_dequeue_style( $handle );
	}
}
add_action( 'wp_enqueue_scripts', 'tourfront_dequeue_replaced_styles', 1000 );
add_action( 'wp_print_styles', 'tourfront_dequeue_replaced_styles', 1 );
add_action( 'wp_print_footer_scripts', 'tourfront_dequeue_replaced_styles', 1 );

/**
 * Puts WooCommerce's shared block sheet back when one of its blocks rendered in the content (known only
 * once the content ran): that block's own sheet builds on it. WordPress then prints it with the other
 * late styles (hoisted into the head on WordPress 6.9 and newer).
 *
 * @return void
 */
function tourfront_keep_woocommerce_block_base_style() {
	if ( ! is_admin() && tourfront_has_woocommerce_block_style() ) {
		wp_enqueue_style( 'wc-blocks-style' );
	}
}
add_action( 'wp_print_footer_scripts', 'tourfront_keep_woocommerce_block_base_style', 2 );
