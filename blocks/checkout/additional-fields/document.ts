/**
 * The checkout document WooCommerce evaluates additional-field rules over
 * (`CheckoutFieldsSchema\DocumentObject`), built from the stores' cart and customer data.
 */

/** Internal dependencies */
import type { CheckoutDocument } from '../../../common/checkout-fields';
import type { Cart, CustomerData } from '../../data/cart/types';

export interface DocumentSources {
	cart: Cart;
	customer: CustomerData;
	customerId: number;
	additionalFields: Record< string, unknown >;
	orderNotes: string;
	paymentMethod: string;
	collectableMethodIds: string[];
}

/** The cart part: what WooCommerce derives from the Store API cart. */
export function cartDocument(
	cart: Cart,
	collectableMethodIds: string[]
): CheckoutDocument[ 'cart' ] {
	const selected = cart.shipping_rates.flatMap( ( pack ) =>
		pack.shipping_rates.filter( ( rate ) => rate.selected )
	);
	return {
		coupons: cart.coupons.map( ( coupon ) => coupon.code ),
		shipping_rates: selected.map( ( rate ) => rate.rate_id ),
		items: cart.items.flatMap( ( item ) =>
			Array< number >( Math.ceil( item.quantity ) ).fill( item.id )
		),
		items_type: [ ...new Set( cart.items.map( ( item ) => item.type ) ) ],
		items_count: cart.items_count,
		items_weight: cart.items_weight,
		needs_shipping: cart.needs_shipping,
		prefers_collection: selected.some( ( rate ) =>
			collectableMethodIds.includes( rate.method_id )
		),
		totals: {
			total_price: Number( cart.totals.total_price ),
			total_tax: Number( cart.totals.total_tax ),
		},
		extensions: cart.extensions ?? {},
	};
}

/** The whole document. */
export function checkoutDocument( sources: DocumentSources ): CheckoutDocument {
	return {
		cart: cartDocument( sources.cart, sources.collectableMethodIds ),
		customer: {
			id: sources.customerId,
			billing_address: { ...sources.customer.billingAddress },
			shipping_address: { ...sources.customer.shippingAddress },
			additional_fields: sources.additionalFields,
		},
		checkout: {
			customer_note: sources.orderNotes,
			payment_method: sources.paymentMethod,
			additional_fields: sources.additionalFields,
		},
	};
}
