/**
 * Placing the order from the form: one submission at a time (a double click or Enter twice places
 * exactly one order), field errors shown and focused first, then the checkout store's placeOrder;
 * on completion the browser goes to the redirect URL (order received).
 */

/** WordPress dependencies */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { navigateTo, safeUrl } from '../../../common/safe-url';
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	CONTEXTS,
	NOTICES_STORE_KEY,
	VALIDATION_STORE_KEY,
} from '../stores';

/** Focuses the first field that shows an error (after React rendered the messages). */
export function focusFirstInvalidField( root: ParentNode = document ): void {
	const field = root.querySelector< HTMLElement >(
		'.tourfront-checkout [aria-invalid="true"]'
	);
	field?.focus();
}

/** `submit()` for the form and whether an order is being placed. */
export function usePlaceOrder( { password }: { password: string } ) {
	const inFlight = useRef( false );
	// Once the order was sent, the form stays busy until the submission is over (the cart read again after a
	// failure included): the failure's notice shows before that, and a click in between was dropped unseen.
	// Not before: a form refused by its own validation is free at once for the shopper to mend.
	const [ sent, setSent ] = useState( false );
	const { status, redirectUrl, hasError } = useSelect( ( select ) => {
		const checkout = select( CHECKOUT_STORE_KEY );
		return {
			status: checkout.getCheckoutStatus(),
			redirectUrl: checkout.getRedirectUrl(),
			hasError: checkout.hasError(),
		};
	}, [] );
	const checkout = useDispatch( CHECKOUT_STORE_KEY );
	const registry = useRegistry();
	const { createInfoNotice } = useDispatch( NOTICES_STORE_KEY );
	const { refreshCart, flushCustomerData } = useDispatch( CART_STORE_KEY );

	// Field errors do not short-cut the status machine: placeOrder goes through
	// before_processing and checkout_validation, which shows the errors and leaves idle with hasError.
	const submit = useCallback( () => {
		if ( inFlight.current ) {
			return;
		}
		inFlight.current = true;
		// Seen on the store's own change, not on a render: a refusal that comes at once may leave no render
		// in between.
		const stopWatching = registry.subscribe( () => {
			if (
				registry.select( CHECKOUT_STORE_KEY ).getCheckoutStatus() ===
				'processing'
			) {
				setSent( true );
			}
		}, CHECKOUT_STORE_KEY );
		// Address edits still waiting for their debounced push go first: sent beside the order, the update
		// would save the session's cart as it read it, before the order emptied it (a real store did).
		// Not with field errors: validation stops before any request and shows them at once.
		const fieldsValid = ! registry
			.select( VALIDATION_STORE_KEY )
			.hasValidationErrors();
		( fieldsValid ? flushCustomerData() : Promise.resolve() )
			.catch( () => undefined )
			.then( () => checkout.placeOrder( { customerPassword: password } ) )
			.then( ( placed ) => {
				// A failure after the order was sent may hide a placed order: the cart says (lazy: failures only).
				if (
					placed === 'idle' &&
					! registry
						.select( VALIDATION_STORE_KEY )
						.hasValidationErrors()
				) {
					return import( './recover-lost-order' ).then(
						( { recoverLostOrder } ) => recoverLostOrder( registry )
					);
				}
			} )
			.catch( () => undefined )
			.finally( () => {
				stopWatching();
				inFlight.current = false;
				setSent( false );
				window.setTimeout( () => focusFirstInvalidField(), 0 );
			} );
	}, [ checkout, password, registry, flushCustomerData ] );

	// The payment result's redirect comes from the server: only an http(s) URL is followed.
	const target = safeUrl( redirectUrl );
	useEffect( () => {
		if ( status === 'complete' && target ) {
			// Keep the guard up: the page is leaving.
			inFlight.current = true;
			navigateTo( target );
		}
	}, [ status, target ] );

	// The server took the order but gave nowhere to go (no or no usable redirect_url): say so, show the
	// cart as the server now has it, and leave the form usable instead of locked without a word.
	const placedWithoutRedirect =
		status === 'complete' && ! target && ! hasError;
	useEffect( () => {
		if ( placedWithoutRedirect ) {
			createInfoNotice(
				__(
					'Your order has been received. Its details are in the confirmation email and in your account.',
					'tourfront'
				),
				{
					id: 'tourfront-order-placed-without-redirect',
					context: CONTEXTS.CHECKOUT,
				}
			);
			void refreshCart();
		}
	}, [ placedWithoutRedirect, createInfoNotice, refreshCart ] );

	const busy =
		sent ||
		status === 'before_processing' ||
		status === 'processing' ||
		status === 'after_processing';
	return {
		submit,
		busy: busy || ( status === 'complete' && !! target ),
		placedWithoutRedirect,
	};
}
