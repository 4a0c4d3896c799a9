<?php
/**
 * WooCommerce's blocks API as extensions and the theme see it: the integration interface and registry (with
 * the registration action WooCommerce fires), the settings registry behind `wcSettings` (printed before
 * `wc-settings` when that script is on the page), the package's container, and the script handles the
 * blocks register.
 *
 * @package tourfront
 */

// phpcs:disable Generic.Files.OneObjectStructurePerFile, Universal.Namespaces.DisallowCurlyBraceSyntax, Universal.Namespaces.OneDeclarationPerFile

namespace Automattic\WooCommerce\Blocks\Integrations {

	/** What an extension implements. */
	interface IntegrationInterface {
		/** @return string */
		public function get_name();

		/** @return void */
		public function initialize();

		/** @return string[] */
		public function get_script_handles();

		/** @return string[] */
		public function get_editor_script_handles();

		/** @return array */
		public function get_script_data();
	}

	/** The integrations of one block. */
	class IntegrationRegistry {
		/** @var string */
		protected $registry_identifier = '';

		/** @var IntegrationInterface[] */
		protected $registered_integrations = array();

		/**
		 * Fires `woocommerce_blocks_{$identifier}_registration`, then initialises what was registered.
		 *
		 * @param string $registry_identifier E.g. `checkout_block`.
		 * @return void
		 */
		public function initialize( $registry_identifier = '' ) {
			$this->registry_identifier = $registry_identifier;
			do_action( 'woocommerce_blocks_' . $registry_identifier . '_registration', $this );
			foreach ( $this->registered_integrations as $integration ) {
				$integration->initialize();
			}
		}

		/**
		 * @param IntegrationInterface $integration Integration.
		 * @return bool
		 */
		public function register( IntegrationInterface $integration ) {
			if ( isset( $this->registered_integrations[ $integration->get_name() ] ) ) {
				return false;
			}
			$this->registered_integrations[ $integration->get_name() ] = $integration;
			return true;
		}

		/** @return IntegrationInterface[] */
		public function get_all_registered() {
			return $this->registered_integrations;
		}

		/** @return string[] */
		public function get_all_registered_script_handles() {
			$handles = array();
			foreach ( $this->registered_integrations as $integration ) {
				$handles = array_merge( $handles, $integration->get_script_handles() );
			}
			return array_unique( array_filter( $handles ) );
		}

		/** @return string[] */
		public function get_all_registered_editor_script_handles() {
			$handles = array();
			foreach ( $this->registered_integrations as $integration ) {
				$handles = array_merge( $handles, $integration->get_editor_script_handles() );
			}
			return array_unique( array_filter( $handles ) );
		}

		/** @return array `<name>_data` => data, empty data left out. */
		public function get_all_registered_script_data() {
			$data = array();
			foreach ( $this->registered_integrations as $integration ) {
				$data[ $integration->get_name() . '_data' ] = $integration->get_script_data();
			}
			return array_filter( $data );
		}
	}
}

namespace Automattic\WooCommerce\Blocks\Assets {

	/** The data `wc-settings` prints as `wcSettings`. */
	class AssetDataRegistry {
		/** @var array */
		private $data = array();

		/**
		 * @param string $key Key.
		 * @return bool
		 */
		public function exists( $key ) {
			return array_key_exists( $key, $this->data );
		}

		/**
		 * Adds a key once: later values for it are ignored.
		 *
		 * @param string $key  Key.
		 * @param mixed  $data Value.
		 * @return void
		 */
		public function add( $key, $data ) {
			if ( ! $this->exists( $key ) ) {
				$this->data[ $key ] = $data;
			}
		}

		/** @return array What the test added (the double's own reader). */
		public function get_data() {
			return $this->data;
		}

		/** Forgets everything (between tests). */
		public function reset() {
			$this->data = array();
		}

		/**
		 * Prints the data before `wc-settings` when it is on the page (WooCommerce does it on
		 * wp_print_footer_scripts, priority 1).
		 *
		 * @return void
		 */
		public function enqueue_asset_data() {
			if ( wp_script_is( 'wc-settings', 'enqueued' ) ) {
				wp_add_inline_script( 'wc-settings', 'var wcSettings = ' . wp_json_encode( $this->data ) . ';', 'before' );
			}
		}
	}
}

namespace Automattic\WooCommerce\Blocks {

	use Automattic\WooCommerce\Blocks\Assets\AssetDataRegistry;

	/** The blocks package and its container (only the settings registry in it). */
	final class Package {
		/** @var object */
		private static $container;

		/** @return object With `get( $class )`. */
		public static function container() {
			if ( ! self::$container ) {
				self::$container = new class() {
					/** @var AssetDataRegistry */
					private $assets;

					/**
					 * @param string $id Class name.
					 * @return object
					 * @throws \Exception For any other service.
					 */
					public function get( $id ) {
						if ( AssetDataRegistry::class !== $id ) {
							throw new \Exception( esc_html( $id . ' is not in the double container.' ) );
						}
						if ( ! $this->assets ) {
							$this->assets = new AssetDataRegistry();
							add_action( 'wp_print_footer_scripts', array( $this->assets, 'enqueue_asset_data' ), 1 );
						}
						return $this->assets;
					}
				};
			}
			return self::$container;
		}
	}
}

namespace {

	/**
	 * The script handles WooCommerce's blocks register that extensions depend on.
	 *
	 * @return void
	 */
	function tourfront_test_double_block_scripts() {
		$base = '/wp-content/plugins/woocommerce/assets/client/blocks/';
		wp_register_script( 'wc-settings', $base . 'wc-settings.js', array( 'wp-api-fetch' ), WC_VERSION, true );
		wp_register_script( 'wc-blocks-data-store', $base . 'wc-blocks-data.js', array( 'wc-settings', 'wp-data' ), WC_VERSION, true );
		wp_register_script( 'wc-blocks-checkout', $base . 'blocks-checkout.js', array( 'wc-settings', 'wp-element', 'wp-plugins' ), WC_VERSION, true );
		// WordPress registers React's JSX runtime since 6.6 (the theme's builds depend on it); the tests' WordPress is older.
		if ( ! wp_script_is( 'react-jsx-runtime', 'registered' ) ) {
			wp_register_script( 'react-jsx-runtime', '/wp-includes/js/dist/vendor/react-jsx-runtime.min.js', array( 'react' ), '18.3.1', true );
		}
	}
	add_action( 'wp_enqueue_scripts', 'tourfront_test_double_block_scripts', 1 );
}
