<?php
/**
 * Quick view: `POST admin-ajax.php` with `action=tourfront_quickview&product=ID` answers the product's
 * quick-view HTML (gallery, title, rating, price, short description, add-to-cart form as WooCommerce
 * prints it, variations included). Anything but a published product a shopper may see (any catalogue
 * visibility but hidden, no password) answers 404 with a short error and nothing about the product.
 * Read-only.
 *
 * The markup is templates/quick-view.html and templates/quick-view-error.html (the demo's mock fills the
 * same files), printed, escaped as it is printed, by template functions a child theme can replace (each
 * is declared only when the child theme has not declared it first):
 * `tourfront_quickview_template( $product )`, `tourfront_quickview_gallery_template( $product )` and
 * `tourfront_quickview_error_template()`.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The product a raw id names when it may be shown, or null.
 *
 * @param mixed $raw_id Id as sent.
 * @return WC_Product|null
 */
function tourfront_quickview_product( $raw_id ) {
	if ( ! tourfront_is_woocommerce_active() || ! is_scalar( $raw_id ) || ! preg_match( '/^\s*[1-9][0-9]{0,18}\s*$/', (string) $raw_id ) ) {
		return null;
	}
	$id   = absint( $raw_id );
	$post = get_post( $id );
	if ( ! $post || 'product' !== $post->post_type || 'publish' !== $post->post_status || '' !== $post->post_password ) {
		return null;
	}
	$product = wc_get_product( $id );
	// A search-only product is shown on search results (where quick view is offered too): not is_visible()'s rule.
	if ( ! $product || 'hidden' === $product->get_catalog_visibility() || ! ( $product->is_visible() || 'search' === $product->get_catalog_visibility() ) ) {
		return null;
	}
	return $product;
}

/**
 * The tags and attributes a gallery image may carry (what wp_get_attachment_image() and
 * wc_placeholder_img() print).
 *
 * @return array
 */
function tourfront_quickview_image_kses() {
	return array(
		'img' => array_fill_keys( array( 'src', 'srcset', 'sizes', 'width', 'height', 'alt', 'class', 'decoding', 'loading', 'fetchpriority', 'title' ), true ),
	);
}

/**
 * Runs a printing callback with the product as WooCommerce's single-product templates expect it
 * (the global post and product), then restores them.
 *
 * @param WC_Product $product  Product.
 * @param callable   $callback Printer.
 * @return void
 */
function tourfront_quickview_with_product( $product, $callback ) {
	global $post;
	$previous_post      = $post;
	$previous_product   = isset( $GLOBALS['product'] ) ? $GLOBALS['product'] : null;
	$post               = get_post( $product->get_id() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- WooCommerce's templates read it; restored below.
	$GLOBALS['product'] = $product;
	setup_postdata( $post );
	try {
		call_user_func( $callback );
	} finally {
		$post               = $previous_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- restores the caller's post.
		$GLOBALS['product'] = $previous_product;
		if ( $previous_post ) {
			setup_postdata( $previous_post );
		}
	}
}

if ( ! function_exists( 'tourfront_quickview_gallery_template' ) ) {
	/**
	 * Prints the gallery's images: the main image then the gallery images, each linking to its full size
	 * (a placeholder without any).
	 *
	 * @param WC_Product $product Product.
	 * @return void
	 */
	function tourfront_quickview_gallery_template( $product ) {
		$ids    = array_unique( array_filter( array_merge( array( $product->get_image_id() ), $product->get_gallery_image_ids() ) ) );
		$images = array();
		foreach ( $ids as $image_id ) {
			$full = wp_get_attachment_image_url( $image_id, 'full' );
			if ( $full ) {
				$thumb    = wp_get_attachment_image_url( $image_id, 'woocommerce_gallery_thumbnail' );
				$images[] = array( $image_id, $full, $thumb ? $thumb : $full );
			}
		}
		foreach ( $images as list( $image_id, $full, $thumb ) ) {
			?>
<div class="woocommerce-product-gallery__image" data-thumb="<?php echo esc_url( $thumb ); ?>"><a href="<?php echo esc_url( $full ); ?>"><?php echo wp_kses( wp_get_attachment_image( $image_id, 'woocommerce_single', false, array( 'alt' => $product->get_name() ) ), tourfront_quickview_image_kses() ); ?></a></div>
			<?php
		}
		if ( ! $images ) {
			?>
<div class="woocommerce-product-gallery__image--placeholder"><?php echo wp_kses( wc_placeholder_img( 'woocommerce_single' ), tourfront_quickview_image_kses() ); ?></div>
			<?php
		}
	}
}

if ( ! function_exists( 'tourfront_quickview_template' ) ) {
	/**
	 * Prints the quick view of a product: templates/quick-view.html (which the demo fills too), each
	 * slot escaped as it is printed.
	 *
	 * @param WC_Product $product Product.
	 * @return void
	 */
	function tourfront_quickview_template( $product ) {
		tourfront_print_template(
			'quick-view',
			array(
				'product_id'        => static function () use ( $product ) {
					echo esc_attr( (string) $product->get_id() );
				},
				'gallery'           => static function () use ( $product ) {
					tourfront_quickview_gallery_template( $product );
				},
				'permalink'         => static function () use ( $product ) {
					echo esc_url( $product->get_permalink() );
				},
				'name'              => static function () use ( $product ) {
					echo esc_html( wptexturize( wp_strip_all_tags( $product->get_name() ) ) );
				},
				'rating'            => static function () use ( $product ) {
					if ( wc_review_ratings_enabled() && $product->get_rating_count() > 0 ) {
						?>
<div class="woocommerce-product-rating"><?php echo wp_kses_post( wc_get_rating_html( $product->get_average_rating(), $product->get_rating_count() ) ); ?></div>
						<?php
					}
				},
				'price'             => static function () use ( $product ) {
					echo wp_kses( $product->get_price_html(), tourfront_price_allowed_html() );
				},
				'short_description' => static function () use ( $product ) {
					echo wp_kses_post( apply_filters( 'woocommerce_short_description', $product->get_short_description() ) );
				},
				'add_to_cart'       => static function () use ( $product ) {
					// WooCommerce prints its own add-to-cart form (its templates escape what they print).
					tourfront_quickview_with_product( $product, 'woocommerce_template_single_add_to_cart' );
				},
			)
		);
	}
}

if ( ! function_exists( 'tourfront_quickview_error_template' ) ) {
	/**
	 * Prints the answer for a product that cannot be shown (templates/quick-view-error.html).
	 *
	 * @return void
	 */
	function tourfront_quickview_error_template() {
		tourfront_print_template(
			'quick-view-error',
			array(
				'message' => static function () {
					esc_html_e( 'Product not found.', 'tourfront' );
				},
			)
		);
	}
}

/**
 * Prints the answer for a product (its quick view) or for none (the error).
 *
 * @param WC_Product|null $product Product that may be shown, or null.
 * @return int HTTP status of the answer.
 */
function tourfront_quickview_print_answer( $product ) {
	if ( $product ) {
		tourfront_quickview_template( $product );
		return 200;
	}
	tourfront_quickview_error_template();
	return 404;
}

/**
 * The answer to a quick-view request as a string (for callers that do not print it).
 *
 * @param mixed $raw_id Product id as sent.
 * @return array{status: int, html: string}
 */
function tourfront_quickview_response( $raw_id ) {
	$product = tourfront_quickview_product( $raw_id );
	return array(
		'status' => $product ? 200 : 404,
		'html'   => trim( tourfront_capture( 'tourfront_quickview_print_answer', $product ) ),
	);
}

/**
 * The AJAX action (anonymous and logged-in).
 *
 * @return void
 */
function tourfront_ajax_quickview() {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- read-only, public catalogue data.
	$raw     = isset( $_POST['product'] ) && is_scalar( $_POST['product'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['product'] ) ) : '';
	$product = tourfront_quickview_product( $raw );
	if ( ! headers_sent() ) {
		status_header( $product ? 200 : 404 );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		header( 'X-Robots-Tag: noindex' );
	}
	$status = tourfront_quickview_print_answer( $product );
	wp_die( '', '', array( 'response' => $status ) );
}
add_action( 'wp_ajax_tourfront_quickview', 'tourfront_ajax_quickview' );
add_action( 'wp_ajax_nopriv_tourfront_quickview', 'tourfront_ajax_quickview' );
