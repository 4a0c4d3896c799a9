<?php
/**
 * The seed's last step: the site around the catalogue, as the demo shows it (mocks/fixtures/site.ts).
 * A static front page with Storefront's Homepage template, the articles' page, the menu in Storefront's
 * primary and handheld locations, the footer widgets, the store notice and the account form options;
 * WordPress's "Hello world!" post and "Sample Page" go. Required by seed.php (its variables in scope).
 *
 * @package tourfront
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride

defined( 'ABSPATH' ) || exit;

$tourfront_site = $tourfront_data['site'];

/**
 * A page by slug, created or updated.
 *
 * @param string $slug    Slug.
 * @param string $title   Title.
 * @param string $content Content.
 * @return int Page id.
 */
function tourfront_seed_page( $slug, $title, $content ) {
	$existing = get_page_by_path( $slug, OBJECT, 'page' );
	$id       = wp_insert_post(
		array(
			'ID'           => $existing ? $existing->ID : 0,
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $title,
			'post_content' => $content,
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( 'Page ' . $slug . ': ' . $id->get_error_message() );
	}
	return (int) $id;
}

/*
 * 12. Site: identity, account forms (username and password typed by the shopper, so the password meter
 * has a field), the store notice, no WordPress sample content.
 */
update_option( 'blogname', $tourfront_site['title'] );
update_option( 'blogdescription', $tourfront_site['tagline'] );
update_option( 'woocommerce_registration_generate_username', 'no' );
update_option( 'woocommerce_registration_generate_password', 'no' );
update_option( 'woocommerce_demo_store', $tourfront_site['storeNotice'] ? 'yes' : 'no' );
foreach ( array( 'post' => 'hello-world', 'page' => 'sample-page' ) as $tourfront_type => $tourfront_slug ) {
	$tourfront_sample = get_page_by_path( $tourfront_slug, OBJECT, $tourfront_type );
	if ( $tourfront_sample ) {
		wp_delete_post( $tourfront_sample->ID, true );
	}
}

/*
 * 13. Home page (Storefront's Homepage template: the page's title and text over its featured image, then
 * the product sections) and the articles' page.
 */
$tourfront_front = tourfront_seed_page(
	$tourfront_site['frontPage']['slug'],
	$tourfront_site['frontPage']['title'],
	str_replace( '%shop_url%', esc_url( get_permalink( wc_get_page_id( 'shop' ) ) ), $tourfront_site['frontPage']['content'] )
);
update_post_meta( $tourfront_front, '_wp_page_template', 'template-homepage.php' );
if ( isset( $tourfront_image_ids[ $tourfront_site['frontPage']['imageId'] ] ) ) {
	set_post_thumbnail( $tourfront_front, $tourfront_image_ids[ $tourfront_site['frontPage']['imageId'] ] );
}
$tourfront_posts_page = tourfront_seed_page( $tourfront_site['postsPage']['slug'], $tourfront_site['postsPage']['title'], '' );
update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', $tourfront_front );
update_option( 'page_for_posts', $tourfront_posts_page );
tourfront_seed_log( 'Home: page ' . $tourfront_front . ' (Homepage template); articles: page ' . $tourfront_posts_page . '.' );

/*
 * 14. The menu, item by item (each keyed in meta, so a second run updates the same items), in Storefront's
 * primary and handheld locations.
 */
$tourfront_menu       = wp_get_nav_menu_object( $tourfront_site['menu']['name'] );
$tourfront_menu       = $tourfront_menu ? (int) $tourfront_menu->term_id : (int) wp_create_nav_menu( $tourfront_site['menu']['name'] );
$tourfront_menu_items = array();
foreach ( (array) wp_get_nav_menu_items( $tourfront_menu, array( 'post_status' => 'any' ) ) as $tourfront_item ) {
	$tourfront_key = (string) get_post_meta( $tourfront_item->ID, '_tourfront_fixture_key', true );
	if ( '' === $tourfront_key || isset( $tourfront_menu_items[ $tourfront_key ] ) ) {
		// Not one of the seed's items (or a copy of one): the menu is the seed's.
		wp_delete_post( $tourfront_item->ID, true );
		continue;
	}
	$tourfront_menu_items[ $tourfront_key ] = (int) $tourfront_item->ID;
}
$tourfront_menu_pages = array(
	'home'      => $tourfront_front,
	'shop'      => wc_get_page_id( 'shop' ),
	'posts'     => $tourfront_posts_page,
	'myaccount' => wc_get_page_id( 'myaccount' ),
	'cart'      => wc_get_page_id( 'cart' ),
);

/**
 * Adds or updates one menu item.
 *
 * @param int    $menu  Menu id.
 * @param string $key   The item's key among the seed's items.
 * @param array  $args  wp_update_nav_menu_item() arguments.
 * @param array  $items Existing items by key (the kept ones are removed from it).
 * @return int Item id.
 */
function tourfront_seed_menu_item( $menu, $key, $args, &$items ) {
	$id = wp_update_nav_menu_item( $menu, isset( $items[ $key ] ) ? $items[ $key ] : 0, array_merge( $args, array( 'menu-item-status' => 'publish' ) ) );
	update_post_meta( $id, '_tourfront_fixture_key', $key );
	unset( $items[ $key ] );
	return (int) $id;
}

$tourfront_position = 0;
foreach ( $tourfront_site['menu']['items'] as $tourfront_item ) {
	$tourfront_parent = tourfront_seed_menu_item(
		$tourfront_menu,
		$tourfront_item['link'],
		array(
			'menu-item-title'     => $tourfront_item['label'],
			'menu-item-object'    => 'page',
			'menu-item-object-id' => (int) $tourfront_menu_pages[ $tourfront_item['link'] ],
			'menu-item-type'      => 'post_type',
			'menu-item-position'  => ++$tourfront_position,
		),
		$tourfront_menu_items
	);
	foreach ( ! empty( $tourfront_item['categoriesBelow'] ) ? $tourfront_data['categories'] : array() as $tourfront_category ) {
		tourfront_seed_menu_item(
			$tourfront_menu,
			'category-' . $tourfront_category['slug'],
			array(
				'menu-item-object'    => 'product_cat',
				'menu-item-object-id' => $tourfront_category_ids[ $tourfront_category['id'] ],
				'menu-item-type'      => 'taxonomy',
				'menu-item-parent-id' => $tourfront_parent,
				'menu-item-position'  => ++$tourfront_position,
			),
			$tourfront_menu_items
		);
	}
}
foreach ( $tourfront_menu_items as $tourfront_stale ) {
	wp_delete_post( $tourfront_stale, true );
}
set_theme_mod( 'nav_menu_locations', array_merge( (array) get_theme_mod( 'nav_menu_locations', array() ), array_fill_keys( $tourfront_site['menu']['locations'], $tourfront_menu ) ) );
tourfront_seed_log( 'Menu: ' . count( (array) wp_get_nav_menu_items( $tourfront_menu ) ) . ' items in ' . implode( ', ', $tourfront_site['menu']['locations'] ) . '.' );

/*
 * 15. Footer widgets: one per Storefront footer area, at fixed widget numbers so a second run updates them.
 */
$tourfront_sidebars = wp_get_sidebars_widgets();
foreach ( $tourfront_site['footerWidgets'] as $tourfront_index => $tourfront_widget ) {
	$tourfront_number = 7001 + $tourfront_index;
	switch ( $tourfront_widget['type'] ) {
		case 'text':
			$tourfront_base     = 'text';
			$tourfront_instance = array( 'title' => $tourfront_widget['title'], 'text' => $tourfront_widget['html'], 'filter' => true, 'visual' => true );
			break;
		case 'product-categories':
			$tourfront_base     = 'woocommerce_product_categories';
			$tourfront_instance = array( 'title' => $tourfront_widget['title'], 'orderby' => 'name', 'dropdown' => 0, 'count' => 0, 'hierarchical' => 1, 'show_children_only' => 0, 'hide_empty' => 1, 'max_depth' => '' );
			break;
		default:
			$tourfront_base     = 'recent-posts';
			$tourfront_instance = array( 'title' => $tourfront_widget['title'], 'number' => (int) $tourfront_widget['number'], 'show_date' => false );
	}
	$tourfront_instances                      = (array) get_option( 'widget_' . $tourfront_base, array() );
	$tourfront_instances[ $tourfront_number ] = $tourfront_instance;
	$tourfront_instances['_multiwidget']      = 1;
	update_option( 'widget_' . $tourfront_base, $tourfront_instances );
	$tourfront_sidebars[ 'footer-' . ( $tourfront_index + 1 ) ] = array( $tourfront_base . '-' . $tourfront_number );
}
wp_set_sidebars_widgets( $tourfront_sidebars );
tourfront_seed_log( 'Footer widgets: ' . count( $tourfront_site['footerWidgets'] ) . '.' );
