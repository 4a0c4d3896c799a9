/**
 * Cart action → the events WooCommerce 11 fires for it, so plugins written for WooCommerce keep hearing
 * about the cart although Tourfront replaces WooCommerce's scripts:
 *
 * | action | jQuery (`document.body`) | DOM (`document.body`) | hooks (`wp.hooks`) |
 * |---|---|---|---|
 * | adding | adding_to_cart [$button, data] (in place only) | wc-blocks_adding_to_cart | |
 * | added | added_to_cart [fragments, cart_hash, $button], then wc_cart_button_updated [$button] and wc_fragments_loaded (what WooCommerce's add-to-cart.js fires once it applied them) | wc-blocks_added_to_cart | cart-add-item (Store API) |
 * | removed | removed_from_cart [fragments, cart_hash, $button], wc_fragments_loaded | wc-blocks_removed_from_cart | cart-remove-item (Store API) |
 * | quantity | | | cart-set-item-quantity |
 * | coupon-applied / -removed | applied_coupon / removed_coupon [code] | | |
 * | rate-selected | updated_shipping_method | | checkout-set-selected-shipping-rate |
 * | fragments-refreshed | wc_fragments_refreshed | | |
 *
 * A Store API change of items, coupons or rates also fires what WooCommerce's classic cart page fires
 * once its totals are redrawn: updated_cart_totals, then updated_wc_div (wc_cart_emptied when the cart
 * is now empty). Every action ends with Tourfront's own `tourfront:cart-updated`. The DOM events carry
 * `preserveCartData: false`: the cart Tourfront changed is not WooCommerce's `wc/store/cart` copy.
 * An add or remove another script announced with jQuery (`external: 'jquery'`) gets everything but the
 * jQuery event it came with: what WooCommerce's add-to-cart.js and blocks would do on hearing it.
 */

/** Internal dependencies */
import {
	WC_DOM_EVENTS,
	WC_HOOK_PREFIX,
	WC_JQUERY_EVENTS as JQ,
} from './constants';
import type { CartAction, CartEvent, CartUpdatedDetail } from './types';

/** What the page already does for itself. */
export interface MapOptions {
	/** WooCommerce's add-to-cart.js is on the page: it applies fragments and fires their events itself. */
	wooCommerceHandlesFragments?: boolean;
}

const jquery = ( name: string, args: unknown[] = [] ): CartEvent => ( {
	kind: 'jquery',
	name,
	args,
} );
const dom = ( name: string ): CartEvent => ( {
	kind: 'dom',
	name,
	detail: { preserveCartData: false },
} );
const hook = ( name: string, args: Record< string, unknown > ): CartEvent => ( {
	kind: 'hook',
	name: WC_HOOK_PREFIX + name,
	args,
} );

function itemsCount( cart: unknown ): number | undefined {
	const count = ( cart as { items_count?: unknown } | undefined )
		?.items_count;
	return typeof count === 'number' ? count : undefined;
}

/** The classic cart page's events after its totals were redrawn. */
function cartPageEvents( action: CartAction ): CartEvent[] {
	if ( action.source !== 'store-api' ) {
		return [];
	}
	if (
		action.type === 'coupon-applied' ||
		action.type === 'coupon-removed' ||
		action.type === 'rate-selected'
	) {
		return [ jquery( JQ.cartTotals ) ];
	}
	return [
		jquery(
			itemsCount( action.cart ) === 0 ? JQ.cartEmptied : JQ.cartTotals
		),
		jquery( JQ.cartDiv ),
	];
}

function tourfrontDetail( action: CartAction ): CartUpdatedDetail {
	const kinds: Partial<
		Record< CartAction[ 'type' ], CartUpdatedDetail[ 'action' ] >
	> = {
		added: 'add',
		removed: 'remove',
		'fragments-refreshed': 'refresh',
	};
	const detail: CartUpdatedDetail = {
		source: action.source,
		action: kinds[ action.type ],
	};
	const optional = {
		cart: action.cart,
		fragments: action.fragments,
		cart_hash: action.cartHash,
		productId: action.productId,
		button: action.button,
		external: action.external ? true : undefined,
	};
	for ( const [ key, value ] of Object.entries( optional ) ) {
		if ( value !== undefined ) {
			( detail as unknown as Record< string, unknown > )[ key ] = value;
		}
	}
	return detail;
}

/** The events of `action`, in the order WooCommerce fires them. */
export function cartActionEvents(
	action: CartAction,
	{ wooCommerceHandlesFragments = false }: MapOptions = {}
): CartEvent[] {
	const events: CartEvent[] = [];
	const storeApi = action.source === 'store-api';
	const item = action.item
		? {
				product: action.item,
				quantity: action.quantity ?? action.item.quantity,
			}
		: undefined;
	const fragmentsApplied =
		! wooCommerceHandlesFragments && !! action.fragments;
	switch ( action.type ) {
		case 'adding':
			// WooCommerce's blocks announce their own (Store API) adds with the DOM event only.
			if ( ! storeApi ) {
				events.push(
					jquery( JQ.adding, [ action.button, action.data ?? {} ] )
				);
			}
			events.push( dom( WC_DOM_EVENTS.adding ) );
			break;
		case 'added':
		case 'removed': {
			const added = action.type === 'added';
			if ( action.external !== 'jquery' ) {
				events.push(
					jquery( added ? JQ.added : JQ.removed, [
						action.fragments,
						action.cartHash,
						action.button,
					] )
				);
			}
			if ( added && action.button && ! wooCommerceHandlesFragments ) {
				events.push( jquery( JQ.buttonUpdated, [ action.button ] ) );
			}
			if ( fragmentsApplied ) {
				events.push( jquery( JQ.fragmentsLoaded ) );
			}
			events.push(
				dom( added ? WC_DOM_EVENTS.added : WC_DOM_EVENTS.removed )
			);
			if ( storeApi && item ) {
				events.push(
					hook( added ? 'cart-add-item' : 'cart-remove-item', item )
				);
			}
			break;
		}
		case 'quantity':
			if ( item ) {
				events.push( hook( 'cart-set-item-quantity', item ) );
			}
			break;
		case 'coupon-applied':
		case 'coupon-removed':
			events.push(
				jquery(
					action.type === 'coupon-applied'
						? JQ.couponApplied
						: JQ.couponRemoved,
					[ action.code ]
				)
			);
			break;
		case 'rate-selected':
			events.push(
				hook( 'checkout-set-selected-shipping-rate', {
					shippingRateId: action.rateId,
				} )
			);
			break;
		case 'fragments-refreshed':
			events.push( jquery( JQ.fragmentsRefreshed ) );
			break;
	}
	if (
		action.type !== 'adding' &&
		action.type !== 'updated' &&
		action.type !== 'fragments-refreshed'
	) {
		events.push( ...cartPageEvents( action ) );
	}
	if ( action.type === 'rate-selected' ) {
		events.push( jquery( JQ.shippingMethod ) );
	}
	if ( action.type !== 'adding' ) {
		events.push( { kind: 'tourfront', detail: tourfrontDetail( action ) } );
	}
	return events;
}
