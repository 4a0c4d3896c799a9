<?php
/**
 * A small test double of WooCommerce: only the functions and classes the theme calls, reading the same
 * post types, taxonomies and meta WooCommerce uses (WooCommerce itself cannot be installed offline).
 * Loaded as a must-use plugin by the PHP tests only; never shipped.
 *
 * @package tourfront
 */

// phpcs:disable Generic.Files.OneObjectStructurePerFile

define( 'WC_VERSION', '11.0.1-double' );
define( 'WC_PLUGIN_FILE', WP_CONTENT_DIR . '/plugins/woocommerce/woocommerce.php' );

require_once __DIR__ . '/order-util.php';

/** The main class. */
final class WooCommerce {
	/** @var WooCommerce */
	private static $instance;
	/** @var Tourfront_Test_Cart */
	public $cart;
	/** @var WC_Countries */
	public $countries;
	/** @var null */
	public $customer = null;
	/** @var null */
	public $session = null;

	/** @return WooCommerce */
	public static function instance() {
		if ( ! self::$instance ) {
			self::$instance            = new self();
			self::$instance->cart      = new Tourfront_Test_Cart();
			self::$instance->countries = new WC_Countries();
		}
		return self::$instance;
	}

	/** @var WC_Payment_Gateway[] Gateways a test makes available, by id. */
	public $test_gateways = array();

	/** @var bool Whether the request is a REST API request (a test sets it). */
	public $rest_api_request = false;

	/** @return bool */
	public function is_rest_api_request() {
		return $this->rest_api_request;
	}

	/** @return Tourfront_Test_Payment_Gateways|null The gateways a test set, or none. */
	public function payment_gateways() {
		return $this->test_gateways ? new Tourfront_Test_Payment_Gateways( $this->test_gateways ) : null;
	}
}

/** WC_Payment_Gateways double: the gateways a test set are the available ones. */
class Tourfront_Test_Payment_Gateways {
	/** @var WC_Payment_Gateway[] */
	private $gateways;

	/** @param WC_Payment_Gateway[] $gateways Gateways by id. */
	public function __construct( $gateways ) {
		$this->gateways = $gateways;
	}

	/** @return WC_Payment_Gateway[] */
	public function get_available_payment_gateways() {
		return $this->gateways;
	}

	/** @return WC_Payment_Gateway[] */
	public function payment_gateways() {
		return $this->gateways;
	}
}

/** WC_Payment_Gateway double: the properties and methods the theme reads, with WooCommerce's defaults. */
class WC_Payment_Gateway {
	/** @var string */
	public $id = '';
	/** @var string */
	public $title = '';
	/** @var string */
	public $description = '';
	/** @var string */
	public $icon = '';
	/** @var bool */
	public $has_fields = false;
	/** @var string|null */
	public $order_button_text = null;
	/** @var string[] */
	public $supports = array( 'products' );
	/** @var string */
	public $enabled = 'yes';

	/** @return string */
	public function get_title() {
		return apply_filters( 'woocommerce_gateway_title', $this->title, $this->id );
	}

	/** @return string */
	public function get_description() {
		return apply_filters( 'woocommerce_gateway_description', $this->description, $this->id );
	}

	/** @return string The icon image, as WooCommerce builds it. */
	public function get_icon() {
		$icon = $this->icon ? '<img src="' . esc_url( $this->icon ) . '" alt="' . esc_attr( $this->get_title() ) . '" />' : '';
		return apply_filters( 'woocommerce_gateway_icon', $icon, $this->id );
	}

	/** @return bool */
	public function has_fields() {
		return (bool) $this->has_fields;
	}

	/** Prints the description, as WooCommerce's default fields do. */
	public function payment_fields() {
		$description = $this->get_description();
		if ( $description ) {
			echo wp_kses_post( wpautop( wptexturize( $description ) ) );
		}
	}
}

/** @return WooCommerce */
function WC() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName
	return WooCommerce::instance();
}

/** Cart double: a list of [ product_id, quantity ]. */
class Tourfront_Test_Cart {
	/** @var array */
	public $items = array();

	/** @return int */
	public function get_cart_contents_count() {
		return (int) array_sum( wp_list_pluck( $this->items, 1 ) );
	}

	/**
	 * Cart items as WC_Cart::get_cart() returns them; an item's third entry is its `tourfront_booking`.
	 *
	 * @return array
	 */
	public function get_cart() {
		$cart = array();
		foreach ( $this->items as $index => $item ) {
			$product              = wc_get_product( $item[0] );
			$cart[ 'k' . $index ] = array(
				'data'         => $product,
				'quantity'     => $item[1],
				'variation_id' => $product && $product->is_type( 'variation' ) ? $product->get_id() : 0,
			) + ( isset( $item[2] ) ? array( 'tourfront_booking' => $item[2] ) : array() );
		}
		return $cart;
	}

	/** @return string */
	public function get_cart_subtotal() {
		$total = 0;
		foreach ( $this->items as $item ) {
			$total += (float) get_post_meta( $item[0], '_price', true ) * $item[1];
		}
		return wc_price( $total );
	}
}

/** Countries double: Vietnam and the United States. */
class WC_Countries {
	/** @var string The store's country (WooCommerce's `woocommerce_default_country`). */
	public $base_country = 'VN';

	/** @return string */
	public function get_base_country() {
		return $this->base_country;
	}
	/** @return array */
	public function get_countries() {
		return array(
			'US' => 'United States (US)',
			'VN' => 'Vietnam',
		);
	}
	/** @return array */
	public function get_allowed_countries() {
		return $this->get_countries();
	}
	/** @return array */
	public function get_shipping_countries() {
		return array( 'VN' => 'Vietnam' );
	}
	/**
	 * @param string $code Country.
	 * @return array|false
	 */
	public function get_states( $code ) {
		return 'US' === $code ? array( 'CA' => 'California' ) : array();
	}
	/** @return array */
	public function get_country_locale() {
		return array(
			'VN' => array(
				'state'    => array(
					'required' => false,
					'hidden'   => true,
				),
				'postcode' => array(
					'required' => false,
					'priority' => 65,
				),
			),
		);
	}
	/** @return array */
	public function get_address_formats() {
		return array( 'default' => "{name}\n{company}\n{address_1}\n{city}\n{country}" );
	}
	/** @return array */
	public function get_default_address_fields() {
		$fields = array();
		foreach ( array( 'first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'city', 'state', 'postcode' ) as $i => $key ) {
			$fields[ $key ] = array(
				'label'    => ucfirst( str_replace( '_', ' ', $key ) ),
				'required' => ! in_array( $key, array( 'company', 'address_2' ), true ),
				'priority' => 10 * ( $i + 1 ),
			);
		}
		return $fields;
	}
}

/** wc-ajax endpoints. */
class WC_AJAX {
	/**
	 * @param string $request Endpoint.
	 * @return string
	 */
	public static function get_endpoint( $request = '' ) {
		return '/?wc-ajax=' . $request;
	}
}

/** Product double on a `product` post. */
class WC_Product {
	/** @var WP_Post */
	protected $post;
	/** @var array<string, WC_Product_Attribute>|null */
	protected $attributes = null;

	/** @param WP_Post $post Post. */
	public function __construct( $post ) {
		$this->post = $post;
	}
	/** @return int */
	public function get_id() {
		return (int) $this->post->ID;
	}
	/** @return int The tour of a variation (its post parent). */
	public function get_parent_id() {
		return (int) $this->post->post_parent;
	}
	/** @return string */
	public function get_type() {
		return get_post_meta( $this->post->ID, '_test_type', true ) ? get_post_meta( $this->post->ID, '_test_type', true ) : 'simple';
	}
	/**
	 * @param string|string[] $type Type(s).
	 * @return bool
	 */
	public function is_type( $type ) {
		return in_array( $this->get_type(), (array) $type, true );
	}
	/**
	 * A variation's attributes, from its `attribute_…` meta (as WooCommerce stores them).
	 *
	 * @param bool $with_prefix Keys with the `attribute_` prefix.
	 * @return array
	 */
	public function get_variation_attributes( $with_prefix = true ) {
		$attributes = array();
		foreach ( get_post_meta( $this->post->ID ) as $key => $values ) {
			if ( 0 === strpos( $key, 'attribute_' ) ) {
				$attributes[ $with_prefix ? $key : substr( $key, 10 ) ] = $values[0];
			}
		}
		return $attributes;
	}
	/** @return string */
	public function get_price() {
		return (string) get_post_meta( $this->post->ID, '_price', true );
	}
	/** @return string taxable|shipping|none (`_tax_status`, WooCommerce's default taxable). */
	public function get_tax_status() {
		$status = get_post_meta( $this->post->ID, '_tax_status', true );
		return $status ? $status : 'taxable';
	}
	/** @return bool As WooCommerce: taxable status and taxes on. */
	public function is_taxable() {
		return 'taxable' === $this->get_tax_status() && wc_tax_enabled();
	}
	/**
	 * @param string $context view|unfiltered.
	 * @return string The tax class slug ('' standard).
	 */
	public function get_tax_class( $context = 'view' ) {
		return (string) get_post_meta( $this->post->ID, '_tax_class', true );
	}
	/** @return bool */
	public function managing_stock() {
		return 'yes' === get_post_meta( $this->post->ID, '_manage_stock', true );
	}
	/** @return int|null The stock of the row WooCommerce manages for the product. */
	public function get_stock_quantity() {
		return $this->managing_stock() ? (int) get_post_meta( $this->get_stock_managed_by_id(), '_stock', true ) : null;
	}
	/** @return int The product whose stock this one uses (a variation may leave it to its parent). */
	public function get_stock_managed_by_id() {
		return $this->get_id();
	}
	/** @return string The name WooCommerce's stock notes print. */
	public function get_formatted_name() {
		return $this->get_name();
	}
	/** @return int[] A variable product's variations. */
	public function get_children() {
		return array_map( 'intval', get_children( array( 'post_parent' => $this->get_id(), 'post_type' => 'product_variation', 'fields' => 'ids', 'orderby' => 'ID', 'order' => 'ASC' ) ) );
	}
	/** @return bool */
	public function backorders_allowed() {
		return false;
	}
	/** @return string */
	public function get_name() {
		return $this->post->post_title;
	}
	/** @return string */
	public function get_permalink() {
		return get_permalink( $this->post );
	}
	/** @return string */
	public function get_sku() {
		return (string) get_post_meta( $this->post->ID, '_sku', true );
	}
	/** @return string */
	public function get_short_description() {
		return $this->post->post_excerpt;
	}
	/** @return int */
	public function get_image_id() {
		return (int) get_post_meta( $this->post->ID, '_thumbnail_id', true );
	}
	/** @return int[] */
	public function get_gallery_image_ids() {
		return array_filter( array_map( 'absint', explode( ',', (string) get_post_meta( $this->post->ID, '_product_image_gallery', true ) ) ) );
	}
	/** @return string */
	public function get_price_html() {
		return wc_price( (float) get_post_meta( $this->post->ID, '_price', true ) );
	}
	/** @return int */
	public function get_rating_count() {
		return (int) get_post_meta( $this->post->ID, '_wc_rating_count', true );
	}
	/** @return string */
	public function get_average_rating() {
		return (string) get_post_meta( $this->post->ID, '_wc_average_rating', true );
	}
	/** @return string visible|catalog|search|hidden */
	public function get_catalog_visibility() {
		$terms  = wp_get_object_terms( $this->post->ID, 'product_visibility', array( 'fields' => 'slugs' ) );
		$search = in_array( 'exclude-from-search', $terms, true );
		$cat    = in_array( 'exclude-from-catalog', $terms, true );
		return $search && $cat ? 'hidden' : ( $search ? 'catalog' : ( $cat ? 'search' : 'visible' ) );
	}
	/** @return string */
	public function get_regular_price() {
		return (string) get_post_meta( $this->post->ID, '_regular_price', true );
	}
	/** @return string */
	public function get_sale_price() {
		return (string) get_post_meta( $this->post->ID, '_sale_price', true );
	}
	/**
	 * The product's attributes from `_product_attributes`, as WooCommerce stores them.
	 *
	 * @return array<string, WC_Product_Attribute>
	 */
	public function get_attributes() {
		if ( null === $this->attributes ) {
			$this->attributes = array();
			foreach ( (array) get_post_meta( $this->post->ID, '_product_attributes', true ) as $key => $stored ) {
				if ( ! is_array( $stored ) ) {
					continue;
				}
				$attribute = new WC_Product_Attribute();
				$attribute->set_name( $stored['name'] );
				$attribute->set_id( $stored['is_taxonomy'] ? (int) wc_attribute_taxonomy_id_by_name( $stored['name'] ) : 0 );
				$attribute->set_options( $stored['is_taxonomy'] ? wp_get_object_terms( $this->post->ID, $stored['name'], array( 'fields' => 'ids', 'orderby' => 'term_id' ) ) : array_map( 'trim', explode( '|', $stored['value'] ) ) );
				$attribute->set_position( (int) $stored['position'] );
				$attribute->set_visible( (bool) $stored['is_visible'] );
				$attribute->set_variation( (bool) $stored['is_variation'] );
				$this->attributes[ $key ] = $attribute;
			}
		}
		return $this->attributes;
	}
	/** @var bool When true, save() leaves attributes alone unless set_attributes() changed them as WooCommerce sees it. */
	public static $track_attribute_changes = false;
	/** @var bool set_attributes() gave other attributes than those held. */
	protected $attributes_changed = false;

	/** @param array<string, WC_Product_Attribute> $attributes Attributes. */
	public function set_attributes( $attributes ) {
		// WC_Data::set_prop() records a change only when the new value is not identical (`!==`) to the held one:
		// the same attribute objects, changed in place, are no change.
		$this->attributes_changed = $this->attributes_changed || $attributes !== $this->get_attributes();
		$this->attributes         = $attributes;
	}
	/**
	 * Saves the attributes as WooCommerce does: `_product_attributes` and the terms of taxonomy attributes (with
	 * `$track_attribute_changes`, only when set_attributes() changed them, as WooCommerce does).
	 *
	 * @return int
	 */
	public function save() {
		if ( null !== $this->attributes && ( ! self::$track_attribute_changes || $this->attributes_changed ) ) {
			$this->attributes_changed = false;
			$stored                   = array();
			foreach ( $this->attributes as $key => $attribute ) {
				$taxonomy       = $attribute->is_taxonomy();
				$stored[ $key ] = array(
					'name'         => $attribute->get_name(),
					'value'        => $taxonomy ? '' : implode( ' | ', $attribute->get_options() ),
					'position'     => $attribute->get_position(),
					'is_visible'   => (int) $attribute->get_visible(),
					'is_variation' => (int) $attribute->get_variation(),
					'is_taxonomy'  => (int) $taxonomy,
				);
				if ( $taxonomy ) {
					wp_set_object_terms( $this->post->ID, array_map( 'intval', $attribute->get_options() ), $attribute->get_name() );
				}
			}
			update_post_meta( $this->post->ID, '_product_attributes', $stored );
		}
		return $this->get_id();
	}
	/** @return bool As WooCommerce outside a search page: published and in the catalogue. */
	public function is_visible() {
		return 'publish' === get_post_status( $this->post ) && in_array( $this->get_catalog_visibility(), array( 'visible', 'catalog' ), true );
	}
}

/**
 * @param mixed $id Product id.
 * @return WC_Product|false
 */
function wc_get_product( $id ) {
	if ( $id instanceof WC_Product ) {
		$id = $id->get_id();
	}
	$post = get_post( absint( $id ) );
	if ( $post && 'product_variation' === $post->post_type ) {
		return new WC_Product_Variation( $post );
	}
	return $post && 'product' === $post->post_type ? new WC_Product( $post ) : false;
}

/**
 * WooCommerce's stock update: 'set', or an unconditional 'increase' / 'decrease' of the stored `_stock` (as
 * WC_Product_Data_Store_CPT::update_product_stock does it), the new stock read back.
 *
 * @param WC_Product|int $product  Product.
 * @param int|null       $quantity Quantity.
 * @param string         $operation set|increase|decrease.
 * @return int|null
 */
function wc_update_product_stock( $product, $quantity = null, $operation = 'set' ) {
	global $wpdb;
	$product = $product instanceof WC_Product ? $product : wc_get_product( $product );
	if ( null === $quantity || ! $product->managing_stock() ) {
		return $product->get_stock_quantity();
	}
	$id = $product->get_stock_managed_by_id();
	if ( 'set' === $operation ) {
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = %d WHERE post_id = %d AND meta_key = '_stock'", $quantity, $id ) );
	} else {
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = meta_value %+d WHERE post_id = %d AND meta_key = '_stock'", 'increase' === $operation ? $quantity : -$quantity, $id ) );
	}
	wp_cache_delete( $id, 'post_meta' );
	$stock = $product->get_stock_quantity();
	update_post_meta( $id, '_stock_status', $stock > 0 ? 'instock' : 'outofstock' );
	do_action( 'tourfront_test_stock_updated', $id, $operation, $quantity );
	return $stock;
}

/**
 * VND price markup as WooCommerce prints it.
 *
 * @param float $amount Amount.
 * @return string
 */
function wc_price( $amount ) {
	return '<span class="woocommerce-Price-amount amount"><bdi>' . number_format( (float) $amount, 0, ',', '.' ) . '&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span>';
}

/** Registers product types and taxonomies, and a Store API cart route. */
function tourfront_test_double_init() {
	register_post_type( 'product', array( 'public' => true, 'rewrite' => array( 'slug' => 'product' ) ) );
	register_post_type( 'product_variation', array( 'public' => false ) );
	// The global attributes of a tour shop, as WooCommerce registers them from its attribute table.
	foreach ( array( 'pa_ngay-khoi-hanh', 'pa_thang-khoi-hanh', 'pa_khoi-hanh' ) as $taxonomy ) {
		register_taxonomy( $taxonomy, array( 'product', 'product_variation' ), array( 'public' => false, 'hierarchical' => false ) );
	}
	register_taxonomy( 'product_cat', 'product', array( 'public' => true ) );
	register_taxonomy( 'product_visibility', 'product', array( 'public' => false ) );
}
add_action( 'init', 'tourfront_test_double_init', 0 );

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'wc/store/v1',
			'/cart',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => static function () {
					$response = new WP_REST_Response(
						array(
							'items'       => array(),
							'items_count' => WC()->cart->get_cart_contents_count(),
							'totals'      => array( 'currency_code' => 'VND' ),
						)
					);
					$response->header( 'Nonce', wp_create_nonce( 'wc_store_api' ) );
					$response->header( 'Cart-Token', 'test-token' );
					return $response;
				},
			)
		);
	}
);

// Page and option helpers.
/**
 * @param string $page Page name.
 * @return int
 */
function wc_get_page_id( $page ) {
	return (int) get_option( 'woocommerce_' . $page . '_page_id', -1 );
}
/** @return string */
function wc_get_cart_url() {
	return get_permalink( wc_get_page_id( 'cart' ) );
}
/** @return bool */
function is_cart() {
	return is_page( wc_get_page_id( 'cart' ) );
}
/** @return bool */
function is_checkout() {
	return is_page( wc_get_page_id( 'checkout' ) );
}
/** @return bool */
function is_account_page() {
	return is_page( wc_get_page_id( 'myaccount' ) );
}
/**
 * @param string $endpoint Endpoint.
 * @return bool
 */
function is_wc_endpoint_url( $endpoint = '' ) {
	// Tests put the request on an endpoint with its query var, or with this filter (e.g. `order-received`).
	if ( apply_filters( 'tourfront_test_wc_endpoint', false, $endpoint ) ) {
		return true;
	}
	$endpoints = array( 'order-pay', 'order-received', 'orders', 'view-order', 'edit-account', 'edit-address', 'lost-password', 'customer-logout' );
	$vars      = isset( $GLOBALS['wp'] ) && is_array( $GLOBALS['wp']->query_vars ) ? $GLOBALS['wp']->query_vars : array();
	if ( '' !== $endpoint ) {
		return in_array( $endpoint, $endpoints, true ) && isset( $vars[ $endpoint ] );
	}
	return (bool) array_intersect( $endpoints, array_keys( $vars ) );
}

/**
 * WooCommerce's checkout shortcode, reduced to what tells its two faces apart: the thank-you page on the
 * order-received endpoint, the classic form elsewhere.
 *
 * @return string
 */
function tourfront_test_checkout_shortcode() {
	if ( is_wc_endpoint_url( 'order-received' ) ) {
		return '<div class="woocommerce-order"><p class="woocommerce-notice woocommerce-thankyou-order-received">Thank you. Your order has been received.</p></div>';
	}
	return '<form name="checkout" class="checkout woocommerce-checkout"></form>';
}
add_action(
	'init',
	static function () {
		add_shortcode( 'woocommerce_checkout', 'tourfront_test_checkout_shortcode' );
	}
);
/**
 * @param string $size Size.
 * @return string
 */
function wc_placeholder_img_src( $size = 'woocommerce_thumbnail' ) {
	return content_url( 'uploads/woocommerce-placeholder.png' );
}
/**
 * @param string $size Size.
 * @return string
 */
function wc_placeholder_img( $size = 'woocommerce_thumbnail' ) {
	return '<img src="' . esc_url( wc_placeholder_img_src() ) . '" alt="Placeholder" class="woocommerce-placeholder" />';
}
/** @return string */
function get_woocommerce_currency() {
	return get_option( 'woocommerce_currency', 'VND' );
}
/**
 * @param string $code Currency.
 * @return string
 */
function get_woocommerce_currency_symbol( $code = '' ) {
	return 'VND' === $code ? '&#8363;' : '&#36;';
}
/** @return int */
function wc_get_price_decimals() {
	return (int) get_option( 'woocommerce_price_num_decimals', 0 );
}
/** @return string */
function wc_get_price_decimal_separator() {
	return get_option( 'woocommerce_price_decimal_sep', ',' );
}
/** @return string */
function wc_get_price_thousand_separator() {
	return get_option( 'woocommerce_price_thousand_sep', '.' );
}
/** @return string */
function get_woocommerce_price_format() {
	return '%2$s&nbsp;%1$s';
}
/** @return array */
function wc_get_order_statuses() {
	return array(
		'wc-pending'        => 'Pending payment',
		'wc-processing'     => 'Processing',
		'wc-checkout-draft' => 'Draft',
	);
}
/** @return bool */
function wc_tax_enabled() {
	return 'yes' === get_option( 'woocommerce_calc_taxes', 'yes' );
}
/** @return bool */
function wc_prices_include_tax() {
	return wc_tax_enabled() && 'yes' === get_option( 'woocommerce_prices_include_tax', 'no' );
}
/** @return int As WooCommerce: the price decimals + 2, at least WC_ROUNDING_PRECISION (6). */
function wc_get_rounding_precision() {
	return max( wc_get_price_decimals() + 2, 6 );
}
/** @return int WooCommerce's WC_TAX_ROUNDING_MODE: half down when prices include tax, else half up. */
function wc_get_tax_rounding_mode() {
	return 'yes' === get_option( 'woocommerce_prices_include_tax', 'no' ) ? PHP_ROUND_HALF_DOWN : PHP_ROUND_HALF_UP;
}

/**
 * Tax rates: the tests set the shop's base rates per tax class, as WooCommerce's table would match them, and
 * the rates' percentages by rate id (`$percents`).
 */
class WC_Tax {
	/** @var array<string, array> Rates by tax class slug, each keyed by rate id (`rate`, `label`, `shipping`, `compound`). */
	public static $base_rates = array();
	/** @var array<int, string> */
	public static $percents = array();

	/**
	 * @param int $rate_id Rate id.
	 * @return string "8%".
	 */
	public static function get_rate_percent( $rate_id ) {
		return isset( self::$percents[ $rate_id ] ) ? self::$percents[ $rate_id ] : '';
	}

	/**
	 * @param string $tax_class Tax class slug.
	 * @return array
	 */
	public static function get_base_tax_rates( $tax_class = '' ) {
		return self::$base_rates[ $tax_class ] ?? array();
	}
}
/** @return bool */
function wc_coupons_enabled() {
	return true;
}
/** @return bool */
function wc_shipping_enabled() {
	return true;
}
/** @return bool */
function wc_review_ratings_enabled() {
	return true;
}
/**
 * @param string $rating Average.
 * @param int    $count  Count.
 * @return string
 */
function wc_get_rating_html( $rating, $count = 0 ) {
	return '<div class="star-rating" role="img" aria-label="Rated ' . esc_attr( $rating ) . ' out of 5"><span style="width:' . esc_attr( (float) $rating * 20 ) . '%">Rated <strong class="rating">' . esc_html( $rating ) . '</strong> out of 5</span></div>';
}
/** The add-to-cart form of the global product, simplified from WooCommerce's templates. */
function woocommerce_template_single_add_to_cart() {
	global $product;
	if ( 'variable' === $product->get_type() ) {
		printf(
			'<form class="variations_form cart" action="%1$s" method="post" enctype="multipart/form-data" data-product_id="%2$d" data-product_variations="%3$s"><table class="variations"></table><div class="single_variation_wrap"><button type="submit" class="single_add_to_cart_button button alt">Add to cart</button></div></form>',
			esc_url( $product->get_permalink() ),
			(int) $product->get_id(),
			esc_attr( wp_json_encode( array( array( 'variation_id' => $product->get_id() + 1 ) ) ) )
		);
		return;
	}
	printf(
		'<form class="cart" action="%1$s" method="post" enctype="multipart/form-data"><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1" /></div><button type="submit" name="add-to-cart" value="%2$d" class="single_add_to_cart_button button alt">Add to cart</button></form>',
		esc_url( $product->get_permalink() ),
		(int) $product->get_id()
	);
}
/** The classic mini-cart list. */
function woocommerce_mini_cart() {
	if ( ! WC()->cart->items ) {
		echo '<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>';
		return;
	}
	echo '<ul class="woocommerce-mini-cart cart_list product_list_widget">';
	foreach ( WC()->cart->items as $item ) {
		printf( '<li class="woocommerce-mini-cart-item mini_cart_item">%s</li>', esc_html( get_the_title( $item[0] ) ) );
	}
	echo '</ul>';
}

/**
 * Order double: the getters the theme reads, from the data given (id, number, total, currency, payment_method,
 * status, billing_* fields, customer_note); `wc_get_order()` finds it by id. Lines are added as in WooCommerce
 * (`add_item()` then `save()`), and `save()` writes them to WooCommerce's order item tables (firing
 * `woocommerce_new_order_item` for each new one, once its meta is written) and the order's id, status and type to
 * HPOS's `wc_orders` table.
 */
class WC_Order {
	/** @var array<int, WC_Order> */
	public static $saved = array();
	/** @var array */
	private $data;
	/** @var array<string, mixed> */
	private $meta = array();
	/** @var array<int|string, WC_Order_Item_Product> */
	private $items = array();

	/** @param array $data id, number, total, currency, payment_method, status, billing_…, customer_note. */
	public function __construct( $data ) {
		$this->data                     = array_merge(
			array(
				'id'             => 1,
				'number'         => '',
				'total'          => '0',
				'currency'       => 'VND',
				'payment_method' => 'bacs',
				'status'         => 'on-hold',
				'customer_note'  => '',
			),
			$data
		);
		self::$saved[ $this->get_id() ] = $this;
	}
	/**
	 * `get_billing_*()` and `set_billing_*()` as WooCommerce has them.
	 *
	 * @param string $name Method.
	 * @param array  $args Arguments.
	 * @return mixed
	 */
	public function __call( $name, $args ) {
		if ( preg_match( '/^(get|set)_(billing_\w+)$/', $name, $m ) ) {
			if ( 'set' === $m[1] ) {
				$this->data[ $m[2] ] = (string) $args[0];
				return null;
			}
			return isset( $this->data[ $m[2] ] ) ? (string) $this->data[ $m[2] ] : '';
		}
		throw new BadMethodCallException( esc_html( 'WC_Order double has no ' . $name ) );
	}
	/** @return int */
	public function get_id() {
		return (int) $this->data['id'];
	}
	/** @return string */
	public function get_type() {
		return 'shop_order';
	}
	/** @return string */
	public function get_order_number() {
		return '' === $this->data['number'] ? (string) $this->get_id() : (string) $this->data['number'];
	}
	/** @return string */
	public function get_total() {
		return (string) $this->data['total'];
	}
	/** @return string */
	public function get_currency() {
		return $this->data['currency'];
	}
	/** @return string WooCommerce's price markup of the total. */
	public function get_formatted_order_total() {
		return wc_price( $this->get_total(), array( 'currency' => $this->get_currency() ) );
	}
	/**
	 * Tax totals keyed by tax code, as WooCommerce gives them (objects with rate_id, label, amount), from the
	 * data's `tax_totals`.
	 *
	 * @return array<string, object>
	 */
	public function get_tax_totals() {
		return isset( $this->data['tax_totals'] ) ? $this->data['tax_totals'] : array();
	}
	/** @return string */
	public function get_payment_method() {
		return $this->data['payment_method'];
	}
	/** @return string */
	public function get_status() {
		return $this->data['status'];
	}
	/** @param string $status Status (without wc-). */
	public function set_status( $status ) {
		$this->data['status'] = preg_replace( '/^wc-/', '', $status );
	}
	/** @return string */
	public function get_customer_note() {
		return (string) $this->data['customer_note'];
	}
	/** @return string */
	public function get_edit_order_url() {
		return admin_url( 'post.php?post=' . $this->get_id() . '&action=edit' );
	}
	/**
	 * @param string|string[] $status Status or statuses.
	 * @return bool
	 */
	public function has_status( $status ) {
		return in_array( $this->get_status(), (array) $status, true );
	}
	/**
	 * @param string $key    Key.
	 * @param mixed  $value  Value.
	 */
	public function update_meta_data( $key, $value ) {
		$this->meta[ $key ] = $value;
	}
	/**
	 * @param string $key    Key.
	 * @param bool   $single Single.
	 * @return mixed
	 */
	public function get_meta( $key = '', $single = true ) {
		return isset( $this->meta[ $key ] ) ? $this->meta[ $key ] : '';
	}
	/** @param WC_Order_Item_Product $item Line. */
	public function add_item( $item ) {
		$this->items[ 'new:' . count( $this->items ) ] = $item;
	}
	/**
	 * @param string $type Item type.
	 * @return array<int, WC_Order_Item_Product>
	 */
	public function get_items( $type = 'line_item' ) {
		return 'line_item' === $type ? $this->items : array();
	}
	/**
	 * @param int $id Item id.
	 * @return WC_Order_Item_Product|false
	 */
	public function get_item( $id ) {
		return isset( $this->items[ $id ] ) ? $this->items[ $id ] : false;
	}
	/**
	 * Writes the new lines to `woocommerce_order_items` / `woocommerce_order_itemmeta`, as WooCommerce does.
	 *
	 * @return int
	 */
	public function save() {
		global $wpdb;
		$items = array();
		$new   = array();
		foreach ( $this->items as $key => $item ) {
			if ( ! $item->get_id() ) {
				$wpdb->insert( $wpdb->prefix . 'woocommerce_order_items', array( 'order_item_name' => $item->get_name(), 'order_item_type' => 'line_item', 'order_id' => $this->get_id() ) );
				$item->set_id( (int) $wpdb->insert_id );
				$item->set_order_id( $this->get_id() );
				foreach ( $item->stored_meta() as $meta_key => $value ) {
					$wpdb->insert( $wpdb->prefix . 'woocommerce_order_itemmeta', array( 'order_item_id' => $item->get_id(), 'meta_key' => $meta_key, 'meta_value' => (string) $value ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
				}
				$new[] = $item;
			}
			$items[ $item->get_id() ] = $item;
		}
		$this->items = $items;
		// The order's row in HPOS's orders table (id, status with `wc-`, type), as OrderUtil names it.
		$wpdb->replace( $wpdb->prefix . 'wc_orders', array( 'id' => $this->get_id(), 'status' => 'wc-' . $this->get_status(), 'type' => $this->get_type() ) );
		foreach ( $new as $item ) {
			do_action( 'woocommerce_new_order_item', $item->get_id(), $item, $this->get_id() );
		}
		return $this->get_id();
	}
}

/** Order line double (a product line). */
class WC_Order_Item_Product {
	/** @var array */
	private $props = array( 'id' => 0, 'order_id' => 0, 'name' => '', 'product_id' => 0, 'variation_id' => 0, 'quantity' => 1, 'total' => '0' );
	/** @var array<string, mixed> */
	private $meta = array();

	/**
	 * Setters and getters of the props above, as WooCommerce names them.
	 *
	 * @param string $name Method.
	 * @param array  $args Arguments.
	 * @return mixed
	 */
	public function __call( $name, $args ) {
		if ( preg_match( '/^(get|set)_(\w+)$/', $name, $m ) && array_key_exists( $m[2], $this->props ) ) {
			if ( 'set' === $m[1] ) {
				$this->props[ $m[2] ] = $args[0];
				return null;
			}
			return $this->props[ $m[2] ];
		}
		throw new BadMethodCallException( esc_html( 'WC_Order_Item_Product double has no ' . $name ) );
	}
	/**
	 * @param string $key    Key.
	 * @param mixed  $value  Value.
	 * @param bool   $unique Unique.
	 */
	public function add_meta_data( $key, $value, $unique = false ) {
		$this->meta[ $key ] = $value;
	}
	/**
	 * @param string $key    Key.
	 * @param bool   $single Single.
	 * @return mixed
	 */
	public function get_meta( $key = '', $single = true ) {
		return isset( $this->meta[ $key ] ) ? $this->meta[ $key ] : '';
	}
	/** @return int */
	public function get_quantity() {
		return (int) $this->props['quantity'];
	}
	/**
	 * Meta rows as WooCommerce stores a product line.
	 *
	 * @return array<string, mixed>
	 */
	public function stored_meta() {
		return array(
			'_product_id'   => $this->props['product_id'],
			'_variation_id' => $this->props['variation_id'],
			'_qty'          => $this->props['quantity'],
			'_line_total'   => $this->props['total'],
		) + $this->meta;
	}
}

/**
 * @param mixed $id Order id.
 * @return WC_Order|false
 */
function wc_get_order( $id ) {
	return isset( WC_Order::$saved[ (int) $id ] ) ? WC_Order::$saved[ (int) $id ] : false;
}

/**
 * Orders by id (`post__in`, as WooCommerce maps it for HPOS and posts), in the order given.
 *
 * @param array $args post__in.
 * @return WC_Order[]
 */
function wc_get_orders( $args ) {
	$orders = array();
	foreach ( isset( $args['post__in'] ) ? (array) $args['post__in'] : array() as $id ) {
		$order = wc_get_order( $id );
		if ( $order ) {
			$orders[] = $order;
		}
	}
	return $orders;
}

/**
 * @param string $status Status.
 * @return string
 */
function wc_get_order_status_name( $status ) {
	$names  = array(
		'pending'    => 'Pending payment',
		'processing' => 'Processing',
		'on-hold'    => 'On hold',
		'completed'  => 'Completed',
		'cancelled'  => 'Cancelled',
		'refunded'   => 'Refunded',
		'failed'     => 'Failed',
	);
	$status = preg_replace( '/^wc-/', '', $status );
	return isset( $names[ $status ] ) ? $names[ $status ] : $status;
}

/** WooCommerce's order item tables and HPOS's orders table, its columns the theme reads (its installer creates them; the double at load). */
function tourfront_test_double_order_tables() {
	global $wpdb;
	$collate = $wpdb->get_charset_collate();
	$wpdb->query( "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}woocommerce_order_items ( order_item_id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT, order_item_name TEXT NOT NULL, order_item_type varchar(200) NOT NULL DEFAULT '', order_id BIGINT UNSIGNED NOT NULL, PRIMARY KEY (order_item_id), KEY order_id (order_id) ) ENGINE=InnoDB $collate" ); // phpcs:ignore WordPress.DB
	$wpdb->query( "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}woocommerce_order_itemmeta ( meta_id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT, order_item_id BIGINT UNSIGNED NOT NULL, meta_key varchar(255) default NULL, meta_value longtext NULL, PRIMARY KEY (meta_id), KEY order_item_id (order_item_id), KEY meta_key (meta_key(32)) ) ENGINE=InnoDB $collate" ); // phpcs:ignore WordPress.DB
	$wpdb->query( "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}wc_orders ( id BIGINT UNSIGNED NOT NULL, status varchar(20) NULL, type varchar(20) NULL, PRIMARY KEY (id), KEY status (status), KEY type_status (type, status) ) ENGINE=InnoDB $collate" ); // phpcs:ignore WordPress.DB
}
add_action( 'muplugins_loaded', 'tourfront_test_double_order_tables' );

/** Attribute double (WC_Product_Attribute). */
class WC_Product_Attribute {
	/** @var array */
	private $data = array( 'id' => 0, 'name' => '', 'options' => array(), 'position' => 0, 'visible' => false, 'variation' => false );

	/** @param int $id Attribute id (0 = local). */
	public function set_id( $id ) {
		$this->data['id'] = (int) $id;
	}
	/** @return int */
	public function get_id() {
		return $this->data['id'];
	}
	/** @param string $name Name. */
	public function set_name( $name ) {
		$this->data['name'] = $name;
	}
	/** @return string */
	public function get_name() {
		return $this->data['name'];
	}
	/** @param array $options Term ids or values. */
	public function set_options( $options ) {
		$this->data['options'] = array_values( (array) $options );
	}
	/** @return array */
	public function get_options() {
		return $this->data['options'];
	}
	/** @param int $position Position. */
	public function set_position( $position ) {
		$this->data['position'] = (int) $position;
	}
	/** @return int */
	public function get_position() {
		return $this->data['position'];
	}
	/** @param bool $visible Visible. */
	public function set_visible( $visible ) {
		$this->data['visible'] = (bool) $visible;
	}
	/** @return bool */
	public function get_visible() {
		return $this->data['visible'];
	}
	/** @param bool $variation Used for variations. */
	public function set_variation( $variation ) {
		$this->data['variation'] = (bool) $variation;
	}
	/** @return bool */
	public function get_variation() {
		return $this->data['variation'];
	}
	/** @return bool As WooCommerce: a global attribute is a `pa_` taxonomy. */
	public function is_taxonomy() {
		return 0 === strpos( $this->data['name'], 'pa_' ) && taxonomy_exists( $this->data['name'] );
	}
}

/**
 * Variation double: a `product_variation` post with WooCommerce's meta, written by `save()`.
 */
class WC_Product_Variation extends WC_Product {
	/** @var array<string, mixed> Changes to save. */
	private $changes = array();

	/** @param WP_Post|int $post Post or id (0 = new). */
	public function __construct( $post = 0 ) {
		parent::__construct( $post instanceof WP_Post ? $post : ( $post ? get_post( $post ) : (object) array( 'ID' => 0, 'post_parent' => 0, 'post_title' => '' ) ) );
	}
	/** @return string */
	public function get_type() {
		return 'variation';
	}
	/** @return int */
	public function get_parent_id() {
		return isset( $this->changes['parent_id'] ) ? (int) $this->changes['parent_id'] : parent::get_parent_id();
	}
	/** @param int $id Parent. */
	public function set_parent_id( $id ) {
		$this->changes['parent_id'] = (int) $id;
	}
	/** @param string $status Status. */
	public function set_status( $status ) {
		$this->changes['status'] = $status;
	}
	/** @param array $attributes taxonomy => slug. */
	public function set_attributes( $attributes ) {
		$this->changes['attributes'] = $attributes;
	}
	/** @param bool $virtual Virtual. */
	public function set_virtual( $virtual ) {
		$this->changes['meta']['_virtual'] = $virtual ? 'yes' : 'no';
	}
	/** @param string $price Price. */
	public function set_regular_price( $price ) {
		$this->changes['meta']['_regular_price'] = (string) $price;
	}
	/** @param string $price Price. */
	public function set_sale_price( $price ) {
		$this->changes['meta']['_sale_price'] = (string) $price;
	}
	/** @param bool $managed Managed. */
	public function set_manage_stock( $managed ) {
		$this->changes['meta']['_manage_stock'] = $managed ? 'yes' : 'no';
	}
	/** @param int $stock Stock. */
	public function set_stock_quantity( $stock ) {
		$this->changes['meta']['_stock'] = (int) $stock;
	}
	/** @param string $backorders no|notify|yes. */
	public function set_backorders( $backorders ) {
		$this->changes['meta']['_backorders'] = $backorders;
	}
	/** @return bool Its own stock, or its parent's (WooCommerce's `parent`, truthy). */
	public function managing_stock() {
		return isset( $this->changes['meta']['_manage_stock'] ) ? 'yes' === $this->changes['meta']['_manage_stock'] : parent::managing_stock() || $this->parent_manages_stock();
	}
	/** @return bool The variation leaves its stock to its parent, as WooCommerce's `manage_stock = parent`. */
	protected function parent_manages_stock() {
		return 'yes' !== get_post_meta( $this->get_id(), '_manage_stock', true ) && $this->get_parent_id() && 'yes' === get_post_meta( $this->get_parent_id(), '_manage_stock', true );
	}
	/** @return int */
	public function get_stock_managed_by_id() {
		return $this->parent_manages_stock() ? $this->get_parent_id() : $this->get_id();
	}
	/**
	 * Inserts or updates the post and its meta (prices, `_price`, stock, attributes) as WooCommerce does.
	 *
	 * @return int
	 */
	public function save() {
		$post = array(
			'post_type'   => 'product_variation',
			'post_parent' => $this->get_parent_id(),
			'post_status' => isset( $this->changes['status'] ) ? $this->changes['status'] : ( $this->get_id() ? get_post_status( $this->get_id() ) : 'publish' ),
			'post_title'  => get_the_title( $this->get_parent_id() ),
		);
		if ( $this->get_id() ) {
			$post['ID'] = $this->get_id();
			wp_update_post( $post );
			$id = $this->get_id();
		} else {
			$id = (int) wp_insert_post( $post );
		}
		foreach ( isset( $this->changes['meta'] ) ? $this->changes['meta'] : array() as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		foreach ( isset( $this->changes['attributes'] ) ? $this->changes['attributes'] : array() as $taxonomy => $value ) {
			update_post_meta( $id, 'attribute_' . $taxonomy, $value );
		}
		$sale = (string) get_post_meta( $id, '_sale_price', true );
		update_post_meta( $id, '_price', '' !== $sale ? $sale : (string) get_post_meta( $id, '_regular_price', true ) );
		if ( 'yes' === get_post_meta( $id, '_manage_stock', true ) ) {
			update_post_meta( $id, '_stock_status', (int) get_post_meta( $id, '_stock', true ) > 0 ? 'instock' : 'outofstock' );
		}
		$this->changes = array();
		$this->post    = get_post( $id );
		return $id;
	}
}

/** The variable product's price sync (WC_Product_Variable::sync): `_price` rows of its variations. */
class WC_Product_Variable extends WC_Product {
	/**
	 * @param int $product_id Product.
	 * @return void
	 */
	public static function sync( $product_id ) {
		delete_post_meta( $product_id, '_price' );
		foreach ( get_children( array( 'post_parent' => $product_id, 'post_type' => 'product_variation', 'fields' => 'ids' ) ) as $child ) {
			add_post_meta( $product_id, '_price', get_post_meta( $child, '_price', true ) );
		}
	}
}

/**
 * @param int $product_id Product.
 * @return void
 */
function wc_delete_product_transients( $product_id = 0 ) {
	delete_transient( 'wc_var_prices_' . $product_id );
}

/**
 * @param string $name Attribute taxonomy or slug.
 * @return int
 */
function wc_attribute_taxonomy_id_by_name( $name ) {
	$ids = array( 'ngay-khoi-hanh' => 1, 'thang-khoi-hanh' => 2, 'khoi-hanh' => 3 );
	$key = preg_replace( '/^pa_/', '', $name );
	return isset( $ids[ $key ] ) ? $ids[ $key ] : 0;
}

/**
 * A decimal from user input (WooCommerce's `wc_format_decimal` without its rounding options).
 *
 * @param mixed $number Input.
 * @return string
 */
function wc_format_decimal( $number ) {
	$number = str_replace( wc_get_price_decimal_separator(), '.', (string) $number );
	$number = preg_replace( '/[^0-9\.\-]/', '', $number );
	return '' === $number ? '' : $number;
}

/** Admin settings double: collects the errors a save reports. */
class WC_Admin_Settings {
	/** @var string[] */
	public static $errors = array();

	/** @param string $text Error. */
	public static function add_error( $text ) {
		self::$errors[] = $text;
	}
}

/**
 * WooCommerce 11's classic front-end scripts as WC_Frontend_Scripts registers and enqueues them: the handles,
 * their dependencies and legacy aliases; `woocommerce` on every page, selectWoo on cart, checkout and account,
 * wc-account-i18n on the account page.
 */
function tourfront_test_double_scripts() {
	$scripts = array(
		'wc-jquery-blockui'         => array( array( 'jquery' ), 'jquery-blockui' ),
		'wc-js-cookie'              => array( array(), 'js-cookie' ),
		'woocommerce'               => array( array( 'jquery', 'wc-jquery-blockui', 'wc-js-cookie' ), '' ),
		'wc-add-to-cart'            => array( array( 'jquery', 'wc-jquery-blockui' ), '' ),
		'wc-cart-fragments'         => array( array( 'jquery', 'wc-js-cookie' ), '' ),
		'wc-add-to-cart-variation'  => array( array( 'jquery', 'wp-util', 'wc-jquery-blockui' ), '' ),
		'wc-single-product'         => array( array( 'jquery' ), '' ),
		'selectWoo'                 => array( array( 'jquery' ), '' ),
		'wc-country-select'         => array( array( 'jquery' ), '' ),
		'wc-cart'                   => array( array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ), '' ),
		'wc-address-i18n'           => array( array( 'jquery', 'wc-country-select' ), '' ),
		'wc-account-i18n'           => array( array( 'jquery' ), '' ),
		'wc-order-attribution'      => array( array( 'sourcebuster-js' ), '' ),
		'sourcebuster-js'           => array( array(), '' ),
	);
	foreach ( $scripts as $handle => list( $deps, $legacy ) ) {
		wp_register_script( $handle, '/wp-content/plugins/woocommerce/assets/js/' . $handle . '.min.js', $deps, WC_VERSION, array( 'strategy' => 'defer' ) );
		if ( $legacy ) {
			wp_register_script( $legacy, false, array( $handle ), WC_VERSION, true );
		}
	}
	wp_localize_script( 'wc-add-to-cart', 'wc_add_to_cart_params', array( 'ajax_url' => admin_url( 'admin-ajax.php' ) ) );
	wp_register_style( 'select2', '/wp-content/plugins/woocommerce/assets/css/select2.css', array(), WC_VERSION );
	wp_enqueue_script( 'woocommerce' );
	wp_enqueue_script( 'wc-order-attribution' );
	if ( is_cart() || is_checkout() ) {
		wp_enqueue_script( 'selectWoo' );
		wp_enqueue_style( 'select2' );
	}
	if ( is_account_page() ) {
		wp_enqueue_script( 'wc-account-i18n' );
	}
}
add_action( 'wp_enqueue_scripts', 'tourfront_test_double_scripts' );

// Orders that move through WooCommerce's statuses and the stock functions hooked to them, the Store API's exception.
require_once __DIR__ . '/route-exception.php';
require_once __DIR__ . '/woocommerce-orders.php';
require_once __DIR__ . '/woocommerce-blocks.php';
