/**
 * Coupon thunks.
 */

/** Internal dependencies */
import * as storeApi from '../../../api/requests';
import type { CartThunkArgs } from './types';

/** Creates the coupon thunks. */
export function createCouponThunks() {
	/** Applies a coupon; rejects with the error (no notice: the form shows it under the input). */
	const applyCoupon =
		( code: string ) =>
		async ( { dispatch }: CartThunkArgs ): Promise< true > => {
			dispatch.receiveApplyingCoupon( code );
			try {
				const cart = await storeApi.applyCoupon( code );
				dispatch.receiveCartContents( cart, {
					action: { type: 'coupon-applied', code },
				} );
				return true;
			} catch ( error ) {
				dispatch.handleCartError( error, { notice: false } );
				throw error;
			} finally {
				dispatch.receiveApplyingCoupon( '' );
			}
		};

	/** Removes a coupon; rejects with the error (no notice either: the form's message says it). */
	const removeCoupon =
		( code: string ) =>
		async ( { dispatch }: CartThunkArgs ): Promise< true > => {
			dispatch.receiveRemovingCoupon( code );
			try {
				const cart = await storeApi.removeCoupon( code );
				dispatch.receiveCartContents( cart, {
					action: { type: 'coupon-removed', code },
				} );
				return true;
			} catch ( error ) {
				dispatch.handleCartError( error, { notice: false } );
				throw error;
			} finally {
				dispatch.receiveRemovingCoupon( '' );
			}
		};

	return { applyCoupon, removeCoupon };
}
