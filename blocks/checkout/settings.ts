/**
 * The checkout's view of the printed settings, with their defaults.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import type {
	AdditionalFieldConfig,
	FieldState,
} from '../../common/checkout-fields';
import type {
	AddressFieldConfig,
	AddressFieldKey,
	AddressFieldsLocations,
	CountryData,
	PaymentMethodData,
	SavedPaymentMethod,
	StorePage,
} from '../../common/settings';

export interface CheckoutSettings {
	defaultFields: Partial< Record< AddressFieldKey, AddressFieldConfig > >;
	addressFieldsLocations: AddressFieldsLocations;
	/** WooCommerce's additional checkout fields (ids `namespace/name`), from `defaultFields`. */
	additionalFields: Record< string, AdditionalFieldConfig >;
	/** WooCommerce's answer for the cart the page was rendered with (absent in the demo). */
	additionalFieldsState: Record< string, FieldState > | undefined;
	countryData: Record< string, CountryData >;
	countries: Record< string, string >;
	collectableMethodIds: string[];
	localPickupEnabled: boolean;
	localPickupText: string;
	paymentMethodData: Record< string, PaymentMethodData >;
	paymentMethodSortOrder: string[];
	customerPaymentMethods: Record< string, SavedPaymentMethod[] >;
	checkoutAllowsGuest: boolean;
	checkoutAllowsSignup: boolean;
	generatePassword: boolean;
	currentUserId: number;
	minPasswordStrength: number;
	stopCheckout: boolean;
	passwordErrorText: string;
	passwordHintText: string;
	terms: StorePage | null;
	privacy: StorePage | null;
	/** The cancellation policy page (Customizer), linked under the terms. */
	cancellation: StorePage | null;
	cart: StorePage | null;
	attributionPrefix: string;
}

const DEFAULT_LOCATIONS: AddressFieldsLocations = {
	address: [],
	contact: [ 'email' ],
};

/** Reads the settings once per call (cheap: plain object reads). */
export function getCheckoutSettings(): CheckoutSettings {
	const s = getSettings();
	return {
		defaultFields: s.defaultFields || {},
		addressFieldsLocations: s.addressFieldsLocations || DEFAULT_LOCATIONS,
		additionalFields: pickAdditionalFields( s.defaultFields ),
		additionalFieldsState: s.additionalFieldsState,
		countryData: s.countryData || {},
		countries: s.countries || {},
		collectableMethodIds: s.collectableMethodIds || [
			'local_pickup',
			'pickup_location',
		],
		localPickupEnabled: s.localPickupEnabled === true,
		localPickupText: s.localPickupText || '',
		paymentMethodData: s.paymentMethodData || {},
		paymentMethodSortOrder: s.paymentMethodSortOrder || [],
		customerPaymentMethods: s.customerPaymentMethods || {},
		checkoutAllowsGuest: s.checkoutAllowsGuest !== false,
		checkoutAllowsSignup: s.checkoutAllowsSignup === true,
		generatePassword: s.generatePassword !== false,
		currentUserId: s.currentUserId || 0,
		minPasswordStrength: s.theme?.min_password_strength ?? 3,
		stopCheckout: s.theme?.stop_checkout === true,
		passwordErrorText: s.theme?.password_error_text || '',
		passwordHintText: s.theme?.password_hint_text || '',
		terms: s.storePages?.terms?.permalink ? s.storePages.terms : null,
		privacy: s.storePages?.privacy?.permalink ? s.storePages.privacy : null,
		cancellation: s.cancellationPolicyPage?.permalink
			? s.cancellationPolicyPage
			: null,
		cart: s.storePages?.cart?.permalink ? s.storePages.cart : null,
		attributionPrefix: s.attribution?.prefix || 'wc_order_attribution_',
	};
}

/** The additional fields among `defaultFields`: their ids hold a namespace (`namespace/name`). */
function pickAdditionalFields(
	fields: Record< string, unknown > | undefined
): Record< string, AdditionalFieldConfig > {
	return Object.fromEntries(
		Object.entries( fields || {} ).filter( ( [ key ] ) =>
			key.includes( '/' )
		)
	) as Record< string, AdditionalFieldConfig >;
}
