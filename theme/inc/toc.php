<?php
/**
 * Table of contents for articles: h2/h3 headings of a single post get ids (Vietnamese-safe slugs:
 * "Lịch trình ngày 1" → "lich-trinh-ngay-1"), and a TOC the storefront/toc script enhances goes before
 * the content when there are at least two headings.
 *
 * Markup: nav.tourfront-toc > button.tourfront-toc__toggle[aria-expanded][data-label-show][data-label-hide]
 * + ol.tourfront-toc__list > li.tourfront-toc__item--h2 > a[href="#id"] (+ ol > li.tourfront-toc__item--h3).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * A heading id from its text.
 *
 * @param string $text Heading text (may hold HTML).
 * @param array  $used Ids already used on the page (id => true), updated.
 * @return string
 */
function tourfront_heading_id( $text, &$used ) {
	$base = sanitize_title( remove_accents( wp_strip_all_tags( html_entity_decode( (string) $text, ENT_QUOTES, 'UTF-8' ) ) ) );
	$base = '' === $base ? 'section' : $base;
	$id   = $base;
	for ( $n = 2; isset( $used[ $id ] ); $n++ ) {
		$id = $base . '-' . $n;
	}
	$used[ $id ] = true;
	return $id;
}

/**
 * Adds ids to h2/h3 headings and collects them.
 *
 * @param string $content HTML.
 * @return array{0: string, 1: array<int, array{level: int, id: string, text: string}>}
 */
function tourfront_toc_headings( $content ) {
	$used     = array();
	$headings = array();
	$content  = (string) preg_replace_callback(
		'/<h([23])(\s[^>]*)?>(.*?)<\/h\1>/is',
		static function ( $match ) use ( &$used, &$headings ) {
			$attrs = isset( $match[2] ) ? $match[2] : '';
			if ( preg_match( '/\sid=(["\'])(.*?)\1/i', $attrs, $existing ) ) {
				$id          = $existing[2];
				$used[ $id ] = true;
			} else {
				$id    = tourfront_heading_id( $match[3], $used );
				$attrs = ' id="' . esc_attr( $id ) . '"' . $attrs;
			}
			$headings[] = array(
				'level' => (int) $match[1],
				'id'    => $id,
				'text'  => trim( wp_strip_all_tags( $match[3] ) ),
			);
			return '<h' . $match[1] . $attrs . '>' . $match[3] . '</h' . $match[1] . '>';
		},
		$content
	);
	return array( $content, $headings );
}

/**
 * The headings as the TOC nests them: each top entry with the h3 headings that follow it (an h3 before
 * any h2 is a top entry of its own).
 *
 * @param array $headings Headings from tourfront_toc_headings().
 * @return array<int, array{heading: array, children: array}>
 */
function tourfront_toc_tree( $headings ) {
	$tree = array();
	foreach ( $headings as $heading ) {
		if ( 3 === $heading['level'] && $tree ) {
			$tree[ count( $tree ) - 1 ]['children'][] = $heading;
			continue;
		}
		$tree[] = array(
			'heading'  => $heading,
			'children' => array(),
		);
	}
	return $tree;
}

if ( ! function_exists( 'tourfront_toc_template' ) ) {
	/**
	 * Prints the TOC.
	 *
	 * @param array $headings Headings from tourfront_toc_headings().
	 * @return void
	 */
	function tourfront_toc_template( $headings ) {
		$link = static function ( $heading ) {
			echo '<a href="#' . esc_attr( $heading['id'] ) . '">' . esc_html( $heading['text'] ) . '</a>';
		};
		echo '<nav class="tourfront-toc" aria-label="' . esc_attr__( 'Table of contents', 'tourfront' ) . '"><p class="tourfront-toc__title">' . esc_html__( 'Contents', 'tourfront' ) . ' ';
		echo '<button type="button" class="tourfront-toc__toggle" aria-expanded="true" aria-controls="tourfront-toc-list" data-label-show="' . esc_attr__( 'Show', 'tourfront' ) . '" data-label-hide="' . esc_attr__( 'Hide', 'tourfront' ) . '">' . esc_html__( 'Hide', 'tourfront' ) . '</button></p>';
		echo '<ol class="tourfront-toc__list" id="tourfront-toc-list">';
		foreach ( tourfront_toc_tree( $headings ) as $entry ) {
			echo '<li class="tourfront-toc__item tourfront-toc__item--h' . esc_attr( (string) $entry['heading']['level'] ) . '">';
			$link( $entry['heading'] );
			if ( $entry['children'] ) {
				echo '<ol class="tourfront-toc__sublist">';
				foreach ( $entry['children'] as $child ) {
					echo '<li class="tourfront-toc__item tourfront-toc__item--h3">';
					$link( $child );
					echo '</li>';
				}
				echo '</ol>';
			}
			echo '</li>';
		}
		echo '</ol></nav>';
	}
}

/**
 * The TOC as a string, for the content filter.
 *
 * @param array $headings Headings from tourfront_toc_headings().
 * @return string
 */
function tourfront_toc_markup( $headings ) {
	return tourfront_capture( 'tourfront_toc_template', $headings );
}

/**
 * Adds heading ids and the TOC to single articles.
 *
 * @param string $content Post content (blocks already rendered).
 * @return string
 */
function tourfront_toc_content( $content ) {
	if ( ! is_singular( 'post' ) || ! in_the_loop() || ! is_main_query() ) {
		return $content;
	}
	list( $content, $headings ) = tourfront_toc_headings( $content );
	$minimum                    = (int) apply_filters( 'tourfront_toc_min_headings', 2 );
	return count( $headings ) >= $minimum ? tourfront_toc_markup( $headings ) . $content : $content;
}
add_filter( 'the_content', 'tourfront_toc_content', 20 );
