<?php
/**
 * Cart block: the mount point the React cart (build/cart.js) fills, with a light skeleton.
 *
 * The cart itself is not in this HTML: it comes preloaded through api-fetch (see inc/blocks.php), so the
 * markup is the same for every shopper.
 *
 * @package tourfront
 *
 * @var array $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

tourfront_block_page_assets( 'cart' );
?>
<div <?php echo tourfront_block_wrapper_attributes( 'cart', $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped when built. ?>>
	<div class="tourfront-skeleton tourfront-skeleton--cart" aria-hidden="true">
		<div class="tourfront-skeleton__items">
			<span class="tourfront-skeleton__line"></span>
			<span class="tourfront-skeleton__line"></span>
			<span class="tourfront-skeleton__line"></span>
		</div>
		<div class="tourfront-skeleton__sidebar">
			<span class="tourfront-skeleton__line"></span>
			<span class="tourfront-skeleton__button"></span>
		</div>
	</div>
	<noscript><p class="woocommerce-info"><?php esc_html_e( 'Your cart needs JavaScript. Please enable it in your browser to see and change your cart.', 'tourfront' ); ?></p></noscript>
	<span class="screen-reader-text"><?php esc_html_e( 'Loading your cart…', 'tourfront' ); ?></span>
</div>
