/**
 * All cart thunks of one store instance.
 */

/** Internal dependencies */
import type { CartRuntime } from '../runtime';
import { createCouponThunks } from './coupons';
import { createCustomerThunks } from './customer';
import { createItemThunks } from './items';
import { createReceiveThunks } from './receive';
import { createShippingThunks } from './shipping';

/** Creates the thunks over `runtime`. */
export function createCartThunks( runtime: CartRuntime ) {
	return {
		...createReceiveThunks( runtime ),
		...createItemThunks( runtime ),
		...createCouponThunks(),
		...createShippingThunks(),
		...createCustomerThunks( runtime ),
	};
}
