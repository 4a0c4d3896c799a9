/**
 * All checkout thunks of one store instance.
 */

/** Internal dependencies */
import type { CheckoutEvents } from '../events';
import { createProcessThunks } from './process';
import { createSubmitThunks, failUnloaded } from './submit';
import type { CheckoutThunkArgs } from './types';

/** Creates the thunks over `events`. */
export function createCheckoutThunks( events: CheckoutEvents ) {
	return {
		/**
		 * Runs checkout_validation (./validate.ts, loaded on the first Place order: the first load does not
		 * carry it); resolves true (status processing) or false (idle with hasError, also when it cannot load).
		 */
		emitValidateEvent:
			() =>
			async ( args: CheckoutThunkArgs ): Promise< boolean > => {
				let validate;
				try {
					validate = await import( './validate' );
				} catch {
					failUnloaded( args );
					args.dispatch.setIdle();
					return false;
				}
				return validate.emitValidateEvent( events, args );
			},
		...createProcessThunks( events ),
		...createSubmitThunks(),
	};
}
