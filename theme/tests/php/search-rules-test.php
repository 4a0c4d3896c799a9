<?php
/**
 * The live search's folding and ranking rules against the vectors the TypeScript tests read too
 * (common/search/search-vectors.json), so the theme and the client index cannot drift apart.
 *
 * @package tourfront
 */

/** Rules tests. */
class Tourfront_Search_Rules_Test extends Tourfront_Test_Case {
	/** @return array The shared vectors. */
	private static function vectors() {
		$file = dirname( __DIR__, 3 ) . '/common/search/search-vectors.json';
		$json = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local test fixture.
		if ( ! is_array( $json ) ) {
			throw new RuntimeException( "Cannot read $file." );
		}
		return $json;
	}

	/** @return array */
	public static function fold_cases() {
		return self::vectors()['fold'];
	}

	/** @return array */
	public static function length_cases() {
		return self::vectors()['length'];
	}

	/** @return array */
	public static function rank_cases() {
		return self::vectors()['rank']['queries'];
	}

	/**
	 * @dataProvider fold_cases
	 * @param string $input  Text.
	 * @param string $output Folded.
	 */
	public function test_fold( $input, $output ) {
		$this->assertSame( $output, tourfront_search_fold( $input ) );
	}

	/**
	 * @dataProvider length_cases
	 * @param string $query  Query as typed.
	 * @param int    $length Characters the minimum counts.
	 */
	public function test_length( $query, $length ) {
		$this->assertSame( $length, tourfront_search_length( $query ) );
	}

	/**
	 * @dataProvider rank_cases
	 * @param string $query Query.
	 * @param int[]  $ids   Expected order.
	 */
	public function test_rank( $query, $ids ) {
		$entries = array_map(
			static function ( $product ) {
				return array(
					'id'    => $product['id'],
					'title' => tourfront_search_fold( $product['name'] ),
					'key'   => tourfront_search_fold( $product['name'] . ' ' . $product['sku'] ),
					'text'  => tourfront_search_fold( $product['text'] ),
					'date'  => $product['date'],
					'tour'  => $product['tour'],
				);
			},
			self::vectors()['rank']['products']
		);
		$this->assertSame( $ids, array_column( tourfront_search_rank( $query, $entries ), 'id' ) );
		$this->assertSame( $ids, array_column( tourfront_search_rank( $query, array_reverse( $entries ) ), 'id' ), 'Whatever the order of the index.' );
	}
}
