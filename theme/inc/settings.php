<?php
/**
 * `window.tourfrontSettings`: the one configuration the scripts read.
 *
 * Mirrors `common/settings/types.ts` key for key. The checkout and cart groups (settings-checkout.php)
 * are printed only on those pages.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The store pages.
 *
 * @return array<string, array{id: int, title: string, permalink: string|false}>
 */
function tourfront_store_pages() {
	$pages = array();
	$names = array(
		'myaccount' => 'myaccount',
		'shop'      => 'shop',
		'cart'      => 'cart',
		'checkout'  => 'checkout',
		'privacy'   => 'privacy',
		'terms'     => 'terms',
	);
	foreach ( $names as $name => $wc_name ) {
		if ( 'privacy' === $name ) {
			$id = (int) get_option( 'wp_page_for_privacy_policy', 0 );
		} else {
			$id = tourfront_is_woocommerce_active() ? (int) wc_get_page_id( $wc_name ) : 0;
		}
		$page           = $id > 0 ? get_post( $id ) : null;
		$published      = $page && 'publish' === $page->post_status;
		$pages[ $name ] = array(
			'id'        => $published ? $id : 0,
			'title'     => $published ? get_the_title( $page ) : '',
			'permalink' => $published ? get_permalink( $page ) : false,
		);
	}
	if ( false === $pages['myaccount']['permalink'] ) {
		$pages['myaccount']['permalink'] = wp_login_url();
	}
	return $pages;
}

/**
 * Currency settings.
 *
 * @return array<string, mixed>
 */
function tourfront_currency_settings() {
	if ( ! tourfront_is_woocommerce_active() ) {
		return array(
			'code'              => 'USD',
			'precision'         => 2,
			'symbol'            => '$',
			'symbolPosition'    => 'left',
			'decimalSeparator'  => '.',
			'thousandSeparator' => ',',
			'priceFormat'       => '%1$s%2$s',
		);
	}
	$code     = get_woocommerce_currency();
	$position = get_option( 'woocommerce_currency_pos', 'left' );
	return array(
		'code'              => $code,
		'precision'         => (int) wc_get_price_decimals(),
		'symbol'            => html_entity_decode( get_woocommerce_currency_symbol( $code ), ENT_QUOTES, 'UTF-8' ),
		'symbolPosition'    => in_array( $position, array( 'left', 'right', 'left_space', 'right_space' ), true ) ? $position : 'left',
		'decimalSeparator'  => wc_get_price_decimal_separator(),
		'thousandSeparator' => wc_get_price_thousand_separator(),
		'priceFormat'       => html_entity_decode( get_woocommerce_price_format(), ENT_QUOTES, 'UTF-8' ),
	);
}

/**
 * Order statuses without the `wc-` prefix.
 *
 * @return array<string, string>
 */
function tourfront_order_statuses() {
	if ( ! tourfront_is_woocommerce_active() ) {
		return array();
	}
	$out = array();
	foreach ( wc_get_order_statuses() as $key => $label ) {
		$out[ preg_replace( '/^wc-/', '', $key ) ] = $label;
	}
	return $out;
}

/**
 * The theme group.
 *
 * @return array<string, mixed>
 */
function tourfront_theme_settings() {
	$provider = tourfront_sanitize_chat_provider( tourfront_get_option( 'chat_provider' ) );
	$chat_id  = tourfront_sanitize_chat_id( tourfront_get_option( 'chat_id' ) );
	return array(
		'ajax_url'              => admin_url( 'admin-ajax.php', 'relative' ),
		'search_result_latency' => absint( tourfront_get_option( 'search_result_latency' ) ),
		'search_client_index'   => (bool) tourfront_get_option( 'search_client_index' ),
		'mini_cart_reveal'      => (bool) tourfront_get_option( 'mini_cart_reveal' ),
		'min_password_strength' => tourfront_sanitize_password_strength( tourfront_get_option( 'min_password_strength' ) ),
		'stop_checkout'         => (bool) tourfront_get_option( 'stop_checkout' ),
		'password_error_text'   => (string) tourfront_get_option( 'password_error_text' ),
		'password_hint_text'    => (string) tourfront_get_option( 'password_hint_text' ),
		'sticky_header'         => tourfront_sanitize_sticky_header( tourfront_get_option( 'sticky_header' ) ),
		'chat'                  => array(
			'provider' => '' === $chat_id ? '' : $provider,
			'id'       => '' === $provider ? '' : $chat_id,
		),
		'mini_cart_assets'      => tourfront_mini_cart_assets(),
		'can_edit_pages'        => current_user_can( 'edit_pages' ),
		'toc_scroll_offset'     => absint( tourfront_get_option( 'toc_scroll_offset' ) ),
		// WordPress's own copy, as its zxcvbn-async loader uses it: the meter never needs the bundled one.
		'zxcvbn_src'            => includes_url( 'js/zxcvbn.min.js' ),
	);
}

/**
 * The settings object for the current page.
 *
 * @return array<string, mixed>
 */
function tourfront_get_settings() {
	global $wp_locale;
	$wc          = tourfront_is_woocommerce_active();
	$cart_url    = $wc ? wc_get_cart_url() : home_url( '/' );
	$settings    = array(
		'adminUrl'                      => admin_url(),
		'homeUrl'                       => home_url( '/' ),
		'siteTitle'                     => wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ),
		'placeholderImgSrc'             => $wc ? wc_placeholder_img_src() : '',
		'wcAssetUrl'                    => $wc ? plugins_url( 'assets/', WC_PLUGIN_FILE ) : '',
		'wcVersion'                     => $wc && defined( 'WC_VERSION' ) ? WC_VERSION : '',
		'wpLoginUrl'                    => wp_login_url(),
		'wpVersion'                     => get_bloginfo( 'version' ),
		'orderStatuses'                 => tourfront_order_statuses(),
		'storePages'                    => tourfront_store_pages(),
		'currentUserId'                 => get_current_user_id(),
		'currentUserIsAdmin'            => current_user_can( 'manage_woocommerce' ) || current_user_can( 'manage_options' ),
		'currency'                      => tourfront_currency_settings(),
		'locale'                        => array(
			'siteLocale'    => get_locale(),
			'userLocale'    => get_user_locale(),
			'weekdaysShort' => $wp_locale ? array_values( $wp_locale->weekday_abbrev ) : array( 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' ),
		),
		'displayCartPricesIncludingTax' => $wc && 'incl' === get_option( 'woocommerce_tax_display_cart' ),
		'taxesEnabled'                  => $wc ? wc_tax_enabled() : true,
		'displayItemizedTaxes'          => $wc && 'itemized' === get_option( 'woocommerce_tax_total_display' ),
		'shop'                          => array(
			'cart_redirect_after_add' => get_option( 'woocommerce_cart_redirect_after_add', 'no' ),
			'cart_url'                => $cart_url,
			'is_cart'                 => tourfront_is_cart_page(),
			'wc_ajax_url'             => $wc ? WC_AJAX::get_endpoint( '%%endpoint%%' ) : '',
		),
		'attribution'                   => tourfront_attribution_settings(),
		'theme'                         => tourfront_theme_settings(),
		'storeApi'                      => array(
			'root'           => esc_url_raw( get_rest_url() ),
			'nonce'          => $wc ? wp_create_nonce( 'wc_store_api' ) : '',
			'nonceTimestamp' => time(),
		),
	);
	$is_checkout = tourfront_is_checkout_page() || tourfront_page_block_on_page( 'checkout' );
	if ( $wc && ( $is_checkout || tourfront_is_cart_page() || tourfront_page_block_on_page( 'cart' ) ) ) {
		$settings = array_merge( $settings, tourfront_checkout_settings( $is_checkout ) );
	}
	return apply_filters( 'tourfront_settings', $settings );
}

/**
 * Attaches the settings to the `tourfront-settings` script just before the footer scripts print, when
 * the queue is final (the mini-cart lazy assets depend on it).
 *
 * @return void
 */
function tourfront_print_settings() {
	if ( ! wp_script_is( 'tourfront-settings', 'enqueued' ) ) {
		return;
	}
	wp_add_inline_script( 'tourfront-settings', tourfront_settings_script( tourfront_get_settings() ), 'before' );
}
add_action( 'wp_footer', 'tourfront_print_settings', 1 );

/**
 * The inline script that defines `window.tourfrontSettings`.
 *
 * @param array $settings Settings.
 * @return string
 */
function tourfront_settings_script( $settings ) {
	return 'window.tourfrontSettings = ' . wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . ';';
}
