/**
 * The checkout block: the form areas (checkout fields) beside the order summary (checkout totals).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { Suspense, useCallback, useMemo, useState } from '@wordpress/element';
import { useSelect } from '@wordpress/data';

/** Internal dependencies */
import { INNER_BLOCK_AREAS } from '../registry/constants';
import NoticesArea from '../components/notices-area';
import { preloadable } from '../components/preloadable';
import { getPaymentMethods, SlotErrorBoundary } from '../registry';
import { InnerBlocks, useExtensions } from '../registry/extension-points';
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	CONTEXTS,
	PAYMENT_STORE_KEY,
	VALIDATION_STORE_KEY,
} from './stores';
import { PASSWORD_ERROR_ID } from './areas/create-account-constants';
import { getCheckoutSettings } from './settings';
import ContactInformation from './areas/contact-information';
import ShippingMethod from './areas/shipping-method';
import ShippingAddress from './areas/shipping-address';
import BillingAddress from './areas/billing-address';
import ShippingMethods from './areas/shipping-methods';
import PickupOptions from './areas/pickup-options';
import PaymentMethods from './areas/payment-methods';
import Actions from './areas/actions';
import OrderSummary from './areas/order-summary';
import AttributionFields from './areas/attribution-fields';
import AdditionalFields, { preloadAdditionalFields } from './additional-fields';
import { extraTravellers } from './additional-fields/travellers';
import { useShipping } from './areas/use-shipping';
import { filterPackageRates, hasPickupRates } from './shipping/rates';
import { usePaymentMethods } from './payment/use-payment-methods';
import type { EventRegistration } from './payment/method-props';
import {
	ExpressPayments,
	ShippingEvents,
	type PaymentContext,
} from './payment/registry-lazy';
import { isBuiltinPaymentMethod } from './payment/builtin-methods';
import { usePlaceOrder } from './place-order/use-place-order';
import { useSyncAddresses } from './place-order/use-sync-addresses';
import { getAddressSource } from '../data/checkout/address-source';
import { useLoaded } from './use-loaded';

// Its own chunk, fetched on mount: the form renders once it is in, whole (a keyboard or screen reader
// moving from the last step to Place order meets the notes and terms whatever the screen's height).
const FormFoot = preloadable( () => import( './areas/form-foot' ) );

/** The whole checkout. */
export default function CheckoutBlock( {
	eventRegistration,
}: {
	eventRegistration: EventRegistration;
} ) {
	useExtensions();
	const settings = useMemo( getCheckoutSettings, [] );
	const loadForm = useCallback(
		() =>
			Promise.all( [
				preloadAdditionalFields( {
					settings,
					location: 'order',
					part: 'travellers',
				} ),
				preloadAdditionalFields( {
					settings,
					location: 'order',
					part: 'other',
				} ),
				FormFoot.preload(),
			] ),
		[ settings ]
	);
	// Code is deferred, never content: the form waits for the code of its parts (in parallel with the cart)
	// and comes whole, in order, in its first render.
	const formLoaded = useLoaded( loadForm );
	const [ password, setPassword ] = useState( '' );
	const { cart, hasCart } = useSelect( ( select ) => {
		const store = select( CART_STORE_KEY );
		return {
			cart: store.getCartData(),
			hasCart: store.hasCartData(),
		};
	}, [] );
	const { useShippingAsBilling, status } = useSelect( ( select ) => {
		const store = select( CHECKOUT_STORE_KEY );
		return {
			useShippingAsBilling: store.getUseShippingAsBilling(),
			status: store.getCheckoutStatus(),
		};
	}, [] );
	const { activeMethod, available, expressCount } = useSelect( ( select ) => {
		const store = select( PAYMENT_STORE_KEY );
		return {
			activeMethod: store.getActivePaymentMethod(),
			available: store.getAvailablePaymentMethodNames(),
			expressCount: store.getAvailableExpressPaymentMethodNames().length,
		};
	}, [] );
	// A typed account password refused by the minimum strength (only with stop_checkout) blocks placing the order.
	const weakPassword = useSelect(
		( select ) =>
			!! password &&
			!! select( VALIDATION_STORE_KEY ).getValidationError(
				PASSWORD_ERROR_ID
			),
		[ password ]
	);
	const shipping = useShipping( settings );
	const needsShipping = cart.needs_shipping;
	// The store's pickup choice (WooCommerce's prefersCollection; useShipping clears it when pickup is not offered).
	const pickup = needsShipping && shipping.prefersCollection;
	const addressSource = getAddressSource( {
		needsShipping,
		prefersCollection: pickup,
		useShippingAsBilling,
	} );
	const billingShown = addressSource !== 'shipping';
	const { submit, busy, placedWithoutRedirect } = usePlaceOrder( {
		password,
	} );
	const paymentContext: PaymentContext = useMemo(
		() => ( { eventRegistration, onSubmit: submit } ),
		[ eventRegistration, submit ]
	);
	usePaymentMethods( settings );
	useSyncAddresses( addressSource );

	if ( ! hasCart || ( cart.items.length && ! formLoaded ) ) {
		return (
			<div className="wc-block-checkout is-loading" aria-busy="true" />
		);
	}
	if ( ! cart.items.length ) {
		return (
			<div className="wc-block-checkout wc-block-checkout-empty">
				<NoticesArea context={ CONTEXTS.CHECKOUT } />
				<p className="wc-block-checkout-empty__title">
					{ __( 'Your cart is currently empty!', 'tourfront' ) }
				</p>
				{ settings.cart === null ? null : (
					<a
						className="wc-block-checkout-empty__link"
						href={ getShopUrl() }
					>
						{ __( 'Browse store', 'tourfront' ) }
					</a>
				) }
			</div>
		);
	}

	const showPickup =
		needsShipping &&
		settings.localPickupEnabled &&
		hasPickupRates( shipping.packages, settings.collectableMethodIds );
	const locked = busy || ( status === 'complete' && ! placedWithoutRedirect );
	const registered = getPaymentMethods();
	const placeOrderLabel = registered[ activeMethod ]?.placeOrderButtonLabel;
	let step = 0;
	const next = () => ++step;

	return (
		<div className="wc-block-checkout wp-block-woocommerce-checkout tourfront-checkout">
			<NoticesArea
				context={ CONTEXTS.CHECKOUT }
				className="tourfront-checkout__notices"
			/>
			<NoticesArea
				context={ CONTEXTS.CART }
				className="tourfront-checkout__cart-notices"
			/>
			<form
				className="wc-block-components-form wc-block-checkout__form tourfront-checkout__main"
				noValidate
				onSubmit={ ( event ) => {
					event.preventDefault();
					submit();
				} }
			>
				<ExpressPayments
					context={ paymentContext }
					show={ expressCount > 0 }
				/>
				<ShippingEvents
					show={
						expressCount > 0 ||
						available.some(
							( name ) =>
								!! registered[ name ] &&
								! isBuiltinPaymentMethod( registered[ name ] )
						)
					}
				/>
				<ContactInformation
					settings={ settings }
					stepNumber={ next() }
					password={ password }
					onPasswordChange={ setPassword }
				/>
				{ showPickup && (
					<ShippingMethod
						settings={ settings }
						prefersCollection={ pickup }
						onChange={ shipping.choosePickup }
						stepNumber={ next() }
					/>
				) }
				{ needsShipping && ! pickup && (
					<ShippingAddress
						settings={ settings }
						stepNumber={ next() }
					/>
				) }
				{ billingShown && (
					<BillingAddress
						settings={ settings }
						stepNumber={ next() }
					/>
				) }
				{ extraTravellers( cart.extensions ) > 0 && (
					<AdditionalFields
						settings={ settings }
						location="order"
						part="travellers"
						stepNumber={ next() }
						disabled={ locked }
					/>
				) }
				{ needsShipping && ! pickup && (
					<ShippingMethods
						packages={ filterPackageRates(
							shipping.packages,
							false,
							settings.collectableMethodIds
						) }
						onSelect={ shipping.selectRate }
						stepNumber={ next() }
						disabled={ locked }
						cart={ cart }
					/>
				) }
				{ pickup && (
					<PickupOptions
						packages={ filterPackageRates(
							shipping.packages,
							true,
							settings.collectableMethodIds
						) }
						onSelect={ shipping.selectRate }
						stepNumber={ next() }
						disabled={ locked }
						cart={ cart }
					/>
				) }
				{ cart.needs_payment && (
					<PaymentMethods
						context={ paymentContext }
						stepNumber={ next() }
						disabled={ locked }
					/>
				) }
				<AdditionalFields
					settings={ settings }
					location="order"
					part="other"
					stepNumber={ next() }
					disabled={ locked }
				/>
				<Suspense fallback={ null }>
					<FormFoot
						disabled={ locked }
						terms={ settings.terms }
						privacy={ settings.privacy }
						cancellation={ settings.cancellation }
					/>
				</Suspense>
				<AttributionFields prefix={ settings.attributionPrefix } />
				<InnerBlocks area={ INNER_BLOCK_AREAS.CHECKOUT_FIELDS } />
				{ /* placeOrderButtonLabel runs here: contained like the summary's filters. */ }
				<SlotErrorBoundary>
					<Actions
						label={ placeOrderLabel }
						busy={ busy }
						disabled={ locked }
						cart={ settings.cart }
						weakPassword={ weakPassword }
					/>
				</SlotErrorBoundary>
			</form>
			<aside className="wc-block-checkout__sidebar tourfront-checkout__sidebar">
				{ /* Extension filters run here: one that throws (for an administrator) shows its error in place of the summary, the form stays. */ }
				<SlotErrorBoundary>
					<OrderSummary cart={ cart } />
				</SlotErrorBoundary>
				<InnerBlocks area={ INNER_BLOCK_AREAS.CHECKOUT_TOTALS } />
			</aside>
			<InnerBlocks area={ INNER_BLOCK_AREAS.CHECKOUT } />
		</div>
	);
}

function getShopUrl(): string {
	const permalink = window.tourfrontSettings?.storePages?.shop?.permalink;
	return permalink || '/';
}
