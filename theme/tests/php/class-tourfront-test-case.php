<?php
/**
 * Base test case: each test runs inside a database transaction rolled back afterwards, with clean
 * request globals, caches, script registry and theme options. Small factories for products and pages.
 *
 * @package tourfront
 */

/** Thrown instead of dying when an AJAX handler ends. */
class Tourfront_Test_Die extends Exception {
	/** @var array */
	public $args;

	/**
	 * @param string $message Message.
	 * @param array  $args    wp_die() arguments.
	 */
	public function __construct( $message, $args ) {
		parent::__construct( (string) $message );
		$this->args = $args;
	}
}

/** Base class. */
abstract class Tourfront_Test_Case extends PHPUnit\Framework\TestCase {
	/** Starts the transaction and resets state. */
	protected function setUp(): void {
		global $wpdb;
		parent::setUp();
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		$_COOKIE  = array();
		wp_cache_flush();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		// A test that visited a post made it the main query for good (visit() sets wp_the_query): start from none.
		$GLOBALS['wp_query']     = new WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		remove_theme_mods();
		wp_set_current_user( 0 );
		WC()->cart->items = array();
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
	}

	/** Rolls back. */
	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		remove_filter( 'wp_doing_ajax', '__return_true' );
		remove_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
		wp_reset_query();
		wp_cache_flush();
		parent::tearDown();
	}

	/** @return callable */
	public function die_handler() {
		return static function ( $message, $title = '', $args = array() ) {
			throw new Tourfront_Test_Die( is_scalar( $message ) ? (string) $message : '', is_array( $args ) ? $args : array() );
		};
	}

	/**
	 * Runs an AJAX action as admin-ajax.php does for a visitor and returns what it printed.
	 *
	 * @param string $action Action.
	 * @param bool   $logged_in Logged-in hook (wp_ajax_) or anonymous (wp_ajax_nopriv_).
	 * @return array{output: string, args: array}
	 */
	protected function ajax( $action, $logged_in = false ) {
		$args = array();
		ob_start();
		try {
			do_action( ( $logged_in ? 'wp_ajax_' : 'wp_ajax_nopriv_' ) . $action );
		} catch ( Tourfront_Test_Die $die ) {
			$args = $die->args;
		}
		return array(
			'output' => (string) ob_get_clean(),
			'args'   => $args,
		);
	}

	/**
	 * Creates a product.
	 *
	 * @param array $args title, status, sku, price, category, visibility, excerpt, type, image, gallery.
	 * @return int
	 */
	protected function product( $args ) {
		$args = array_merge(
			array(
				'status'     => 'publish',
				'sku'        => '',
				'price'      => 1000000,
				'category'   => '',
				'visibility' => array(),
				'excerpt'    => '',
				'type'       => 'simple',
				'password'   => '',
			),
			$args
		);
		$id   = wp_insert_post(
			array(
				'post_type'     => 'product',
				'post_title'    => $args['title'],
				'post_status'   => $args['status'],
				'post_excerpt'  => $args['excerpt'],
				'post_password' => $args['password'],
			)
		);
		update_post_meta( $id, '_sku', $args['sku'] );
		update_post_meta( $id, '_price', $args['price'] );
		update_post_meta( $id, '_test_type', $args['type'] );
		if ( $args['category'] ) {
			if ( ! term_exists( $args['category'], 'product_cat' ) ) {
				wp_insert_term( ucwords( str_replace( '-', ' ', $args['category'] ) ), 'product_cat', array( 'slug' => $args['category'] ) );
			}
			wp_set_object_terms( $id, $args['category'], 'product_cat' );
		}
		if ( $args['visibility'] ) {
			wp_set_object_terms( $id, $args['visibility'], 'product_visibility' );
		}
		return (int) $id;
	}

	/**
	 * Creates an image attachment.
	 *
	 * @param string $file File name under uploads.
	 * @return int
	 */
	protected function image( $file ) {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => $file,
				'post_status'    => 'inherit',
			),
			$file
		);
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 800,
				'height' => 600,
				'file'   => $file,
				'sizes'  => array(),
			)
		);
		return (int) $id;
	}

	/**
	 * Creates a page.
	 *
	 * @param string $title   Title.
	 * @param string $content Content.
	 * @return int
	 */
	protected function page( $title, $content = '' ) {
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_title'   => $title,
				'post_status'  => 'publish',
				'post_content' => $content,
			)
		);
	}

	/**
	 * Makes a post the main query, as if the visitor opened it, and starts its loop.
	 *
	 * @param int $id Post or page id.
	 * @return void
	 */
	protected function visit( $id ) {
		$type = get_post_type( $id );
		query_posts( 'page' === $type ? array( 'page_id' => $id ) : array( 'p' => $id, 'post_type' => $type ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		the_post();
	}

	/**
	 * Serve the theme's strings in `$locale` (or back in English with ''). WordPress 6.5+ looks translations
	 * up through its translation controller, whose locale is set once at load: the `locale` filter alone
	 * changes what file loads but not what `__()` reads.
	 *
	 * @param string $locale A locale, or '' for the site's default.
	 */
	protected function use_locale( $locale ) {
		remove_all_filters( 'locale' );
		if ( '' !== $locale ) {
			add_filter(
				'locale',
				static function () use ( $locale ) {
					return $locale;
				}
			);
		}
		if ( class_exists( 'WP_Translation_Controller' ) ) {
			WP_Translation_Controller::get_instance()->set_locale( '' !== $locale ? $locale : 'en_US' );
		}
		unload_textdomain( 'tourfront' );
		// WordPress 6.7+ loads a theme's strings just in time, and never again for a domain once unloaded.
		unset( $GLOBALS['l10n_unloaded']['tourfront'] );
		return load_theme_textdomain( 'tourfront', get_stylesheet_directory() . '/languages' );
	}
}
