<?php
/**
 * Mini-cart block: the header cart link (total and count) and the classic mini-cart list the React
 * mini-cart takes over when it is opened (see inc/header-cart.php for the parts and their fragments).
 *
 * @package tourfront
 *
 * @var array $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

if ( ! tourfront_is_woocommerce_active() || ! WC()->cart ) {
	return;
}
?>
<div id="site-header-cart" class="site-header-cart tourfront-mini-cart" data-block-name="tourfront/mini-cart">
	<?php tourfront_cart_link(); ?>
	<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"><?php woocommerce_mini_cart(); ?></div></div>
</div>
