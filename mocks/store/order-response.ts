/**
 * GET order/{id}: the order object built from the cart snapshot taken when it was placed.
 * (Order-level totals are in correct minor units; WooCommerce 11.0.1 multiplies them by 100
 * for VND — a bug the mock does not copy.)
 */
import type { OrderRecord } from './types';

type Json = Record< string, unknown >;

/** The Store API order object. */
export function orderObject( order: OrderRecord ) {
	const cart = order.cart as Json & { items: Json[]; totals: Json & { tax_lines: Json[] } };
	const totals = cart.totals;
	const num = ( key: string ) => Number( totals[ key ] ?? 0 );
	const currency = Object.fromEntries( Object.entries( totals ).filter( ( [ key ] ) => key.startsWith( 'currency_' ) ) );
	return {
		id: order.id,
		status: order.status,
		items: cart.items.map( ( { type: _type, extensions: _extensions, ...item } ) => item ),
		coupons: cart.coupons,
		fees: cart.fees,
		totals: {
			subtotal: String( num( 'total_items' ) ),
			total_discount: String( num( 'total_discount' ) ),
			total_shipping: String( num( 'total_shipping' ) ),
			total_fees: String( num( 'total_fees' ) ),
			total_tax: String( num( 'total_tax' ) ),
			total_refund: '0',
			total_price: String( num( 'total_price' ) ),
			total_items: String( num( 'total_items' ) - num( 'total_discount' ) ),
			total_items_tax: String( num( 'total_items_tax' ) - num( 'total_discount_tax' ) ),
			total_fees_tax: String( num( 'total_fees_tax' ) ),
			total_discount_tax: String( num( 'total_discount_tax' ) ),
			total_shipping_tax: String( num( 'total_shipping_tax' ) ),
			tax_lines: totals.tax_lines.map( ( line ) => ( { ...line, rate: String( line.rate ).replace( /%$/, '' ) } ) ),
			...currency,
		},
		shipping_address: order.shipping,
		billing_address: order.billing,
		needs_payment: false,
		needs_shipping: cart.needs_shipping,
		payment_requirements: [ 'products' ],
		errors: [] as unknown[],
	};
}
