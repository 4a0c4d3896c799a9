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

	/** @param WP_Post $post Post. */
	public function __construct( $post ) {
		$this->post = $post;
	}
	/** @return int */
	public function get_id() {
		return (int) $this->post->ID;
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
	/** @return bool */
	public function managing_stock() {
		return 'yes' === get_post_meta( $this->post->ID, '_manage_stock', true );
	}
	/** @return int|null */
	public function get_stock_quantity() {
		return $this->managing_stock() ? (int) get_post_meta( $this->post->ID, '_stock', true ) : null;
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
	$post = get_post( absint( $id ) );
	return $post && 'product' === $post->post_type ? new WC_Product( $post ) : false;
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

/** Order double: the getters the theme reads, from the data given; `wc_get_order()` finds it by id. */
class WC_Order {
	/** @var array<int, WC_Order> */
	public static $saved = array();
	/** @var array */
	private $data;

	/** @param array $data id, number, total, currency, payment_method, status. */
	public function __construct( $data ) {
		$this->data                     = array_merge(
			array(
				'id'             => 1,
				'number'         => '',
				'total'          => '0',
				'currency'       => 'VND',
				'payment_method' => 'bacs',
				'status'         => 'on-hold',
			),
			$data
		);
		self::$saved[ $this->get_id() ] = $this;
	}
	/** @return int */
	public function get_id() {
		return (int) $this->data['id'];
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
	/** @return string */
	public function get_payment_method() {
		return $this->data['payment_method'];
	}
	/** @return string */
	public function get_status() {
		return $this->data['status'];
	}
	/**
	 * @param string|string[] $status Status or statuses.
	 * @return bool
	 */
	public function has_status( $status ) {
		return in_array( $this->get_status(), (array) $status, true );
	}
}

/**
 * @param mixed $id Order id.
 * @return WC_Order|false
 */
function wc_get_order( $id ) {
	return isset( WC_Order::$saved[ (int) $id ] ) ? WC_Order::$saved[ (int) $id ] : false;
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
