/**
 * Store API answers for injected faults that can be expressed as a response (status, invalid
 * nonce). Network errors, invalid JSON and delays are applied by the MSW layer.
 */

/** Internal dependencies */
import type { WooStore } from '../../store';
import { StoreError } from '../../store/errors';
import { faultBody, type FaultSpec } from '../faults';
import { errorResponse } from './respond';
import type { ApiResponse } from './types';

/** The response for a fault, or undefined when the request should be answered normally. */
export function injectFault(
	store: WooStore,
	fault: FaultSpec
): ApiResponse | undefined {
	if ( fault.invalidNonce ) {
		return errorResponse(
			store,
			new StoreError(
				'woocommerce_rest_invalid_nonce',
				'Nonce is invalid.',
				403
			),
			true
		);
	}
	if ( fault.status ) {
		return {
			status: fault.status,
			headers: { 'Content-Type': 'application/json; charset=UTF-8' },
			body: faultBody( fault.status ),
		};
	}
	return undefined;
}
