/**
 * Initial checkout state.
 */

/** Internal dependencies */
import { CHECKOUT_STATUS } from './constants';
import type { CheckoutState } from './types';

/** The checkout starts pristine with no error (ids may be seeded from settings.checkoutData). */
export const DEFAULT_CHECKOUT_STATE: CheckoutState = Object.freeze( {
	status: CHECKOUT_STATUS.PRISTINE,
	redirectUrl: '',
	hasError: false,
	orderId: 0,
	customerId: 0,
	calculatingCount: 0,
	orderNotes: '',
	useShippingAsBilling: true,
	shouldCreateAccount: false,
	prefersCollection: false,
	extensionData: Object.freeze( {} ),
} );
