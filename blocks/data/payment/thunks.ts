/**
 * Payment store thunks: initialisation rules, debounced refresh and payment_setup.
 */

/** WordPress dependencies */
import type { ThunkArgs } from '@wordpress/data';

/** Internal dependencies */
import { emitEvent, isErrorAnswer } from '../shared/event-emitter';
import {
	CART_STORE,
	dispatchStore,
	NOTICES_STORE,
	VALIDATION_STORE,
} from '../shared/store-refs';
import type { ObserverResponse } from '../checkout/types';
import { NOTICE_CONTEXTS } from '../notices/constants';
import {
	PAYMENT_METHODS_REFRESH_DEBOUNCE_MS,
	PAYMENT_NOTICE_IDS,
} from './constants';
import type { PaymentEvents } from './events';
import { getPaymentMethods } from '../../registry/payment-methods/registry';
import type { PaymentStore } from './store';

type Args = ThunkArgs< PaymentStore >;

/** A check of which methods can pay now (canMakePayment of each registered method). */
export type PaymentMethodsCheck = () => Promise< {
	paymentMethods: string[];
	expressPaymentMethods?: string[];
} >;

interface Runtime {
	refreshTimer?: ReturnType< typeof setTimeout >;
	/** Resolves the waiting (superseded) refresh call with false. */
	refreshSuperseded?: () => void;
	refreshGeneration: number;
}

/** Creates the thunks of one payment store instance. */
export function createPaymentThunks( events: PaymentEvents ) {
	const runtime: Runtime = { refreshGeneration: 0 };

	/** Stores the available methods and applies the initialisation rules of spec §4. */
	const setAvailablePaymentMethods =
		( names: string[] ) =>
		( { select, dispatch }: Args ) => {
			dispatch.receiveAvailablePaymentMethods( names );
			const saved = Object.values(
				select.getSavedPaymentMethods()
			).flat();
			// A token of an available method that shows saved cards; the customer's default one first.
			const registered = getPaymentMethods();
			const usable = saved.filter(
				( s ) =>
					names.includes( s.method.gateway ) &&
					registered[ s.method.gateway ]?.supports.showSavedCards !==
						false
			);
			const savedMethod =
				usable.find( ( s ) => s.is_default ) ?? usable[ 0 ];
			if ( savedMethod ) {
				const gateway = savedMethod.method.gateway;
				const token = String( savedMethod.tokenId );
				dispatch.setActivePaymentMethod( gateway, {
					token,
					payment_method: gateway,
					[ `wc-${ gateway }-payment-token` ]: token,
					isSavedToken: true,
				} );
				dispatch.setActiveSavedToken( token );
				return;
			}
			const active = select.getActivePaymentMethod();
			if ( active && names.includes( active ) ) {
				return;
			}
			dispatch.setPaymentIdle();
			dispatch.setActivePaymentMethod( names[ 0 ] ?? '' );
		};

	/** Re-checks the methods 1000 ms after the last call; resolves true when this call's check ran. */
	const refreshPaymentMethods =
		( check: PaymentMethodsCheck ) =>
		( { dispatch }: Args ): Promise< boolean > => {
			clearTimeout( runtime.refreshTimer );
			runtime.refreshSuperseded?.();
			const generation = ++runtime.refreshGeneration;
			return new Promise( ( resolve ) => {
				runtime.refreshSuperseded = () => resolve( false );
				runtime.refreshTimer = setTimeout( async () => {
					runtime.refreshSuperseded = undefined;
					const result = await check();
					if ( generation !== runtime.refreshGeneration ) {
						resolve( false );
						return;
					}
					dispatch.setAvailablePaymentMethods(
						result.paymentMethods
					);
					if ( result.expressPaymentMethods ) {
						dispatch.setAvailableExpressPaymentMethods(
							result.expressPaymentMethods
						);
					}
					resolve( true );
				}, PAYMENT_METHODS_REFRESH_DEBOUNCE_MS );
			} );
		};

	/** Runs payment_setup observers; resolves true when the payment is ready. */
	const emitPaymentSetup =
		() =>
		async ( { select, dispatch, registry }: Args ): Promise< boolean > => {
			dispatch.setPaymentProcessing();
			const answers = await emitEvent(
				events.paymentSetup,
				{
					activePaymentMethod: select.getActivePaymentMethod(),
					paymentMethodData: { ...select.getPaymentMethodData() },
				},
				isErrorAnswer
			);
			const failure = answers.find( isErrorAnswer );
			const notices = dispatchStore( registry, NOTICES_STORE );
			if ( failure ) {
				if ( failure.message ) {
					notices?.createErrorNotice( failure.message, {
						id: PAYMENT_NOTICE_IDS.PAYMENT,
						context:
							failure.messageContext ?? NOTICE_CONTEXTS.PAYMENTS,
						isDismissible: false,
					} );
				}
				if ( failure.type === 'error' && failure.validationErrors ) {
					dispatchStore(
						registry,
						VALIDATION_STORE
					)?.setValidationErrors( failure.validationErrors );
				}
				dispatch.setPaymentError();
				return false;
			}
			notices?.removeNotice(
				PAYMENT_NOTICE_IDS.PAYMENT,
				NOTICE_CONTEXTS.PAYMENTS
			);
			const success = answers.find(
				( a ): a is ObserverResponse =>
					typeof a === 'object' && a !== null && a.type === 'success'
			);
			const meta = ( success?.meta ?? {} ) as {
				paymentMethodData?: Record< string, unknown >;
				billingAddress?: Record< string, string >;
				shippingAddress?: Record< string, string >;
			};
			if ( meta.paymentMethodData ) {
				dispatch.setPaymentMethodData( meta.paymentMethodData );
			}
			dispatch.setPaymentReady();
			// The addresses an observer returns are applied once the step is complete.
			const cart = dispatchStore( registry, CART_STORE );
			if ( meta.billingAddress || meta.shippingAddress ) {
				cart?.receiveCustomerData( {
					billingAddress: meta.billingAddress,
					shippingAddress: meta.shippingAddress,
				} );
			}
			return true;
		};

	return {
		setAvailablePaymentMethods,
		refreshPaymentMethods,
		emitPaymentSetup,
	};
}
