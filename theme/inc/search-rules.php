<?php
/**
 * The live search's two rules, the same as the TypeScript in common/search/ (fold.ts, rank.ts); the
 * cases both sides are tested against are in common/search/search-vectors.json.
 *
 * Folding: Vietnamese marks removed (tones, vowel marks, đ → d), lower case, every run of characters
 * other than letters and digits one space. A query's length (the 3-character minimum) is that of its
 * folded key. Matching: a query word matches where a word of the text starts with it ("ha" finds
 * "Hạ" and "Hải", not "Nha"); a product matches when every word is in its folded name and SKU, or
 * else in its folded descriptions. Ranking, best first: the name holds every word before the
 * descriptions only; then a tour (a product with departures) before other kinds; then the name
 * starts with the query (0), holds it as a phrase (1), holds every word (2), the descriptions (3);
 * then the newest (publication date, then the higher id).
 *
 * @package tourfront
 */

defined( 'ABSPATH' ) || exit;

/**
 * The search key of a plain text ("Đà Nẵng – Hội An!" → "da nang hoi an").
 *
 * @param string $text Plain text (no markup, entities decoded).
 * @return string
 */
function tourfront_search_fold( $text ) {
	$text = (string) $text;
	if ( class_exists( 'Normalizer' ) ) {
		$decomposed = Normalizer::normalize( $text, Normalizer::FORM_D );
		$text       = false === $decomposed ? $text : (string) preg_replace( '/\p{M}+/u', '', $decomposed );
	} else {
		// Without intl: WordPress's table covers Vietnamese (precomposed letters only).
		$text = remove_accents( $text );
	}
	$text = str_replace( array( 'đ', 'Đ' ), array( 'd', 'D' ), $text );
	$text = mb_strtolower( $text, 'UTF-8' );
	return trim( (string) preg_replace( '/[^\p{L}\p{N}]+/u', ' ', $text ) );
}

/**
 * How many characters a search counts in a query as typed: those of its search key ("ha " is "ha").
 *
 * @param string $query Plain text.
 * @return int
 */
function tourfront_search_length( $query ) {
	return mb_strlen( tourfront_search_fold( $query ), 'UTF-8' );
}

/**
 * True when a word of a folded text starts with the given word or phrase.
 *
 * @param string $text  Folded text.
 * @param string $words Folded word or phrase.
 * @return bool
 */
function tourfront_search_starts_a_word( $text, $words ) {
	return false !== strpos( ' ' . $text, ' ' . $words );
}

/**
 * The tier of an entry for a folded query, or -1 when it does not match.
 *
 * @param string $query Folded query.
 * @param array  $entry { title, key, text } folded texts.
 * @return int
 */
function tourfront_search_tier( $query, $entry ) {
	$words = array_filter( explode( ' ', $query ), 'strlen' );
	if ( ! $words ) {
		return -1;
	}
	if ( 0 === strpos( $entry['title'], $query ) ) {
		return 0;
	}
	if ( tourfront_search_starts_a_word( $entry['key'], $query ) ) {
		return 1;
	}
	$in_key = true;
	$in_all = true;
	$all    = $entry['key'] . ' ' . $entry['text'];
	foreach ( $words as $word ) {
		$in_key = $in_key && tourfront_search_starts_a_word( $entry['key'], $word );
		$in_all = $in_all && tourfront_search_starts_a_word( $all, $word );
	}
	if ( $in_key ) {
		return 2;
	}
	return $in_all ? 3 : -1;
}

/**
 * The entries matching a query as typed, best first.
 *
 * @param string $query   Query as typed.
 * @param array  $entries Entries { id, title, key, text, date, tour } (texts folded, date GMT `Y-m-d H:i:s`,
 *                        tour true for a product with departures).
 * @return array The matching entries.
 */
function tourfront_search_rank( $query, $entries ) {
	$folded = tourfront_search_fold( $query );
	$found  = array();
	foreach ( $entries as $entry ) {
		$tier = tourfront_search_tier( $folded, $entry );
		if ( $tier >= 0 ) {
			$found[] = array( $tier, $entry );
		}
	}
	usort(
		$found,
		static function ( $a, $b ) {
			$by_name = (int) ( 3 === $a[0] ) - (int) ( 3 === $b[0] );
			if ( 0 !== $by_name ) {
				return $by_name;
			}
			$by_kind = (int) ! empty( $b[1]['tour'] ) - (int) ! empty( $a[1]['tour'] );
			if ( 0 !== $by_kind ) {
				return $by_kind;
			}
			if ( $a[0] !== $b[0] ) {
				return $a[0] - $b[0];
			}
			$by_date = strcmp( $b[1]['date'], $a[1]['date'] );
			return 0 !== $by_date ? $by_date : (int) $b[1]['id'] - (int) $a[1]['id'];
		}
	);
	return array_column( $found, 1 );
}
