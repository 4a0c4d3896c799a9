/**
 * Item thunks: add, remove, change quantity (one AbortController per item: the last change wins).
 */

/** Internal dependencies */
import { isAbortError } from '../../../api/errors';
import * as storeApi from '../../../api/requests';
import type { CartRuntime } from '../runtime';
import type { CartThunkArgs } from './types';

/** Creates the item thunks over `runtime`. */
export function createItemThunks( runtime: CartRuntime ) {
	/** Adds `quantity` (default 1) of a product; resolves the new cart. */
	const addItemToCart =
		( productId: number, quantity = 1, variation?: Array< { attribute: string; value: string } > ) =>
		async ( { dispatch }: CartThunkArgs ) => {
			try {
				const cart = await storeApi.addItem( productId, quantity, variation );
				dispatch.receiveCartContents( cart );
				return cart;
			} catch ( error ) {
				dispatch.handleCartError( error );
				throw error;
			}
		};

	/** Removes an item; `pendingDelete` while in flight. */
	const removeItemFromCart =
		( key: string ) =>
		async ( { dispatch }: CartThunkArgs ) => {
			runtime.itemControllers.get( key )?.abort();
			runtime.deletingKeys.add( key );
			dispatch.itemIsPendingDelete( key, true );
			try {
				const cart = await storeApi.removeItem( key );
				dispatch.receiveCartContents( cart );
				return cart;
			} catch ( error ) {
				dispatch.handleCartError( error );
				throw error;
			} finally {
				runtime.deletingKeys.delete( key );
				dispatch.itemIsPendingDelete( key, false );
			}
		};

	/**
	 * Sets an item's quantity. Sent only when it differs from the cart (or when an older change is
	 * still on its way, which this one aborts). Resolves true when this change reached the cart.
	 */
	const changeCartItemQuantity =
		( key: string, quantity: number ) =>
		async ( { select, dispatch }: CartThunkArgs ): Promise< boolean > => {
			const item = select.getCartItem( key );
			const previous = runtime.itemControllers.get( key );
			if ( ! item || ( ! previous && item.quantity === quantity ) ) {
				return false;
			}
			previous?.abort();
			const controller = new AbortController();
			runtime.itemControllers.set( key, controller );
			runtime.requestedQuantities.set( key, quantity );
			dispatch.itemIsPendingQuantity( key, true );
			try {
				const cart = await storeApi.updateItem( key, quantity, { signal: controller.signal } );
				if ( controller.signal.aborted ) {
					return false;
				}
				dispatch.receiveCartContents( cart );
				return true;
			} catch ( error ) {
				if ( isAbortError( error ) || controller.signal.aborted ) {
					return false;
				}
				dispatch.handleCartError( error );
				throw error;
			} finally {
				if ( runtime.itemControllers.get( key ) === controller ) {
					runtime.itemControllers.delete( key );
					runtime.requestedQuantities.delete( key );
					dispatch.itemIsPendingQuantity( key, false );
				}
			}
		};

	return { addItemToCart, removeItemFromCart, changeCartItemQuantity };
}
