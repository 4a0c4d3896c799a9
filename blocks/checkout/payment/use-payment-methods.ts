/**
 * Keeps the payment store's available methods in line with the registry and the cart: runs each
 * method's canMakePayment (debounced by the store), shows registration errors to administrators and
 * editors as notices `wc-{id}-registration-error` in the payments context.
 */

/** WordPress dependencies */
import { useEffect, useRef, useState } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import {
	checkPaymentMethodsCanPay,
	getExpressPaymentMethods,
	getPaymentMethods,
	isAdminOrEditor,
	subscribeToPaymentMethods,
} from '../../registry';
import type { CanMakePaymentArgument } from '../../registry';
import { isBuiltinPaymentMethod } from './builtin-methods';
import type { CanPaySource } from './registry-can-pay-argument';
import { selectedRates } from './selected-rates';
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	CONTEXTS,
	NOTICES_STORE_KEY,
	PAYMENT_STORE_KEY,
} from '../stores';
import type { CheckoutSettings } from '../settings';

/**
 * The argument every registered method gets. WooCommerce's whole argument is built in the third-party chunk,
 * loaded only when a third-party method is registered (it draws that method anyway); WooCommerce's offline
 * gateways read the shipping need and the chosen rates alone, so a shop with only those never downloads it.
 */
async function canPayArgument(
	source: CanPaySource
): Promise< CanMakePaymentArgument > {
	const methods = [
		...Object.values( getPaymentMethods() ),
		...Object.values( getExpressPaymentMethods() ),
	];
	if ( methods.some( ( method ) => ! isBuiltinPaymentMethod( method ) ) ) {
		const { buildCanPayArgument } = await import( './registry-extras' );
		return buildCanPayArgument( source );
	}
	const { cart } = source;
	// Only the fields the offline gateways and the registry's check read; the rest of WooCommerce's shape is
	// for third-party methods.
	return {
		cartNeedsShipping: cart.needs_shipping,
		selectedShippingMethods: selectedRates( cart.shipping_rates ),
		paymentMethods: cart.payment_methods || [],
		paymentRequirements: cart.payment_requirements || [],
	} as CanMakePaymentArgument;
}

/** Runs the check whenever the cart, the addresses or the registry change. */
export function usePaymentMethods( settings: CheckoutSettings ): void {
	const [ registryVersion, setRegistryVersion ] = useState( 0 );
	const initialised = useRef( false );
	const checkedVersion = useRef( 0 );
	const { cart, customer, hasCart, isLoadingRates } = useSelect(
		( select ) => {
			const store = select( CART_STORE_KEY );
			return {
				cart: store.getCartData(),
				customer: store.getCustomerData(),
				hasCart: store.hasCartData(),
				isLoadingRates: store.isCustomerDataUpdating(),
			};
		},
		[]
	);
	const isBusy = useSelect(
		( select ) => select( CHECKOUT_STORE_KEY ).isProcessing(),
		[]
	);
	const payment = useDispatch( PAYMENT_STORE_KEY );
	const { receiveCart } = useDispatch( CART_STORE_KEY );
	const { createErrorNotice, removeNotice } =
		useDispatch( NOTICES_STORE_KEY );

	useEffect(
		() =>
			subscribeToPaymentMethods( () =>
				setRegistryVersion( ( v ) => v + 1 )
			),
		[]
	);

	useEffect( () => {
		if ( ! hasCart || isBusy ) {
			return;
		}
		const source = {
			cart,
			customer,
			cartIsLoading: ! hasCart,
			isLoadingRates,
			receiveCart,
		};
		const serverMethods = cart.payment_methods?.length
			? cart.payment_methods
			: undefined;
		const showErrors = isAdminOrEditor();
		const check = async () => {
			const argument = await canPayArgument( source );
			const [ regular, express ] = await Promise.all( [
				checkPaymentMethodsCanPay( getPaymentMethods(), argument, {
					serverMethods,
					sortOrder: settings.paymentMethodSortOrder,
					showErrors,
				} ),
				checkPaymentMethodsCanPay(
					getExpressPaymentMethods(),
					argument,
					{ showErrors }
				),
			] );
			for ( const error of [ ...regular.errors, ...express.errors ] ) {
				removeNotice( error.id, CONTEXTS.PAYMENTS );
				createErrorNotice( error.message, {
					id: error.id,
					context: CONTEXTS.PAYMENTS,
					isDismissible: false,
				} );
			}
			return {
				paymentMethods: regular.available,
				expressPaymentMethods: express.available,
			};
		};
		// The first check runs at once (nothing to choose from before it), and so does the one after a
		// gateway's script registered its methods (they would otherwise show a second late); later ones
		// are debounced.
		if (
			! initialised.current ||
			checkedVersion.current !== registryVersion
		) {
			initialised.current = true;
			checkedVersion.current = registryVersion;
			check()
				.then( ( result ) => {
					payment.setAvailablePaymentMethods( result.paymentMethods );
					payment.setAvailableExpressPaymentMethods(
						result.expressPaymentMethods
					);
				} )
				.catch( () => undefined );
			return;
		}
		payment.refreshPaymentMethods( check ).catch( () => undefined );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [
		cart,
		customer.billingAddress.country,
		customer.shippingAddress.country,
		registryVersion,
		hasCart,
	] );
}
