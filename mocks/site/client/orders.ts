/**
 * The demo's orders: each successful `POST /wc/store/v1/checkout` is recorded in the browser with the
 * cart it bought, so the order-received page and "My account → Orders" can print what WooCommerce's
 * templates print from the order in the database.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import {
	BOOKING_NAMESPACE,
	type BookingItemExtension,
} from '../../../common/booking/constants';
import { cartCountLabel } from '../../../common/booking/count';
import { personName } from '../../../common/checkout-fields/person-name';
import {
	orderFieldsFromMeta,
	tourCheckoutFields,
} from '../../store/checkout-field-definitions';
import { formatDate } from '../../../common/date/format-date';
import { sprintf } from './i18n';
import { escapeHtml } from './notices';
import { orderItemMeta, type OrderLineLike } from './order-item-meta';
import { ORDERS_KEY, readJson, writeJson } from './state';

interface Money {
	currency_code?: string;
	currency_minor_unit?: number;
	currency_thousand_separator?: string;
	currency_decimal_separator?: string;
	currency_prefix?: string;
	currency_suffix?: string;
}
interface CartLike {
	items?: Array<
		OrderLineLike & {
			name: string;
			quantity: number;
			permalink?: string;
			totals?: { line_total?: string; line_subtotal?: string };
		}
	>;
	totals?: Money & {
		total_items?: string;
		total_price?: string;
		total_shipping?: string | null;
		total_tax?: string;
		total_discount?: string;
		tax_lines?: Array< { name: string; price: string; rate?: string } >;
	};
	shipping_rates?: Array< {
		shipping_rates?: Array< {
			name: string;
			selected: boolean;
			method_id?: string;
		} >;
	} >;
}
interface Address {
	first_name?: string;
	last_name?: string;
	address_1?: string;
	city?: string;
	country?: string;
	email?: string;
	phone?: string;
}

/** One order as the templates print it. */
export interface DemoOrder {
	id: number;
	key: string;
	status: string;
	date: string;
	customerId: number;
	paymentMethod: string;
	paymentTitle: string;
	billing: Address;
	shipping: Address;
	cart: CartLike;
	/** The order's `_wc_order_attribution_*` meta (from the checkout's `woocommerce/order-attribution` data). */
	attribution: Record< string, string >;
}

/** What the demo remembers of an order beyond the store's record: who placed it, the gateway's title. */
interface OrderNote {
	id: number;
	key: string;
	customerId: number;
	paymentTitle: string;
}

/** The store's order record (mocks/store `OrderRecord`), as far as the templates read it. */
export interface StoreOrder {
	id: number;
	key: string;
	status: string;
	paymentMethod: string;
	billing: Address;
	shipping: Address;
	dateCreated: string;
	cart: Record< string, unknown >;
	meta?: Record< string, string >;
}

const readNotes = () => readJson< OrderNote[] >( ORDERS_KEY ) ?? [];

/** Remembers who placed a just-answered checkout (called before the page sees the response). */
export function recordOrder( response: Record< string, unknown > ): void {
	const id = Number( response.order_id );
	if ( ! id ) {
		return;
	}
	const method = String( response.payment_method ?? '' );
	const note: OrderNote = {
		id,
		key: String( response.order_key ?? '' ),
		customerId: Number( window.tourfrontSettings?.currentUserId ?? 0 ),
		paymentTitle: String(
			window.tourfrontSettings?.paymentMethodData?.[ method ]?.title ?? ''
		),
	};
	writeJson( ORDERS_KEY, [
		note,
		...readNotes().filter( ( o ) => o.id !== id ),
	] );
}

/** The store's order with the demo's note, ready for the templates. */
export function toDemoOrder(
	order: StoreOrder,
	titles: Record< string, string > = {}
): DemoOrder {
	const note = readNotes().find( ( o ) => o.id === order.id );
	return {
		id: order.id,
		key: order.key,
		status: order.status,
		date: order.dateCreated,
		customerId: note?.customerId ?? 0,
		paymentMethod: order.paymentMethod,
		paymentTitle:
			note?.paymentTitle ||
			titles[ order.paymentMethod ] ||
			order.paymentMethod,
		billing: order.billing,
		shipping: order.shipping,
		cart: order.cart as CartLike,
		attribution: order.meta ?? {},
	};
}

/** `wc_price()` of a Store API amount with the cart's currency. */
export function price(
	minor: string | undefined | null,
	currency: Money = {}
): string {
	const unit = currency.currency_minor_unit ?? 0;
	const value = Number( minor ?? 0 ) / 10 ** unit;
	const [ int, dec ] = value.toFixed( unit ).split( '.' );
	const grouped = int.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		currency.currency_thousand_separator ?? '.'
	);
	const number =
		grouped +
		( dec ? ( currency.currency_decimal_separator ?? ',' ) + dec : '' );
	const suffix = ( currency.currency_suffix ?? ' ₫' ).trim();
	return `<span class="woocommerce-Price-amount amount"><bdi>${ escapeHtml( currency.currency_prefix ?? '' ) }${ number }${ suffix ? `&nbsp;<span class="woocommerce-Price-currencySymbol">${ escapeHtml( suffix ) }</span>` : '' }</bdi></span>`;
}

/** The order status as the store names it. */
export const statusName = ( status: string ) =>
	String( window.tourfrontSettings?.orderStatuses?.[ status ] ?? status );
/** An order date as the demo prints dates. */
export const dateText = ( iso: string ) => formatDate( iso );

function addressHtml( address: Address ): string {
	// WooCommerce leaves out the store's own country.
	const country = address.country === 'VN' ? '' : address.country;
	const lines = [
		personName( address ),
		address.address_1,
		address.city,
		country,
	].filter( Boolean ) as string[];
	return `<address>${ lines.map( escapeHtml ).join( '<br/>' ) }${ address.phone ? `<p class="woocommerce-customer-details--phone">${ escapeHtml( address.phone ) }</p>` : '' }${
		address.email
			? `<p class="woocommerce-customer-details--email">${ escapeHtml( address.email ) }</p>`
			: ''
	}</address>`;
}

/**
 * Where the order came from, as WooCommerce's "Order attribution" box reads the `_wc_order_attribution_*`
 * meta. WooCommerce shows it to shop managers only (the order screen); the demo's order-received page
 * shows it when the visitor is an administrator, never to the shopper (orderReceivedHtml).
 */
export function orderAttributionHtml( meta: Record< string, string > ): string {
	const field = ( name: string ) =>
		meta[ `_wc_order_attribution_${ name }` ] ?? '';
	const type = field( 'source_type' );
	if ( ! type ) {
		return '';
	}
	const origin: Record< string, string > = {
		/* translators: %s: the utm_source of the visit, e.g. facebook. */
		utm: sprintf( __( 'Source: %s', 'tourfront' ), field( 'utm_source' ) ),
		/* translators: %s: the search engine, e.g. google. */
		organic: sprintf(
			__( 'Organic: %s', 'tourfront' ),
			field( 'utm_source' )
		),
		/* translators: %s: the referring site. */
		referral: sprintf(
			__( 'Referral: %s', 'tourfront' ),
			field( 'utm_source' )
		),
		typein: __( 'Direct', 'tourfront' ),
	};
	const rows: Array< [ string, string ] > = [
		[ __( 'Origin', 'tourfront' ), origin[ type ] ?? type ],
		[ __( 'Source type', 'tourfront' ), type ],
		[ __( 'Campaign', 'tourfront' ), field( 'utm_campaign' ) ],
		[ __( 'Source', 'tourfront' ), field( 'utm_source' ) ],
		[ __( 'Marketing medium', 'tourfront' ), field( 'utm_medium' ) ],
		[ __( 'Device type', 'tourfront' ), field( 'device_type' ) ],
		[ __( 'Session page views', 'tourfront' ), field( 'session_pages' ) ],
	];
	return `<section class="woocommerce-order-attribution">
		<h2>${ escapeHtml( __( 'Order attribution', 'tourfront' ) ) }</h2>
		<table class="shop_table woocommerce-order-attribution__table"><tbody>${ rows
			.filter( ( [ , value ] ) => value !== '' )
			.map(
				( [ label, value ] ) =>
					`<tr><th scope="row">${ escapeHtml( label ) }</th><td>${ escapeHtml( value ) }</td></tr>`
			)
			.join( '' ) }</tbody></table>
	</section>`;
}

/** The order details table and the addresses (`woocommerce_order_details_table`). */
export function orderDetailsHtml( order: DemoOrder ): string {
	const totals = order.cart.totals ?? {};
	const items = ( order.cart.items ?? [] )
		.map(
			( item ) => `<tr class="woocommerce-table__line-item order_item">
			<td class="woocommerce-table__product-name product-name">${ item.permalink ? `<a href="${ escapeHtml( item.permalink ) }">${ escapeHtml( item.name ) }</a>` : escapeHtml( item.name ) } <strong class="product-quantity">&times;&nbsp;${ item.quantity }</strong>${
				orderItemMeta( item ).length
					? `<ul class="wc-item-meta">${ orderItemMeta( item )
							.map(
								( meta ) =>
									`<li><strong class="wc-item-meta-label">${ escapeHtml( meta.label ) }:</strong> ${ escapeHtml( meta.value ) }</li>`
							)
							.join( '' ) }</ul>`
					: ''
			}</td>
			<td class="woocommerce-table__product-total product-total">${ price( item.totals?.line_subtotal, totals ) }</td>
		</tr>`
		)
		.join( '' );
	const shippingRate = order.cart.shipping_rates?.[ 0 ]?.shipping_rates?.find(
		( r ) => r.selected
	);
	const shippingName = shippingRate?.name;
	// As WooCommerce's needs_shipping_address(): a shipping address only for an order shipped by a
	// method other than pickup. A tour-only order sends the billing address as its shipping address
	// (the checkout never asked one), and it is not printed.
	const showShipping =
		!! shippingRate && shippingRate.method_id !== 'pickup_location';
	const billingHtml = `<h2 class="woocommerce-column__title">${ escapeHtml( __( 'Billing address', 'tourfront' ) ) }</h2>${ addressHtml( order.billing ) }`;
	const rows: Array< [ string, string ] > = [
		[ __( 'Subtotal:', 'tourfront' ), price( totals.total_items, totals ) ],
	];
	if ( Number( totals.total_discount ?? 0 ) ) {
		rows.push( [
			__( 'Discount:', 'tourfront' ),
			`-${ price( totals.total_discount, totals ) }`,
		] );
	}
	if ( shippingName ) {
		rows.push( [
			__( 'Shipping:', 'tourfront' ),
			`${ price( totals.total_shipping, totals ) } <small class="shipped_via">${ escapeHtml( sprintf( __( 'via %s', 'tourfront' ), shippingName ) ) }</small>`,
		] );
	}
	// Itemized taxes, one row per rate, named with the rate as the cart names them ("VAT 8%:", the theme's
	// woocommerce_get_order_item_totals filter).
	for ( const line of totals.tax_lines ?? [] ) {
		rows.push( [
			`${ line.rate ? `${ line.name } ${ line.rate }` : line.name }:`,
			price( line.price, totals ),
		] );
	}
	rows.push(
		[
			__( 'Payment method:', 'tourfront' ),
			escapeHtml( order.paymentTitle ),
		],
		[ __( 'Total:', 'tourfront' ), price( totals.total_price, totals ) ]
	);
	return `<section class="woocommerce-order-details">
		<h2 class="woocommerce-order-details__title">${ escapeHtml( __( 'Order details', 'tourfront' ) ) }</h2>
		<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">
			<thead><tr><th class="woocommerce-table__product-name product-name">${ escapeHtml( __( 'Product', 'tourfront' ) ) }</th><th class="woocommerce-table__product-table product-total">${ escapeHtml( __( 'Total', 'tourfront' ) ) }</th></tr></thead>
			<tbody>${ items }</tbody>
			<tfoot>${ rows.map( ( [ label, value ] ) => `<tr><th scope="row">${ escapeHtml( label ) }</th><td>${ value }</td></tr>` ).join( '' ) }</tfoot>
		</table>
	</section>
	<section class="woocommerce-customer-details">
		${
			showShipping
				? `<section class="woocommerce-columns woocommerce-columns--2 woocommerce-columns--addresses col2-set addresses">
			<div class="woocommerce-column woocommerce-column--1 woocommerce-column--billing-address col-1">${ billingHtml }</div>
			<div class="woocommerce-column woocommerce-column--2 woocommerce-column--shipping-address col-2"><h2 class="woocommerce-column__title">${ escapeHtml( __( 'Shipping address', 'tourfront' ) ) }</h2>${ addressHtml( order.shipping ) }</div>
		</section>`
				: billingHtml
		}
		${ additionalFieldsHtml( order.attribution ) }
	</section>`;
}

/**
 * The order's additional fields, as WooCommerce prints them after the customer details
 * (`CheckoutFieldsFrontend::render_order_other_fields`), labelled as the theme registers them.
 */
function additionalFieldsHtml( meta: Record< string, string > ): string {
	const values = orderFieldsFromMeta( meta );
	const fields = tourCheckoutFields(
		( text ) => __( text, 'tourfront' ),
		new Date().getFullYear()
	);
	const rows = Object.entries( values )
		.filter(
			( [ id, value ] ) =>
				fields[ id ]?.show_in_order_confirmation && value
		)
		.map(
			( [ id, value ] ) =>
				`<dt>${ escapeHtml( fields[ id ].label ) }</dt><dd>${ escapeHtml( value ) }</dd>`
		);
	return rows.length
		? `<section class="wc-block-order-confirmation-additional-fields-wrapper"><h2>${ escapeHtml( __( 'Additional information', 'tourfront' ) ) }</h2><dl class="wc-block-components-additional-fields-list">${ rows.join( '' ) }</dl></section>`
		: '';
}

/**
 * The classic thank-you template for an order; `paymentHtml` is what the gateway prints on
 * `woocommerce_thankyou_{method}` (bank details), between the overview and the details, and `firstHtml`
 * what `woocommerce_before_thankyou` prints before everything (the VietQR block).
 */
export function orderReceivedHtml(
	order: DemoOrder,
	paymentHtml = '',
	firstHtml = ''
): string {
	const totals = order.cart.totals ?? {};
	// WooCommerce shows the email to the customer who placed the order, signed in, only.
	const owner =
		order.customerId > 0 &&
		order.customerId ===
			Number( window.tourfrontSettings?.currentUserId ?? 0 );
	const overview: Array< [ string, string, string ] > = [
		[ 'order', __( 'Order number:', 'tourfront' ), String( order.id ) ],
		[
			'date',
			__( 'Date:', 'tourfront' ),
			escapeHtml( dateText( order.date ) ),
		],
		...( owner
			? [
					[
						'email',
						__( 'Email:', 'tourfront' ),
						escapeHtml( order.billing.email ?? '' ),
					] as [ string, string, string ],
				]
			: [] ),
		[
			'total',
			__( 'Total:', 'tourfront' ),
			price( totals.total_price, totals ),
		],
		[
			'payment-method',
			__( 'Payment method:', 'tourfront' ),
			escapeHtml( order.paymentTitle ),
		],
	];
	// Cash on delivery's instructions (woocommerce_thankyou_cod).
	const instructions =
		order.paymentMethod === 'cod'
			? `<p>${ escapeHtml( __( 'Pay with cash upon delivery.', 'tourfront' ) ) }</p>`
			: '';
	return `${ firstHtml }<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received" role="alert">${ escapeHtml( __( 'Thank you. Your order has been received.', 'tourfront' ) ) }</p>
	<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
		${ overview.map( ( [ key, label, value ] ) => `<li class="woocommerce-order-overview__${ key } ${ key === 'payment-method' ? 'method' : key }">${ escapeHtml( label ) } <strong>${ value }</strong></li>` ).join( '' ) }
	</ul>
	${ instructions }
	${ paymentHtml }
	${ orderDetailsHtml( order ) }
	${ window.tourfrontSettings?.currentUserIsAdmin ? orderAttributionHtml( order.attribution ) : '' }`;
}

/** Fills the order-received page from the store's orders; `paymentHtml` and `firstHtml` as in `orderReceivedHtml`. */
export function fillOrderReceived(
	orders: DemoOrder[],
	root: ParentNode = document,
	paymentHtml: ( order: DemoOrder ) => string = () => '',
	firstHtml: ( order: DemoOrder ) => string = () => ''
): void {
	const mount = root.querySelector< HTMLElement >(
		'[data-tourfront-demo-order]'
	);
	if ( ! mount ) {
		return;
	}
	const id = Number( mount.dataset.tourfrontDemoOrder );
	const order = orders.find(
		( o ) => o.id === id && o.key === mount.dataset.orderKey
	);
	mount.innerHTML = order
		? orderReceivedHtml( order, paymentHtml( order ), firstHtml( order ) )
		: `<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed">${ escapeHtml( __( 'Sorry, this order is invalid and cannot be paid for.', 'tourfront' ) ) }</p>`;
}

/** Fills "My account → Orders" with this customer's orders, newest first. */
export function fillAccountOrders(
	all: DemoOrder[],
	root: ParentNode = document
): void {
	const table = root.querySelector< HTMLTableElement >(
		'table[data-tourfront-demo-orders]'
	);
	const userId = Number( window.tourfrontSettings?.currentUserId ?? 0 );
	const orders = all
		.filter( ( o ) => userId > 0 && o.customerId === userId )
		.sort( ( a, b ) => b.id - a.id );
	if ( ! table || ! orders.length ) {
		return;
	}
	root.querySelector( '[data-tourfront-demo-no-orders]' )?.remove();
	table.hidden = false;
	table.tBodies[ 0 ].innerHTML = orders
		.map( ( o ) => {
			// The theme's order-total column (theme/inc/wording.php): a tour line counts its travellers.
			const counts = { travellers: 0, items: 0 };
			for ( const item of o.cart.items ?? [] ) {
				const booking = item.extensions?.[ BOOKING_NAMESPACE ] as
					BookingItemExtension | undefined;
				counts[ booking?.is_tour ? 'travellers' : 'items' ] +=
					item.quantity;
			}
			const url = `/my-account/view-order/${ o.id }/`;
			const total = sprintf(
				/* translators: 1: order total; 2: what it pays for, e.g. "3 travellers" or "3 travellers, 1 item". */
				__( '%1$s for %2$s', 'tourfront' ),
				price( o.cart.totals?.total_price, o.cart.totals ),
				escapeHtml( cartCountLabel( counts ) )
			);
			return `<tr class="woocommerce-orders-table__row woocommerce-orders-table__row--status-${ escapeHtml( o.status ) } order">
				<th class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-number" scope="row" data-title="${ escapeHtml( __( 'Order', 'tourfront' ) ) }"><a href="${ url }">#${ o.id }</a></th>
				<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-date" data-title="${ escapeHtml( __( 'Date', 'tourfront' ) ) }"><time datetime="${ o.date }">${ escapeHtml( dateText( o.date ) ) }</time></td>
				<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-status" data-title="${ escapeHtml( __( 'Status', 'tourfront' ) ) }">${ escapeHtml( statusName( o.status ) ) }</td>
				<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-total" data-title="${ escapeHtml( __( 'Total', 'tourfront' ) ) }">${ total }</td>
				<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-actions" data-title="${ escapeHtml( __( 'Actions', 'tourfront' ) ) }"><a href="${ url }" class="woocommerce-button button view">${ escapeHtml( __( 'View', 'tourfront' ) ) }</a></td>
			</tr>`;
		} )
		.join( '' );
}
