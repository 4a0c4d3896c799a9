/**
 * GET /checkout and POST /checkout: the draft view and order placement with payment_result,
 * stock reduction, coupon usage and order-attribution meta.
 */

/** Internal dependencies */
import { cartDocument } from '../../blocks/checkout/additional-fields/document';
import type { Cart } from '../../blocks/data/cart/types';
import { BOOKING_NAMESPACE } from '../../common/booking/constants';
import { tourLines, travellerSlots } from '../../common/booking/traveller-ages';
import { TESTPAY_ID, testPayUrl, validateTestPay } from './test-plugins';
import { calculateCart } from './calculate';
import {
	checkAdditionalFields,
	checkPostedFields,
	orderFieldsFromMeta,
	orderFieldsMeta,
	tourCheckoutFields,
} from './checkout-fields';
import { cartObject } from './cart-response';
import { validateRequiredAddresses, type CheckoutBody } from './checkout-rules';
import type { StoreContext } from './context';
import { mergeAddress } from './customer';
import { StoreError } from './errors';
import { md5 } from './md5';
import { attributionMeta } from './order-attribution';
import { stockOf } from './stock';
import { processTestPayment } from './test-payments';
import type { OrderRecord } from './types';
import {
	cartEmpty,
	emailRequired,
	paymentMethodMissing,
	shippingOptionRequired,
} from './messages';
import { blocksExtensionOrderMeta } from './test-blocks-extension';

/** The order-received URL WooCommerce redirects to. */
export function orderReceivedUrl(
	ctx: StoreContext,
	order: OrderRecord
): string {
	return ctx.url(
		`/checkout/order-received/${ order.id }/?key=${ order.key }`
	);
}

/** The cart GET /checkout embeds: WooCommerce does not calculate shipping there (total_shipping null). */
function draftCart( ctx: StoreContext ) {
	const cart = cartObject( ctx );
	return {
		...cart,
		totals: {
			...cart.totals,
			total_shipping: null,
			total_shipping_tax: null,
		},
	};
}

/** The checkout object for a placed order or the session's draft. */
export function checkoutObject( ctx: StoreContext, order?: OrderRecord ) {
	const { cart } = ctx.state;
	let redirect = order ? orderReceivedUrl( ctx, order ) : '';
	if ( order?.paymentMethod === TESTPAY_ID && order.status === 'pending' ) {
		redirect = ctx.url( testPayUrl( order.id, order.key ) );
	}
	return {
		order_id: order?.id ?? 0,
		status: order?.status ?? 'checkout-draft',
		order_key: order?.key ?? '',
		order_number: String( order?.id ?? 0 ),
		customer_note: order?.customerNote ?? '',
		customer_id: 0,
		billing_address: { ...( order?.billing ?? cart.billing ) },
		shipping_address: { ...( order?.shipping ?? cart.shipping ) },
		payment_method: order?.paymentMethod ?? cart.paymentMethod,
		payment_result: order
			? {
					payment_status: 'success',
					payment_details: [
						{ key: 'result', value: 'success' },
						{ key: 'redirect', value: redirect },
					],
					redirect_url: redirect,
				}
			: null,
		additional_fields: order
			? orderFieldsFromMeta( order.meta )
			: { ...cart.additionalFields },
		__experimentalCart: order ? null : draftCart( ctx ),
		extensions: {},
	};
}

function orderKey( ctx: StoreContext, id: number ): string {
	const letters = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
	const hash = md5(
		`${ ctx.state.sessionId }:${ id }:${ ctx.state.sequence }`
	);
	return (
		'wc_order_' +
		Array.from(
			{ length: 13 },
			( _, i ) =>
				letters[
					parseInt( hash.slice( i * 2, i * 2 + 2 ), 16 ) %
						letters.length
				]
		).join( '' )
	);
}

/** The tour shop's additional fields, this year's range. */
const tourFields = ( ctx: StoreContext ) =>
	tourCheckoutFields( ( text ) => text, new Date( ctx.now() ).getFullYear() );

/** The document the fields' rules read: the cart, the customer's addresses, the checkout's choices. */
function fieldsDocument(
	ctx: StoreContext,
	calc: ReturnType< typeof calculateCart >,
	billing: StoreContext[ 'state' ][ 'cart' ][ 'billing' ],
	shipping: StoreContext[ 'state' ][ 'cart' ][ 'shipping' ],
	body: Pick< CheckoutBody, 'customer_note' | 'payment_method' >
) {
	return {
		cart: cartDocument( cartObject( ctx, calc ) as unknown as Cart, [
			'local_pickup',
			'pickup_location',
		] ),
		customer: {
			id: 0,
			billing_address: { ...billing },
			shipping_address: { ...shipping },
			additional_fields: {},
		},
		checkout: {
			customer_note: String( body.customer_note ?? '' ),
			payment_method: String( body.payment_method ?? '' ),
			additional_fields: {},
		},
	};
}

/**
 * PUT /checkout's `additional_fields`: WooCommerce checks the posted ones and keeps them on the session's
 * customer (no draft order here), for GET /checkout and the next page.
 */
export function saveCheckoutFields(
	ctx: StoreContext,
	posted: Record< string, unknown > | undefined
): void {
	const { cart } = ctx.state;
	const calc = calculateCart( ctx );
	const kept = checkPostedFields(
		tourFields( ctx ),
		posted,
		fieldsDocument( ctx, calc, cart.billing, cart.shipping, {
			payment_method: cart.paymentMethod,
		} )
	);
	cart.additionalFields = { ...cart.additionalFields, ...kept };
}

/** Places the order (schema and nonce already checked by the caller). */
export function placeOrder(
	ctx: StoreContext,
	body: CheckoutBody
): OrderRecord {
	const { cart } = ctx.state;
	if ( ! cart.items.length ) {
		throw new StoreError( 'woocommerce_rest_cart_empty', cartEmpty(), 409 );
	}
	// As WooCommerce: the session customer takes the sent fields; without shipping, shipping is billing.
	const billing = mergeAddress( cart.billing, body.billing_address );
	cart.billing = billing;
	const needsShipping = calculateCart( ctx ).needsShipping;
	const shipping = needsShipping
		? mergeAddress( cart.shipping, body.shipping_address )
		: { ...billing };
	delete shipping.email;
	cart.shipping = shipping;
	const calc = calculateCart( ctx );
	// WooCommerce validates the shipping address whenever the cart needs shipping, local pickup included.
	validateRequiredAddresses(
		billing,
		calc.needsShipping ? shipping : null,
		ctx.tourfront
	);
	if ( ! billing.email ) {
		throw new StoreError(
			'woocommerce_rest_missing_email_address',
			emailRequired(),
			400
		);
	}
	if ( calc.needsShipping && ! calc.chosen ) {
		throw new StoreError(
			'woocommerce_rest_invalid_shipping_option',
			shippingOptionRequired(),
			400
		);
	}
	// WooCommerce checks the additional fields over the checkout document before it creates the order, and the
	// theme each traveller's year of birth against the cart's tour lines.
	const answered = cartObject( ctx, calc ) as unknown as Cart;
	const orderFields = checkAdditionalFields(
		tourFields( ctx ),
		body.additional_fields,
		fieldsDocument( ctx, calc, billing, shipping, body ),
		travellerSlots( tourLines( answered.items, BOOKING_NAMESPACE ) )
	);
	const paymentMethod = String( body.payment_method ?? '' );
	if ( calc.totals.totalPrice > 0 && ! paymentMethod ) {
		throw new StoreError(
			'woocommerce_rest_checkout_missing_payment_method',
			paymentMethodMissing(),
			400
		);
	}
	// The gateway's process_payment(): a refusal keeps the cart (no order is recorded here).
	processTestPayment(
		ctx,
		paymentMethod,
		body.payment_data,
		ctx.customerId()
	);
	const gateway = ctx.settings.paymentGateways.find(
		( entry ) => entry.id === paymentMethod
	);
	if ( gateway?.id === TESTPAY_ID && calc.totals.totalPrice > 0 ) {
		validateTestPay( body );
	}
	const id = ctx.state.nextOrderId++;
	ctx.state.sequence++;
	const order: OrderRecord = {
		id,
		key: orderKey( ctx, id ),
		status:
			calc.totals.totalPrice > 0
				? ( gateway?.orderStatus ?? 'pending' )
				: 'processing',
		paymentMethod,
		customerNote: String( body.customer_note ?? '' ),
		billing,
		shipping,
		dateCreated: new Date( ctx.now() ).toISOString(),
		cart: cartObject( ctx, calc ) as unknown as Record< string, unknown >,
		meta: {
			...attributionMeta( body.extensions ),
			...orderFieldsMeta( orderFields ),
			...blocksExtensionOrderMeta( ctx, body.extensions ),
		},
		extensions: body.extensions ?? {},
	};
	for ( const { product, line } of calc.lines ) {
		const stock = stockOf( ctx, product );
		if ( stock !== null ) {
			ctx.state.stock[ String( product.id ) ] = stock - line.quantity;
			ctx.state.productsModifiedAt = ctx.now();
		}
	}
	for ( const coupon of calc.coupons ) {
		ctx.state.couponUsage[ coupon.code ] =
			( ctx.state.couponUsage[ coupon.code ] ?? 0 ) + 1;
	}
	ctx.state.orders.push( order );
	cart.items = [];
	cart.coupons = [];
	cart.paymentMethod = paymentMethod;
	return order;
}
