<?php
/**
 * Checkout block: the mount point the React checkout (build/checkout.js) fills, with a light skeleton.
 *
 * @package tourfront
 *
 * @var array $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

tourfront_block_page_assets( 'checkout' );
?>
<div <?php echo tourfront_block_wrapper_attributes( 'checkout', $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped when built. ?>>
	<div class="tourfront-skeleton tourfront-skeleton--checkout" aria-hidden="true">
		<div class="tourfront-skeleton__fields">
			<span class="tourfront-skeleton__line"></span>
			<span class="tourfront-skeleton__line"></span>
			<span class="tourfront-skeleton__line"></span>
			<span class="tourfront-skeleton__line"></span>
		</div>
		<div class="tourfront-skeleton__sidebar">
			<span class="tourfront-skeleton__line"></span>
			<span class="tourfront-skeleton__button"></span>
		</div>
	</div>
	<noscript><p class="woocommerce-info"><?php esc_html_e( 'The checkout needs JavaScript. Please enable it in your browser to place your order.', 'tourfront' ); ?></p></noscript>
	<span class="screen-reader-text"><?php esc_html_e( 'Loading the checkout…', 'tourfront' ); ?></span>
</div>
