/**
 * GET order/{id}: the order object built from the cart snapshot taken when it was placed.
 * (Order-level totals are in correct minor units; WooCommerce 11.0.1 multiplies them by 100
 * for VND — a bug the mock does not copy.)
 */

/** Internal dependencies */
import { bookingOrderMeta } from './booking-response';
import type { OrderRecord } from './types';

type Json = Record< string, unknown >;

/**
 * Order items list their visible meta keyed by meta id (an object), else []: the variation's attributes, then a
 * booking's travellers.
 */
function itemData(
	variation: Array< {
		raw_attribute: string;
		attribute: string;
		value: string;
	} >,
	extensions: Record< string, unknown > | undefined
) {
	const meta = [
		...( variation ?? [] ).map( ( entry ) => ( {
			key: entry.raw_attribute.replace( /^attribute_/, '' ),
			label: entry.attribute,
			value: entry.value,
		} ) ),
		...bookingOrderMeta( extensions ).map( ( entry ) => ( {
			...entry,
			label: entry.key,
		} ) ),
	];
	if ( ! meta.length ) {
		return [];
	}
	return Object.fromEntries(
		meta.map( ( entry, index ) => [
			String( index + 1 ),
			{
				key: entry.key,
				value: entry.value,
				display_key: entry.label,
				display_value: `<p>${ entry.value }</p>\n`,
			},
		] )
	);
}

/** The Store API order object. */
export function orderObject( order: OrderRecord ) {
	const cart = order.cart as Json & {
		items: Json[];
		totals: Json & { tax_lines: Json[] };
	};
	const totals = cart.totals;
	const num = ( key: string ) => Number( totals[ key ] ?? 0 );
	const currency = Object.fromEntries(
		Object.entries( totals ).filter( ( [ key ] ) =>
			key.startsWith( 'currency_' )
		)
	);
	return {
		id: order.id,
		status: order.status,
		items: cart.items.map( ( { type: _type, extensions, ...item } ) => ( {
			...item,
			// WooCommerce puts the order key where the cart had the item key.
			key: order.key,
			low_stock_remaining: null,
			item_data: itemData(
				item.variation as Array< {
					raw_attribute: string;
					attribute: string;
					value: string;
				} >,
				extensions as Record< string, unknown > | undefined
			),
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
			total_items: String(
				num( 'total_items' ) - num( 'total_discount' )
			),
			total_items_tax: String(
				num( 'total_items_tax' ) - num( 'total_discount_tax' )
			),
			total_fees_tax: String( num( 'total_fees_tax' ) ),
			total_discount_tax: String( num( 'total_discount_tax' ) ),
			total_shipping_tax: String( num( 'total_shipping_tax' ) ),
			tax_lines: totals.tax_lines.map( ( line ) => ( {
				...line,
				rate: String( line.rate ).replace( /%$/, '' ),
			} ) ),
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
