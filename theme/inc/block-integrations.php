<?php
/**
 * Plugins that extend WooCommerce's Cart, Checkout and Mini-cart blocks, on the theme's cart, checkout and
 * mini-cart: what WooCommerce's own blocks do for them, through WooCommerce's public API only.
 *
 * An extension registers an `IntegrationInterface` on `woocommerce_blocks_{cart,checkout,mini-cart}_block_registration`.
 * WooCommerce fills one `IntegrationRegistry` per block when it registers its block types; where it did, the
 * theme uses that very registry (caught on the registration action), so no integration is initialised twice.
 * Where it did not, the theme builds the registry itself and initialises it with the same action.
 *
 * Where the theme draws the cart or the checkout, as WooCommerce's block does around its assets: the
 * `…_scripts_before` action, every integration's `get_script_data()` in WooCommerce's settings
 * (`wcSettings['<name>_data']`), the `…_enqueue_data` action, every integration's script (never its editor
 * scripts), the `…_scripts_after` action. The theme's mini-cart loads its bundle when first opened, so the
 * mini-cart's integration scripts load with it (dependencies of that bundle), their data and WooCommerce's
 * `woocommerce_blocks_cart_enqueue_data` (which its Mini-cart block fires too) on the page; their inline code
 * (localized data, translations) loads with them (see mini-cart-assets.php). Like
 * WooCommerce's Mini-cart block, none of this on the cart and checkout pages.
 *
 * A shop without such an extension gets no script, no setting and no action from this file.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The blocks whose integrations the theme serves.
 *
 * @return string[]
 */
function tourfront_integration_blocks() {
	return array( 'cart', 'checkout', 'mini-cart' );
}

/**
 * Keeps the registry a registration action hands over (the last one per block: WooCommerce's, or the theme's).
 *
 * @param object $registry `Automattic\WooCommerce\Blocks\Integrations\IntegrationRegistry`.
 * @return void
 */
function tourfront_keep_integration_registry( $registry ) {
	global $tourfront_integration_registries;
	$block = preg_replace( '/^woocommerce_blocks_(.+)_block_registration$/', '$1', (string) current_action() );
	if ( is_object( $registry ) && in_array( $block, tourfront_integration_blocks(), true ) ) {
		$tourfront_integration_registries           = (array) $tourfront_integration_registries;
		$tourfront_integration_registries[ $block ] = $registry;
	}
}
foreach ( tourfront_integration_blocks() as $tourfront_integration_block ) {
	add_action( 'woocommerce_blocks_' . $tourfront_integration_block . '_block_registration', 'tourfront_keep_integration_registry', PHP_INT_MAX );
}
unset( $tourfront_integration_block );

/**
 * The initialised integration registry of a block: WooCommerce's when it made one, else the theme's own.
 *
 * @param string $block `cart`, `checkout` or `mini-cart`.
 * @return object|null `IntegrationRegistry`, or null without WooCommerce's blocks.
 */
function tourfront_integration_registry( $block ) {
	global $tourfront_integration_registries;
	if ( isset( $tourfront_integration_registries[ $block ] ) ) {
		return $tourfront_integration_registries[ $block ];
	}
	$class = 'Automattic\\WooCommerce\\Blocks\\Integrations\\IntegrationRegistry';
	if ( ! class_exists( $class ) ) {
		return null;
	}
	$registry = new $class();
	$registry->initialize( $block . '_block' );
	$tourfront_integration_registries           = (array) $tourfront_integration_registries;
	$tourfront_integration_registries[ $block ] = $registry;
	return $registry;
}

/**
 * A service of WooCommerce's blocks package (its public container), or null without it.
 *
 * @param string $class_name The service's class.
 * @return object|null
 */
function tourfront_wc_blocks_service( $class_name ) {
	$package = 'Automattic\\WooCommerce\\Blocks\\Package';
	if ( ! class_exists( $package ) || ! class_exists( $class_name ) ) {
		return null;
	}
	try {
		return call_user_func( array( $package, 'container' ) )->get( $class_name );
	} catch ( Throwable $error ) {
		return null;
	}
}

/**
 * Adds settings to `wcSettings`, keeping what is already there (as WooCommerce's blocks do).
 *
 * @param array<string, mixed> $data Settings by key.
 * @return void
 */
function tourfront_add_wc_settings( $data ) {
	$registry = $data ? tourfront_wc_blocks_service( 'Automattic\\WooCommerce\\Blocks\\Assets\\AssetDataRegistry' ) : null;
	if ( ! $registry ) {
		return;
	}
	foreach ( $data as $key => $value ) {
		if ( ! $registry->exists( (string) $key ) ) {
			$registry->add( (string) $key, $value );
		}
	}
}

/**
 * The front-end script handles of a block's integrations whose dependencies are all registered (a missing
 * dependency would keep the script from printing at all).
 *
 * @param object $registry `IntegrationRegistry`.
 * @return string[]
 */
function tourfront_integration_script_handles( $registry ) {
	$handles = array_map( 'strval', (array) $registry->get_all_registered_script_handles() );
	return array_values( array_filter( array_unique( $handles ), 'tourfront_script_resolves' ) );
}

/**
 * Whether the theme draws a block on the current page.
 *
 * @param string $block `cart`, `checkout` or `mini-cart`.
 * @return bool
 */
function tourfront_draws_integration_block( $block ) {
	if ( 'cart' === $block ) {
		return tourfront_is_cart_page() || tourfront_page_block_on_page( 'cart' );
	}
	if ( 'checkout' === $block ) {
		return tourfront_is_checkout_page() || tourfront_page_block_on_page( 'checkout' );
	}
	return wp_script_is( 'tourfront-mini-cart', 'registered' ) && ! tourfront_draws_integration_block( 'cart' ) && ! tourfront_draws_integration_block( 'checkout' );
}

/**
 * Serves the integrations of the cart or the checkout, once per page, in WooCommerce's order.
 *
 * @param string $block `cart` or `checkout`.
 * @return void
 */
function tourfront_serve_page_integrations( $block ) {
	global $tourfront_integrations_served;
	$registry = tourfront_integration_registry( $block );
	if ( ! $registry || ! $registry->get_all_registered() ) {
		return;
	}
	$tourfront_integrations_served           = (array) $tourfront_integrations_served;
	$tourfront_integrations_served[ $block ] = true;

	/** Fires before the scripts of WooCommerce's Cart or Checkout block (here: the theme's) are enqueued. */
	do_action( "woocommerce_blocks_enqueue_{$block}_block_scripts_before" );
	tourfront_add_wc_settings( (array) $registry->get_all_registered_script_data() );
	/** Fires once the data of WooCommerce's Cart or Checkout block is registered. */
	do_action( "woocommerce_blocks_{$block}_enqueue_data" );
	foreach ( tourfront_integration_script_handles( $registry ) as $handle ) {
		wp_enqueue_script( $handle );
	}
	/** Fires after the scripts of WooCommerce's Cart or Checkout block are enqueued. */
	do_action( "woocommerce_blocks_enqueue_{$block}_block_scripts_after" );
}

/**
 * Serves the mini-cart's integrations: their scripts load with the mini-cart's lazy bundle, their data and
 * WooCommerce's data action are on the page.
 *
 * @return void
 */
function tourfront_serve_mini_cart_integrations() {
	global $tourfront_integrations_served;
	$registry = tourfront_integration_registry( 'mini-cart' );
	if ( ! $registry || ! $registry->get_all_registered() ) {
		return;
	}
	$tourfront_integrations_served              = (array) $tourfront_integrations_served;
	$tourfront_integrations_served['mini-cart'] = true;

	$data = (array) $registry->get_all_registered_script_data();
	if ( $data ) {
		tourfront_add_wc_settings( $data );
		// `wcSettings` prints only with its script on the page; the lazy bundle would load it without the data.
		wp_enqueue_script( 'wc-settings' );
	}
	/** Fires once the data of WooCommerce's Mini-cart block is registered (WooCommerce fires the cart's action). */
	do_action( 'woocommerce_blocks_cart_enqueue_data' );
	$bundle  = wp_scripts()->registered['tourfront-mini-cart'];
	$handles = tourfront_integration_script_handles( $registry );
	foreach ( $handles as $handle ) {
		if ( ! in_array( $handle, $bundle->deps, true ) ) {
			$bundle->deps[] = $handle;
		}
	}
	if ( $handles ) {
		// Their localized data, translations and inline code load with them, as WordPress would print them.
		add_filter( 'tourfront_mini_cart_inline_scripts', '__return_true' );
	}
}

/**
 * Serves the integrations of every block the theme draws on the page and has not served yet. Runs once the
 * theme's bundles are enqueued, and again before the footer for a cart or checkout block found in the content.
 *
 * @return void
 */
function tourfront_serve_block_integrations() {
	global $tourfront_integrations_served;
	if ( ! tourfront_is_woocommerce_active() || is_admin() ) {
		return;
	}
	foreach ( tourfront_integration_blocks() as $block ) {
		if ( ! empty( $tourfront_integrations_served[ $block ] ) || ! tourfront_draws_integration_block( $block ) ) {
			continue;
		}
		if ( 'mini-cart' === $block ) {
			tourfront_serve_mini_cart_integrations();
		} else {
			tourfront_serve_page_integrations( $block );
		}
	}
}
add_action( 'wp_enqueue_scripts', 'tourfront_serve_block_integrations', 25 );
add_action( 'wp_footer', 'tourfront_serve_block_integrations', 0 );
