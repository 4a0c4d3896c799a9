/**
 * The shipping observers WooCommerce gives payment methods (`onShippingRateSuccess`, `onShippingRateFail`,
 * `onShippingRateSelectSuccess`, `onShippingRateSelectFail`): an express button re-prices its sheet when
 * the rates change, a gateway re-checks a total. They run when the cart's rates have been (re)calculated
 * and when a rate choice has been saved, with WooCommerce's payloads.
 */

/** WordPress dependencies */
import { useEffect, useRef } from '@wordpress/element';
import { useSelect } from '@wordpress/data';

/** Internal dependencies */
import { createEventEmitter, emitEvent } from '../../data/shared/event-emitter';
import { CART_STORE_KEY } from '../stores';
import type { Cart } from '../../data/cart/types';

type Rates = Cart[ 'shipping_rates' ];
interface FailPayload {
	hasInvalidAddress: boolean;
	hasError: boolean;
}

const rateSuccess = createEventEmitter< Rates, unknown >();
const rateFail = createEventEmitter< FailPayload, unknown >();
const selectSuccess = createEventEmitter< Rates, unknown >();
const selectFail = createEventEmitter< FailPayload, unknown >();

/** The registration functions of `props.eventRegistration` (an emitter's `subscribe` needs no `this`). */
export const shippingEventRegistration = {
	onShippingRateSuccess: rateSuccess.subscribe,
	onShippingRateFail: rateFail.subscribe,
	onShippingRateSelectSuccess: selectSuccess.subscribe,
	onShippingRateSelectFail: selectFail.subscribe,
};

// The Store API's codes for an address it cannot ship to (WooCommerce's shipping error types).
const INVALID_ADDRESS_CODES = [
	'invalid_country',
	'woocommerce_rest_cart_shipping_rates_invalid_address',
];

/** Failure of the rate calculation read from the cart, or null when the rates are good. */
export function shippingFailure(
	cart: Pick<
		Cart,
		| 'errors'
		| 'needs_shipping'
		| 'shipping_rates'
		| 'has_calculated_shipping'
	>
): FailPayload | null {
	const codes = ( cart.errors || [] ).map( ( error ) => error.code );
	const hasInvalidAddress = codes.some( ( code ) =>
		INVALID_ADDRESS_CODES.includes( code )
	);
	const noRates =
		cart.needs_shipping &&
		cart.has_calculated_shipping &&
		! cart.shipping_rates.some( ( pkg ) => pkg.shipping_rates.length );
	return hasInvalidAddress || noRates
		? { hasInvalidAddress, hasError: noRates }
		: null;
}

/** Runs the observers as the cart's rates are recalculated or a rate is chosen. */
export function useShippingEvents(): void {
	const { cart, updatingAddress, selecting, lastError } = useSelect(
		( select ) => {
			const store = select( CART_STORE_KEY );
			return {
				cart: store.getCartData(),
				updatingAddress: store.isCustomerDataUpdating(),
				selecting: store.isShippingRateBeingSelected(),
				lastError: store.getLastError(),
			};
		},
		[]
	);
	const previous = useRef( {
		updatingAddress,
		selecting,
		rates: cart.shipping_rates,
	} );

	useEffect( () => {
		const before = previous.current;
		previous.current = {
			updatingAddress,
			selecting,
			rates: cart.shipping_rates,
		};
		if ( ! cart.needs_shipping ) {
			return;
		}
		if ( before.selecting && ! selecting ) {
			void ( lastError
				? emitEvent( selectFail, {
						hasInvalidAddress: false,
						hasError: true,
					} )
				: emitEvent( selectSuccess, cart.shipping_rates ) );
			return;
		}
		const recalculated =
			( before.updatingAddress && ! updatingAddress ) ||
			( ! updatingAddress &&
				! selecting &&
				before.rates !== cart.shipping_rates );
		if ( recalculated ) {
			const failure = shippingFailure( cart );
			void ( failure
				? emitEvent( rateFail, failure )
				: emitEvent( rateSuccess, cart.shipping_rates ) );
		}
	}, [ cart, updatingAddress, selecting, lastError ] );
}
