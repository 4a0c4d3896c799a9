/**
 * Receiving carts: replace, raise the server-side change notices, mirror cart.errors, fire the change's events.
 */

/** Internal dependencies */
import { toStoreApiError, isAbortError } from '../../../api/errors';
import { getCart } from '../../../api/requests';
import { normalizeAddress } from '../../../../common/address';
import { CART_READ_KEY } from '../../../../common/cart-events/constants';
import { noticesOf, raiseErrorNotices } from '../../shared/error-notices';
import { announceCartAction } from '../cart-event';
import { CART_NOTICE_CONTEXT } from '../constants';
import { getCartChangeNotices } from '../quantity-change-notices';
import type { CartRuntime } from '../runtime';
import type { Cart } from '../types';
import type { CartThunkArgs, ReceiveOptions } from './types';

/** Creates the receive thunks over `runtime`. */
export function createReceiveThunks( runtime: CartRuntime ) {
	/** Replaces the cart with `cart` and reacts to what changed. */
	const receiveCartContents =
		(
			cart: Cart,
			{ notify = true, announce = true, action }: ReceiveOptions = {}
		) =>
		( { select, dispatch, registry }: CartThunkArgs ) => {
			const oldCart = select.getCartData();
			const hadCart = select.hasCartData();
			dispatch.receiveCart( cart );
			if ( ! select.hasUnsentCustomerData() ) {
				runtime.lastPushed = {
					billing_address: normalizeAddress(
						cart.billing_address ?? {}
					),
					shipping_address: normalizeAddress(
						cart.shipping_address ?? {}
					),
				};
			}
			const notices = noticesOf( registry );
			if ( notify && hadCart ) {
				const intent = {
					requestedQuantities: runtime.requestedQuantities,
					deletingKeys: runtime.deletingKeys,
					changingKeys: new Set(
						select.getItemsPendingQuantityUpdate()
					),
				};
				for ( const notice of getCartChangeNotices(
					oldCart,
					cart,
					intent
				) ) {
					notices?.createInfoNotice( notice.content, {
						id: notice.id,
						context: CART_NOTICE_CONTEXT,
						type: 'snackbar',
					} );
				}
			}
			// cart.errors show as non-dismissible notices keyed by code.
			const errorIds = ( cart.errors ?? [] ).map( ( e ) => e.code );
			runtime.cartErrorNoticeIds
				.filter( ( id ) => ! errorIds.includes( id ) )
				.forEach( ( id ) =>
					notices?.removeNotice( id, CART_NOTICE_CONTEXT )
				);
			for ( const error of cart.errors ?? [] ) {
				notices?.createErrorNotice( error.message, {
					id: error.code,
					context: CART_NOTICE_CONTEXT,
					isDismissible: false,
				} );
			}
			runtime.cartErrorNoticeIds = errorIds;
			if ( announce ) {
				announceCartAction( cart, action );
			}
		};

	/** Records an error: `data.cart` updates the cart; the message becomes a notice unless `notice` is false. */
	const handleCartError =
		(
			error: unknown,
			{
				context = CART_NOTICE_CONTEXT,
				notice = true,
			}: { context?: string; notice?: boolean } = {}
		) =>
		( { dispatch, registry }: CartThunkArgs ) => {
			if ( isAbortError( error ) ) {
				return;
			}
			const normalised = toStoreApiError( error ) as Error & {
				code?: string;
				data?: { cart?: Cart };
			};
			if ( normalised.data?.cart ) {
				dispatch.receiveCartContents( normalised.data.cart );
			}
			dispatch.receiveError( {
				code: normalised.code ?? 'unknown_error',
				message: normalised.message,
			} );
			if ( notice ) {
				raiseErrorNotices( registry, normalised, context );
			}
		};

	/**
	 * Refetches the cart (after a change made elsewhere): no change notices, no announcement. With
	 * `takeRead`, the cart of the read the mini-cart started on the shopper's intent, if any, comes first.
	 */
	const refreshCart =
		( takeRead = false ) =>
		async ( { dispatch }: CartThunkArgs ) => {
			const w = window as {
				[ CART_READ_KEY ]?: Promise< Cart | undefined >;
			};
			const read = takeRead ? w[ CART_READ_KEY ] : undefined;
			if ( read ) {
				delete w[ CART_READ_KEY ];
			}
			try {
				const taken = await read;
				const cart = taken?.items ? taken : await getCart();
				dispatch.receiveCartContents( cart, {
					notify: false,
					announce: false,
				} );
			} catch ( error ) {
				dispatch.handleCartError( error );
			}
		};

	return { receiveCartContents, handleCartError, refreshCart };
}
