<?php
/**
 * Departures and orders for the seats tests: a tour's departure as WooCommerce stores it (a `product_variation` with
 * its date attribute, managed stock and child price) and orders of the WooCommerce double that go through its
 * statuses (theme/tests/doubles/woocommerce-orders.php), their lines booked as the checkout books them.
 *
 * @package tourfront
 */

/** Departures and orders. */
trait Tourfront_Booking_Seats {
	/** @var int Next order id (orders outlive a test's rollback in the double's registry: never reused). */
	private static $next_order_id = 91000;

	/**
	 * A published departure of a published tour with `$seats` seats (the variation's own stock).
	 *
	 * @param int    $seats Seats left.
	 * @param string $date  YYYY-MM-DD.
	 * @param int    $tour  Tour (0 = a new one).
	 * @return WC_Product_Variation
	 */
	protected function departure( $seats, $date = '2099-12-05', $tour = 0 ) {
		$tour = $tour ? $tour : $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variable', 'price' => 2490000 ) );
		$id   = (int) wp_insert_post(
			array(
				'post_type'   => 'product_variation',
				'post_parent' => $tour,
				'post_title'  => 'Tour Hạ Long - ' . implode( '/', array_reverse( explode( '-', $date ) ) ),
				'post_status' => 'publish',
			)
		);
		update_post_meta( $id, 'attribute_pa_ngay-khoi-hanh', $date );
		update_post_meta( $id, '_price', '2490000' );
		update_post_meta( $id, '_regular_price', '2490000' );
		update_post_meta( $id, '_tourfront_child_price', '1500000' );
		if ( null !== $seats ) {
			update_post_meta( $id, '_manage_stock', 'yes' );
			update_post_meta( $id, '_stock', $seats );
		}
		return wc_get_product( $id );
	}

	/**
	 * An order of the double that goes through WooCommerce's statuses, its tour lines booked as the checkout books
	 * them (tourfront_booking_order_line_meta()), saved.
	 *
	 * @param array  $lines  Lines: [ departure, adults, children ].
	 * @param string $status Status it starts in.
	 * @return Tourfront_Test_Order
	 */
	protected function order( $lines, $status = 'pending' ) {
		$order = new Tourfront_Test_Order(
			array(
				'id'                 => ++self::$next_order_id,
				'status'             => $status,
				'total'              => '7470000',
				'billing_first_name' => 'Mai',
				'billing_last_name'  => 'Trần Thị',
			)
		);
		foreach ( $lines as $line ) {
			list( $departure, $adults, $children ) = array_pad( $line, 3, 0 );
			$order->add_item( $this->line( $departure, $adults, $children ) );
		}
		$order->save();
		return $order;
	}

	/**
	 * A tour line as the checkout creates it.
	 *
	 * @param WC_Product $departure Departure.
	 * @param int        $adults    Adults.
	 * @param int        $children  Children.
	 * @return Tourfront_Test_Order_Item
	 */
	protected function line( $departure, $adults, $children = 0 ) {
		$item = new Tourfront_Test_Order_Item();
		$item->set_name( $departure->get_name() );
		$item->set_product_id( $departure->get_parent_id() );
		$item->set_variation_id( $departure->get_id() );
		$item->set_quantity( $adults + $children );
		$item->set_total( (string) ( $adults * 2490000 + $children * 1500000 ) );
		$item->add_meta_data( 'pa_ngay-khoi-hanh', tourfront_booking_departure( $departure ), true );
		tourfront_booking_order_line_meta(
			$item,
			'k',
			array(
				'data'              => $departure,
				'quantity'          => $adults + $children,
				'tourfront_booking' => array( 'adults' => $adults, 'children' => $children ),
			)
		);
		return $item;
	}

	/**
	 * The seats left of a departure (its stock row), as the database holds them.
	 *
	 * @param WC_Product $departure Departure.
	 * @return int
	 */
	protected function left( $departure ) {
		$id = $departure->get_stock_managed_by_id();
		wp_cache_delete( $id, 'post_meta' );
		return (int) get_post_meta( $id, '_stock', true );
	}

	/**
	 * The seats an order's lines hold (`_reduced_stock`), line by line.
	 *
	 * @param WC_Order $order Order.
	 * @return int[]
	 */
	protected function held( $order ) {
		$held = array();
		foreach ( $order->get_items() as $item ) {
			$held[] = (int) $item->get_meta( '_reduced_stock', true );
		}
		return $held;
	}

	/**
	 * The order's single line.
	 *
	 * @param WC_Order $order Order.
	 * @return Tourfront_Test_Order_Item
	 */
	protected function first_line( $order ) {
		$items = $order->get_items();
		return reset( $items );
	}
}
