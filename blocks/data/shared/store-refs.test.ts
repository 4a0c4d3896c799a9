// @vitest-environment node
/**
 * The typed store references: they reach the stores registered in any registry, and `tsc --noEmit`
 * (the first stage of `npm test`, which type-checks test files too) rejects every selector, action or
 * thunk a store does not define. Each `@ts-expect-error` below fails the type check when the line it
 * guards compiles, so renaming a selector, an action or a thunk of any store breaks `tsc` wherever it is
 * called by its old name.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** WordPress dependencies */
import { createRegistry, type ThunkArgs } from '@wordpress/data';

/** Internal dependencies */
import { createCartStore, type CartStore } from '../cart/store';
import { createCheckoutStore, type CheckoutStore } from '../checkout/store';
import { createNoticesStore } from '../notices/store';
import { createPaymentStore } from '../payment/store';
import { createValidationStore } from '../validation/store';
import {
	CART_STORE,
	CHECKOUT_STORE,
	dispatchStore,
	NOTICES_STORE,
	PAYMENT_STORE,
	selectStore,
	VALIDATION_STORE,
} from './store-refs';

/** Type-level checks only: never called, `tsc` reads it. */
function typeChecks( registry: ReturnType< typeof createRegistry > ) {
	const cart = registry.select( CART_STORE );
	const cartActions = registry.dispatch( CART_STORE );
	const checkout = registry.select( CHECKOUT_STORE );
	const checkoutActions = registry.dispatch( CHECKOUT_STORE );
	const payment = registry.select( PAYMENT_STORE );
	const paymentActions = registry.dispatch( PAYMENT_STORE );
	const validation = registry.select( VALIDATION_STORE );
	const validationActions = registry.dispatch( VALIDATION_STORE );
	const notices = registry.select( NOTICES_STORE );
	const noticesActions = registry.dispatch( NOTICES_STORE );

	// Selectors and actions that exist, with their real argument and result types.
	const items: number = cart.getItemsCount();
	const status: string = checkout.getCheckoutStatus();
	const method: string = payment.getActivePaymentMethod();
	const invalid: boolean = validation.hasValidationErrors();
	const count: number = notices.getNotices( 'wc/cart' ).length;
	const added: Promise< unknown > = cartActions.addItemToCart( 13, 1 );
	const placed: Promise< string > = checkoutActions.placeOrder( {} );
	void [ items, status, method, invalid, count, added, placed ];

	// @ts-expect-error a cart selector that does not exist
	cart.getCartDataa();
	// @ts-expect-error a cart thunk that does not exist
	cartActions.addItemsToCart( 13 );
	// @ts-expect-error a cart thunk called with the wrong argument type
	cartActions.removeItemFromCart( 13 );
	// @ts-expect-error a checkout selector that does not exist
	checkout.getStatus();
	// @ts-expect-error a checkout thunk that does not exist
	checkoutActions.submitOrder();
	// @ts-expect-error a payment selector that does not exist
	payment.getActiveMethod();
	// @ts-expect-error a payment thunk that does not exist
	paymentActions.emitPaymentSetUp();
	// @ts-expect-error a validation selector that does not exist
	validation.hasErrors();
	// @ts-expect-error a validation action that does not exist
	validationActions.showValidationErrors();
	// @ts-expect-error a notices selector that does not exist
	notices.getNotice( 'wc/cart' );
	// @ts-expect-error a notices thunk that does not exist
	noticesActions.createError( 'x' );
	// @ts-expect-error a selector's result is typed (a count is not a string)
	const wrong: string = cart.getItemsCount();
	void wrong;

	// Inside a thunk, its own store and the others are typed the same way.
	const cartThunk = async ( {
		select,
		dispatch,
		registry: r,
	}: ThunkArgs< CartStore > ) => {
		select.getCartData();
		await dispatch.receiveCartContents( select.getCartData() );
		// @ts-expect-error a thunk of the cart's own store that does not exist
		dispatch.receiveCartContent( select.getCartData() );
		// @ts-expect-error another store's selector that does not exist, reached from a thunk
		selectStore( r, VALIDATION_STORE )?.getValidationErrorr(
			'billing_email'
		);
	};
	const checkoutThunk = async ( {
		select,
		dispatch,
		registry: r,
	}: ThunkArgs< CheckoutStore > ) => {
		select.getOrderNotes();
		const afterStatus: string = await dispatch.emitAfterProcessingEvents();
		// @ts-expect-error a checkout thunk that does not exist
		await dispatch.emitAfterProcessing();
		// @ts-expect-error another store's action that does not exist, reached from a thunk
		dispatchStore( r, PAYMENT_STORE )?.setPaymentResults( null );
		return afterStatus;
	};
	void [ cartThunk, checkoutThunk ];
}

describe( 'typed store references', () => {
	it( 'reach the stores registered in a fresh registry by name', () => {
		const registry = createRegistry();
		registry.register( createCartStore() );
		registry.register( createCheckoutStore() );
		registry.register( createPaymentStore() );
		registry.register( createValidationStore() );
		registry.register( createNoticesStore() );
		expect( registry.select( CART_STORE ).getItemsCount() ).toBe( 0 );
		expect( registry.select( CHECKOUT_STORE ).getCheckoutStatus() ).toBe(
			'pristine'
		);
		expect(
			registry.select( VALIDATION_STORE ).hasValidationErrors()
		).toBe( false );
		expect(
			typeof registry.dispatch( NOTICES_STORE ).createErrorNotice
		).toBe( 'function' );
		expect(
			selectStore( registry, PAYMENT_STORE )?.getActivePaymentMethod()
		).toBe( '' );
		expect( typeof typeChecks ).toBe( 'function' );
	} );

	it( 'answer undefined for a store the registry does not hold', () => {
		const registry = createRegistry();
		expect( selectStore( registry, PAYMENT_STORE ) ).toBeUndefined();
		expect( dispatchStore( registry, NOTICES_STORE ) ).toBeUndefined();
	} );
} );
