/**
 * Shipping state for the shipping areas: packages, pickup preference and rate selection.
 */

/** WordPress dependencies */
import { useCallback, useEffect } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import { CART_STORE_KEY, CHECKOUT_STORE_KEY } from '../stores';
import {
	hasPickupRates,
	isCollectionSelected,
	ratesToSelect,
} from '../shipping/rates';
import type { CheckoutSettings } from '../settings';

/** Packages, whether the shopper prefers collection, and the actions that change them. */
export function useShipping( settings: CheckoutSettings ) {
	const { packages, prefersCollection, isSelecting, currency } = useSelect(
		( select ) => {
			const cart = select( CART_STORE_KEY );
			return {
				packages: cart.getShippingRates(),
				isSelecting: cart.isShippingRateBeingSelected(),
				currency: cart.getCartTotals(),
				prefersCollection:
					select( CHECKOUT_STORE_KEY ).prefersCollection(),
			};
		},
		[]
	);
	const { selectShippingRate } = useDispatch( CART_STORE_KEY );
	const { setPrefersCollection } = useDispatch( CHECKOUT_STORE_KEY );

	// A cart that already has pickup selected (e.g. from an earlier visit) opens on Pickup.
	useEffect( () => {
		if (
			! prefersCollection &&
			settings.localPickupEnabled &&
			isCollectionSelected( packages, settings.collectableMethodIds )
		) {
			setPrefersCollection( true );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// Pickup stays chosen only while it is offered: the choice decides which address the order sends.
	const pickupOffered =
		settings.localPickupEnabled &&
		hasPickupRates( packages, settings.collectableMethodIds );
	useEffect( () => {
		if ( prefersCollection && packages.length && ! pickupOffered ) {
			setPrefersCollection( false );
		}
	}, [
		prefersCollection,
		packages.length,
		pickupOffered,
		setPrefersCollection,
	] );

	const selectRate = useCallback(
		( packageId: number | string, rateId: string ) => {
			selectShippingRate( rateId, packageId ).catch( () => undefined );
		},
		[ selectShippingRate ]
	);

	const choosePickup = useCallback(
		( pickup: boolean ) => {
			setPrefersCollection( pickup );
			for ( const [ packageId, rateId ] of ratesToSelect(
				packages,
				pickup,
				settings.collectableMethodIds
			) ) {
				selectRate( packageId, rateId );
			}
		},
		[
			packages,
			selectRate,
			setPrefersCollection,
			settings.collectableMethodIds,
		]
	);

	return {
		packages,
		prefersCollection,
		isSelecting,
		currency,
		selectRate,
		choosePickup,
	};
}
