<?php
/**
 * Installs a fresh WordPress into the test database and activates Tourfront (run once per test run).
 *
 * @package tourfront
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride
define( 'WP_INSTALLING', true );
require __DIR__ . '/wp-tests-config.php';

// No mail on this machine: the "new site" email of wp_install() goes nowhere.
if ( ! function_exists( 'wp_mail' ) ) {
	/**
	 * Pluggable wp_mail() replaced for the install.
	 *
	 * @return bool
	 */
	function wp_mail() {
		return true;
	}
}

require_once ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

global $wpdb;
foreach ( $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table_prefix ) . '%' ) ) as $table ) {
	$wpdb->query( "DROP TABLE IF EXISTS `$table`" ); // phpcs:ignore WordPress.DB
}
wp_cache_flush();
$result = wp_install( 'Tourfront tests', 'admin', 'admin@example.org', true, '', 'password' );
update_option( 'template', 'storefront' );
update_option( 'stylesheet', 'tourfront' );
update_option( 'permalink_structure', '/%postname%/' );
echo 'Installed WordPress ' . esc_html( $GLOBALS['wp_version'] ) . ' for the tests (user ' . (int) $result['user_id'] . ").\n";
