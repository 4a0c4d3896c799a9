<?php
/**
 * Builds the demo tour shop of mocks/fixtures/ on a real WordPress + WooCommerce (10+), idempotently:
 * run it again and it updates what exists instead of duplicating it.
 *
 *   npm run wp-env -- run cli wp eval-file wp-content/tourfront-seed/seed.php
 *
 * Reads wp-env/fixtures.json (written by `npx tsx wp-env/export-fixtures.ts`) next to this file, and
 * the images from wp-content/tourfront-images (the .wp-env.json mapping of mocks/fixtures/images), or
 * from the folder in the TOURFRONT_SEED_IMAGES environment variable.
 *
 * Creates: categories, images, global and local attributes, the tours (virtual variable products whose
 * variations are their departures, dated from today: seats as stock, child prices; seed-departures.php),
 * the e-ticket and the physical extras, cross-sells, up-sells, reviews, the hidden draft, articles, the
 * shop/cart/checkout/account/terms pages, coupons, VND, taxes (VAT 8 %, travel fee 2 %), a Vietnam
 * shipping zone with flat rate, free shipping and local pickup, two payment methods (cheque off), the
 * theme's Customizer settings, and (seed-site.php) the home page, the articles' page, the menu and the
 * footer widgets; then the trust elements and the cancellation policy page.
 *
 * @package tourfront
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride, WordPress.PHP.DevelopmentFunctions

if ( ! defined( 'ABSPATH' ) ) {
	fwrite( STDERR, "Run through WP-CLI: wp eval-file wp-content/tourfront-seed/seed.php\n" );
	exit( 1 );
}
if ( ! class_exists( 'WooCommerce' ) ) {
	throw new RuntimeException( 'WooCommerce is not active: activate it first (wp plugin activate woocommerce).' );
}

/**
 * Prints a progress line.
 *
 * @param string $message Message.
 * @return void
 */
function tourfront_seed_log( $message ) {
	if ( class_exists( 'WP_CLI' ) ) {
		WP_CLI::log( $message );
	} else {
		echo $message . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput
	}
}

/**
 * Finds a post by a fixture id stored in meta.
 *
 * @param string $post_type Post type.
 * @param int    $fixture_id Fixture id.
 * @return int Post id or 0.
 */
function tourfront_seed_find( $post_type, $fixture_id ) {
	$ids = get_posts(
		array(
			'post_type'      => $post_type,
			'post_status'    => 'any',
			'posts_per_page' => 1,
			'fields'         => 'ids',
			'meta_key'       => '_tourfront_fixture_id', // phpcs:ignore WordPress.DB.SlowDBQuery
			'meta_value'     => (string) $fixture_id, // phpcs:ignore WordPress.DB.SlowDBQuery
		)
	);
	return $ids ? (int) $ids[0] : 0;
}

// A run updates posts in place; revisions of the seed's own content would only pile up between runs.
add_filter( 'wp_revisions_to_keep', '__return_zero' );

$tourfront_data = json_decode( (string) file_get_contents( __DIR__ . '/fixtures.json' ), true );
if ( ! is_array( $tourfront_data ) ) {
	throw new RuntimeException( 'wp-env/fixtures.json is missing or invalid: run npx tsx wp-env/export-fixtures.ts.' );
}
$tourfront_images_dir = getenv( 'TOURFRONT_SEED_IMAGES' ) ? getenv( 'TOURFRONT_SEED_IMAGES' ) : WP_CONTENT_DIR . '/tourfront-images';
$tourfront_settings   = $tourfront_data['settings'];

/*
 * 1. Store settings: VND, Vietnam, taxes, accounts, permalinks.
 */
$tourfront_currency = $tourfront_settings['currency'];
$tourfront_options  = array(
	'timezone_string'                            => 'Asia/Ho_Chi_Minh',
	'permalink_structure'                        => '/%postname%/',
	'woocommerce_default_country'                => $tourfront_settings['baseCountry'],
	'woocommerce_allowed_countries'              => 'all',
	'woocommerce_currency'                       => $tourfront_currency['code'],
	'woocommerce_currency_pos'                   => '' !== $tourfront_currency['prefix'] ? 'left' : 'right_space',
	'woocommerce_price_thousand_sep'             => $tourfront_currency['thousandSeparator'],
	'woocommerce_price_decimal_sep'              => $tourfront_currency['decimalSeparator'],
	'woocommerce_price_num_decimals'             => (string) $tourfront_currency['minorUnit'],
	'woocommerce_calc_taxes'                     => $tourfront_settings['taxesEnabled'] ? 'yes' : 'no',
	'woocommerce_prices_include_tax'             => $tourfront_settings['pricesIncludeTax'] ? 'yes' : 'no',
	'woocommerce_tax_display_shop'               => 'excl',
	'woocommerce_tax_display_cart'               => $tourfront_settings['displayCartPricesIncludingTax'] ? 'incl' : 'excl',
	'woocommerce_tax_total_display'              => $tourfront_settings['itemizedTaxes'] ? 'itemized' : 'single',
	'woocommerce_notify_low_stock_amount'        => (string) $tourfront_settings['storeLowStockThreshold'],
	'woocommerce_manage_stock'                   => 'yes',
	'woocommerce_enable_reviews'                 => 'yes',
	'woocommerce_enable_review_rating'           => 'yes',
	'woocommerce_enable_coupons'                 => 'yes',
	'woocommerce_enable_guest_checkout'          => 'yes',
	'woocommerce_enable_myaccount_registration'  => 'yes',
	'woocommerce_enable_signup_and_login_from_checkout' => 'yes',
	'woocommerce_enable_ajax_add_to_cart'        => 'yes',
	'woocommerce_feature_order_attribution_enabled' => 'yes',
	'woocommerce_coming_soon'                    => 'no',
	'woocommerce_weight_unit'                    => 'kg',
	'woocommerce_dimension_unit'                 => 'cm',
	'woocommerce_store_pages_only'               => 'no',
);
foreach ( $tourfront_options as $tourfront_key => $tourfront_value ) {
	update_option( $tourfront_key, $tourfront_value );
}
// Vietnamese, with one date format everywhere (dd/mm/yyyy, 24-hour time). WordPress, WooCommerce and
// Storefront speak it once their `vi` language packs are installed (see wp-env/README.md); the theme's own
// strings are Vietnamese at once.
update_option( 'WPLANG', 'vi' );
update_option( 'date_format', 'd/m/Y' );
update_option( 'time_format', 'H:i' );
update_option( 'start_of_week', '1' );
tourfront_seed_log( 'Settings: VND, Vietnam, taxes excl. (itemized), registration on, language ' . get_option( 'WPLANG', '' ) . '.' );

/*
 * 2. The theme: Tourfront active, its Customizer options.
 */
if ( wp_get_theme( 'tourfront' )->exists() && 'tourfront' !== get_stylesheet() ) {
	switch_theme( 'tourfront' );
}
foreach ( $tourfront_data['site']['themeOptions'] as $tourfront_key => $tourfront_value ) {
	set_theme_mod( 'tourfront_' . $tourfront_key, $tourfront_value );
}
tourfront_seed_log( 'Theme: ' . get_stylesheet() . ' with its Customizer options.' );

/*
 * 3. Product categories (by slug).
 */
$tourfront_category_ids = array();
foreach ( $tourfront_data['categories'] as $tourfront_category ) {
	$tourfront_term = get_term_by( 'slug', $tourfront_category['slug'], 'product_cat' );
	if ( $tourfront_term ) {
		wp_update_term( $tourfront_term->term_id, 'product_cat', array( 'name' => $tourfront_category['name'], 'description' => $tourfront_category['description'] ) );
		$tourfront_term_id = (int) $tourfront_term->term_id;
	} else {
		$tourfront_result = wp_insert_term( $tourfront_category['name'], 'product_cat', array( 'slug' => $tourfront_category['slug'], 'description' => $tourfront_category['description'] ) );
		if ( is_wp_error( $tourfront_result ) ) {
			throw new RuntimeException( 'Category ' . $tourfront_category['slug'] . ': ' . $tourfront_result->get_error_message() );
		}
		$tourfront_term_id = (int) $tourfront_result['term_id'];
	}
	$tourfront_category_ids[ $tourfront_category['id'] ] = $tourfront_term_id;
}
tourfront_seed_log( 'Categories: ' . count( $tourfront_category_ids ) . '.' );

/*
 * 4. Images: copied into uploads/tourfront/ and attached (by fixture id).
 */
$tourfront_image_ids = array();
$tourfront_uploads   = wp_upload_dir();
$tourfront_image_dir = trailingslashit( $tourfront_uploads['basedir'] ) . 'tourfront';
wp_mkdir_p( $tourfront_image_dir );
foreach ( $tourfront_data['images'] as $tourfront_image ) {
	$tourfront_source = trailingslashit( $tourfront_images_dir ) . $tourfront_image['file'];
	$tourfront_target = $tourfront_image_dir . '/' . $tourfront_image['file'];
	if ( ! file_exists( $tourfront_target ) && file_exists( $tourfront_source ) ) {
		copy( $tourfront_source, $tourfront_target );
	}
	$tourfront_attachment = tourfront_seed_find( 'attachment', $tourfront_image['id'] );
	if ( ! $tourfront_attachment ) {
		$tourfront_attachment = wp_insert_attachment(
			array(
				'post_title'     => $tourfront_image['name'],
				'post_mime_type' => 'image/svg+xml',
				'post_status'    => 'inherit',
				'guid'           => trailingslashit( $tourfront_uploads['baseurl'] ) . 'tourfront/' . $tourfront_image['file'],
			),
			$tourfront_target
		);
		update_post_meta( $tourfront_attachment, '_tourfront_fixture_id', (string) $tourfront_image['id'] );
	}
	update_post_meta( $tourfront_attachment, '_wp_attachment_image_alt', $tourfront_image['alt'] );
	update_post_meta( $tourfront_attachment, '_wp_attached_file', 'tourfront/' . $tourfront_image['file'] );
	wp_update_attachment_metadata(
		$tourfront_attachment,
		array(
			'width'  => 800,
			'height' => 600,
			'file'   => 'tourfront/' . $tourfront_image['file'],
			'sizes'  => array(),
		)
	);
	$tourfront_image_ids[ $tourfront_image['id'] ] = (int) $tourfront_attachment;
}
tourfront_seed_log( 'Images: ' . count( $tourfront_image_ids ) . ' (SVG, from ' . $tourfront_images_dir . ').' );
foreach ( $tourfront_data['categories'] as $tourfront_category ) {
	if ( isset( $tourfront_category['imageId'], $tourfront_image_ids[ $tourfront_category['imageId'] ] ) ) {
		update_term_meta( $tourfront_category_ids[ $tourfront_category['id'] ], 'thumbnail_id', $tourfront_image_ids[ $tourfront_category['imageId'] ] );
	}
}

/**
 * A global attribute's id, created when missing, with its taxonomy registered for this request.
 *
 * @param string $taxonomy Taxonomy (pa_…).
 * @param string $label    Attribute label.
 * @return int
 */
function tourfront_seed_global_attribute( $taxonomy, $label ) {
	$slug = wc_attribute_taxonomy_slug( $taxonomy );
	$id   = wc_attribute_taxonomy_id_by_name( $slug );
	if ( ! $id ) {
		$id = wc_create_attribute(
			array(
				'name'         => $label,
				'slug'         => $slug,
				'type'         => 'select',
				'order_by'     => 'menu_order',
				'has_archives' => false,
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( 'Attribute ' . $taxonomy . ': ' . $id->get_error_message() );
		}
	}
	if ( ! taxonomy_exists( $taxonomy ) ) {
		register_taxonomy( $taxonomy, array( 'product', 'product_variation' ), array( 'hierarchical' => false, 'show_ui' => false, 'query_var' => true, 'rewrite' => false ) );
	}
	return (int) $id;
}

/**
 * The product's attributes for the CRUD API (global terms created when missing).
 *
 * @param array $fixtures Attribute fixtures.
 * @param bool  $variable Used for variations.
 * @return WC_Product_Attribute[]
 */
function tourfront_seed_attributes( $fixtures, $variable ) {
	$attributes = array();
	foreach ( $fixtures as $position => $fixture ) {
		$attribute = new WC_Product_Attribute();
		if ( $fixture['taxonomy'] ) {
			$attribute->set_id( tourfront_seed_global_attribute( $fixture['taxonomy'], $fixture['name'] ) );
			$attribute->set_name( $fixture['taxonomy'] );
			$term_ids = array();
			foreach ( $fixture['terms'] as $term ) {
				$existing = get_term_by( 'slug', $term['slug'], $fixture['taxonomy'] );
				if ( ! $existing ) {
					$created  = wp_insert_term( $term['name'], $fixture['taxonomy'], array( 'slug' => $term['slug'] ) );
					$existing = is_wp_error( $created ) ? null : get_term( $created['term_id'], $fixture['taxonomy'] );
				}
				if ( $existing ) {
					$term_ids[] = (int) $existing->term_id;
					// The attributes are ordered by term order: dates and months by date, the others as listed.
					$order = preg_match( '/^\d{4}-\d{2}(-\d{2})?$/', $term['slug'] ) ? (int) str_replace( '-', '', $term['slug'] ) : ( isset( $term['id'] ) ? (int) $term['id'] : 0 );
					update_term_meta( $existing->term_id, 'order', $order );
				}
			}
			$attribute->set_options( $term_ids );
			$key = $fixture['taxonomy'];
		} else {
			$attribute->set_id( 0 );
			$attribute->set_name( $fixture['name'] );
			$attribute->set_options( wp_list_pluck( $fixture['terms'], 'name' ) );
			$key = sanitize_title( $fixture['name'] );
		}
		$attribute->set_position( $position );
		$attribute->set_visible( true );
		$attribute->set_variation( isset( $fixture['variation'] ) ? (bool) $fixture['variation'] : $variable );
		$attributes[ $key ] = $attribute;
	}
	return $attributes;
}

/**
 * Sets the stock fields shared by products and variations.
 *
 * @param WC_Product $product Product or variation.
 * @param array      $fixture Fixture with stock, lowStockThreshold, backorders.
 * @return void
 */
function tourfront_seed_stock( $product, $fixture ) {
	$managed = array_key_exists( 'stock', $fixture ) && null !== $fixture['stock'];
	$product->set_manage_stock( $managed );
	if ( $managed ) {
		$product->set_stock_quantity( (int) $fixture['stock'] );
		$product->set_low_stock_amount( isset( $fixture['lowStockThreshold'] ) ? (int) $fixture['lowStockThreshold'] : '' );
		$product->set_backorders( isset( $fixture['backorders'] ) ? $fixture['backorders'] : 'no' );
	} else {
		$product->set_stock_status( 'instock' );
	}
}

/**
 * Sets prices.
 *
 * @param WC_Product $product Product or variation.
 * @param array      $fixture Fixture with regularPrice and salePrice.
 * @return void
 */
function tourfront_seed_prices( $product, $fixture ) {
	$product->set_regular_price( (string) $fixture['regularPrice'] );
	$product->set_sale_price( isset( $fixture['salePrice'] ) ? (string) $fixture['salePrice'] : '' );
}

/*
 * 5. Tours (by SKU), then their links (cross-sells, up-sells) once every id is known.
 */
require __DIR__ . '/seed-departures.php';
$tourfront_build_day   = ( new DateTime( 'now', new DateTimeZone( $tourfront_data['timeZone'] ) ) )->format( 'Y-m-d' );
$tourfront_product_ids = array();
foreach ( $tourfront_data['tours'] as $tourfront_tour ) {
	$tourfront_tour     = tourfront_seed_expand_tour( $tourfront_tour, $tourfront_data['attributes'], $tourfront_build_day );
	$tourfront_variable = ! empty( $tourfront_tour['variations'] );
	$tourfront_id       = (int) wc_get_product_id_by_sku( $tourfront_tour['sku'] );
	$tourfront_id       = $tourfront_id ? $tourfront_id : tourfront_seed_find( 'product', $tourfront_tour['id'] );
	$tourfront_product  = wc_get_product_object( $tourfront_variable ? 'variable' : 'simple', $tourfront_id );

	$tourfront_product->set_name( $tourfront_tour['name'] );
	$tourfront_product->set_slug( $tourfront_tour['slug'] );
	$tourfront_product->set_sku( $tourfront_tour['sku'] );
	$tourfront_product->set_status( isset( $tourfront_tour['status'] ) ? $tourfront_tour['status'] : 'publish' );
	$tourfront_product->set_catalog_visibility( isset( $tourfront_tour['visibility'] ) ? $tourfront_tour['visibility'] : 'visible' );
	$tourfront_product->set_featured( ! empty( $tourfront_tour['featured'] ) );
	$tourfront_product->set_virtual( ! empty( $tourfront_tour['virtual'] ) );
	$tourfront_product->set_sold_individually( ! empty( $tourfront_tour['soldIndividually'] ) );
	$tourfront_product->set_description( $tourfront_tour['description'] );
	$tourfront_product->set_short_description( $tourfront_tour['shortDescription'] );
	$tourfront_product->set_category_ids( array( $tourfront_category_ids[ $tourfront_tour['categoryId'] ] ) );
	$tourfront_product->set_image_id( isset( $tourfront_image_ids[ $tourfront_tour['imageId'] ] ) ? $tourfront_image_ids[ $tourfront_tour['imageId'] ] : '' );
	$tourfront_product->set_gallery_image_ids(
		array_values(
			array_filter(
				array_map(
					static function ( $image ) use ( $tourfront_image_ids ) {
						return isset( $tourfront_image_ids[ $image ] ) ? $tourfront_image_ids[ $image ] : 0;
					}, isset( $tourfront_tour['galleryImageIds'] ) ? $tourfront_tour['galleryImageIds'] : array()
				)
			)
		)
	);
	$tourfront_product->set_menu_order( isset( $tourfront_tour['menuOrder'] ) ? (int) $tourfront_tour['menuOrder'] : 0 );
	$tourfront_product->set_date_created( $tourfront_tour['dateCreated'] );
	$tourfront_product->set_reviews_allowed( true );
	$tourfront_product->set_total_sales( isset( $tourfront_tour['totalSales'] ) ? (int) $tourfront_tour['totalSales'] : 0 );
	// Tours have no weight ("Trọng lượng" must not show for them); a re-seed clears an older one.
	$tourfront_product->set_weight( isset( $tourfront_tour['weightKg'] ) ? (string) $tourfront_tour['weightKg'] : '' );
	if ( ! $tourfront_variable ) {
		tourfront_seed_prices( $tourfront_product, $tourfront_tour );
	}
	tourfront_seed_stock( $tourfront_product, $tourfront_tour );
	if ( ! empty( $tourfront_tour['attributes'] ) ) {
		$tourfront_product->set_attributes( tourfront_seed_attributes( $tourfront_tour['attributes'], $tourfront_variable ) );
		$tourfront_defaults = array();
		foreach ( $tourfront_tour['attributes'] as $tourfront_attribute ) {
			if ( ! empty( $tourfront_attribute['defaultTerm'] ) ) {
				$tourfront_defaults[ $tourfront_attribute['taxonomy'] ? $tourfront_attribute['taxonomy'] : sanitize_title( $tourfront_attribute['name'] ) ] = $tourfront_attribute['defaultTerm'];
			}
		}
		$tourfront_product->set_default_attributes( $tourfront_defaults );
	}
	$tourfront_product_id = $tourfront_product->save();
	update_post_meta( $tourfront_product_id, '_tourfront_fixture_id', (string) $tourfront_tour['id'] );
	if ( isset( $tourfront_tour['quantity'] ) ) {
		// The Min/Max Quantities extension's rule, kept as meta for sites that run it.
		update_post_meta( $tourfront_product_id, '_tourfront_quantity_rules', $tourfront_tour['quantity'] );
	}
	$tourfront_product_ids[ $tourfront_tour['id'] ] = $tourfront_product_id;

	$tourfront_variation_ids = array();
	foreach ( $tourfront_variable ? $tourfront_tour['variations'] : array() as $tourfront_fixture ) {
		$tourfront_variation_id = (int) wc_get_product_id_by_sku( $tourfront_fixture['sku'] );
		$tourfront_variation    = new WC_Product_Variation( $tourfront_variation_id );
		$tourfront_variation->set_parent_id( $tourfront_product_id );
		$tourfront_variation->set_sku( $tourfront_fixture['sku'] );
		$tourfront_variation->set_status( 'publish' );
		$tourfront_variation->set_attributes( $tourfront_fixture['attributes'] );
		$tourfront_variation->set_virtual( ! empty( $tourfront_tour['virtual'] ) );
		tourfront_seed_prices( $tourfront_variation, $tourfront_fixture );
		tourfront_seed_stock( $tourfront_variation, $tourfront_fixture );
		if ( isset( $tourfront_fixture['imageId'], $tourfront_image_ids[ $tourfront_fixture['imageId'] ] ) ) {
			$tourfront_variation->set_image_id( $tourfront_image_ids[ $tourfront_fixture['imageId'] ] );
		}
		$tourfront_saved = $tourfront_variation->save();
		update_post_meta( $tourfront_saved, '_tourfront_fixture_id', (string) $tourfront_fixture['id'] );
		// The child price (theme/inc/booking): empty = children pay the adult price.
		update_post_meta( $tourfront_saved, '_tourfront_child_price', isset( $tourfront_fixture['childPrice'] ) ? (string) $tourfront_fixture['childPrice'] : '' );
		$tourfront_variation_ids[] = $tourfront_saved;
	}
	// Variations an earlier seed made that are no departure now (older catalogues, other dates).
	foreach ( get_posts( array( 'post_type' => 'product_variation', 'post_parent' => $tourfront_product_id, 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) as $tourfront_stale ) {
		if ( ! in_array( $tourfront_stale, $tourfront_variation_ids, true ) ) {
			wp_delete_post( $tourfront_stale, true );
		}
	}
	if ( $tourfront_variable ) {
		WC_Product_Variable::sync( $tourfront_product_id );
	}

	foreach ( isset( $tourfront_tour['reviews'] ) ? $tourfront_tour['reviews'] : array() as $tourfront_review ) {
		$tourfront_existing = get_comments( array( 'post_id' => $tourfront_product_id, 'meta_key' => '_tourfront_fixture_id', 'meta_value' => (string) $tourfront_review['id'], 'count' => true ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
		if ( $tourfront_existing ) {
			continue;
		}
		$tourfront_comment = wp_insert_comment(
			array(
				'comment_post_ID'  => $tourfront_product_id,
				'comment_author'   => $tourfront_review['reviewer'],
				'comment_content'  => $tourfront_review['text'],
				'comment_type'     => 'review',
				'comment_approved' => 1,
				'comment_date'     => str_replace( 'T', ' ', $tourfront_review['date'] ),
			)
		);
		update_comment_meta( $tourfront_comment, 'rating', (int) $tourfront_review['rating'] );
		update_comment_meta( $tourfront_comment, 'verified', 1 );
		update_comment_meta( $tourfront_comment, '_tourfront_fixture_id', (string) $tourfront_review['id'] );
	}
	if ( ! empty( $tourfront_tour['reviews'] ) && class_exists( 'WC_Comments' ) ) {
		WC_Comments::clear_transients( $tourfront_product_id );
	}
}
foreach ( $tourfront_data['tours'] as $tourfront_tour ) {
	$tourfront_map     = static function ( $ids ) use ( $tourfront_product_ids ) {
		return array_values(
			array_filter(
				array_map(
					static function ( $id ) use ( $tourfront_product_ids ) {
						return isset( $tourfront_product_ids[ $id ] ) ? $tourfront_product_ids[ $id ] : 0;
					}, (array) $ids
				)
			)
		);
	};
	$tourfront_product = wc_get_product( $tourfront_product_ids[ $tourfront_tour['id'] ] );
	$tourfront_product->set_cross_sell_ids( $tourfront_map( isset( $tourfront_tour['crossSells'] ) ? $tourfront_tour['crossSells'] : array() ) );
	$tourfront_product->set_upsell_ids( $tourfront_map( isset( $tourfront_tour['upsells'] ) ? $tourfront_tour['upsells'] : array() ) );
	$tourfront_product->save();
}
tourfront_seed_log( 'Tours: ' . count( $tourfront_product_ids ) . ' (with variations and reviews).' );

/**
 * The articles' author: a user with the fixture's display name (created once, as an author).
 *
 * @param string $name Display name.
 * @return int User id.
 */
function tourfront_seed_author( $name ) {
	$login = sanitize_title( $name );
	$user  = get_user_by( 'login', $login );
	if ( $user ) {
		return (int) $user->ID;
	}
	$id = wp_insert_user(
		array(
			'user_login'   => $login,
			'user_pass'    => wp_generate_password( 32 ),
			'user_email'   => $login . '@example.invalid',
			'display_name' => $name,
			'nickname'     => $name,
			'role'         => 'author',
		)
	);
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( 'Author ' . $name . ': ' . $id->get_error_message() );
	}
	return (int) $id;
}

/*
 * 6. Articles (by slug) in "Cẩm nang du lịch".
 */
global $wpdb;
$tourfront_article_category = get_term_by( 'slug', 'cam-nang-du-lich', 'category' );
$tourfront_article_category = $tourfront_article_category ? (int) $tourfront_article_category->term_id : (int) wp_insert_term( 'Cẩm nang du lịch', 'category', array( 'slug' => 'cam-nang-du-lich' ) )['term_id'];
foreach ( $tourfront_data['articles'] as $tourfront_article ) {
	$tourfront_existing = get_page_by_path( $tourfront_article['slug'], OBJECT, 'post' );
	$tourfront_post_id  = wp_insert_post(
		array(
			'ID'            => $tourfront_existing ? $tourfront_existing->ID : 0,
			'post_type'     => 'post',
			'post_status'   => 'publish',
			'post_name'     => $tourfront_article['slug'],
			'post_title'    => $tourfront_article['title'],
			'post_excerpt'  => $tourfront_article['excerpt'],
			'post_content'  => $tourfront_article['content'],
			'post_date'     => str_replace( 'T', ' ', $tourfront_article['date'] ),
			'post_category' => array( $tourfront_article_category ),
			'post_author'   => tourfront_seed_author( $tourfront_article['author'] ),
			// wp_insert_post() closes comments on an update that does not name the status.
			'comment_status' => 'open',
		),
		true
	);
	if ( is_wp_error( $tourfront_post_id ) ) {
		throw new RuntimeException( 'Article ' . $tourfront_article['slug'] . ': ' . $tourfront_post_id->get_error_message() );
	}
	// Seeding again is not an edit: the article keeps "last modified" = its date, as on its first insert (Storefront
	// would otherwise print a separate "updated" time that depends on how often the seed ran).
	$tourfront_post_date = str_replace( 'T', ' ', $tourfront_article['date'] );
	$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->posts,
		array(
			'post_modified'     => $tourfront_post_date,
			'post_modified_gmt' => get_gmt_from_date( $tourfront_post_date ),
		),
		array( 'ID' => $tourfront_post_id )
	);
	clean_post_cache( $tourfront_post_id );
	if ( isset( $tourfront_image_ids[ $tourfront_article['imageId'] ] ) ) {
		set_post_thumbnail( $tourfront_post_id, $tourfront_image_ids[ $tourfront_article['imageId'] ] );
	}
	$tourfront_tag_ids = array();
	foreach ( isset( $tourfront_article['tags'] ) ? $tourfront_article['tags'] : array() as $tourfront_tag ) {
		$tourfront_term      = get_term_by( 'slug', $tourfront_tag['slug'], 'post_tag' );
		$tourfront_term      = $tourfront_term ? (int) $tourfront_term->term_id : (int) wp_insert_term( $tourfront_tag['name'], 'post_tag', array( 'slug' => $tourfront_tag['slug'] ) )['term_id'];
		$tourfront_tag_ids[] = $tourfront_term;
	}
	wp_set_post_terms( $tourfront_post_id, $tourfront_tag_ids, 'post_tag' );
}
tourfront_seed_log( 'Articles: ' . count( $tourfront_data['articles'] ) . '.' );

/*
 * 7. Pages: WooCommerce's own (created when missing), and a terms page.
 */
WC_Install::create_pages();
// WooCommerce names its pages in the language active when it installs (English before the vi packs): the
// titles the demo shows, as a Vietnamese install names them, but the shop, which is named as the menu names
// it ("Tour du lịch": its title is the shop's heading and breadcrumb).
foreach ( array( 'shop' => $tourfront_data['site']['shopPage']['title'], 'cart' => 'Giỏ hàng', 'checkout' => 'Thanh toán', 'myaccount' => 'Tài khoản' ) as $tourfront_page => $tourfront_title ) {
	wp_update_post(
		array(
			'ID'         => wc_get_page_id( $tourfront_page ),
			'post_title' => $tourfront_title,
		)
	);
}
// The terms and privacy pages WooCommerce links from the checkout and the account forms, published (a fresh
// WordPress keeps its privacy page as a draft, so the privacy link printed as plain text).
$tourfront_page_ids = array();
foreach ( array( 'terms', 'privacy' ) as $tourfront_key ) {
	$tourfront_page                       = $tourfront_data['sitePages'][ $tourfront_key ];
	$tourfront_old                        = get_page_by_path( $tourfront_page['slug'], OBJECT, 'page' );
	$tourfront_page_ids[ $tourfront_key ] = (int) wp_insert_post(
		array(
			'ID'           => $tourfront_old ? $tourfront_old->ID : 0,
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $tourfront_page['slug'],
			'post_title'   => $tourfront_page['title'],
			'post_content' => $tourfront_page['content'],
		)
	);
}
$tourfront_terms   = $tourfront_page_ids['terms'];
$tourfront_privacy = $tourfront_page_ids['privacy'];
update_option( 'wp_page_for_privacy_policy', $tourfront_privacy );
update_option( 'woocommerce_terms_page_id', $tourfront_terms );
tourfront_seed_log( 'Pages: shop ' . wc_get_page_id( 'shop' ) . ', cart ' . wc_get_page_id( 'cart' ) . ', checkout ' . wc_get_page_id( 'checkout' ) . ', account ' . wc_get_page_id( 'myaccount' ) . ', terms ' . $tourfront_terms . ', privacy ' . $tourfront_privacy . '.' );

/*
 * 8. Coupons (by code).
 */
foreach ( $tourfront_settings['coupons'] as $tourfront_fixture ) {
	$tourfront_coupon = new WC_Coupon( $tourfront_fixture['code'] );
	$tourfront_coupon->set_code( $tourfront_fixture['code'] );
	$tourfront_coupon->set_discount_type( $tourfront_fixture['discountType'] );
	$tourfront_coupon->set_amount( (string) $tourfront_fixture['amount'] );
	$tourfront_coupon->set_free_shipping( ! empty( $tourfront_fixture['freeShipping'] ) );
	$tourfront_coupon->set_minimum_amount( isset( $tourfront_fixture['minimumAmount'] ) ? (string) $tourfront_fixture['minimumAmount'] : '' );
	$tourfront_coupon->set_date_expires( isset( $tourfront_fixture['expires'] ) ? $tourfront_fixture['expires'] . 'T23:59:59' : null );
	$tourfront_coupon->set_usage_limit( isset( $tourfront_fixture['usageLimit'] ) ? (int) $tourfront_fixture['usageLimit'] : 0 );
	$tourfront_coupon->set_usage_count( isset( $tourfront_fixture['usageCount'] ) ? (int) $tourfront_fixture['usageCount'] : 0 );
	$tourfront_coupon->save();
}
tourfront_seed_log( 'Coupons: ' . implode( ', ', wp_list_pluck( $tourfront_settings['coupons'], 'code' ) ) . '.' );

/*
 * 9. Taxes (by name and country).
 */
global $wpdb;
foreach ( $tourfront_settings['taxRates'] as $tourfront_rate ) {
	$tourfront_row      = array(
		'tax_rate_country'  => $tourfront_rate['country'],
		'tax_rate_state'    => '',
		'tax_rate'          => number_format( (float) $tourfront_rate['rate'], 4, '.', '' ),
		'tax_rate_name'     => $tourfront_rate['name'],
		'tax_rate_priority' => (int) $tourfront_rate['priority'],
		'tax_rate_compound' => 0,
		'tax_rate_shipping' => $tourfront_rate['shipping'] ? 1 : 0,
		'tax_rate_order'    => (int) $tourfront_rate['priority'],
		'tax_rate_class'    => '',
	);
	$tourfront_existing = $wpdb->get_var( $wpdb->prepare( "SELECT tax_rate_id FROM {$wpdb->prefix}woocommerce_tax_rates WHERE tax_rate_name = %s AND tax_rate_country = %s", $tourfront_rate['name'], $tourfront_rate['country'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	if ( $tourfront_existing ) {
		WC_Tax::_update_tax_rate( (int) $tourfront_existing, $tourfront_row );
	} else {
		WC_Tax::_insert_tax_rate( $tourfront_row );
	}
}
tourfront_seed_log( 'Taxes: ' . implode( ', ', wp_list_pluck( $tourfront_settings['taxRates'], 'name' ) ) . '.' );

/*
 * 10. Shipping: a Vietnam zone with flat rate and free shipping; local pickup (the block checkout's).
 */
$tourfront_shipping = $tourfront_settings['shipping'];
$tourfront_zone     = null;
foreach ( WC_Shipping_Zones::get_zones() as $tourfront_candidate ) {
	if ( 'Việt Nam' === $tourfront_candidate['zone_name'] ) {
		$tourfront_zone = new WC_Shipping_Zone( $tourfront_candidate['id'] );
	}
}
if ( ! $tourfront_zone ) {
	$tourfront_zone = new WC_Shipping_Zone();
	$tourfront_zone->set_zone_name( 'Việt Nam' );
	$tourfront_zone->set_zone_order( 0 );
	foreach ( $tourfront_shipping['zoneCountries'] as $tourfront_country ) {
		$tourfront_zone->add_location( $tourfront_country, 'country' );
	}
	$tourfront_zone->save();
}
$tourfront_methods = array();
foreach ( $tourfront_zone->get_shipping_methods() as $tourfront_method ) {
	$tourfront_methods[ $tourfront_method->id ] = $tourfront_method->instance_id;
}
foreach ( array( 'flat_rate', 'free_shipping' ) as $tourfront_method_id ) {
	if ( ! isset( $tourfront_methods[ $tourfront_method_id ] ) ) {
		$tourfront_methods[ $tourfront_method_id ] = $tourfront_zone->add_shipping_method( $tourfront_method_id );
	}
}
update_option(
	'woocommerce_flat_rate_' . $tourfront_methods['flat_rate'] . '_settings',
	array(
		'title'      => $tourfront_shipping['flatRate']['title'],
		'tax_status' => $tourfront_shipping['flatRate']['taxable'] ? 'taxable' : 'none',
		'cost'       => (string) $tourfront_shipping['flatRate']['cost'],
	)
);
update_option(
	'woocommerce_free_shipping_' . $tourfront_methods['free_shipping'] . '_settings',
	array(
		'title'            => $tourfront_shipping['freeShipping']['title'],
		'requires'         => 'either',
		'min_amount'       => (string) $tourfront_shipping['freeShipping']['minAmount'],
		'ignore_discounts' => 'no',
	)
);
update_option(
	'woocommerce_pickup_location_settings',
	array(
		'enabled'    => $tourfront_shipping['pickup']['enabled'] ? 'yes' : 'no',
		'title'      => $tourfront_shipping['pickup']['title'],
		'tax_status' => 'none',
		'cost'       => '',
	)
);
update_option(
	'pickup_location_pickup_locations',
	array(
		array(
			'name'    => $tourfront_shipping['pickup']['location'],
			'address' => array(
				'address_1' => $tourfront_shipping['pickup']['address']['address_1'],
				'city'      => $tourfront_shipping['pickup']['address']['city'],
				'state'     => '',
				'postcode'  => $tourfront_shipping['pickup']['address']['postcode'],
				'country'   => $tourfront_shipping['pickup']['address']['country'],
			),
			'details' => $tourfront_shipping['pickup']['details'],
			'enabled' => true,
		),
	)
);
WC_Cache_Helper::get_transient_version( 'shipping', true );
tourfront_seed_log( 'Shipping: zone ' . $tourfront_zone->get_id() . ' with flat rate and free shipping; local pickup ' . ( $tourfront_shipping['pickup']['enabled'] ? 'on' : 'off' ) . '.' );

/*
 * 11. Payment methods.
 */
$tourfront_order = array();
foreach ( $tourfront_settings['paymentGateways'] as $tourfront_index => $tourfront_gateway ) {
	$tourfront_key     = 'woocommerce_' . $tourfront_gateway['id'] . '_settings';
	$tourfront_current = get_option( $tourfront_key, array() );
	$tourfront_current = is_array( $tourfront_current ) ? $tourfront_current : array();
	update_option(
		$tourfront_key,
		array_merge(
			$tourfront_current,
			array(
				'enabled' => 'yes',
				'title'   => $tourfront_gateway['title'],
			)
		)
	);
	$tourfront_order[ $tourfront_gateway['id'] ] = $tourfront_index;
}
// WooCommerce's other offline gateways are off: the cheque ("Séc") a store seeded before offered is not a way a
// Vietnamese shopper pays.
foreach ( array( 'bacs', 'cheque', 'cod' ) as $tourfront_gateway_id ) {
	if ( ! isset( $tourfront_order[ $tourfront_gateway_id ] ) ) {
		$tourfront_key     = 'woocommerce_' . $tourfront_gateway_id . '_settings';
		$tourfront_current = get_option( $tourfront_key, array() );
		$tourfront_current = is_array( $tourfront_current ) ? $tourfront_current : array();
		update_option( $tourfront_key, array_merge( $tourfront_current, array( 'enabled' => 'no' ) ) );
	}
}
update_option( 'woocommerce_gateway_order', $tourfront_order );
// Bank transfer: the account shown on order received, its bank's NAPAS BIN as the sort code (VietQR).
update_option( 'woocommerce_bacs_accounts', $tourfront_settings['bacsAccounts'] );
tourfront_seed_log( 'Payment: ' . implode( ', ', array_keys( $tourfront_order ) ) . '; ' . count( $tourfront_settings['bacsAccounts'] ) . ' bank account(s).' );

require __DIR__ . '/seed-site.php';

/*
 * 16. Trust elements (theme/inc/trust.php, mocks/fixtures/trust.ts): the header's hotline and Zalo number, the
 * footer's registration, tour operator license and Ministry of Industry and Trade page, and the cancellation
 * policy page they link to.
 */
$tourfront_trust  = $tourfront_data['trust'];
$tourfront_policy = tourfront_seed_page( $tourfront_trust['cancellationPolicyPage']['slug'], $tourfront_trust['cancellationPolicyPage']['title'], $tourfront_trust['cancellationPolicyPage']['content'] );
foreach ( array( 'hotline', 'zalo_number', 'business_registration', 'tour_operator_license', 'moit_notification_url' ) as $tourfront_key ) {
	set_theme_mod( 'tourfront_' . $tourfront_key, $tourfront_trust[ $tourfront_key ] );
}
set_theme_mod( 'tourfront_cancellation_policy_page', $tourfront_policy );
tourfront_seed_log( 'Trust: hotline ' . $tourfront_trust['hotline'] . ', Zalo ' . $tourfront_trust['zalo_number'] . ', cancellation policy page ' . $tourfront_policy . '.' );

flush_rewrite_rules( false );
if ( function_exists( 'tourfront_search_flush' ) ) {
	tourfront_search_flush();
}
tourfront_seed_log( 'Done: the Tourfront demo shop is ready at ' . home_url( '/shop/' ) );
