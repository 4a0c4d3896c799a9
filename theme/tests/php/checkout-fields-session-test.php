<?php
/**
 * The order fields a shopper typed stay in WooCommerce's session on requests that do not register them
 * (theme/inc/checkout-travellers.php, `woocommerce_customer_allowed_session_meta_keys`).
 *
 * @package tourfront
 */

/** Order fields kept in the session. */
class Tourfront_Checkout_Fields_Session_Test extends Tourfront_Test_Case {
	/**
	 * A customer whose meta holds `$keys`, as WooCommerce's WC_Customer hands them out.
	 *
	 * @param string[] $keys Meta keys.
	 * @return object
	 */
	private function customer( $keys ) {
		return new class( $keys ) {
			/**
			 * Meta keys.
			 *
			 * @var string[]
			 */
			private $keys;

			/**
			 * Holds `$keys`.
			 *
			 * @param string[] $keys Meta keys.
			 */
			public function __construct( $keys ) {
				$this->keys = $keys;
			}

			/**
			 * The meta, each with a key and a value.
			 *
			 * @return object[]
			 */
			public function get_meta_data() {
				return array_map(
					static function ( $key ) {
						return (object) array(
							'key'   => $key,
							'value' => 'x',
						);
					},
					$this->keys
				);
			}
		};
	}

	/** The travellers and the pickup point are kept though no field is registered; other meta is not. */
	public function test_keeps_the_travellers_and_the_pickup_point_only() {
		$kept = apply_filters(
			'woocommerce_customer_allowed_session_meta_keys',
			array( '_wc_other/acme/gift' ),
			$this->customer(
				array(
					'_wc_other/tourfront/traveller-2-name',
					'_wc_other/tourfront/traveller-12-birth-year',
					'_wc_other/tourfront/pickup-point',
					'_wc_other/tourfront/traveller-2-nickname',
					'_secret',
				)
			)
		);
		$this->assertSame(
			array(
				'_wc_other/acme/gift',
				'_wc_other/tourfront/traveller-2-name',
				'_wc_other/tourfront/traveller-12-birth-year',
				'_wc_other/tourfront/pickup-point',
			),
			$kept
		);
	}

	/** Whatever another filter returned that is not a list is left alone. */
	public function test_leaves_odd_input_alone() {
		$this->assertSame( 'odd', tourfront_keep_order_fields_in_session( 'odd', $this->customer( array() ) ) );
		$this->assertSame( array( 'a' ), tourfront_keep_order_fields_in_session( array( 'a' ), null ) );
	}
}
