<?php
/**
 * Plugin Name: Tourfront scale probe (bench stores only)
 * Description: For scripts/bench-scale.mjs on a store made for it. A request with the cookie
 * `tourfront_bench_theme` runs under that installed theme (Storefront, or a copy of Tourfront at another
 * commit), so one store answers for each in the same run; a request with the header `X-Tourfront-Bench` has its
 * peak PHP memory appended to wp-content/tourfront-bench.log once the response is sent. WP-Cron and Action
 * Scheduler's queue runner stay out of the measured requests. Copy or link into wp-content/mu-plugins/ of a
 * bench store only, never a shop's.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The theme this request asked for ('' = the active one).
 *
 * @return string
 */
function tourfront_scale_probe_theme() {
	$theme = isset( $_COOKIE['tourfront_bench_theme'] ) ? sanitize_key( wp_unslash( $_COOKIE['tourfront_bench_theme'] ) ) : '';
	return '' !== $theme && is_dir( get_theme_root() . '/' . $theme ) ? $theme : '';
}

if ( '' !== tourfront_scale_probe_theme() ) {
	add_filter(
		'stylesheet',
		static function () {
			return tourfront_scale_probe_theme();
		}
	);
	add_filter(
		'template',
		static function () {
			$parent = wp_get_theme( tourfront_scale_probe_theme() )->get( 'Template' );
			return $parent ? $parent : tourfront_scale_probe_theme();
		}
	);
	// A copy of Tourfront reads Tourfront's settings.
	if ( 'tourfront' !== tourfront_scale_probe_theme() && 0 === strpos( tourfront_scale_probe_theme(), 'tourfront' ) ) {
		add_filter(
			'pre_option_theme_mods_' . tourfront_scale_probe_theme(),
			static function () {
				return get_option( 'theme_mods_tourfront' );
			}
		);
	}
}

add_filter( 'action_scheduler_allow_async_request_runner', '__return_false' );

/**
 * Appends the request's id and peak memory to the bench's log, after the response has gone.
 *
 * @return void
 */
function tourfront_scale_probe_memory() {
	$id = isset( $_SERVER['HTTP_X_TOURFRONT_BENCH'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_TOURFRONT_BENCH'] ) ) : '';
	if ( '' === $id ) {
		return;
	}
	$peak = memory_get_peak_usage();
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	}
	file_put_contents( WP_CONTENT_DIR . '/tourfront-bench.log', $id . ' ' . $peak . "\n", FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the bench's own log.
}
add_action( 'shutdown', 'tourfront_scale_probe_memory', PHP_INT_MAX );
