<?php
/**
 * Quick view: `POST admin-ajax.php` with `action=tourfront_quickview&product=ID` answers the product's
 * quick-view HTML (gallery, title, rating, price, short description, add-to-cart form as WooCommerce
 * prints it, variations included). Anything but a published, visible product answers 404 with a short
 * error and nothing about the product. Read-only.
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
	if ( ! $post || 'product' !== $post->post_type || 'publish' !== $post->post_status || post_password_required( $post ) ) {
		return null;
	}
	$product = wc_get_product( $id );
	if ( ! $product || 'hidden' === $product->get_catalog_visibility() || ! $product->is_visible() ) {
		return null;
	}
	return $product;
}

/**
 * The gallery: the main image then the gallery images, each linking to its full size.
 *
 * @param WC_Product $product Product.
 * @return string
 */
function tourfront_quickview_gallery( $product ) {
	$ids  = array_values( array_filter( array_merge( array( $product->get_image_id() ), $product->get_gallery_image_ids() ) ) );
	$html = '';
	foreach ( array_unique( $ids ) as $image_id ) {
		$full  = wp_get_attachment_image_url( $image_id, 'full' );
		$thumb = wp_get_attachment_image_url( $image_id, 'woocommerce_gallery_thumbnail' );
		if ( ! $full ) {
			continue;
		}
		$html .= sprintf(
			'<div class="woocommerce-product-gallery__image" data-thumb="%1$s"><a href="%2$s">%3$s</a></div>',
			esc_url( $thumb ? $thumb : $full ),
			esc_url( $full ),
			wp_get_attachment_image( $image_id, 'woocommerce_single', false, array( 'alt' => $product->get_name() ) )
		);
	}
	if ( '' === $html ) {
		$html = sprintf(
			'<div class="woocommerce-product-gallery__image--placeholder">%s</div>',
			wc_placeholder_img( 'woocommerce_single' )
		);
	}
	return '<div class="woocommerce-product-gallery tourfront-quickview__gallery" data-columns="4"><div class="woocommerce-product-gallery__wrapper">' . $html . '</div></div>';
}

/**
 * The add-to-cart form WooCommerce prints for the product (variations included).
 *
 * @param WC_Product $product Product.
 * @return string
 */
function tourfront_quickview_form( $product ) {
	global $post;
	$previous_post          = $post;
	$previous_product       = isset( $GLOBALS['product'] ) ? $GLOBALS['product'] : null;
	$post                   = get_post( $product->get_id() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
	$GLOBALS['product']     = $product;
	setup_postdata( $post );
	ob_start();
	woocommerce_template_single_add_to_cart();
	$form               = (string) ob_get_clean();
	$post               = $previous_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
	$GLOBALS['product'] = $previous_product;
	if ( $previous_post ) {
		setup_postdata( $previous_post );
	}
	return $form;
}

/**
 * The quick-view HTML of a product.
 *
 * @param WC_Product $product Product.
 * @return string
 */
function tourfront_quickview_html( $product ) {
	$rating = '';
	if ( wc_review_ratings_enabled() && $product->get_rating_count() > 0 ) {
		$rating = '<div class="woocommerce-product-rating">' . wc_get_rating_html( $product->get_average_rating(), $product->get_rating_count() ) . '</div>';
	}
	$short = apply_filters( 'woocommerce_short_description', $product->get_short_description() );
	return sprintf(
		'<div class="tourfront-quickview product" data-product_id="%1$d">%2$s<div class="summary entry-summary"><h2 class="product_title entry-title"><a href="%3$s">%4$s</a></h2>%5$s<p class="price">%6$s</p><div class="woocommerce-product-details__short-description">%7$s</div>%8$s</div></div>',
		(int) $product->get_id(),
		tourfront_quickview_gallery( $product ),
		esc_url( $product->get_permalink() ),
		wptexturize( esc_html( wp_strip_all_tags( $product->get_name() ) ) ),
		wp_kses_post( $rating ),
		tourfront_kses_price( $product->get_price_html() ),
		wp_kses_post( $short ),
		tourfront_quickview_form( $product )
	);
}

/**
 * The answer to a quick-view request.
 *
 * @param mixed $raw_id Product id as sent.
 * @return array{status: int, html: string}
 */
function tourfront_quickview_response( $raw_id ) {
	$product = tourfront_quickview_product( $raw_id );
	if ( ! $product ) {
		return array(
			'status' => 404,
			'html'   => '<p class="tourfront-quickview__error woocommerce-error">' . esc_html__( 'Product not found.', 'tourfront' ) . '</p>',
		);
	}
	return array(
		'status' => 200,
		'html'   => tourfront_quickview_html( $product ),
	);
}

/**
 * The AJAX action (anonymous and logged-in).
 *
 * @return void
 */
function tourfront_ajax_quickview() {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- read-only, public catalogue data.
	$raw      = isset( $_POST['product'] ) && is_scalar( $_POST['product'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['product'] ) ) : '';
	$response = tourfront_quickview_response( $raw );
	if ( ! headers_sent() ) {
		status_header( $response['status'] );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		header( 'X-Robots-Tag: noindex' );
	}
	echo $response['html']; // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts.
	wp_die( '', '', array( 'response' => $response['status'] ) );
}
add_action( 'wp_ajax_tourfront_quickview', 'tourfront_ajax_quickview' );
add_action( 'wp_ajax_nopriv_tourfront_quickview', 'tourfront_ajax_quickview' );
