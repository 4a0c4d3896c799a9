/**
 * Shipping rate selection and extension cart updates.
 */

/** Internal dependencies */
import * as storeApi from '../../../api/requests';
import type { CartThunkArgs } from './types';

/** Creates the shipping and extension thunks. */
export function createShippingThunks() {
	/** Selects a rate; sent only when it differs from the package's selected rate. Resolves whether it was sent. */
	const selectShippingRate =
		( rateId: string, packageId: number | string = 0 ) =>
		async ( { select, dispatch }: CartThunkArgs ): Promise< boolean > => {
			const pack = select
				.getShippingRates()
				.find(
					( p ) => String( p.package_id ) === String( packageId )
				);
			const selected = pack?.shipping_rates.find(
				( rate ) => rate.selected
			);
			if ( selected?.rate_id === rateId ) {
				return false;
			}
			dispatch.shippingRatesBeingSelected( true );
			try {
				const cart = await storeApi.selectShippingRate(
					packageId,
					rateId
				);
				dispatch.receiveCartContents( cart, {
					action: { type: 'rate-selected', rateId },
				} );
				return true;
			} catch ( error ) {
				dispatch.handleCartError( error );
				throw error;
			} finally {
				dispatch.shippingRatesBeingSelected( false );
			}
		};

	/** An extension's cart update (`POST cart/extensions`). */
	const applyExtensionCartUpdate =
		( {
			namespace,
			data,
		}: {
			namespace: string;
			data: Record< string, unknown >;
		} ) =>
		async ( { dispatch }: CartThunkArgs ) => {
			try {
				const cart = await storeApi.extensionCartUpdate(
					namespace,
					data
				);
				dispatch.receiveCartContents( cart );
				return cart;
			} catch ( error ) {
				dispatch.handleCartError( error );
				throw error;
			}
		};

	return { selectShippingRate, applyExtensionCartUpdate };
}
