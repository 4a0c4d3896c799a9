/**
 * Cart routes: GET cart (+ items), and the writes (add-item 201, the others 200).
 */

/** Internal dependencies */
import type { WooStore } from '../../store';
import { missingParams } from '../../store/errors';
import type { ApiRequest } from './types';

type Body = Record< string, unknown >;

/** A cart route: the operation to run before answering with the cart. */
export interface CartRoute {
	method: 'GET' | 'POST';
	status: number;
	/** Schema check run before the nonce check. */
	validate?: ( store: WooStore, body: Body ) => void;
	run?: ( store: WooStore, body: Body, request: ApiRequest ) => void;
	/** What to answer (default: the cart). */
	answer?: ( store: WooStore ) => unknown;
}

const str = ( value: unknown ) =>
	value === undefined || value === null ? '' : String( value );

/** Cart routes by path. */
export const CART_ROUTES: Record< string, CartRoute > = {
	'/cart': { method: 'GET', status: 200 },
	'/cart/items': {
		method: 'GET',
		status: 200,
		answer: ( store ) => store.getCartResponse().items,
	},
	'/cart/coupons': {
		method: 'GET',
		status: 200,
		answer: ( store ) => store.getCartResponse().coupons,
	},
	'/cart/add-item': {
		method: 'POST',
		status: 201,
		run: ( store, body ) =>
			store.addItem( {
				id: Number( body.id ),
				quantity:
					body.quantity === undefined ? 1 : Number( body.quantity ),
				variation: body.variation as never,
				// Read by the theme's woocommerce_store_api_add_to_cart_data filter (theme/inc/booking).
				...( body.tourfront_booking === undefined
					? {}
					: { tourfront_booking: body.tourfront_booking } ),
			} ),
	},
	'/cart/update-item': {
		method: 'POST',
		status: 200,
		run: ( store, body ) =>
			store.updateItem( str( body.key ), Number( body.quantity ) ),
	},
	'/cart/remove-item': {
		method: 'POST',
		status: 200,
		run: ( store, body ) => store.removeItem( str( body.key ) ),
	},
	'/cart/apply-coupon': {
		method: 'POST',
		status: 200,
		run: ( store, body ) => store.applyCoupon( str( body.code ) ),
	},
	'/cart/remove-coupon': {
		method: 'POST',
		status: 200,
		run: ( store, body ) => store.removeCoupon( str( body.code ) ),
	},
	'/cart/select-shipping-rate': {
		method: 'POST',
		status: 200,
		run: ( store, body ) =>
			store.selectShippingRate(
				body.package_id as number,
				str( body.rate_id )
			),
	},
	'/cart/update-customer': {
		method: 'POST',
		status: 200,
		// Checked inside the route (after the nonce), so the error carries the session headers (record 37).
		run: ( store, body ) => store.updateCustomer( body as never ),
	},
	'/cart/extensions': {
		method: 'POST',
		status: 200,
		validate: ( _store, body ) => {
			if ( typeof body.namespace !== 'string' ) {
				throw missingParams( [ 'namespace' ] );
			}
		},
		run: ( store, body ) =>
			store.extensionCartUpdate(
				String( body.namespace ),
				( body.data ?? {} ) as Record< string, unknown >
			),
	},
};
