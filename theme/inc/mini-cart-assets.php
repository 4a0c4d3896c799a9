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
 * With `tourfront_mini_cart_inline_scripts` true (a plugin's script comes with the mini-cart), `scripts` also
 * holds the inline code WordPress prints around each script (`array( 'code' => … )`), where it prints it.
 *
 * @return array{scripts: array<int, string|array{code: string}>, module: string, styles: string[]}
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

	$seen        = $on_page;
	$urls        = array();
	$with_inline = (bool) apply_filters( 'tourfront_mini_cart_inline_scripts', false );
	foreach ( tourfront_dependency_closure( $scripts, $scripts->registered[ $handle ]->deps, $seen ) as $dep ) {
		$url = tourfront_dependency_url( $scripts, $dep );
		if ( '' === $url ) {
			continue;
		}
		$code = $with_inline ? tourfront_dependency_inline_code( $scripts, $dep ) : array();
		if ( isset( $code['before'] ) ) {
			$urls[] = array( 'code' => $code['before'] );
		}
		$urls[] = $url;
		if ( isset( $code['after'] ) ) {
			$urls[] = array( 'code' => $code['after'] );
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

/**
 * The inline code WordPress would print around a script: before it its localized data, its translations
 * and its `before` code; after it its `after` code. Plugins' scripts often need it (wp_localize_script,
 * wp_set_script_translations), so a script loaded lazily gets it too.
 *
 * @param WP_Scripts $scripts Scripts registry.
 * @param string     $handle  Handle.
 * @return array{before?: string, after?: string}
 */
function tourfront_dependency_inline_code( $scripts, $handle ) {
	$inline = static function ( $position ) use ( $scripts, $handle ) {
		if ( method_exists( $scripts, 'get_inline_script_data' ) ) {
			return (string) $scripts->get_inline_script_data( $handle, $position );
		}
		$code = $scripts->get_data( $handle, $position );
		return is_array( $code ) ? trim( implode( "\n", $code ), "\n" ) : '';
	};
	$before = array_filter(
		array(
			(string) $scripts->get_data( $handle, 'data' ),
			(string) $scripts->print_translations( $handle, false ),
			$inline( 'before' ),
		)
	);
	return array_filter(
		array(
			'before' => implode( "\n", $before ),
			'after'  => $inline( 'after' ),
		)
	);
}
