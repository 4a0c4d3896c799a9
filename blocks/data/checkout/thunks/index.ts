/**
 * All checkout thunks of one store instance.
 */

/** Internal dependencies */
import type { CheckoutEvents } from '../events';
import { createProcessThunks } from './process';
import { createSubmitThunks } from './submit';
import { createValidateThunks } from './validate';

/** Creates the thunks over `events`. */
export function createCheckoutThunks( events: CheckoutEvents ) {
	return {
		...createValidateThunks( events ),
		...createProcessThunks( events ),
		...createSubmitThunks(),
	};
}
