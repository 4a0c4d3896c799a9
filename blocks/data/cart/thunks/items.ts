/**
 * Item thunks: add, remove, change quantity (one AbortController per item: the last change wins).
 */

/** Internal dependencies */
import { isAbortError } from '../../../api/errors';
import * as storeApi from '../../../api/requests';
import { fireCartAction } from '../../../../common/cart-events';
import { QUANTITY_CHANGE_DEBOUNCE_MS } from '../constants';
import type { CartRuntime } from '../runtime';
import type { CartThunkArgs } from './types';

/** WooCommerce's blocks announce a Store API add before sending it (`wc-blocks_adding_to_cart`). */
function announceAdding(): void {
	if ( typeof document !== 'undefined' && document.body ) {
		fireCartAction( { type: 'adding', source: 'store-api' } );
	}
}

/** Creates the item thunks over `runtime`. */
export function createItemThunks( runtime: CartRuntime ) {
	/** Adds `quantity` (default 1) of a product; resolves the new cart. */
	const addItemToCart =
		(
			productId: number,
			quantity = 1,
			variation?: Array< { attribute: string; value: string } >
		) =>
		async ( { dispatch }: CartThunkArgs ) => {
			announceAdding();
			try {
				const cart = await storeApi.addItem(
					productId,
					quantity,
					variation
				);
				const item = cart.items.find(
					( line ) => line.id === productId
				);
				dispatch.receiveCartContents( cart, {
					action: { type: 'added', productId, item, quantity },
				} );
				return cart;
			} catch ( error ) {
				dispatch.handleCartError( error );
				throw error;
			}
		};

	/** Removes an item; `pendingDelete` while in flight. */
	const removeItemFromCart =
		( key: string ) =>
		async ( { select, dispatch }: CartThunkArgs ) => {
			const item = select.getCartItem( key ) ?? undefined;
			const waiting = runtime.quantityTimers.get( key );
			if ( waiting ) {
				clearTimeout( waiting.timer );
				runtime.quantityTimers.delete( key );
				waiting.resolve( false );
			}
			runtime.itemControllers.get( key )?.abort();
			runtime.deletingKeys.add( key );
			dispatch.itemIsPendingDelete( key, true );
			try {
				const cart = await storeApi.removeItem( key );
				dispatch.receiveCartContents( cart, {
					action: { type: 'removed', item, productId: item?.id },
				} );
				return cart;
			} catch ( error ) {
				dispatch.handleCartError( error );
				throw error;
			} finally {
				runtime.deletingKeys.delete( key );
				dispatch.itemIsPendingDelete( key, false );
			}
		};

	/** Sends the shopper's last choice for `key` (aborting an older request still on its way). */
	const sendQuantity = async (
		key: string,
		quantity: number,
		{ select, dispatch }: CartThunkArgs
	): Promise< boolean > => {
		const previous = runtime.itemControllers.get( key );
		const item = select.getCartItem( key );
		const finish = ( controller?: AbortController ) => {
			if (
				runtime.itemControllers.get( key ) === controller &&
				! runtime.quantityTimers.has( key )
			) {
				runtime.itemControllers.delete( key );
				runtime.requestedQuantities.delete( key );
				dispatch.itemIsPendingQuantity( key, false );
			}
		};
		if ( ! item || ( ! previous && item.quantity === quantity ) ) {
			// Back to the cart's quantity before anything was sent: nothing to send.
			finish( undefined );
			return false;
		}
		previous?.abort();
		const controller = new AbortController();
		runtime.itemControllers.set( key, controller );
		// Pending (and the row blocked) only while the change is in flight: during the debounce
		// the shopper is still choosing, and the quantity buttons must keep taking clicks.
		dispatch.itemIsPendingQuantity( key, true );
		try {
			const cart = await storeApi.updateItem( key, quantity, {
				signal: controller.signal,
			} );
			if ( controller.signal.aborted ) {
				return false;
			}
			const changed = cart.items.find( ( line ) => line.key === key );
			dispatch.receiveCartContents( cart, {
				action: { type: 'quantity', item: changed, quantity },
			} );
			return true;
		} catch ( error ) {
			if ( isAbortError( error ) || controller.signal.aborted ) {
				return false;
			}
			dispatch.handleCartError( error );
			throw error;
		} finally {
			finish( controller );
		}
	};

	/**
	 * Sets an item's quantity. Changes are collapsed per item: only the last choice of a burst is
	 * sent, and only if it differs from the cart (or an older change is still on its way, which it
	 * aborts). `pendingQuantity` is set once the change is sent. Resolves true when this change reached the cart.
	 */
	const changeCartItemQuantity =
		( key: string, quantity: number ) =>
		( args: CartThunkArgs ): Promise< boolean > => {
			const { select } = args;
			const item = select.getCartItem( key );
			const waiting = runtime.quantityTimers.get( key );
			const outstanding =
				!! waiting || runtime.itemControllers.has( key );
			if ( ! item || ( ! outstanding && item.quantity === quantity ) ) {
				return Promise.resolve( false );
			}
			if ( waiting ) {
				clearTimeout( waiting.timer );
				waiting.resolve( false );
			}
			runtime.requestedQuantities.set( key, quantity );
			return new Promise< boolean >( ( resolve, reject ) => {
				const timer = setTimeout( () => {
					runtime.quantityTimers.delete( key );
					sendQuantity( key, quantity, args ).then( resolve, reject );
				}, QUANTITY_CHANGE_DEBOUNCE_MS );
				runtime.quantityTimers.set( key, { timer, resolve } );
			} );
		};

	return { addItemToCart, removeItemFromCart, changeCartItemQuantity };
}
