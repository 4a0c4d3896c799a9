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

tourfront_render_page_block( 'cart', $attributes );
