/**
 * Customer data: local edits pushed 1500 ms after the last change (at once on blur), only the
 * changed normalised fields, never while one of them has a validation error.
 */

/** Internal dependencies */
import * as storeApi from '../../../api/requests';
import {
	getChangedAddressFields,
	normalizeAddress,
} from '../../../../common/address';
import { selectStore, VALIDATION_STORE } from '../../shared/store-refs';
import { CUSTOMER_DATA_DEBOUNCE_MS } from '../constants';
import type { CartRuntime } from '../runtime';
import type { CartAddress, CartBillingAddress } from '../types';
import type { CartThunkArgs } from './types';

type Payload = {
	billing_address?: Partial< CartBillingAddress >;
	shipping_address?: Partial< CartAddress >;
};

/** Creates the customer-data thunks over `runtime`. */
export function createCustomerThunks( runtime: CartRuntime ) {
	const settleWaiters = () => {
		const waiters = runtime.customerWaiters;
		runtime.customerWaiters = [];
		waiters.forEach( ( resolve ) => resolve() );
	};

	const schedulePush = ( { dispatch }: CartThunkArgs ) => {
		clearTimeout( runtime.customerTimer );
		runtime.customerTimer = setTimeout( () => {
			runtime.customerTimer = undefined;
			void dispatch.pushCustomerData().finally( settleWaiters );
		}, CUSTOMER_DATA_DEBOUNCE_MS );
	};

	/** Edits billing fields locally; pushes them 1500 ms after the last edit. */
	const setBillingAddress =
		( address: Partial< CartBillingAddress > ) =>
		( args: CartThunkArgs ) => {
			args.dispatch.receiveCustomerData( { billingAddress: address } );
			args.dispatch.setCustomerDataDirty( true );
			schedulePush( args );
		};

	/** Edits shipping fields locally; pushes them 1500 ms after the last edit. */
	const setShippingAddress =
		( address: Partial< CartAddress > ) => ( args: CartThunkArgs ) => {
			args.dispatch.receiveCustomerData( { shippingAddress: address } );
			args.dispatch.setCustomerDataDirty( true );
			schedulePush( args );
		};

	/** Sends the changed fields now; resolves whether a request was sent and succeeded. */
	const pushCustomerData =
		() =>
		async ( {
			select,
			dispatch,
			registry,
		}: CartThunkArgs ): Promise< boolean > => {
			clearTimeout( runtime.customerTimer );
			runtime.customerTimer = undefined;
			const cart = select.getCartData();
			const base = runtime.lastPushed ?? {
				billing_address: normalizeAddress( cart.billing_address ),
				shipping_address: normalizeAddress( cart.shipping_address ),
			};
			const { billingAddress, shippingAddress } =
				select.getCustomerData();
			const billing = getChangedAddressFields(
				base.billing_address,
				billingAddress
			);
			const shipping = getChangedAddressFields(
				base.shipping_address,
				shippingAddress
			);
			const fieldIds = [
				...Object.keys( billing ).map( ( f ) => `billing_${ f }` ),
				...Object.keys( shipping ).map( ( f ) => `shipping_${ f }` ),
			];
			if ( ! fieldIds.length ) {
				dispatch.setCustomerDataDirty( false );
				return false;
			}
			const validation = selectStore( registry, VALIDATION_STORE );
			if (
				fieldIds.some( ( id ) => validation?.getValidationError( id ) )
			) {
				return false;
			}
			const payload: Payload = {};
			if ( Object.keys( billing ).length ) {
				payload.billing_address = billing;
			}
			if ( Object.keys( shipping ).length ) {
				payload.shipping_address = shipping;
			}
			dispatch.updatingCustomerData( true );
			try {
				const response = await storeApi.updateCustomer( payload );
				// On top of what the server has now: a push answered meanwhile (sent earlier, applied earlier)
				// changed it since `base` was read, and its fields are not in this payload.
				const server = runtime.lastPushed ?? base;
				runtime.lastPushed = {
					billing_address: { ...server.billing_address, ...billing },
					shipping_address: {
						...server.shipping_address,
						...shipping,
					},
				};
				const now = select.getCustomerData();
				const unchangedSince =
					! Object.keys(
						getChangedAddressFields(
							runtime.lastPushed.billing_address,
							now.billingAddress
						)
					).length &&
					! Object.keys(
						getChangedAddressFields(
							runtime.lastPushed.shipping_address,
							now.shippingAddress
						)
					).length;
				if ( unchangedSince ) {
					dispatch.setCustomerDataDirty( false );
				}
				dispatch.receiveCartContents( response );
				return true;
			} catch ( error ) {
				dispatch.handleCartError( error );
				return false;
			} finally {
				dispatch.updatingCustomerData( false );
			}
		};

	/** Pushes pending edits at once (an input lost focus). */
	const flushCustomerData =
		() =>
		( { dispatch }: CartThunkArgs ): Promise< boolean > => {
			clearTimeout( runtime.customerTimer );
			runtime.customerTimer = undefined;
			return dispatch.pushCustomerData().finally( settleWaiters );
		};

	/** Applies `data` (Store API field names) locally and pushes the changed fields now. */
	const updateCustomerData =
		( data: Payload = {} ) =>
		( { dispatch }: CartThunkArgs ): Promise< boolean > => {
			if ( data.billing_address || data.shipping_address ) {
				dispatch.receiveCustomerData( {
					billingAddress: data.billing_address,
					shippingAddress: data.shipping_address,
				} );
				dispatch.setCustomerDataDirty( true );
			}
			return dispatch.flushCustomerData();
		};

	return {
		setBillingAddress,
		setShippingAddress,
		pushCustomerData,
		flushCustomerData,
		updateCustomerData,
	};
}
