<?php
/**
 * The blocks in the block editor: each block's editor script and stylesheet (block.json `editorScript` and
 * `editorStyle`, built as build/<block>-editor.js + .css) render the real block over a sample cart, and
 * the settings the blocks read are printed for them. WordPress loads editor scripts in the editor only.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The editor bundles in build/ (entry name => handle, as block.json names them).
 *
 * @return array<string, string>
 */
function tourfront_editor_entries() {
	$entries = array();
	foreach ( tourfront_block_names() as $name ) {
		$entries[ $name . '-editor' ] = 'tourfront-' . $name . '-editor';
	}
	return $entries;
}

/**
 * Registers each built editor bundle (an ES module, translated) and its stylesheet under the handle its
 * block.json names. Nothing is enqueued here: the block editor enqueues its blocks' editor assets.
 *
 * @return void
 */
function tourfront_register_editor_assets() {
	if ( ! wp_script_is( 'tourfront-settings', 'registered' ) ) {
		wp_register_script( 'tourfront-settings', false, array(), TOURFRONT_VERSION, true );
	}
	foreach ( tourfront_editor_entries() as $entry => $handle ) {
		$asset = tourfront_entry_asset( $entry );
		if ( null === $asset || wp_script_is( $handle, 'registered' ) ) {
			continue;
		}
		wp_register_script( $handle, tourfront_build_url( $entry . '.js' ), array_merge( array( 'tourfront-settings' ), $asset['dependencies'] ), $asset['version'], true );
		wp_script_add_data( $handle, 'tourfront-module', true );
		wp_set_script_translations( $handle, 'tourfront', tourfront_path( 'languages' ) );
		if ( file_exists( tourfront_build_path( $entry . '.css' ) ) ) {
			wp_register_style( $handle, tourfront_build_url( $entry . '.css' ), array(), $asset['version'] );
		}
	}
}
add_action( 'init', 'tourfront_register_editor_assets', 9 );

/**
 * The settings the previews read: the page settings with the cart and checkout groups, without the
 * signed-in editor's own address or saved payment methods (the preview is nobody's checkout).
 *
 * @return array<string, mixed>
 */
function tourfront_editor_settings() {
	$settings = tourfront_get_settings();
	if ( tourfront_is_woocommerce_active() ) {
		$settings = array_merge( $settings, tourfront_checkout_settings( true ) );
		unset( $settings['checkoutData'], $settings['customerPaymentMethods'] );
	}
	return $settings;
}

/**
 * Prints `window.tourfrontSettings` before the editor scripts when one of them is enqueued.
 *
 * @return void
 */
function tourfront_print_editor_settings() {
	$enqueued = array_filter(
		tourfront_editor_entries(),
		static function ( $handle ) {
			return wp_script_is( $handle, 'enqueued' );
		}
	);
	if ( ! $enqueued || ! wp_script_is( 'tourfront-settings', 'registered' ) ) {
		return;
	}
	$before = wp_scripts()->get_data( 'tourfront-settings', 'before' );
	if ( is_array( $before ) && preg_grep( '/window\.tourfrontSettings = /', $before ) ) {
		return;
	}
	wp_add_inline_script( 'tourfront-settings', tourfront_settings_script( tourfront_editor_settings() ), 'before' );
}
add_action( 'enqueue_block_editor_assets', 'tourfront_print_editor_settings', 100 );
