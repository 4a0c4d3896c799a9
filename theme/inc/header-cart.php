<?php
/**
 * The header mini-cart: Storefront's header cart replaced by the tourfront/mini-cart block, and the
 * `a.cart-contents` fragment WooCommerce's wc-ajax answers carry, printed the same way.
 *
 * Markup (the demo mirrors it, storefront/mini-cart keeps it current):
 * div#site-header-cart.site-header-cart.tourfront-mini-cart[data-block-name="tourfront/mini-cart"]
 *   > a.cart-contents (total, span.count "3 khách, 1 sản phẩm") + div.widget_shopping_cart > div.widget_shopping_cart_content.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The header's count in words that fit a tour shop: "3 khách" for the travellers booked, "1 sản phẩm" for
 * everything else, both when mixed, "0 khách" for an empty cart (common/booking/count.ts writes the same msgids
 * in the browser).
 *
 * @param int $travellers Travellers of every booking.
 * @param int $items      Quantity of everything that is not a tour.
 * @return string
 */
function tourfront_cart_count_label( $travellers, $items ) {
	/* translators: %d: number of travellers booked. */
	$travellers_text = sprintf( _n( '%d traveller', '%d travellers', $travellers, 'tourfront' ), $travellers );
	/* translators: %d: number of products other than tours (guidebooks, SIM cards, tickets). */
	$items_text = sprintf( _n( '%d item', '%d items', $items, 'tourfront' ), $items );
	if ( ! $travellers ) {
		return $items ? $items_text : $travellers_text;
	}
	/* translators: 1: travellers, e.g. "3 travellers"; 2: other products, e.g. "1 item". */
	return $items ? sprintf( __( '%1$s, %2$s', 'tourfront' ), $travellers_text, $items_text ) : $travellers_text;
}

if ( ! function_exists( 'tourfront_cart_link' ) ) {
	/**
	 * Prints the cart link: the subtotal and what the shopper booked.
	 *
	 * @return void
	 */
	function tourfront_cart_link() {
		if ( ! tourfront_is_woocommerce_active() || ! WC()->cart ) {
			return;
		}
		$counts = tourfront_booking_cart_extension();
		printf(
			'<a class="cart-contents" href="%1$s" title="%2$s">%3$s <span class="count">%4$s</span></a>',
			esc_url( wc_get_cart_url() ),
			esc_attr__( 'View your shopping cart', 'tourfront' ),
			tourfront_kses_price( WC()->cart->get_cart_subtotal() ),
			esc_html( tourfront_cart_count_label( $counts['travellers'], $counts['items_count_other'] ) )
		);
	}
}

/**
 * Prints the header mini-cart block.
 *
 * @return void
 */
function tourfront_header_cart() {
	if ( ! tourfront_is_woocommerce_active() ) {
		return;
	}
	echo render_block( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress's render_block(): the block's render.php prints through tourfront_cart_link() and woocommerce_mini_cart(), which escape.
		array(
			'blockName'    => 'tourfront/mini-cart',
			'attrs'        => array(),
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		)
	);
}

/**
 * Swaps Storefront's header cart for the block (Storefront adds its hooks after the child theme loads).
 *
 * @return void
 */
function tourfront_replace_storefront_header_cart() {
	remove_action( 'storefront_header', 'storefront_header_cart', 60 );
	add_action( 'storefront_header', 'tourfront_header_cart', 60 );
}
add_action( 'init', 'tourfront_replace_storefront_header_cart' );

/**
 * The `a.cart-contents` fragment, the same markup as the header.
 *
 * @param array $fragments Fragments keyed by selector.
 * @return array
 */
function tourfront_cart_link_fragment( $fragments ) {
	ob_start();
	tourfront_cart_link();
	$fragments['a.cart-contents'] = ob_get_clean();
	if ( isset( $fragments['a.footer-cart-contents'] ) ) {
		// Storefront prints this one with its own "Cart" (see tourfront_handheld_footer_bar_cart_link).
		ob_start();
		tourfront_handheld_footer_bar_cart_link();
		$fragments['a.footer-cart-contents'] = ob_get_clean();
	}
	return $fragments;
}
add_filter( 'woocommerce_add_to_cart_fragments', 'tourfront_cart_link_fragment', 20 );

if ( ! function_exists( 'tourfront_handheld_footer_bar_cart_link' ) ) {
	/**
	 * Prints the cart link of Storefront's handheld footer bar, Storefront's markup with the label in the
	 * theme's text domain: Storefront's vi pack has no "Cart", so a Vietnamese store showed it in English.
	 *
	 * @return void
	 */
	function tourfront_handheld_footer_bar_cart_link() {
		if ( ! tourfront_is_woocommerce_active() || ! WC()->cart ) {
			return;
		}
		printf(
			'<a class="footer-cart-contents" href="%1$s">%2$s <span class="count">%3$s</span></a>',
			esc_url( wc_get_cart_url() ),
			esc_html__( 'Cart', 'tourfront' ),
			esc_html( (string) WC()->cart->get_cart_contents_count() )
		);
	}
}

/**
 * Storefront's handheld footer bar prints the theme's cart link.
 *
 * @param array $links Links by key, each with a priority and a callback.
 * @return array
 */
function tourfront_handheld_footer_bar_links( $links ) {
	if ( isset( $links['cart'] ) ) {
		$links['cart']['callback'] = 'tourfront_handheld_footer_bar_cart_link';
	}
	return $links;
}
add_filter( 'storefront_handheld_footer_bar_links', 'tourfront_handheld_footer_bar_links' );
