<?php
/**
 * Checkout block: the mount point the React checkout (build/checkout.js) fills, with a light skeleton.
 *
 * @package tourfront
 *
 * @var array $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

tourfront_render_page_block( 'checkout', $attributes );
