<?php
/**
 * The Store API's RouteException, as WooCommerce defines it: an exception with an error code, a message, the HTTP
 * status as its code and extra data for the response.
 *
 * @package tourfront
 */

namespace Automattic\WooCommerce\StoreApi\Exceptions;

/** RouteException double. */
class RouteException extends \Exception {
	/** @var string */
	public $error_code;

	/** @var array */
	public $additional_data = array();

	/**
	 * @param string $error_code       Machine-readable error code, e.g `woocommerce_invalid_product_id`.
	 * @param string $message          User-friendly translated error message.
	 * @param int    $http_status_code HTTP status code to respond with.
	 * @param array  $additional_data  Extra data (key value pairs) to expose in the error response.
	 */
	public function __construct( $error_code, $message, $http_status_code = 400, $additional_data = array() ) {
		$this->error_code = $error_code;
		// As WooCommerce 11.0 does it: falsy values (a 0 too) are dropped.
		$this->additional_data = array_filter( (array) $additional_data );
		parent::__construct( $message, $http_status_code );
	}

	/** @return string */
	public function getErrorCode() {
		return $this->error_code;
	}

	/** @return array */
	public function getAdditionalData() {
		return $this->additional_data;
	}
}
