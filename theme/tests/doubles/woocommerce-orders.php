<?php
/**
 * Orders that live through WooCommerce's statuses, for the seats tests: an order whose status changes fire
 * WooCommerce's status hooks (`woocommerce_order_status_{to}`, `…_{from}_to_{to}`, `woocommerce_order_status_changed`)
 * as WC_Order::status_transition() does, `payment_complete()`, order notes, the "stock reduced" flag of its data
 * store, lines with meta and a product; and WooCommerce's own stock functions hooked to those statuses as
 * wc-stock-functions.php hooks them (reduce on payment, processing, completed and on hold; restore on cancelled,
 * pending and, since 11.0, failed), refunds with restock, the admin's line edits (wc_maybe_adjust_line_item_product_stock(),
 * wc_save_order_items()), order again and notices. Each follows WooCommerce 11's code closely enough for the theme's
 * hooks to meet what they meet on a store. Loaded by the WooCommerce double; never shipped.
 *
 * @package tourfront
 */

// phpcs:disable Generic.Files.OneObjectStructurePerFile, WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery

/** An order line with WooCommerce's meta API (ids, update, delete, save) and its product. */
class Tourfront_Test_Order_Item extends WC_Order_Item_Product {
	/** @var int Next meta id (WooCommerce shows only saved meta, which have ids). */
	private static $next_meta_id = 1;

	/** @var array<int, object> Meta (id, key, value), in the order added. */
	private $meta_rows = array();

	/** @return string */
	public function get_type() {
		return 'line_item';
	}

	/**
	 * @param string|string[] $type Type(s).
	 * @return bool
	 */
	public function is_type( $type ) {
		return in_array( 'line_item', (array) $type, true );
	}

	/** @return WC_Product|false The variation, else the product. */
	public function get_product() {
		return wc_get_product( $this->get_variation_id() ? $this->get_variation_id() : $this->get_product_id() );
	}

	/** @return WC_Order|false */
	public function get_order() {
		return wc_get_order( $this->get_order_id() );
	}

	/**
	 * @param string $key    Key.
	 * @param mixed  $value  Value.
	 * @param bool   $unique Replace a meta of that key.
	 */
	public function add_meta_data( $key, $value, $unique = false ) {
		if ( $unique ) {
			$this->delete_meta_data( $key );
		}
		$this->meta_rows[] = (object) array( 'id' => self::$next_meta_id++, 'key' => $key, 'value' => $value );
	}

	/**
	 * @param string $key   Key.
	 * @param mixed  $value Value.
	 */
	public function update_meta_data( $key, $value ) {
		foreach ( $this->meta_rows as $row ) {
			if ( $row->key === $key ) {
				$row->value = $value;
				return;
			}
		}
		$this->add_meta_data( $key, $value );
	}

	/** @param string $key Key. */
	public function delete_meta_data( $key ) {
		$this->meta_rows = array_values(
			array_filter(
				$this->meta_rows,
				static function ( $row ) use ( $key ) {
					return $row->key !== $key;
				}
			)
		);
	}

	/**
	 * @param string $key    Key.
	 * @param bool   $single Single.
	 * @return mixed
	 */
	public function get_meta( $key = '', $single = true ) {
		foreach ( $this->meta_rows as $row ) {
			if ( $row->key === $key ) {
				return $row->value;
			}
		}
		return '';
	}

	/** @return object[] */
	public function get_meta_data() {
		return $this->meta_rows;
	}

	/** @return array<string, mixed> */
	public function stored_meta() {
		$meta = array(
			'_product_id'   => $this->get_product_id(),
			'_variation_id' => $this->get_variation_id(),
			'_qty'          => $this->get_quantity(),
			'_line_total'   => $this->get_total(),
		);
		foreach ( $this->meta_rows as $row ) {
			$meta[ $row->key ] = $row->value;
		}
		return $meta;
	}

	/**
	 * Writes the line's meta back to WooCommerce's item meta table, as its data store does on save.
	 *
	 * @return int
	 */
	public function save() {
		global $wpdb;
		if ( $this->get_id() ) {
			$wpdb->delete( $wpdb->prefix . 'woocommerce_order_itemmeta', array( 'order_item_id' => $this->get_id() ) );
			foreach ( $this->stored_meta() as $key => $value ) {
				$wpdb->insert( $wpdb->prefix . 'woocommerce_order_itemmeta', array( 'order_item_id' => $this->get_id(), 'meta_key' => $key, 'meta_value' => (string) $value ) );
			}
		}
		return $this->get_id();
	}

	/**
	 * The meta rows WooCommerce shows (WC_Order_Item::get_formatted_meta_data()): keys with `$hideprefix` left out
	 * (the admin passes ''), each through the display key and value filters, then the whole list through
	 * `woocommerce_order_item_get_formatted_meta_data`.
	 *
	 * @param string $hideprefix  Prefix of hidden keys.
	 * @param bool   $include_all Include every meta.
	 * @return array<int|string, object>
	 */
	public function get_formatted_meta_data( $hideprefix = '_', $include_all = false ) {
		$formatted = array();
		$length    = strlen( (string) $hideprefix );
		foreach ( $this->meta_rows as $meta ) {
			if ( empty( $meta->id ) || '' === $meta->value || ! is_scalar( $meta->value ) || ( $length && substr( $meta->key, 0, $length ) === $hideprefix ) ) {
				continue;
			}
			$formatted[ $meta->id ] = (object) array(
				'key'           => $meta->key,
				'value'         => $meta->value,
				'display_key'   => apply_filters( 'woocommerce_order_item_display_meta_key', $meta->key, $meta, $this ),
				'display_value' => wpautop( make_clickable( apply_filters( 'woocommerce_order_item_display_meta_value', wp_kses_post( (string) $meta->value ), $meta, $this ) ) ),
			);
		}
		return apply_filters( 'woocommerce_order_item_get_formatted_meta_data', $formatted, $this );
	}
}

/** The customer's session (WC_Session): values by key, as a test sets them. */
class Tourfront_Test_Session {
	/** @var array */
	private $data = array();

	/**
	 * @param string $key     Key.
	 * @param mixed  $default Default.
	 * @return mixed
	 */
	public function get( $key, $default = null ) {
		return array_key_exists( $key, $this->data ) ? $this->data[ $key ] : $default;
	}

	/**
	 * @param string $key   Key.
	 * @param mixed  $value Value.
	 */
	public function set( $key, $value ) {
		$this->data[ $key ] = $value;
	}
}

/** The order's data store: the "stock reduced" flag WooCommerce keeps per order. */
class Tourfront_Test_Order_Data_Store {
	/**
	 * @param int $order_id Order id.
	 * @return bool
	 */
	public function get_stock_reduced( $order_id ) {
		$order = wc_get_order( $order_id );
		return $order && 'yes' === $order->get_meta( '_order_stock_reduced' );
	}

	/**
	 * @param int  $order_id Order id.
	 * @param bool $set      Reduced.
	 */
	public function set_stock_reduced( $order_id, $set ) {
		$order = wc_get_order( $order_id );
		if ( $order ) {
			$order->update_meta_data( '_order_stock_reduced', $set ? 'yes' : 'no' );
		}
	}
}

/**
 * An order whose status changes fire WooCommerce's hooks when it is saved, with notes, a payment date, refunds.
 */
class Tourfront_Test_Order extends WC_Order {
	/** @var array|false The status change save() announces, as WC_Order::$status_transition. */
	private $status_transition = false;

	/** @var string[] Order notes, oldest first. */
	public $notes = array();

	/** @var int|null Payment date. */
	private $date_paid = null;

	/** @var array<int, int> Quantities refunded per line id (negative, as WooCommerce counts them). */
	private $refunded = array();

	/** @var float Amount refunded. */
	private $amount_refunded = 0.0;

	/** @var string */
	private $created_via = 'checkout';

	/**
	 * WC_Order::set_status(): a change of status is remembered for save() to announce.
	 *
	 * @param string $new_status Status.
	 * @param string $note       Note for the change.
	 * @param bool   $manual     Changed by hand.
	 * @return array{from: string, to: string}
	 */
	public function set_status( $new_status, $note = '', $manual = false ) {
		$from = $this->get_status();
		parent::set_status( $new_status );
		$to = $this->get_status();
		if ( $from !== $to ) {
			$this->status_transition = array(
				'from'   => ! empty( $this->status_transition['from'] ) ? $this->status_transition['from'] : $from,
				'to'     => $to,
				'note'   => $note,
				'manual' => (bool) $manual,
			);
		}
		return array( 'from' => $from, 'to' => $to );
	}

	/** @return int */
	public function save() {
		parent::save();
		foreach ( $this->get_items() as $item ) {
			$item->set_order_id( $this->get_id() );
		}
		$this->status_transition();
		return $this->get_id();
	}

	/** WC_Order::status_transition(): the hooks of a status change, in WooCommerce's order. */
	private function status_transition() {
		$transition              = $this->status_transition;
		$this->status_transition = false;
		if ( ! $transition ) {
			return;
		}
		do_action( 'woocommerce_order_status_' . $transition['to'], $this->get_id(), $this, $transition );
		$this->add_order_note( trim( $transition['note'] . ' ' . sprintf( 'Order status changed from %1$s to %2$s.', wc_get_order_status_name( $transition['from'] ), wc_get_order_status_name( $transition['to'] ) ) ) );
		do_action( 'woocommerce_order_status_' . $transition['from'] . '_to_' . $transition['to'], $this->get_id(), $this );
		do_action( 'woocommerce_order_status_changed', $this->get_id(), $transition['from'], $transition['to'], $this );
	}

	/**
	 * @param string $new_status Status.
	 * @param string $note       Note.
	 * @param bool   $manual     By hand.
	 * @return bool
	 */
	public function update_status( $new_status, $note = '', $manual = false ) {
		$this->set_status( $new_status, $note, $manual );
		$this->save();
		return true;
	}

	/**
	 * WC_Order::payment_complete(): the payment dated, the status WooCommerce's filter names, then the hook.
	 *
	 * @param string $transaction_id Transaction.
	 * @return bool
	 */
	public function payment_complete( $transaction_id = '' ) {
		do_action( 'woocommerce_pre_payment_complete', $this->get_id(), $transaction_id );
		if ( $this->has_status( apply_filters( 'woocommerce_valid_order_statuses_for_payment_complete', array( 'on-hold', 'pending', 'failed', 'cancelled' ), $this ) ) ) {
			if ( ! $this->get_date_paid( 'edit' ) ) {
				$this->set_date_paid( time() );
			}
			$this->set_status( apply_filters( 'woocommerce_payment_complete_order_status', $this->needs_processing() ? 'processing' : 'completed', $this->get_id(), $this ) );
			$this->save();
			do_action( 'woocommerce_payment_complete', $this->get_id(), $transaction_id );
		} else {
			do_action( 'woocommerce_payment_complete_order_status_' . $this->get_status(), $this->get_id(), $transaction_id );
		}
		return true;
	}

	/**
	 * @param string $context Context.
	 * @return int|null
	 */
	public function get_date_paid( $context = 'view' ) {
		return $this->date_paid;
	}

	/** @param int $time Time. */
	public function set_date_paid( $time ) {
		$this->date_paid = (int) $time;
	}

	/** @return bool A tour is not downloadable: it needs processing. */
	public function needs_processing() {
		return true;
	}

	/** @return bool */
	public function needs_payment() {
		return $this->has_status( array( 'pending', 'failed' ) ) && (float) $this->get_total() > 0;
	}

	/** @return string */
	public function get_created_via() {
		return $this->created_via;
	}

	/**
	 * @param string $note          Note.
	 * @param int    $customer_note Shown to the customer.
	 * @param bool   $by_user       Added by the user.
	 * @return int
	 */
	public function add_order_note( $note, $customer_note = 0, $by_user = false ) {
		$this->notes[] = (string) $note;
		return count( $this->notes );
	}

	/** @return Tourfront_Test_Order_Data_Store */
	public function get_data_store() {
		return new Tourfront_Test_Order_Data_Store();
	}

	/**
	 * @param int $item_id Line id.
	 * @return int Negative, as WooCommerce counts refunded quantities.
	 */
	public function get_qty_refunded_for_item( $item_id ) {
		return isset( $this->refunded[ $item_id ] ) ? $this->refunded[ $item_id ] : 0;
	}

	/** @return float */
	public function get_remaining_refund_amount() {
		return (float) $this->get_total() - $this->amount_refunded;
	}

	/**
	 * Records a refund (wc_create_refund()).
	 *
	 * @param float $amount Amount.
	 * @param array $lines  Line id => [ qty ].
	 */
	public function record_refund( $amount, $lines ) {
		$this->amount_refunded += (float) $amount;
		foreach ( $lines as $id => $line ) {
			$this->refunded[ $id ] = $this->get_qty_refunded_for_item( $id ) - (int) ( isset( $line['qty'] ) ? $line['qty'] : 0 );
		}
	}

	/**
	 * WC_Abstract_Order::remove_order_items(): the hook first (a resumed checkout's lines), then the lines go.
	 *
	 * @param string|null $type Item type (null = all).
	 */
	public function remove_order_items( $type = null ) {
		do_action( 'woocommerce_remove_order_items', $this, $type );
		foreach ( $this->get_items() as $item ) {
			$this->remove_item( $item->get_id() );
		}
		do_action( 'woocommerce_removed_order_items', $this, $type );
	}

	/**
	 * @param int $item_id Line id.
	 */
	public function remove_item( $item_id ) {
		global $wpdb;
		$wpdb->delete( $wpdb->prefix . 'woocommerce_order_items', array( 'order_item_id' => $item_id ) );
		$wpdb->delete( $wpdb->prefix . 'woocommerce_order_itemmeta', array( 'order_item_id' => $item_id ) );
		// The double's WC_Order keeps its lines private.
		$forget = Closure::bind(
			function ( $id ) {
				unset( $this->items[ $id ] );
			},
			$this,
			WC_Order::class
		);
		$forget( $item_id );
	}
}

/**
 * @param float $amount Amount.
 * @return int
 */
function wc_stock_amount( $amount ) {
	return (int) $amount;
}

/**
 * WooCommerce's reduction when a payment completes or an order is on hold, processing or completed: once per order.
 *
 * @param int $order_id Order id.
 */
function wc_maybe_reduce_stock_levels( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( ! $order ) {
		return;
	}
	$reduced = $order->get_data_store()->get_stock_reduced( $order_id );
	if ( ! apply_filters( 'woocommerce_payment_complete_reduce_order_stock', ! $reduced, $order_id ) ) {
		return;
	}
	wc_reduce_stock_levels( $order );
	$order->get_data_store()->set_stock_reduced( $order_id, true );
}
add_action( 'woocommerce_payment_complete', 'wc_maybe_reduce_stock_levels' );
add_action( 'woocommerce_order_status_completed', 'wc_maybe_reduce_stock_levels' );
add_action( 'woocommerce_order_status_processing', 'wc_maybe_reduce_stock_levels' );
add_action( 'woocommerce_order_status_on-hold', 'wc_maybe_reduce_stock_levels' );

/**
 * WooCommerce's restore when an order is cancelled or back to pending: only an order marked as reduced.
 *
 * @param int $order_id Order id.
 */
function wc_maybe_increase_stock_levels( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( ! $order || ! $order->get_data_store()->get_stock_reduced( $order_id ) ) {
		return;
	}
	wc_increase_stock_levels( $order );
	$order->get_data_store()->set_stock_reduced( $order_id, false );
}
add_action( 'woocommerce_order_status_cancelled', 'wc_maybe_increase_stock_levels' );
add_action( 'woocommerce_order_status_pending', 'wc_maybe_increase_stock_levels' );
add_action( 'woocommerce_order_status_failed', 'wc_maybe_increase_stock_levels' );

/**
 * wc_reduce_stock_levels(): each line not reduced yet, by its quantity through `woocommerce_order_item_quantity`,
 * recorded in `_reduced_stock`.
 *
 * @param WC_Order|int $order Order.
 */
function wc_reduce_stock_levels( $order ) {
	$order = $order instanceof WC_Order ? $order : wc_get_order( $order );
	if ( ! $order || ! apply_filters( 'woocommerce_can_reduce_order_stock', true, $order ) ) {
		return;
	}
	$changes = array();
	foreach ( $order->get_items() as $item ) {
		$product = $item->get_product();
		if ( $item->get_meta( '_reduced_stock', true ) || ! $product || ! $product->managing_stock() ) {
			continue;
		}
		$qty       = apply_filters( 'woocommerce_order_item_quantity', $item->get_quantity(), $order, $item );
		$new_stock = wc_update_product_stock( $product, $qty, 'decrease' );
		$item->add_meta_data( '_reduced_stock', $qty, true );
		$item->save();
		$changes[] = array( 'product' => $product, 'from' => $new_stock + $qty, 'to' => $new_stock );
	}
	wc_trigger_stock_change_notifications( $order, $changes );
	do_action( 'woocommerce_reduce_order_stock', $order );
}

/**
 * wc_increase_stock_levels(): each line that holds reduced stock gets it back, once.
 *
 * @param WC_Order|int $order Order.
 */
function wc_increase_stock_levels( $order ) {
	$order = $order instanceof WC_Order ? $order : wc_get_order( $order );
	if ( ! $order || ! apply_filters( 'woocommerce_can_restore_order_stock', true, $order ) ) {
		return;
	}
	$changes = array();
	foreach ( $order->get_items() as $item ) {
		$product = $item->get_product();
		$reduced = $item->get_meta( '_reduced_stock', true );
		if ( ! $reduced || ! $product || ! $product->managing_stock() ) {
			continue;
		}
		$new_stock = wc_update_product_stock( $product, $reduced, 'increase' );
		$item->delete_meta_data( '_reduced_stock' );
		$item->save();
		$changes[] = $product->get_formatted_name() . ' ' . ( $new_stock - $reduced ) . '&rarr;' . $new_stock;
	}
	if ( $changes ) {
		$order->add_order_note( 'Stock levels increased: ' . implode( ', ', $changes ) );
	}
	do_action( 'woocommerce_restore_order_stock', $order );
}

/**
 * @param WC_Order $order   Order.
 * @param array    $changes Changes (product, from, to).
 */
function wc_trigger_stock_change_notifications( $order, $changes ) {
	if ( ! $changes ) {
		return;
	}
	$notes = array();
	foreach ( $changes as $change ) {
		$notes[] = $change['product']->get_formatted_name() . ' ' . $change['from'] . '&rarr;' . $change['to'];
	}
	$order->add_order_note( 'Stock levels reduced: ' . implode( ', ', $notes ) );
}

/**
 * The stock other checkouts hold (none in the double), unless holding is off.
 *
 * @param WC_Product $product          Product.
 * @param int        $exclude_order_id Order left out.
 * @return int
 */
function wc_get_held_stock_quantity( $product, $exclude_order_id = 0 ) {
	return 0;
}

/**
 * Releases an order's stock hold (the double holds none).
 *
 * @param WC_Order|int $order Order.
 */
function wc_release_stock_for_order( $order ) {
	do_action( 'tourfront_test_released_stock_hold', $order );
}

/**
 * wc_create_refund(): the refund recorded; with restock_items, wc_restock_refunded_items(); a full refund sets the
 * order to refunded.
 *
 * @param array $args order_id, amount, line_items (id => [ qty ]), restock_items.
 * @return true|WP_Error
 */
function wc_create_refund( $args ) {
	$args  = wp_parse_args( $args, array( 'amount' => 0, 'order_id' => 0, 'line_items' => array(), 'restock_items' => false ) );
	$order = wc_get_order( $args['order_id'] );
	if ( ! $order ) {
		return new WP_Error( 'error', 'Invalid order ID.' );
	}
	$remaining = $order->get_remaining_refund_amount();
	$order->record_refund( $args['amount'], $args['line_items'] );
	if ( $args['restock_items'] ) {
		wc_restock_refunded_items( $order, $args['line_items'] );
	}
	if ( $remaining - (float) $args['amount'] > 0 ) {
		do_action( 'woocommerce_order_partially_refunded', $order->get_id(), 0 );
	} else {
		do_action( 'woocommerce_order_fully_refunded', $order->get_id(), 0 );
		$order->update_status( 'refunded' );
	}
	return true;
}

/**
 * wc_restock_refunded_items(): each refunded line that holds stock gets the refunded quantity back, its
 * `_reduced_stock` lowered and `_restock_refunded_items` raised by it.
 *
 * @param WC_Order $order Order.
 * @param array    $lines Line id => [ qty ].
 */
function wc_restock_refunded_items( $order, $lines ) {
	foreach ( $order->get_items() as $item_id => $item ) {
		if ( ! isset( $lines[ $item_id ]['qty'] ) ) {
			continue;
		}
		$product   = $item->get_product();
		$reduced   = $item->get_meta( '_reduced_stock', true );
		$restocked = (int) $item->get_meta( '_restock_refunded_items', true );
		$qty       = $lines[ $item_id ]['qty'];
		if ( ! $reduced || ! $qty || ! $product || ! $product->managing_stock() ) {
			continue;
		}
		wc_update_product_stock( $product, $qty, 'increase' );
		$item->update_meta_data( '_reduced_stock', $reduced - $qty );
		$item->update_meta_data( '_restock_refunded_items', $qty + $restocked );
		$item->save();
	}
}

/**
 * wc_maybe_adjust_line_item_product_stock(): the stock of an edited line of an order on hold, processing or
 * completed follows its quantity (0: the line is being deleted), unless a filter takes it over.
 *
 * @param WC_Order_Item_Product $item     Line.
 * @param int                   $quantity Quantity (-1: the line's).
 * @return array|false
 */
function wc_maybe_adjust_line_item_product_stock( $item, $quantity = -1 ) {
	if ( 'line_item' !== $item->get_type() || apply_filters( 'woocommerce_prevent_adjust_line_item_product_stock', false, $item, $quantity ) ) {
		return false;
	}
	$product = $item->get_product();
	if ( ! $product || ! $product->managing_stock() ) {
		return false;
	}
	$quantity  = wc_stock_amount( $quantity >= 0 ? $quantity : $item->get_quantity() );
	$reduced   = wc_stock_amount( $item->get_meta( '_reduced_stock', true ) );
	$restocked = wc_stock_amount( $item->get_meta( '_restock_refunded_items', true ) );
	$diff      = 0 === $quantity ? -$reduced : $quantity - $restocked - $reduced;
	if ( $diff < 0 ) {
		$new_stock = wc_update_product_stock( $product, -$diff, 'increase' );
	} elseif ( $diff > 0 ) {
		$new_stock = wc_update_product_stock( $product, $diff, 'decrease' );
	} else {
		return false;
	}
	$item->update_meta_data( '_reduced_stock', $quantity - $restocked );
	$item->save();
	return array( 'from' => $new_stock + $diff, 'to' => $new_stock );
}

/**
 * wc_save_order_items(): the admin's order screen saving its lines — a quantity of 0 deletes the line (its stock
 * adjusted first), others take their new quantity and meta, their stock adjusted in orders on hold, processing or
 * completed; then `woocommerce_saved_order_items`.
 *
 * @param int   $order_id Order id.
 * @param array $items    order_item_id[], order_item_qty[id], meta_key[id][meta id], meta_value[id][meta id].
 */
function wc_save_order_items( $order_id, $items ) {
	do_action( 'woocommerce_before_save_order_items', $order_id, $items );
	$order = wc_get_order( $order_id );
	foreach ( isset( $items['order_item_id'] ) ? $items['order_item_id'] : array() as $item_id ) {
		$item = $order->get_item( $item_id );
		if ( ! $item ) {
			continue;
		}
		$qty = isset( $items['order_item_qty'][ $item_id ] ) ? (string) $items['order_item_qty'][ $item_id ] : null;
		if ( '0' === $qty ) {
			wc_maybe_adjust_line_item_product_stock( $item, 0 );
			$order->remove_item( $item_id );
			continue;
		}
		if ( null !== $qty ) {
			$item->set_quantity( (int) $qty );
		}
		foreach ( isset( $items['meta_key'][ $item_id ] ) ? $items['meta_key'][ $item_id ] : array() as $meta_id => $key ) {
			$item->update_meta_data( $key, isset( $items['meta_value'][ $item_id ][ $meta_id ] ) ? $items['meta_value'][ $item_id ][ $meta_id ] : '' );
		}
		$item->save();
		if ( in_array( $order->get_status(), array( 'processing', 'completed', 'on-hold' ), true ) ) {
			wc_maybe_adjust_line_item_product_stock( $item );
		}
	}
	do_action( 'woocommerce_saved_order_items', $order_id, $items );
}

/**
 * WC_Cart_Session::populate_cart_from_order() (order again): each line's cart item data from
 * `woocommerce_order_again_cart_item_data`, checked by `woocommerce_add_to_cart_validation`, into the cart.
 *
 * @param WC_Order $order Order.
 * @return int Lines added.
 */
function tourfront_test_order_again( $order ) {
	$added = 0;
	foreach ( $order->get_items() as $item ) {
		$data = apply_filters( 'woocommerce_order_again_cart_item_data', array(), $item, $order );
		if ( ! apply_filters( 'woocommerce_add_to_cart_validation', true, $item->get_product_id(), $item->get_quantity(), $item->get_variation_id(), array(), $data ) ) {
			continue;
		}
		WC()->cart->items[] = array( $item->get_variation_id() ? $item->get_variation_id() : $item->get_product_id(), $item->get_quantity(), isset( $data['tourfront_booking'] ) ? $data['tourfront_booking'] : null );
		++$added;
	}
	return $added;
}

if ( ! function_exists( 'wc_add_notice' ) ) {
	/**
	 * @param string $message Message.
	 * @param string $type    Type.
	 */
	function wc_add_notice( $message, $type = 'success' ) {
		$GLOBALS['tourfront_test_notices'][ $type ][] = $message;
	}

	/**
	 * @param string $type Type ('' = all).
	 * @return int
	 */
	function wc_notice_count( $type = '' ) {
		$notices = isset( $GLOBALS['tourfront_test_notices'] ) ? (array) $GLOBALS['tourfront_test_notices'] : array();
		if ( '' !== $type ) {
			return isset( $notices[ $type ] ) ? count( $notices[ $type ] ) : 0;
		}
		return array_sum( array_map( 'count', $notices ) );
	}

	/**
	 * @param string $type Type ('' = all).
	 * @return array
	 */
	function wc_get_notices( $type = '' ) {
		$notices = isset( $GLOBALS['tourfront_test_notices'] ) ? (array) $GLOBALS['tourfront_test_notices'] : array();
		if ( '' !== $type ) {
			return isset( $notices[ $type ] ) ? $notices[ $type ] : array();
		}
		return $notices;
	}

	/** Forgets the notices. */
	function wc_clear_notices() {
		$GLOBALS['tourfront_test_notices'] = array();
	}
}
