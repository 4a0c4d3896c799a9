<?php
/**
 * Markup templates the theme and its demo share (templates/*.html): static HTML with `{{slot}}` places,
 * one source for both. The theme prints the static HTML as it stands and calls one printer per slot,
 * which escapes what it prints; the demo (mocks/handlers/markup) fills the same file with escaped values.
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * A template split into static HTML (even indexes) and slot names (odd indexes).
 *
 * @param string $name File name in templates/, without `.html`.
 * @return string[]
 */
function tourfront_template_parts( $name ) {
	static $parsed = array();
	if ( ! isset( $parsed[ $name ] ) ) {
		$file   = TOURFRONT_DIR . '/templates/' . sanitize_file_name( $name ) . '.html';
		$source = is_readable( $file ) ? (string) file_get_contents( $file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the theme.
		if ( '' === $source ) {
			_doing_it_wrong( __FUNCTION__, esc_html( sprintf( 'The template "%s" is missing or empty.', $name ) ), '0.1.0' );
		}

		$parsed[ $name ] = (array) preg_split( '/\{\{([a-z_]+)\}\}/', rtrim( $source, "\n" ), -1, PREG_SPLIT_DELIM_CAPTURE );
	}
	return $parsed[ $name ];
}

/**
 * Prints a template: its static HTML as written, each slot by its printer (which escapes what it prints).
 *
 * @param string                  $name  File name in templates/, without `.html`.
 * @param array<string, callable> $slots Printer per slot name.
 * @return void
 */
function tourfront_print_template( $name, $slots ) {
	foreach ( tourfront_template_parts( $name ) as $index => $part ) {
		if ( 0 === $index % 2 ) {
			echo $part; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- static HTML of a theme file (templates/), no data in it: the data comes through the slots' printers, escaped.
		} elseif ( isset( $slots[ $part ] ) ) {
			call_user_func( $slots[ $part ] );
		} else {
			_doing_it_wrong( __FUNCTION__, esc_html( sprintf( 'The template "%1$s" has no printer for {{%2$s}}.', $name, $part ) ), '0.1.0' );
		}
	}
}

/**
 * What a printing function prints, for the filters that want a string.
 *
 * @param callable $printer Printing function.
 * @param mixed    ...$args Its arguments.
 * @return string
 */
function tourfront_capture( $printer, ...$args ) {
	ob_start();
	try {
		call_user_func_array( $printer, $args );
	} finally {
		$output = (string) ob_get_clean();
	}
	return $output;
}
