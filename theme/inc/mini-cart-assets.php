<?php
/**
 * What the React mini-cart needs when it is first opened: `settings.theme.mini_cart_assets`.
 *
 * The mini-cart bundle is registered but not enqueued: the header stays light. When the shopper opens
 * the mini-cart, storefront/mini-cart loads the classic WordPress scripts of the bundle's dependency
 * closure that the page does not already have (in dependency order), then the module, and its styles.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The dependency closure of some handles, dependencies first.
 *
 * @param WP_Dependencies $deps    Scripts or styles registry.
 * @param string[]        $handles Handles to walk.
 * @param array           $seen    Handles already collected (handle => true), filled in.
 * @return string[] Handles in dependency order.
 */
function tourfront_dependency_closure( $deps, $handles, &$seen = array() ) {
	$order = array();
	foreach ( $handles as $handle ) {
		if ( isset( $seen[ $handle ] ) || ! isset( $deps->registered[ $handle ] ) ) {
			continue;
		}
		$seen[ $handle ] = true;
		$order           = array_merge( $order, tourfront_dependency_closure( $deps, $deps->registered[ $handle ]->deps, $seen ), array( $handle ) );
	}
	return $order;
}

/**
 * The absolute URL WordPress would print for a registered script or style.
 *
 * @param WP_Dependencies $deps   Registry.
 * @param string          $handle Handle.
 * @return string Empty for handles without a source (aliases).
 */
function tourfront_dependency_url( $deps, $handle ) {
	$item = $deps->registered[ $handle ];
	if ( ! $item->src ) {
		return '';
	}
	$src = $item->src;
	if ( ! preg_match( '|^(https?:)?//|', $src ) && ! ( $deps->content_url && 0 === strpos( $src, $deps->content_url ) ) ) {
		$src = $deps->base_url . $src;
	}
	$ver = null === $item->ver ? '' : ( $item->ver ? $item->ver : $deps->default_version );
	if ( '' !== $ver ) {
		$src = add_query_arg( 'ver', $ver, $src );
	}
	return esc_url_raw( $src );
}

/**
 * The lazy assets of the mini-cart for the current page.
 *
 * @return array{scripts: string[], module: string, styles: string[]}
 */
function tourfront_mini_cart_assets() {
	$empty   = array(
		'scripts' => array(),
		'module'  => '',
		'styles'  => array(),
	);
	$scripts = wp_scripts();
	$handle  = 'tourfront-mini-cart';
	if ( ! isset( $scripts->registered[ $handle ] ) ) {
		return $empty;
	}
	$on_page = array( 'tourfront-settings' => true );
	tourfront_dependency_closure( $scripts, array_merge( $scripts->queue, $scripts->done ), $on_page );

	$seen = $on_page;
	$urls = array();
	foreach ( tourfront_dependency_closure( $scripts, $scripts->registered[ $handle ]->deps, $seen ) as $dep ) {
		$url = tourfront_dependency_url( $scripts, $dep );
		if ( '' !== $url ) {
			$urls[] = $url;
		}
	}

	$styles      = wp_styles();
	$style_seen  = array();
	$style_order = isset( $styles->registered[ $handle ] ) ? tourfront_dependency_closure( $styles, array( $handle ), $style_seen ) : array();
	$style_urls  = array();
	foreach ( $style_order as $style ) {
		if ( wp_style_is( $style, 'enqueued' ) || wp_style_is( $style, 'done' ) ) {
			continue;
		}
		$url = tourfront_dependency_url( $styles, $style );
		if ( '' !== $url ) {
			$style_urls[] = $url;
		}
	}

	return array(
		'scripts' => $urls,
		'module'  => tourfront_dependency_url( $scripts, $handle ),
		'styles'  => $style_urls,
	);
}
