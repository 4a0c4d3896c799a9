/**
 * Every sentence the mock WooCommerce says to a shopper, with WooCommerce 11's own msgids, so that a
 * page with Vietnamese locale data (the demo) reads what a store with WooCommerce's `vi` language pack
 * answers, and a page without (most unit tests) reads WooCommerce's English. The Vietnamese lives in
 * i18n/vi/mocks.json and is checked against a real store's answers (mocks/fixtures/real-messages).
 * Each function returns the sentence before the Store API escapes it (callers escape as WooCommerce does).
 */

/** WordPress dependencies */
import { __, _x, sprintf } from '@wordpress/i18n';

const DOMAIN = 'tourfront';

/* Coupons. */

/** apply-coupon with a code no coupon has. */
export const couponMissing = ( code: string ) =>
	/* translators: %s: coupon code */
	sprintf(
		__(
			'Coupon "%s" cannot be applied because it does not exist.',
			DOMAIN
		),
		code
	);

/** A coupon past its expiry date. */
export const couponExpired = ( code: string ) =>
	/* translators: %s: coupon code */
	sprintf( __( 'Coupon "%s" has expired.', DOMAIN ), code );

/**
 * A coupon used as often as it may be. WooCommerce 11 compares its held-usage count (a string from the
 * database) with `0 ===`, so a guest always gets the "stuck" wording (recorded on a real store).
 */
export const couponUsageLimit = ( code: string ) =>
	/* translators: %s: coupon code */
	sprintf(
		__(
			'Usage limit for coupon "%s" has been reached. Please try again after some time, or contact us for help.',
			DOMAIN
		),
		code
	);

/** A cart below the coupon's minimum spend (`amount` is the formatted price). */
export const couponMinimumSpend = ( code: string, amount: string ) =>
	/* translators: 1: coupon code, 2: minimum spend */
	sprintf(
		__( 'The minimum spend for coupon "%1$s" is %2$s.', DOMAIN ),
		code,
		amount
	);

/** apply-coupon of a code already in the cart. */
export const couponAlreadyApplied = ( code: string ) =>
	/* translators: %s: coupon code */
	sprintf( __( 'Coupon code "%s" has already been applied.', DOMAIN ), code );

/** remove-coupon of a code not in the cart. */
export const couponNotApplied = () =>
	__(
		'Coupon cannot be removed because it is not already applied to the cart.',
		DOMAIN
	);

/** A coupon the cart no longer qualifies for, taken out (`reason`: why, already a sentence). */
export const couponRemoved = ( code: string, reason: string ) =>
	/* translators: 1: coupon code, 2: reason */
	sprintf(
		__( 'The "%1$s" coupon has been removed from your cart: %2$s', DOMAIN ),
		code,
		reason
	);

/* Adding to the cart and changing quantities. */

/** add-item of a product id the store does not sell. */
export const productNotFound = ( id: number | string ) =>
	/* translators: %s: product id */
	sprintf(
		__(
			'Product with ID "%s" was not found and cannot be added to the cart.',
			DOMAIN
		),
		String( id )
	);

/** A sold-out product. */
export const cannotAddOutOfStock = ( name: string ) =>
	/* translators: %s: product name */
	sprintf(
		__(
			'You cannot add &quot;%s&quot; to the cart because the product is out of stock.',
			DOMAIN
		),
		name
	);

/** More than the stock left. */
export const cannotAddThatAmount = ( name: string, remaining: number ) =>
	/* translators: 1: product name, 2: quantity in stock */
	sprintf(
		__(
			'You cannot add that amount of &quot;%1$s&quot; to the cart because there is not enough stock (%2$s remaining).',
			DOMAIN
		),
		name,
		String( remaining )
	);

/** A quantity above the line's maximum. */
export const quantityMaximum = ( name: string, maximum: number ) =>
	/* translators: 1: product name, 2: maximum quantity */
	sprintf(
		__(
			'The maximum quantity of &quot;%1$s&quot; allowed in the cart is %2$s',
			DOMAIN
		),
		name,
		String( maximum )
	);

/** A quantity below the line's minimum. */
export const quantityMinimum = ( name: string, minimum: number ) =>
	/* translators: 1: product name, 2: minimum quantity */
	sprintf(
		__(
			'The minimum quantity of &quot;%1$s&quot; allowed in the cart is %2$s',
			DOMAIN
		),
		name,
		String( minimum )
	);

/** A quantity off the line's step. */
export const quantityMultipleOf = ( name: string, step: number ) =>
	/* translators: 1: product name, 2: step */
	sprintf(
		__(
			'The quantity of &quot;%1$s&quot; must be a multiple of %2$s',
			DOMAIN
		),
		name,
		String( step )
	);

/** A product sold individually, added again. */
export const quantityReadonly = ( name: string ) =>
	/* translators: %s: product name */
	sprintf(
		__( 'The quantity of &quot;%1$s&quot; cannot be changed', DOMAIN ),
		name
	);

/** A variable product added without its attributes. */
export const missingAttributes = () =>
	__( 'Missing attributes for variable product.', DOMAIN );

/** Attributes no variation has. */
export const noMatchingVariation = () =>
	__( 'No matching variation found.', DOMAIN );

/** update-item of a key the cart does not hold. */
export const cartItemMissing = () => __( 'Cart item does not exist.', DOMAIN );

/** remove-item of a key the cart does not hold. */
export const cartItemGone = () =>
	__( 'Cart item no longer exists or is invalid.', DOMAIN );

/** The classic add of a variable product's parent (`link`: the product's name linked to its page). */
export const chooseProductOptions = ( url: string, name: string ) =>
	/* translators: 1: product URL, 2: product name */
	sprintf(
		__(
			'Please choose product options by visiting <a href="%1$s" title="%2$s">%2$s</a>.',
			DOMAIN
		),
		url,
		name
	);

/* The cart's errors[]. */

/** A line whose product sold out meanwhile (`quoted`: its name between curly quotes). */
export const cartLineOutOfStock = ( quoted: string ) =>
	/* translators: %s: product name */
	sprintf(
		__(
			'%s is out of stock and cannot be purchased. Please remove it from your cart.',
			DOMAIN
		),
		quoted
	);

/** A line above the stock left (`quoted`: its name between curly quotes). */
export const cartLineNotEnoughStock = ( quoted: string ) =>
	/* translators: %s: product name */
	sprintf(
		__(
			'There is not enough %s in stock. Please reduce the quantity in your cart.',
			DOMAIN
		),
		quoted
	);

/* Session. */

/** A write without the Nonce header. */
export const nonceMissing = () =>
	__(
		'Missing the Nonce header. This endpoint requires a valid nonce.',
		DOMAIN
	);

/** A write with a stale nonce. */
export const nonceInvalid = () => __( 'Nonce is invalid.', DOMAIN );

/* Addresses and checkout. */

/** rest_invalid_param raised by WooCommerce inside a route (update-customer). */
export const invalidParamsWoo = ( names: string ) =>
	/* translators: %s: parameter names */
	sprintf( __( 'Invalid parameter(s): %s', DOMAIN ), names );

/** rest_invalid_param raised by WordPress's argument validation (before the route runs). */
export const invalidParamsWordPress = ( names: string ) =>
	/* translators: %s: parameter names */
	sprintf(
		_x( 'Invalid parameter(s): %s', 'WordPress REST API', DOMAIN ),
		names
	);

/** rest_missing_callback_param. */
export const missingParamsWordPress = ( names: string ) =>
	/* translators: %s: parameter names */
	sprintf(
		_x( 'Missing parameter(s): %s', 'WordPress REST API', DOMAIN ),
		names
	);

/** A billing email that is not one. */
export const emailInvalid = () =>
	__( 'The provided email address is not valid', DOMAIN );

/** A postcode that does not fit the country. */
export const postcodeInvalid = () =>
	__( 'The provided postcode / ZIP is not valid', DOMAIN );

/** An address whose phone WooCommerce's `is_phone()` refuses (the theme's rule through `woocommerce_validate_phone`). */
export const phoneInvalid = () =>
	__( 'The provided phone number is not valid', DOMAIN );

/** Address field labels as WooCommerce's default address fields name them. */
export const addressFieldLabel = ( field: string ): string =>
	( {
		first_name: __( 'First name', DOMAIN ),
		last_name: __( 'Last name', DOMAIN ),
		address_1: __( 'Street address', DOMAIN ),
		city: __( 'Town / City', DOMAIN ),
		postcode: __( 'Postcode / ZIP', DOMAIN ),
		state: __( 'State / County', DOMAIN ),
		country: __( 'Country / Region', DOMAIN ),
	} )[ field ] ?? field;

/** One missing field. */
export const fieldRequired = ( label: string ) =>
	/* translators: %s: field label */
	sprintf( __( '%s is required', DOMAIN ), label );

/** The sentence over an address's problems (`problems`: the field messages, in order). */
export const addressProblem = (
	type: 'billing' | 'shipping',
	problems: string[]
) =>
	/* translators: %s: "billing address" or "shipping address" */
	sprintf(
		__( 'There was a problem with the provided %s:', DOMAIN ),
		type === 'billing'
			? __( 'billing address', DOMAIN )
			: __( 'shipping address', DOMAIN )
	) +
	' ' +
	problems.join( ', ' );

/** Checkout of an empty cart. */
export const cartEmpty = () =>
	__( 'Cannot place an order, your cart is empty.', DOMAIN );

/** Checkout without an email. */
export const emailRequired = () =>
	__( 'A valid email address is required', DOMAIN );

/** Checkout of goods to ship with no rate chosen. */
export const shippingOptionRequired = () =>
	__( 'Sorry, this order requires a shipping option.', DOMAIN );

/** Checkout without a payment method. */
export const paymentMethodMissing = () =>
	__( 'No payment method provided.', DOMAIN );

/* What products say of themselves (Store API and classic pages). */

/** Stock status texts (`wc_format_stock_for_display`, `get_availability_text`). */
export const stockTexts = {
	outOfStock: () => __( 'Out of stock', DOMAIN ),
	onBackorder: () => __( 'Available on backorder', DOMAIN ),
	/* translators: %s: stock quantity */
	inStock: ( quantity: number ) =>
		sprintf( __( '%s in stock', DOMAIN ), String( quantity ) ),
	canBeBackordered: () => __( '(can be backordered)', DOMAIN ),
};

/** The add-to-cart button's texts (`add_to_cart_text`, `add_to_cart_description`). */
export const addToCartTexts = {
	add: () => __( 'Add to cart', DOMAIN ),
	readMore: () => __( 'Read more', DOMAIN ),
	selectOptions: () => __( 'Select options', DOMAIN ),
	/* translators: %s: product name */
	addDescription: ( name: string ) =>
		sprintf( __( 'Add to cart: &ldquo;%s&rdquo;', DOMAIN ), name ),
	/* translators: %s: product name */
	readMoreDescription: ( name: string ) =>
		sprintf( __( 'Read more about &ldquo;%s&rdquo;', DOMAIN ), name ),
	/* translators: %s: product name */
	selectOptionsDescription: ( name: string ) =>
		sprintf( __( 'Select options for &ldquo;%s&rdquo;', DOMAIN ), name ),
};

/** The screen-reader texts of a price (`wc_format_sale_price`, `wc_format_price_range`). */
export const priceTexts = {
	/* translators: %s: original price */
	original: ( price: string ) =>
		sprintf( __( 'Original price was: %s.', DOMAIN ), price ),
	/* translators: %s: current price */
	current: ( price: string ) =>
		sprintf( __( 'Current price is: %s.', DOMAIN ), price ),
	/* translators: 1: lowest price, 2: highest price */
	range: ( min: string, max: string ) =>
		sprintf( __( 'Price range: %1$s through %2$s', DOMAIN ), min, max ),
};
