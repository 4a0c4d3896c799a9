<?php
/**
 * `tourfrontSettings.cancellationPolicyPage`: the cancellation policy page chosen in the Customizer
 * (trust.php), in the shape of a `storePages` entry, so the checkout can link it next to the terms.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds the cancellation policy page to the settings.
 *
 * @param array<string, mixed> $settings Settings.
 * @return array<string, mixed>
 */
function tourfront_settings_cancellation_policy( $settings ) {
	$settings['cancellationPolicyPage'] = tourfront_cancellation_policy_page();
	return $settings;
}
add_filter( 'tourfront_settings', 'tourfront_settings_cancellation_policy' );
