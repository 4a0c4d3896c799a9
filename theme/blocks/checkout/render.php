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
echo tourfront_page_block_markup( // phpcs:ignore WordPress.Security.EscapeOutput -- escaped when built.
	'checkout',
	$attributes,
	4,
	__( 'The checkout needs JavaScript. Please enable it in your browser to place your order.', 'tourfront' ),
	__( 'Loading the checkout…', 'tourfront' )
);
