<?php
/**
 * Script diet: the classic scripts WordPress, WooCommerce and Storefront put on every page (jQuery with
 * jquery-migrate, blockUI, js-cookie, woocommerce.js, selectWoo, the emoji detection) and the ones
 * Tourfront's bundles replace leave Tourfront's pages, unless something still on the page needs them.
 *
 * WordPress resolves dependencies when it prints: a dequeued script still prints when a queued script
 * depends on it. The diet runs right before the head and the footer print, over the whole queue, so a
 * script that a plugin or a template enqueued late is seen, and what it depends on stays. jQuery itself is
 * never dequeued: it leaves with the scripts that pulled it in, and stays when a plugin enqueued it or
 * attached inline code to it.
 *
 * Filters: `tourfront_diet_scripts` (handles the diet may drop), `tourfront_emoji_script` (return true to
 * keep WordPress's emoji detection script and styles).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Handles the diet drops when nothing left on the page depends on them and nothing asked to keep them
 * (tourfront_diet_keep): the classic scripts Tourfront replaces, WooCommerce's general script and the
 * jQuery plugins only those needed.
 *
 * @return string[]
 */
function tourfront_diet_scripts() {
	$every_page = array(
		// woocommerce.js: order select, store notice, password toggle, field descriptions (storefront/ does them).
		'woocommerce',
		'wc-jquery-blockui',
		'jquery-blockui',
		'wc-js-cookie',
		'js-cookie',
		// selectWoo on cart, checkout and account pages, for the country selects Tourfront replaces.
		'selectWoo',
		'wc-select2',
		'select2',
		// Storefront's sticky brands A–Z index: kept where that index renders (see tourfront_diet_keep_brands).
		'storefront-woocommerce-brands',
	);
	if ( is_singular( 'product' ) ) {
		// WooCommerce's review template prints no reply link: comment-reply has nothing to move there.
		$every_page[] = 'comment-reply';
	}
	return array_values( array_unique( (array) apply_filters( 'tourfront_diet_scripts', array_merge( tourfront_replaced_scripts(), $every_page ) ) ) );
}

/**
 * jQuery's handles (`jquery` is the alias of the other two).
 *
 * @return string[]
 */
function tourfront_jquery_handles() {
	return array( 'jquery', 'jquery-core', 'jquery-migrate' );
}

/**
 * Every handle the queue needs apart from the diet's own: the dependency closure of each queued script
 * that is not on the diet.
 *
 * @param WP_Dependencies $deps Scripts registry.
 * @param string[]        $diet Handles on the diet.
 * @return array<string, true> Needed handles.
 */
function tourfront_diet_needed( $deps, $diet ) {
	$needed = array();
	tourfront_dependency_closure( $deps, array_values( array_diff( $deps->queue, $diet ) ), $needed );
	return $needed;
}

/**
 * Whether some code asked for jQuery without a dependency: inline code attached to one of its handles.
 *
 * @param WP_Scripts $scripts Scripts registry.
 * @return bool
 */
function tourfront_jquery_has_inline_code( $scripts ) {
	foreach ( tourfront_jquery_handles() as $handle ) {
		foreach ( array( 'before', 'after' ) as $position ) {
			if ( array_filter( (array) $scripts->get_data( $handle, $position ) ) ) {
				return true;
			}
		}
	}
	return false;
}

/**
 * Dequeues the diet's scripts nothing on the page depends on, and selectWoo's stylesheet with it.
 *
 * @return void
 */
function tourfront_apply_script_diet() {
	if ( is_admin() ) {
		return;
	}
	$scripts = wp_scripts();
	$diet    = tourfront_diet_scripts();
	$needed  = tourfront_diet_needed( $scripts, $diet );
	foreach ( array_intersect( $scripts->queue, $diet ) as $handle ) {
		if ( ! isset( $needed[ $handle ] ) && ! $scripts->get_data( $handle, 'tourfront-diet-keep' ) ) {
			wp_dequeue_script( $handle );
		}
	}
	if ( tourfront_jquery_has_inline_code( $scripts ) ) {
		wp_enqueue_script( 'jquery' );
	}

	$styles = wp_styles();
	if ( ! wp_script_is( 'selectWoo' ) && ! wp_script_is( 'wc-select2' ) && ! isset( tourfront_diet_needed( $styles, array( 'select2' ) )['select2'] ) ) {
		wp_dequeue_style( 'select2' );
	}
}
add_action( 'wp_enqueue_scripts', 'tourfront_apply_script_diet', PHP_INT_MAX );
// Again right before each print: templates and shortcodes enqueue while the page renders.
add_action( 'wp_print_styles', 'tourfront_apply_script_diet', 1 );
add_action( 'wp_print_scripts', 'tourfront_apply_script_diet', PHP_INT_MAX );
add_action( 'wp_print_footer_scripts', 'tourfront_apply_script_diet', 9 );

/**
 * Keeps a script of the diet on this page (for markup rendered mid-page that needs it) and enqueues it.
 *
 * @param string $handle Script handle.
 * @return void
 */
function tourfront_diet_keep( $handle ) {
	if ( wp_script_is( $handle, 'registered' ) ) {
		wp_script_add_data( $handle, 'tourfront-diet-keep', true );
		wp_enqueue_script( $handle );
	}
}

/**
 * WooCommerce's brands A–Z index rendered: Storefront's script that makes it sticky stays.
 *
 * @param string $template_name Template being rendered.
 * @return void
 */
function tourfront_diet_keep_brands( $template_name ) {
	if ( 'brands/shortcodes/brands-a-z.php' === $template_name ) {
		tourfront_diet_keep( 'storefront-woocommerce-brands' );
	}
}
add_action( 'woocommerce_before_template_part', 'tourfront_diet_keep_brands' );

/**
 * Drops WooCommerce's prefetch hints for its Cart and Checkout blocks' scripts (and the WordPress packages
 * they need): WooCommerce adds them on every page once the cart has items, over 600 KB, and Tourfront
 * renders its own blocks in their place, so nothing would use them. Other hints stay.
 *
 * @param array  $urls          Hints: URLs, or arrays with `href` and attributes.
 * @param string $relation_type preconnect, dns-prefetch, prefetch or prerender.
 * @return array
 */
function tourfront_drop_block_prefetches( $urls, $relation_type ) {
	if ( 'prefetch' !== $relation_type || is_admin() ) {
		return $urls;
	}
	return array_values(
		array_filter(
			(array) $urls,
			static function ( $hint ) {
				return ! ( is_array( $hint ) && isset( $hint['href'], $hint['as'] ) && 'script' === $hint['as']
					&& preg_match( '#/(plugins/woocommerce/assets/client/|wp-includes/js/dist/)#', (string) $hint['href'] ) );
			}
		)
	);
}
add_filter( 'wp_resource_hints', 'tourfront_drop_block_prefetches', 20, 2 );

/**
 * Whether WordPress's emoji detection script (and its styles) stays on the page. Off unless a plugin asks:
 * `add_filter( 'tourfront_emoji_script', '__return_true' );`.
 *
 * @return bool
 */
function tourfront_keeps_emoji_script() {
	return (bool) apply_filters( 'tourfront_emoji_script', false );
}

/**
 * Removes the emoji detection script and styles from the front end, after plugins had their say.
 *
 * @return void
 */
function tourfront_remove_emoji_script() {
	if ( tourfront_keeps_emoji_script() ) {
		return;
	}
	remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
	remove_action( 'wp_print_styles', 'print_emoji_styles' );
	remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
}
add_action( 'template_redirect', 'tourfront_remove_emoji_script', PHP_INT_MAX );
