<?php
/**
 * The Cart, Checkout and Mini-cart blocks: registration, the page assets they need, the preloaded Store
 * API cart, and their use on WooCommerce's cart and checkout pages in place of WooCommerce's own.
 *
 * Page caching: the blocks' HTML is the same for every shopper; the cart reaches the page only as the
 * preloaded Store API response on the cart and checkout pages, which are never cached (DONOTCACHEPAGE,
 * as WooCommerce does for them).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The theme's blocks.
 *
 * @return string[]
 */
function tourfront_block_names() {
	return array( 'cart', 'checkout', 'mini-cart' );
}

/**
 * Registers the blocks from their block.json.
 *
 * @return void
 */
function tourfront_register_blocks() {
	foreach ( tourfront_block_names() as $name ) {
		register_block_type( TOURFRONT_DIR . '/blocks/' . $name );
	}
}
add_action( 'init', 'tourfront_register_blocks' );

/**
 * The classes of a block's mount point: `wp-block-tourfront-{name} is-loading`, the modifiers, the alignment.
 *
 * @param string   $name       Block name without the namespace.
 * @param array    $attributes Block attributes.
 * @param string[] $modifiers  More classes (e.g. `has-items`).
 * @return string[]
 */
function tourfront_block_classes( $name, $attributes, $modifiers = array() ) {
	$classes = array_merge( array( 'wp-block-tourfront-' . $name, 'is-loading' ), (array) $modifiers );
	if ( ! empty( $attributes['align'] ) && in_array( $attributes['align'], array( 'wide', 'full' ), true ) ) {
		$classes[] = 'align' . $attributes['align'];
	}
	return $classes;
}

/**
 * What the cart and checkout blocks' skeletons say and draw: lines in the main column, the message
 * without JavaScript, the message for screen readers while loading.
 *
 * @param string $name `cart` or `checkout`.
 * @return array{lines: int, noscript: string, loading: string}
 */
function tourfront_page_block_texts( $name ) {
	if ( 'cart' === $name ) {
		return array(
			'lines'    => 3,
			'noscript' => __( 'Your cart needs JavaScript. Please enable it in your browser to see and change your cart.', 'tourfront' ),
			'loading'  => __( 'Loading your cart…', 'tourfront' ),
		);
	}
	return array(
		'lines'    => 4,
		'noscript' => __( 'The checkout needs JavaScript. Please enable it in your browser to place your order.', 'tourfront' ),
		'loading'  => __( 'Loading the checkout…', 'tourfront' ),
	);
}

/**
 * Renders the cart or checkout block (its render.php): the page's assets, then its mount point.
 *
 * @param string $name       `cart` or `checkout`.
 * @param array  $attributes Block attributes.
 * @return void
 */
function tourfront_render_page_block( $name, $attributes ) {
	tourfront_block_page_assets( $name );
	tourfront_page_block_template( $name, (array) $attributes );
}

if ( ! function_exists( 'tourfront_page_block_template' ) ) {
	/**
	 * Prints the mount point of a page block with its light skeleton (the React block removes `is-loading`).
	 *
	 * @param string $name       `cart` or `checkout`.
	 * @param array  $attributes Block attributes.
	 * @return void
	 */
	function tourfront_page_block_template( $name, $attributes ) {
		$texts   = tourfront_page_block_texts( $name );
		$classes = tourfront_block_classes( $name, $attributes, tourfront_page_block_fills_screen( $name ) ? array( 'has-items' ) : array() );
		$column  = 'cart' === $name ? 'items' : 'fields';
		echo '<div class="' . esc_attr( implode( ' ', $classes ) ) . '" data-block-name="' . esc_attr( 'tourfront/' . $name ) . '">';
		echo '<div class="tourfront-skeleton tourfront-skeleton--' . esc_attr( $name ) . '" aria-hidden="true"><div class="tourfront-skeleton__' . esc_attr( $column ) . '">';
		for ( $line = max( 1, (int) $texts['lines'] ); $line > 0; $line-- ) {
			echo '<span class="tourfront-skeleton__line"></span>';
		}
		echo '</div><div class="tourfront-skeleton__sidebar"><span class="tourfront-skeleton__line"></span><span class="tourfront-skeleton__button"></span></div></div>';
		echo '<noscript><p class="woocommerce-info">' . esc_html( $texts['noscript'] ) . '</p></noscript>';
		echo '<span class="screen-reader-text">' . esc_html( $texts['loading'] ) . '</span></div>';
	}
}

/**
 * Whether the rendered block will be taller than the screen, so its skeleton may reserve the screen's
 * height (`has-items`, see 10-base.css): the checkout always (an empty cart never reaches it), the cart
 * when it has items. An empty cart renders short: reserving more would pull the footer up into view.
 *
 * @param string $name `cart` or `checkout`.
 * @return bool
 */
function tourfront_page_block_fills_screen( $name ) {
	if ( 'checkout' === $name ) {
		return true;
	}
	return function_exists( 'WC' ) && WC()->cart && WC()->cart->get_cart_contents_count() > 0;
}

/**
 * Whether the cart or checkout block's bundle is on this page (the block rendered, or the page is the
 * cart or checkout page): its settings are then printed with the others.
 *
 * @param string $name `cart` or `checkout`.
 * @return bool
 */
function tourfront_page_block_on_page( $name ) {
	return wp_script_is( 'tourfront-' . $name, 'enqueued' );
}

/**
 * What a page with the cart or checkout block needs: its bundle, the preloaded cart, no page caching.
 * Calling it again for a second block changes nothing (enqueueing is idempotent, the cart is preloaded once).
 *
 * @param string $name `cart` or `checkout`.
 * @return void
 */
function tourfront_block_page_assets( $name ) {
	if ( ! defined( 'DONOTCACHEPAGE' ) ) {
		define( 'DONOTCACHEPAGE', true );
	}
	$handle = 'tourfront-' . $name;
	if ( wp_script_is( $handle, 'registered' ) ) {
		wp_enqueue_script( $handle );
	}
	if ( wp_style_is( $handle, 'registered' ) ) {
		wp_enqueue_style( $handle );
	}
	tourfront_preload_store_api();
}

/**
 * Store API routes preloaded into the page (filterable).
 *
 * @return string[]
 */
function tourfront_preloaded_routes() {
	return (array) apply_filters( 'tourfront_preloaded_routes', array( '/wc/store/v1/cart' ) );
}

/**
 * The preloaded responses, keyed by route: `{ body, headers }` as api-fetch's preloading middleware wants.
 *
 * @return array<string, array{body: mixed, headers: array}>
 */
function tourfront_preloaded_responses() {
	return array_reduce( tourfront_preloaded_routes(), 'rest_preload_api_request', array() );
}

/**
 * Adds the preloaded responses after api-fetch, before the bundles run: the blocks make no request on load.
 *
 * @return void
 */
function tourfront_preload_store_api() {
	$after = wp_scripts()->get_data( 'wp-api-fetch', 'after' );
	if ( ! tourfront_is_woocommerce_active() || ( is_array( $after ) && preg_grep( '/createPreloadingMiddleware/', $after ) ) ) {
		return;
	}
	wp_enqueue_script( 'wp-api-fetch' );
	wp_add_inline_script(
		'wp-api-fetch',
		sprintf(
			'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );',
			wp_json_encode( tourfront_preloaded_responses(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE )
		),
		'after'
	);
}

/**
 * The block that replaces the content of WooCommerce's cart or checkout page, or null elsewhere.
 *
 * @return string|null `cart`, `checkout` or null.
 */
function tourfront_page_block() {
	if ( ! tourfront_is_woocommerce_active() || ! is_page() || ( function_exists( 'is_wc_endpoint_url' ) && is_wc_endpoint_url() ) ) {
		return null;
	}
	$id = get_queried_object_id();
	if ( $id && (int) wc_get_page_id( 'cart' ) === $id ) {
		return 'cart';
	}
	if ( $id && (int) wc_get_page_id( 'checkout' ) === $id ) {
		return 'checkout';
	}
	return null;
}

/**
 * On the cart and checkout pages the main content becomes the theme's block, before WooCommerce's blocks
 * (priority 9) or shortcodes (11) run, so none of their scripts is enqueued.
 *
 * @param string $content Post content.
 * @return string
 */
function tourfront_replace_page_content( $content ) {
	$block = tourfront_page_block();
	if ( null === $block || ! in_the_loop() || ! is_main_query() || get_the_ID() !== get_queried_object_id() ) {
		return $content;
	}
	return '<!-- wp:tourfront/' . $block . ' /-->';
}
add_filter( 'the_content', 'tourfront_replace_page_content', 8 );

/**
 * WooCommerce's cart and checkout blocks, wherever else they appear, render as the theme's. On the
 * checkout's endpoints (order received, order pay) the checkout block gives way to WooCommerce's checkout
 * shortcode, as WooCommerce's own block does, so the shopper sees the thank-you or pay page, not a checkout
 * whose cart the order has just emptied.
 *
 * @param string|null $pre   Short-circuit output.
 * @param array       $block Parsed block.
 * @return string|null
 */
function tourfront_replace_woocommerce_blocks( $pre, $block ) {
	$map = array(
		'woocommerce/cart'      => 'tourfront/cart',
		'woocommerce/checkout'  => 'tourfront/checkout',
		'woocommerce/mini-cart' => 'tourfront/mini-cart',
	);
	if ( null !== $pre || empty( $block['blockName'] ) || ! isset( $map[ $block['blockName'] ] ) || ! tourfront_is_woocommerce_active() ) {
		return $pre;
	}
	if ( 'woocommerce/checkout' === $block['blockName'] && tourfront_is_checkout_endpoint() ) {
		// Classic themes run shortcodes after blocks on `the_content`; block themes print no `the_content` here.
		return wp_is_block_theme() ? do_shortcode( '[woocommerce_checkout]' ) : '[woocommerce_checkout]';
	}
	return render_block(
		array(
			'blockName'    => $map[ $block['blockName'] ],
			'attrs'        => array(),
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		)
	);
}
add_filter( 'pre_render_block', 'tourfront_replace_woocommerce_blocks', 10, 2 );
