/**
 * Initial checkout state.
 */

/** Internal dependencies */
import type { TourfrontSettings } from '../../../common/settings';
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
	additionalFields: Object.freeze( {} ),
} );

/** The initial state for a page: ids, notes and saved additional fields from `settings.checkoutData`. */
export function getInitialCheckoutState(
	settings: Partial< TourfrontSettings >
): CheckoutState {
	const data = settings.checkoutData;
	return {
		...DEFAULT_CHECKOUT_STATE,
		orderId: data?.order_id ?? 0,
		customerId: data?.customer_id ?? settings.currentUserId ?? 0,
		orderNotes: data?.customer_note ?? '',
		additionalFields: data?.additional_fields ?? {},
	};
}
