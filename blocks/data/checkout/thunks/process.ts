/**
 * After the server answered (the answer is stored by ./process-response.ts, loaded with the submission):
 * run checkout_fail or checkout_success with their retry rules.
 */

/** Internal dependencies */
import type { CheckoutEvents } from '../events';
import type { CheckoutStatus } from '../types';
import type { CheckoutThunkArgs } from './types';

/** Creates the after-processing thunks over `events`. */
export function createProcessThunks( events: CheckoutEvents ) {
	/**
	 * Runs checkout_fail or checkout_success (./after-processing.ts, loaded with the submission's code: only
	 * a placed order needs it); when it cannot load, nothing was sent and the form is made usable again.
	 */
	const emitAfterProcessingEvents =
		() =>
		async ( args: CheckoutThunkArgs ): Promise< CheckoutStatus > => {
			try {
				const { afterProcessing } =
					await import( './after-processing' );
				return await afterProcessing( events, args );
			} catch {
				args.dispatch.setIdle();
				return args.select.getCheckoutStatus();
			}
		};

	return { emitAfterProcessingEvents };
}
