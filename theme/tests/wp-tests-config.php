<?php
/**
 * WordPress configuration of the PHP tests: a throw-away MariaDB database and a temporary wp-content
 * (made by scripts/test-php.mjs) holding this theme, a Storefront stub and the WooCommerce double.
 *
 * @package tourfront
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride
define( 'ABSPATH', rtrim( getenv( 'TOURFRONT_WP_DIR' ) ? getenv( 'TOURFRONT_WP_DIR' ) : '/usr/share/wordpress', '/' ) . '/' );
define( 'WP_CONTENT_DIR', (string) getenv( 'TOURFRONT_WP_CONTENT_DIR' ) );
define( 'WP_CONTENT_URL', 'http://example.org/wp-content' );
define( 'WP_PLUGIN_DIR', WP_CONTENT_DIR . '/plugins' );
define( 'WPMU_PLUGIN_DIR', WP_CONTENT_DIR . '/mu-plugins' );
define( 'DB_NAME', getenv( 'TOURFRONT_DB_NAME' ) ? getenv( 'TOURFRONT_DB_NAME' ) : 'tourfront_test' );
define( 'DB_USER', getenv( 'TOURFRONT_DB_USER' ) ? getenv( 'TOURFRONT_DB_USER' ) : 'root' );
define( 'DB_PASSWORD', (string) getenv( 'TOURFRONT_DB_PASSWORD' ) );
define( 'DB_HOST', (string) getenv( 'TOURFRONT_DB_HOST' ) );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', 'http://example.org' );
define( 'WP_SITEURL', 'http://example.org' );
define( 'WP_DEBUG', ! defined( 'WP_INSTALLING' ) ); // The install runs WordPress 6.1's PHP 8.2 deprecations we cannot fix.
define( 'WP_DEBUG_DISPLAY', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_DEFAULT_THEME', 'tourfront' );
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $tourfront_key ) {
	define( $tourfront_key, 'tourfront-tests-' . $tourfront_key );
}
$table_prefix = 'wptests_';

$_SERVER['HTTP_HOST']       = 'example.org';
$_SERVER['SERVER_NAME']     = 'example.org';
$_SERVER['SERVER_PORT']     = '80';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$PHP_SELF                   = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
