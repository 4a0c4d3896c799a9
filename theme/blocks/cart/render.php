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
echo tourfront_page_block_markup( // phpcs:ignore WordPress.Security.EscapeOutput -- escaped when built.
	'cart',
	$attributes,
	3,
	__( 'Your cart needs JavaScript. Please enable it in your browser to see and change your cart.', 'tourfront' ),
	__( 'Loading your cart…', 'tourfront' )
);
