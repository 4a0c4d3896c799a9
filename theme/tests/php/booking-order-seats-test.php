<?php
/**
 * Seats through every order status that moves them, on WooCommerce's own status hooks (the double's orders fire them
 * as WC_Order::status_transition() does, and WooCommerce's stock functions are hooked to them as WooCommerce hooks
 * them): placed, pending, on hold, processing, completed, cancelled, failed, refunded, a partial refund, the admin's
 * edit, order-pay, order again, and a paid order whose departure has no seats left. Seats offered = seats the lines
 * hold + seats left after every step.
 *
 * @package tourfront
 */

require_once __DIR__ . '/trait-tourfront-booking-seats.php';

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;

/** Order status tests. */
class Tourfront_Booking_Order_Seats_Test extends Tourfront_Test_Case {
	use Tourfront_Booking_Seats;

	/** No notice left from one test to the next; a shopper's session. */
	protected function setUp(): void {
		parent::setUp();
		wc_clear_notices();
		WC()->session = new Tourfront_Test_Session();
	}

	/** No session outside these tests; English again. */
	protected function tearDown(): void {
		WC()->session = null;
		$this->use_locale( '' );
		parent::tearDown();
	}

	/**
	 * The cart's draft order at Place order, as the Store API of WooCommerce 11.0 has it when it fires
	 * `woocommerce_store_api_checkout_order_processed`: set to pending just before, its id in the session.
	 *
	 * @param array $lines Lines.
	 * @return Tourfront_Test_Order
	 */
	private function placing( $lines ) {
		$order = $this->order( $lines, 'checkout-draft' );
		WC()->session->set( 'store_api_draft_order', $order->get_id() );
		$order->update_status( 'pending' );
		return $order;
	}

	/**
	 * An order placed at the checkout, then left by its gateway in `$status` (set as WooCommerce sets it, with its
	 * hooks).
	 *
	 * @param WC_Product $departure Departure.
	 * @param int        $adults    Adults.
	 * @param int        $children  Children.
	 * @param string     $status    Status.
	 * @return Tourfront_Test_Order
	 */
	private function placed( $departure, $adults, $children = 0, $status = 'processing' ) {
		$order = $this->placing( array( array( $departure, $adults, $children ) ) );
		do_action( 'woocommerce_store_api_checkout_order_processed', $order );
		$order->update_status( $status );
		return $order;
	}

	/**
	 * Asserts that the seats a departure offers are the seats its orders' lines hold plus the seats left.
	 *
	 * @param int        $offered   Seats offered.
	 * @param WC_Product $departure Departure.
	 * @param WC_Order[] $orders    Its orders.
	 */
	private function assertSeatsAddUp( $offered, $departure, $orders ) {
		$held = 0;
		foreach ( $orders as $order ) {
			foreach ( $order->get_items() as $item ) {
				$held += $item->get_variation_id() === $departure->get_id() ? (int) $item->get_meta( '_reduced_stock', true ) : 0;
			}
		}
		$this->assertGreaterThanOrEqual( 0, $this->left( $departure ), 'Never below zero.' );
		$this->assertSame( $offered, $held + $this->left( $departure ), 'Seats offered = seats held + seats left.' );
	}

	public function test_placing_takes_the_seats_and_processing_and_completed_take_nothing_more() {
		$departure = $this->departure( 5 );
		$order     = $this->placed( $departure, 2, 1 );
		$this->assertSame( array( 3 ), $this->held( $order ) );
		$this->assertSame( 2, $this->left( $departure ) );
		$order->update_status( 'completed' );
		$this->assertSame( 2, $this->left( $departure ), 'Completed: WooCommerce reduces nothing twice.' );
		$this->assertSeatsAddUp( 5, $departure, array( $order ) );
	}

	public function test_a_placed_order_left_pending_by_its_gateway_keeps_the_seats_until_it_is_paid() {
		$departure = $this->departure( 5 );
		$order     = $this->placed( $departure, 3, 0, 'pending' );
		$order->update_status( 'checkout-draft' );
		$order->update_status( 'pending' );
		$this->assertSame( 2, $this->left( $departure ), 'WooCommerce restocks an order back to pending only when it reduced it.' );
		$order->payment_complete();
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertSame( 2, $this->left( $departure ) );
		$this->assertSeatsAddUp( 5, $departure, array( $order ) );
	}

	public function test_a_checkout_short_of_seats_goes_back_to_the_carts_draft() {
		$departure = $this->departure( 2 );
		$order     = $this->placing( array( array( $departure, 2, 1 ) ) );
		try {
			do_action( 'woocommerce_store_api_checkout_order_processed', $order );
			$this->fail( 'Refused.' );
		} catch ( RouteException $refusal ) {
			$this->assertSame( 409, $refusal->getCode() );
			$this->assertSame( array( 'seats_left' => 2 ), $refusal->getAdditionalData() );
		}
		$this->assertSame( 'checkout-draft', $order->get_status(), 'The pending WooCommerce set it to goes back to the draft.' );
		$this->assertSame( 2, $this->left( $departure ) );
	}

	public function test_pending_gives_back_what_woocommerce_reduced_and_processing_takes_it_again() {
		$departure = $this->departure( 5 );
		$order     = $this->placed( $departure, 3 );
		$order->update_status( 'pending' );
		$this->assertSame( 5, $this->left( $departure ), 'The admin moved it back to pending.' );
		$this->assertSame( array( 0 ), $this->held( $order ) );
		$order->update_status( 'processing' );
		$this->assertSame( 2, $this->left( $departure ) );
		$this->assertSeatsAddUp( 5, $departure, array( $order ) );
	}

	public function test_on_hold_processing_and_completed_take_the_seats_an_admins_order_lacks_once() {
		$departure = $this->departure( 10 );
		$on_hold   = $this->order( array( array( $departure, 2 ) ) );
		$on_hold->update_status( 'on-hold' );
		$this->assertSame( 8, $this->left( $departure ) );
		$on_hold->update_status( 'processing' );
		$on_hold->update_status( 'completed' );
		$this->assertSame( 8, $this->left( $departure ), 'Taken once.' );

		$completed = $this->order( array( array( $departure, 1, 1 ) ) );
		$completed->update_status( 'completed' );
		$this->assertSame( array( 2 ), $this->held( $completed ) );
		$this->assertSeatsAddUp( 10, $departure, array( $on_hold, $completed ) );
	}

	public function test_cancelled_gives_the_seats_back_once_whoever_reduced_them() {
		$departure = $this->departure( 6 );
		$unpaid    = $this->placed( $departure, 2, 0, 'pending' );
		$paid      = $this->placed( $departure, 3 );
		$this->assertSame( 1, $this->left( $departure ) );
		$unpaid->update_status( 'cancelled' );
		$this->assertSame( 3, $this->left( $departure ), "An unpaid order's seats: WooCommerce had not reduced it." );
		$paid->update_status( 'cancelled' );
		$this->assertSame( 6, $this->left( $departure ), 'A paid one: WooCommerce gave them back, the theme nothing more.' );
		$paid->update_status( 'pending' );
		$this->assertSame( 6, $this->left( $departure ) );
		$this->assertSeatsAddUp( 6, $departure, array( $unpaid, $paid ) );
	}

	public function test_failed_gives_the_seats_back_and_a_later_payment_takes_them_again() {
		$departure = $this->departure( 4 );
		$book      = wc_get_product( $this->product( array( 'title' => 'Sách' ) ) );
		update_post_meta( $book->get_id(), '_manage_stock', 'yes' );
		update_post_meta( $book->get_id(), '_stock', 10 );
		$order = $this->order( array( array( $departure, 2 ) ), 'on-hold' );
		$line  = new Tourfront_Test_Order_Item();
		$line->set_product_id( $book->get_id() );
		$line->set_quantity( 1 );
		$order->add_item( $line );
		$order->save();
		$order->update_status( 'processing' );
		$this->assertSame( array( 2, 1 ), $this->held( $order ) );

		$order->update_status( 'failed' );
		$this->assertSame( 4, $this->left( $departure ), 'WooCommerce 11 restores an order it reduced that fails.' );
		$this->assertSame( 10, tourfront_booking_stored_stock( $book->get_id() ) );

		$unpaid = $this->placed( $departure, 1, 0, 'pending' );
		$this->assertSame( 3, $this->left( $departure ) );
		$unpaid->update_status( 'failed' );
		$this->assertSame( 4, $this->left( $departure ), 'A declined payment: WooCommerce had reduced nothing, the theme gives the seats back.' );
		$this->assertCount( 1, preg_grep( '/^Seats given back: Tour Hạ Long - 05\/12\/2099 3&rarr;4$/', $unpaid->notes ) );

		$order->payment_complete();
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertSame( 2, $this->left( $departure ) );
		$this->assertSeatsAddUp( 4, $departure, array( $order ) );
	}

	public function test_refunded_gives_back_what_the_lines_still_hold() {
		$departure = $this->departure( 5 );
		$order     = $this->placed( $departure, 3 );
		$order->update_status( 'refunded' );
		$this->assertSame( 5, $this->left( $departure ) );
		$this->assertSame( array( 0 ), $this->held( $order ) );
	}

	public function test_a_partial_refund_with_restock_gives_those_seats_back_and_no_more() {
		$departure = $this->departure( 5 );
		$order     = $this->placed( $departure, 2, 1 );
		$line      = $this->first_line( $order );
		wc_create_refund( array( 'order_id' => $order->get_id(), 'amount' => 1500000, 'line_items' => array( $line->get_id() => array( 'qty' => 1 ) ), 'restock_items' => true ) );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertSame( 3, $this->left( $departure ) );
		$this->assertSame( array( 2 ), $this->held( $order ) );
		wc_create_refund( array( 'order_id' => $order->get_id(), 'amount' => 5970000 ) );
		$this->assertSame( 'refunded', $order->get_status() );
		$this->assertSame( 5, $this->left( $departure ), '3 seats back in all, not 4.' );
		$order->update_status( 'cancelled' );
		$this->assertSame( 5, $this->left( $departure ) );
	}

	public function test_a_paid_order_whose_departure_has_no_seats_goes_on_hold_with_a_note() {
		$departure = $this->departure( 2 );
		$order     = $this->order( array( array( $departure, 3 ) ) );
		$order->payment_complete();
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertSame( 2, $this->left( $departure ), 'WooCommerce did not take them below zero either.' );
		$notes = implode( "\n", $order->notes );
		$this->assertStringContainsString( 'Not enough seats on the departure on 05/12/2099: only 2 seats left', $notes );
		$this->assertStringContainsString( 'On hold: this order is paid but a tour line of it has no seats', $notes );

		// The operator adds seats, then sets it to Processing: the seats are taken and it stays there.
		tourfront_booking_set_seats_offered( $departure, 4 );
		$order->update_status( 'processing' );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertSame( 1, $this->left( $departure ) );
		$this->assertSame( '', $this->first_line( $order )->get_meta( '_tourfront_unseated' ) );
		$this->assertSeatsAddUp( 4, $departure, array( $order ) );
	}

	public function test_an_order_set_to_processing_without_seats_goes_on_hold() {
		$departure = $this->departure( 1 );
		$order     = $this->order( array( array( $departure, 2 ) ) );
		$order->update_status( 'processing' );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertStringContainsString( 'On hold: this order is paid', end( $order->notes ) );
		$this->assertSame( 1, $this->left( $departure ) );
		$order->update_status( 'on-hold' );
		$this->assertCount( 1, preg_grep( '/^Not enough seats/', $order->notes ), 'Parked on hold, it is not tried again nor noted twice.' );
	}

	public function test_nothing_is_carried_from_one_order_to_the_next() {
		$full  = $this->departure( 0 );
		$other = $this->departure( 5, '2099-12-12' );
		$first = $this->order( array( array( $full, 2 ) ) );
		$first->payment_complete();
		$this->assertSame( 'on-hold', $first->get_status() );

		$second = $this->order( array( array( $other, 2 ) ) );
		$second->payment_complete();
		$this->assertSame( 'processing', $second->get_status() );
		$this->assertSame( 3, $this->left( $other ) );

		// In the same process (Action Scheduler, WP-CLI), seats come free and the first order is processed again.
		tourfront_booking_set_seats_offered( $full, 2 );
		$first->update_status( 'processing' );
		$this->assertSame( 'processing', $first->get_status() );
		$this->assertSame( array( 2 ), $this->held( $first ) );
		$this->assertSame( 0, $this->left( $full ) );
	}

	public function test_the_admins_edit_moves_the_seats_of_a_line() {
		$departure = $this->departure( 6 );
		$order     = $this->placed( $departure, 2 );
		$line      = $this->first_line( $order );
		$id        = $line->get_id();
		wc_save_order_items( $order->get_id(), array( 'order_item_id' => array( $id ), 'order_item_qty' => array( $id => '4' ) ) );
		$this->assertSame( array( 4 ), $this->held( $order ) );
		$this->assertSame( 2, $this->left( $departure ) );
		wc_save_order_items( $order->get_id(), array( 'order_item_id' => array( $id ), 'order_item_qty' => array( $id => '9' ) ) );
		$this->assertSame( array( 4 ), $this->held( $order ), 'More seats than are left: nothing taken…' );
		$this->assertStringStartsWith( 'Not enough seats on the departure on 05/12/2099: only 2 seats left', end( $order->notes ), '…and the order says so.' );
		wc_save_order_items( $order->get_id(), array( 'order_item_id' => array( $id ), 'order_item_qty' => array( $id => '1' ) ) );
		$this->assertSame( 5, $this->left( $departure ) );
		wc_save_order_items( $order->get_id(), array( 'order_item_id' => array( $id ), 'order_item_qty' => array( $id => '0' ) ) );
		$this->assertSame( 6, $this->left( $departure ), 'A deleted line gives its seats back.' );
		$this->assertSame( array(), $order->get_items() );
	}

	public function test_the_admins_edit_of_a_pending_order_keeps_its_seats_in_step() {
		$departure = $this->departure( 6 );
		$order     = $this->placed( $departure, 2, 0, 'pending' );
		$id        = $this->first_line( $order )->get_id();
		wc_save_order_items( $order->get_id(), array( 'order_item_id' => array( $id ), 'order_item_qty' => array( $id => '3' ) ) );
		$this->assertSame( array( 3 ), $this->held( $order ), 'WooCommerce adjusts only on hold, processing and completed orders.' );
		$this->assertSame( 3, $this->left( $departure ) );
	}

	public function test_the_admin_moves_a_line_to_another_departure_with_its_seats() {
		$tour  = $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variable' ) );
		$from  = $this->departure( 5, '2099-12-05', $tour );
		$to    = $this->departure( 3, '2099-12-12', $tour );
		$full  = $this->departure( 1, '2099-12-19', $tour );
		$order = $this->placed( $from, 2 );
		$id    = $this->first_line( $order )->get_id();
		wc_save_order_items( $order->get_id(), array( 'order_item_id' => array( $id ), 'meta_key' => array( $id => array( 'pa_ngay-khoi-hanh' ) ), 'meta_value' => array( $id => array( '2099-12-12' ) ) ) );
		$this->assertSame( array( 5, 1 ), array( $this->left( $from ), $this->left( $to ) ) );
		$this->assertSame( $to->get_id(), $this->first_line( $order )->get_variation_id() );
		wc_save_order_items( $order->get_id(), array( 'order_item_id' => array( $id ), 'meta_key' => array( $id => array( 'pa_ngay-khoi-hanh' ) ), 'meta_value' => array( $id => array( '2099-12-19' ) ) ) );
		$this->assertSame( $to->get_id(), $this->first_line( $order )->get_variation_id(), 'No seats there: it stays.' );
		$this->assertSame( array( 1, 1 ), array( $this->left( $to ), $this->left( $full ) ) );
		$this->assertSame( '2099-12-12', $this->first_line( $order )->get_meta( 'pa_ngay-khoi-hanh' ) );
	}

	public function test_an_unseated_line_moved_to_a_departure_with_seats_takes_them_there() {
		$tour  = $this->product( array( 'title' => 'Tour Hạ Long', 'type' => 'variable' ) );
		$full  = $this->departure( 0, '2099-12-05', $tour );
		$open  = $this->departure( 4, '2099-12-12', $tour );
		$order = $this->order( array( array( $full, 2 ) ) );
		$order->payment_complete();
		$id = $this->first_line( $order )->get_id();
		wc_save_order_items( $order->get_id(), array( 'order_item_id' => array( $id ), 'meta_key' => array( $id => array( 'pa_ngay-khoi-hanh' ) ), 'meta_value' => array( $id => array( '2099-12-12' ) ) ) );
		$this->assertSame( array( 0, 2 ), array( $this->left( $full ), $this->left( $open ) ) );
		$this->assertSame( array( 2 ), $this->held( $order ) );
		$order->update_status( 'processing' );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertSame( 2, $this->left( $open ) );
	}

	public function test_order_pay_takes_the_seats_before_the_gateway_or_says_why() {
		$departure = $this->departure( 2 );
		$order     = $this->order( array( array( $departure, 3 ) ) );
		do_action( 'woocommerce_before_pay_action', $order );
		$this->assertSame( array( 'The departure on 05/12/2099 has only 2 seats left: nothing was charged. Please contact us to change the travellers or the date.' ), wc_get_notices( 'error' ), 'WooCommerce charges nothing after an error notice.' );
		$this->assertSame( 2, $this->left( $departure ) );

		try {
			do_action( 'woocommerce_store_api_checkout_order_processed', $order );
			$this->fail( 'The Store API pays for the order the same way.' );
		} catch ( RouteException $refusal ) {
			$this->assertSame( 'tourfront_booking_not_enough_seats', $refusal->getErrorCode() );
			$this->assertStringEndsWith( ': nothing was charged. Please contact us to change the travellers or the date.', $refusal->getMessage() );
		}
		$this->assertSame( 'pending', $order->get_status(), 'An order being paid stays as it was (not a cart\'s draft).' );

		tourfront_booking_set_seats_offered( $departure, 3 );
		wc_clear_notices();
		do_action( 'woocommerce_before_pay_action', $order );
		$this->assertSame( 0, wc_notice_count( 'error' ) );
		$this->assertSame( array( 3 ), $this->held( $order ) );
		$this->assertSame( 0, $this->left( $departure ) );
	}

	public function test_order_again_brings_the_travellers_back_and_checks_the_seats() {
		$departure = $this->departure( 8 );
		$order     = $this->placed( $departure, 2, 1, 'completed' );
		$this->assertSame( 1, tourfront_test_order_again( $order ) );
		$this->assertSame( array( $departure->get_id(), 3, array( 'adults' => 2, 'children' => 1 ) ), WC()->cart->items[0] );
		$this->assertSame( 5, $this->left( $departure ), 'A cart takes no seats.' );

		WC()->cart->items = array();
		update_post_meta( $departure->get_id(), '_stock', 1 );
		$this->assertSame( 0, tourfront_test_order_again( $order ) );
		$this->assertSame( array( 'Only 1 seat left for the departure on 05/12/2099.' ), wc_get_notices( 'error' ) );
	}

	public function test_the_operator_and_the_shopper_read_it_in_vietnamese() {
		$this->use_locale( 'vi' );
		$departure = $this->departure( 1 );
		$order     = $this->order( array( array( $departure, 2 ) ) );
		$order->payment_complete();
		$this->assertCount( 1, preg_grep( '/^Tạm giữ: đơn hàng đã thanh toán nhưng có dòng tour chưa có chỗ/', $order->notes ) );
		do_action( 'woocommerce_before_pay_action', $order );
		$this->assertSame( array( 'Chuyến khởi hành ngày 05/12/2099 chỉ còn 1 chỗ: bạn chưa bị trừ tiền. Vui lòng liên hệ với chúng tôi để đổi số khách hoặc ngày khởi hành.' ), wc_get_notices( 'error' ) );
	}

	public function test_woocommerce_never_lowers_a_departure_itself() {
		$departure = $this->departure( 1 );
		$order     = $this->order( array( array( $departure, 3 ) ) );
		$order->update_status( 'on-hold' );
		$this->assertSame( 1, $this->left( $departure ), "WooCommerce's reduction skipped the line the guarded take refused." );
		$this->assertSame( 3, (int) $this->first_line( $order )->get_meta( '_tourfront_unseated' ) );
	}
}
