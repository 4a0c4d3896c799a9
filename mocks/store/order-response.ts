/**
 * GET order/{id}: the order object built from the cart snapshot taken when it was placed.
 * (Order-level totals are in correct minor units; WooCommerce 11.0.1 multiplies them by 100
 * for VND — a bug the mock does not copy.)
 */

/** Internal dependencies */
import type { OrderRecord } from './types';

type Json = Record< string, unknown >;

/** Order items list their variation as order-item meta keyed by meta id (an object), else []. */
function itemData( variation: Array< { raw_attribute: string; attribute: string; value: string } > ) {
	if ( ! variation?.length ) {
		return [];
	}
	return Object.fromEntries( variation.map( ( entry, index ) => [
		String( index + 1 ),
		{ key: entry.raw_attribute.replace( /^attribute_/, '' ), value: entry.value, display_key: entry.attribute, display_value: `<p>${ entry.value }</p>\n` },
	] ) );
}

/** The Store API order object. */
export function orderObject( order: OrderRecord ) {
	const cart = order.cart as Json & { items: Json[]; totals: Json & { tax_lines: Json[] } };
	const totals = cart.totals;
	const num = ( key: string ) => Number( totals[ key ] ?? 0 );
	const currency = Object.fromEntries( Object.entries( totals ).filter( ( [ key ] ) => key.startsWith( 'currency_' ) ) );
	return {
		id: order.id,
		status: order.status,
		items: cart.items.map( ( { type: _type, extensions: _extensions, ...item } ) => ( {
			...item,
			// WooCommerce puts the order key where the cart had the item key.
			key: order.key,
			low_stock_remaining: null,
			item_data: itemData( item.variation as Array< { raw_attribute: string; attribute: string; value: string } > ),
		} ) ),
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
