<?php
/**
 * Scripts and styles: the four ES-module bundles of build/, the theme's CSS (built into build/site*.css), and the classic WooCommerce
 * and Storefront scripts Tourfront replaces.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The bundles in build/ (entry name => script handle).
 *
 * @return array<string, string>
 */
function tourfront_entries() {
	return array(
		'storefront' => 'tourfront-storefront',
		'cart'       => 'tourfront-cart',
		'checkout'   => 'tourfront-checkout',
		'mini-cart'  => 'tourfront-mini-cart',
	);
}

/**
 * Path of a file in the build folder (filterable: tests point it at a fixture build).
 *
 * @param string $file File name.
 * @return string
 */
function tourfront_build_path( $file ) {
	return apply_filters( 'tourfront_build_path', tourfront_path( 'build' ) ) . '/' . $file;
}

/**
 * URL of a file in the build folder.
 *
 * @param string $file File name.
 * @return string
 */
function tourfront_build_url( $file ) {
	return apply_filters( 'tourfront_build_url', tourfront_url( 'build' ) ) . '/' . $file;
}

/**
 * The `.asset.php` of an entry (dependencies, version, and the lazy chunks that read WooCommerce globals
 * with the handles they depend on), or null when the bundle is not built.
 *
 * @param string $entry Entry name.
 * @return array{dependencies: string[], version: string, chunks: array<string, string[]>}|null
 */
function tourfront_entry_asset( $entry ) {
	$file = tourfront_build_path( $entry . '.asset.php' );
	if ( ! file_exists( $file ) || ! file_exists( tourfront_build_path( $entry . '.js' ) ) ) {
		return null;
	}
	$asset = require $file;
	return array(
		'dependencies' => isset( $asset['dependencies'] ) ? array_values( (array) $asset['dependencies'] ) : array(),
		'version'      => isset( $asset['version'] ) ? (string) $asset['version'] : TOURFRONT_VERSION,
		'chunks'       => isset( $asset['chunks'] ) ? (array) $asset['chunks'] : array(),
	);
}

/**
 * Registers the settings holder, each built bundle (footer, module, translated) and each stylesheet.
 *
 * @return void
 */
function tourfront_register_assets() {
	// Holds `window.tourfrontSettings`; every bundle depends on it so the settings print first.
	wp_register_script( 'tourfront-settings', false, array(), TOURFRONT_VERSION, true );

	foreach ( tourfront_entries() as $entry => $handle ) {
		$asset = tourfront_entry_asset( $entry );
		if ( null === $asset ) {
			continue;
		}
		$deps = array_merge( array( 'tourfront-settings' ), $asset['dependencies'] );
		wp_register_script( $handle, tourfront_build_url( $entry . '.js' ), $deps, $asset['version'], true );
		wp_script_add_data( $handle, 'tourfront-module', true );
		wp_set_script_translations( $handle, 'tourfront', tourfront_path( 'languages' ) );
		if ( file_exists( tourfront_build_path( $entry . '.css' ) ) ) {
			wp_register_style( $handle, tourfront_build_url( $entry . '.css' ), array(), $asset['version'] );
		}
		tourfront_register_chunks( $asset['chunks'] );
	}

	foreach ( tourfront_theme_stylesheets() as $need => $sheet ) {
		wp_register_style( tourfront_style_handle( $need ), tourfront_build_url( $sheet['file'] ), array(), $sheet['version'] );
	}
}
add_action( 'wp_enqueue_scripts', 'tourfront_register_assets', 5 );

/**
 * Registers (never enqueues: the bundles import them) the lazy chunks that read WooCommerce globals, with
 * the WooCommerce handles they depend on, so WooCommerce's dependency detection knows who reads them.
 * The chunk's file name carries its content hash, so it needs no version.
 *
 * @param array<string, string[]> $chunks Chunk file (relative to build/) => handles.
 * @return void
 */
function tourfront_register_chunks( $chunks ) {
	foreach ( $chunks as $file => $deps ) {
		$name = preg_replace( '/-[A-Za-z0-9_-]{8}$/', '', basename( (string) $file, '.js' ) );
		wp_register_script( 'tourfront-chunk-' . sanitize_key( $name ), tourfront_build_url( (string) $file ), array_map( 'strval', (array) $deps ), null, true );
	}
}

/**
 * The theme's stylesheets as built from assets/css/ (scripts/vite/theme-stylesheets.ts): need => file in
 * build/ and version. `site` styles every page; the others only the pages that need them.
 *
 * @return array<string, array{file: string, version: string}>
 */
function tourfront_theme_stylesheets() {
	$file = tourfront_build_path( 'site.asset.php' );
	if ( ! file_exists( $file ) ) {
		return array();
	}
	$out = array();
	foreach ( (array) require $file as $need => $sheet ) {
		if ( is_array( $sheet ) && isset( $sheet['file'] ) && file_exists( tourfront_build_path( (string) $sheet['file'] ) ) ) {
			$out[ sanitize_key( (string) $need ) ] = array(
				'file'    => (string) $sheet['file'],
				'version' => isset( $sheet['version'] ) ? (string) $sheet['version'] : TOURFRONT_VERSION,
			);
		}
	}
	return $out;
}

/**
 * Handle of the theme's stylesheet for a need.
 *
 * @param string $need Need (`site`, `order`, …).
 * @return string
 */
function tourfront_style_handle( $need ) {
	return 'site' === $need ? 'tourfront-site' : 'tourfront-site-' . $need;
}

/**
 * Enqueues what the current page needs: the site-wide bundle everywhere, the cart bundle on the cart page,
 * the checkout bundle on the checkout page. The mini-cart bundle loads lazily (see mini-cart-assets.php).
 *
 * @return void
 */
function tourfront_enqueue_assets() {
	foreach ( array_keys( tourfront_theme_stylesheets() ) as $need ) {
		if ( tourfront_style_need_applies( $need ) ) {
			wp_enqueue_style( tourfront_style_handle( $need ) );
		}
	}
	$handles = array( 'tourfront-storefront' );
	if ( tourfront_is_cart_page() ) {
		$handles[] = 'tourfront-cart';
	} elseif ( tourfront_is_checkout_page() ) {
		$handles[] = 'tourfront-checkout';
	}
	foreach ( $handles as $handle ) {
		if ( wp_script_is( $handle, 'registered' ) ) {
			wp_enqueue_script( $handle );
		}
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
	}
	wp_enqueue_script( 'tourfront-settings' );
}
add_action( 'wp_enqueue_scripts', 'tourfront_enqueue_assets', 20 );

/**
 * Classic scripts Tourfront's bundles replace (WooCommerce's and Storefront's): the script diet drops them
 * unless something else on the page depends on them.
 *
 * @return string[]
 */
function tourfront_replaced_scripts() {
	return apply_filters(
		'tourfront_replaced_scripts',
		array(
			'wc-add-to-cart',
			'wc-cart-fragments',
			'wc-add-to-cart-variation',
			'wc-single-product',
			'wc-cart',
			'wc-checkout',
			'wc-country-select',
			'wc-address-i18n',
			'wc-password-strength-meter',
			// Focuses the account page's first error notice (storefront/account-notices does it).
			'wc-account-i18n',
			'wc-order-attribution',
			'sourcebuster-js',
			'zoom',
			'flexslider',
			'photoswipe',
			'photoswipe-ui-default',
			'wc-zoom',
			'wc-flexslider',
			'wc-photoswipe',
			'wc-photoswipe-ui-default',
			'storefront-navigation',
			'storefront-header-cart',
			'storefront-handheld-footer-bar',
			'storefront-sticky-add-to-cart',
			'storefront-add-to-cart',
		)
	);
}

/**
 * Dequeues PhotoSwipe's skin, which WooCommerce enqueues with the gallery Tourfront replaces. (The replaced
 * scripts leave the page through the script diet, see script-diet.php.)
 *
 * @return void
 */
function tourfront_dequeue_replaced() {
	wp_dequeue_style( 'photoswipe-default-skin' );
}
add_action( 'wp_enqueue_scripts', 'tourfront_dequeue_replaced', 100 );

/**
 * Prints the bundles as ES modules: `type="module"` on their own tag (not on their inline translations).
 *
 * @param string $tag    The script tag.
 * @param string $handle Script handle.
 * @return string
 */
function tourfront_module_script_tag( $tag, $handle ) {
	if ( ! wp_scripts()->get_data( $handle, 'tourfront-module' ) ) {
		return $tag;
	}
	$id = preg_quote( $handle . '-js', '/' );
	return (string) preg_replace_callback(
		'/<script\b[^>]*\bid=([\'"])' . $id . '\1[^>]*>/',
		static function ( $match ) {
			$open = (string) preg_replace( '/\s+type=([\'"])[^\'"]*\1/', '', $match[0] );
			return '<script type="module"' . substr( $open, strlen( '<script' ) );
		},
		$tag,
		1
	);
}
add_filter( 'script_loader_tag', 'tourfront_module_script_tag', 10, 2 );

/**
 * The chunks a built module imports statically, to closure (paths relative to the build folder), read
 * from the built files themselves. Cached per file version.
 *
 * @param string $file Module path relative to the build folder, e.g. `checkout.js`.
 * @param array  $seen Paths already collected (path => true), filled in.
 * @return string[] Relative paths, the module's own imports first.
 */
function tourfront_static_imports( $file, &$seen = array() ) {
	$path = tourfront_build_path( $file );
	if ( isset( $seen[ $file ] ) || ! is_readable( $path ) ) {
		return array();
	}
	$seen[ $file ] = true;
	$code          = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local build file.
	preg_match_all( '/(?:^|[;\s}])(?:import\s*(?:[\w*{}\s,$]+from\s*)?|export\s*(?:\*|\{[^}]*\})\s*from\s*)["\'](\.{1,2}\/[^"\']+)["\']/', $code, $matches );
	$found = array();
	foreach ( $matches[1] as $spec ) {
		$target = tourfront_normalize_build_path( dirname( $file ) . '/' . $spec );
		if ( ! isset( $seen[ $target ] ) ) {
			$found = array_merge( $found, array( $target ), tourfront_static_imports( $target, $seen ) );
		}
	}
	return array_values( array_unique( $found ) );
}

/**
 * `chunks/../x.js` → `x.js`, `./a/./b.js` → `a/b.js`.
 *
 * @param string $path Relative path.
 * @return string
 */
function tourfront_normalize_build_path( $path ) {
	$parts = array();
	foreach ( explode( '/', $path ) as $part ) {
		if ( '..' === $part ) {
			array_pop( $parts );
		} elseif ( '' !== $part && '.' !== $part ) {
			$parts[] = $part;
		}
	}
	return implode( '/', $parts );
}

/**
 * Announces the chunks of the enqueued bundles before the footer scripts print: the browser fetches them
 * alongside their entry instead of after it (a module finds its imports only once it is parsed).
 *
 * @return void
 */
function tourfront_print_module_preloads() {
	$printed = array();
	foreach ( tourfront_entries() as $entry => $handle ) {
		if ( ! wp_script_is( $handle, 'enqueued' ) ) {
			continue;
		}
		foreach ( tourfront_static_imports( $entry . '.js' ) as $chunk ) {
			if ( ! isset( $printed[ $chunk ] ) ) {
				$printed[ $chunk ] = true;
				printf( '<link rel="modulepreload" href="%s" />' . "\n", esc_url( tourfront_build_url( $chunk ) ) );
			}
		}
	}
}
add_action( 'wp_footer', 'tourfront_print_module_preloads', 19 );
