/**
 * The settings object the theme prints into every page as `window.tourfrontSettings`.
 *
 * This file is the one source of truth for its shape: `theme/inc/settings.php` mirrors it key for key.
 * Keys marked optional are printed only on the pages that need them (the checkout and cart groups are
 * large and stay off listing, product and article pages).
 */

/** Internal dependencies */
import type {
	AdditionalFieldConfig,
	FieldState,
} from '../checkout-fields/types';

/** A store page from `storePages`. `permalink` is false when the page is not set. */
export interface StorePage {
	id: number;
	title: string;
	permalink: string | false;
}

export type StorePageName =
	'myaccount' | 'shop' | 'cart' | 'checkout' | 'privacy' | 'terms';

export type SymbolPosition = 'left' | 'right' | 'left_space' | 'right_space';

/** Store currency as WooCommerce configures it. */
export interface CurrencySettings {
	code: string;
	precision: number;
	symbol: string;
	symbolPosition: SymbolPosition;
	decimalSeparator: string;
	thousandSeparator: string;
	/** sprintf format, `%1$s` the symbol and `%2$s` the amount, e.g. "%2$s %1$s". */
	priceFormat: string;
}

export interface LocaleSettings {
	siteLocale: string;
	userLocale: string;
	weekdaysShort: string[];
}

export type AddressFieldKey =
	| 'email'
	| 'country'
	| 'first_name'
	| 'last_name'
	| 'company'
	| 'address_1'
	| 'address_2'
	| 'city'
	| 'state'
	| 'postcode'
	| 'phone';

/** Address field configuration. `index` comes from the field's priority. */
export interface AddressFieldConfig {
	label: string;
	optionalLabel?: string;
	required: boolean;
	hidden: boolean;
	index: number;
	autocomplete?: string;
	autocapitalize?: string;
	type?: string;
}

export interface CountryData {
	allowBilling: boolean;
	allowShipping: boolean;
	/** State code → name; WooCommerce prints `[]` when the country has no states. */
	states: Record< string, string > | [];
	locale: Partial< Record< AddressFieldKey, Partial< AddressFieldConfig > > >;
	format?: string;
}

export interface AddressFieldsLocations {
	address: string[];
	contact: string[];
	order?: string[];
	additional?: string[];
}

export interface CheckoutAddress {
	first_name: string;
	last_name: string;
	company: string;
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
	phone: string;
}

export interface BillingAddress extends CheckoutAddress {
	email: string;
}

export interface CheckoutData {
	order_id: number;
	customer_id: number;
	billing_address: BillingAddress;
	shipping_address: CheckoutAddress;
	customer_note?: string;
	payment_method?: string;
	/** WooCommerce's saved additional fields (the draft order's, else the customer's), as GET /checkout answers them. */
	additional_fields?: Record< string, string | boolean >;
}

export interface PaymentMethodData {
	title: string;
	description: string;
	supports: string[];
	[ key: string ]: unknown;
}

/** A saved payment method (token) of the logged-in customer. */
export interface SavedPaymentMethod {
	tokenId: number;
	is_default: boolean;
	method: { gateway: string; last4?: string; brand?: string };
	expires?: string;
}

/** In-place cart calls on listing pages. */
export interface ShopSettings {
	/** "yes" sends the shopper to the cart after a successful in-place add. */
	cart_redirect_after_add: string;
	cart_url: string;
	/** True on the cart page: no "View cart" link there. */
	is_cart: boolean;
	/** Endpoint template, `%%endpoint%%` replaced by the endpoint name: "/?wc-ajax=%%endpoint%%". */
	wc_ajax_url: string;
}

/** Order attribution. */
export interface AttributionSettings {
	/** False when the site does not allow tracking: cookies are deleted, nothing is tracked. */
	allowTracking: boolean;
	/** Prefix of the hidden inputs' names, "wc_order_attribution_". */
	prefix: string;
	/** Cookie lifetime in months of 30 days (default 6). */
	lifetime: number;
	/** Session length in minutes (default 30). */
	session: number;
}

export type StickyHeaderMode = 'off' | 'sticky' | 'hide-on-scroll';

/** Chat widget provider configured in the Customizer (nothing printed when unset). */
export interface ChatSettings {
	provider: 'messenger' | 'zalo' | '';
	id: string;
}

/** The theme's own options (Customizer). */
export interface ThemeSettings {
	/** admin-ajax.php URL used by live search and quick view. */
	ajax_url: string;
	/** Delay in ms before a live search request is sent. */
	search_result_latency: number;
	/** Instant suggestions from a client-side index of the catalogue while the server answers (default true). */
	search_client_index: boolean;
	/** Open the mini-cart after an add to cart. */
	mini_cart_reveal: boolean;
	/** Minimum zxcvbn score (0–4) a new password needs. */
	min_password_strength: number;
	/** Apply the minimum to the checkout's account password too. */
	stop_checkout: boolean;
	password_error_text: string;
	password_hint_text: string;
	sticky_header: StickyHeaderMode;
	chat: ChatSettings;
	/**
	 * What the React mini-cart needs, loaded on first open or reveal: classic WordPress scripts not yet
	 * on the page (in dependency order), then the `mini-cart.js` module itself, and its stylesheets.
	 */
	/** `scripts`: URLs, and the inline code around them when a plugin's script comes with the mini-cart. */
	mini_cart_assets: {
		scripts: Array< string | { code: string } >;
		module: string;
		styles: string[];
	};
	/** Current viewer: can edit pages, so sees edit links and reduced-motion notices. */
	can_edit_pages: boolean;
	/** Offset in px the table of contents scrolls headings to. */
	toc_scroll_offset: number;
	/**
	 * WordPress's own zxcvbn (`includes_url( 'js/zxcvbn.min.js' )`): the password meter loads
	 * it on first use; without it the meter loads the theme's bundled copy.
	 */
	zxcvbn_src?: string;
}

/** Store API access: root URL of the REST API and the `wc_store_api` nonce. */
export interface StoreApiSettings {
	root: string;
	nonce: string;
	nonceTimestamp: number;
}

/** The whole settings object. */
export interface TourfrontSettings {
	// General
	adminUrl: string;
	homeUrl: string;
	siteTitle: string;
	placeholderImgSrc: string;
	wcAssetUrl: string;
	wcVersion: string;
	wpLoginUrl: string;
	wpVersion: string;
	orderStatuses: Record< string, string >;
	storePages: Record< StorePageName, StorePage >;
	/**
	 * The cancellation policy page chosen in the Customizer (theme/inc/settings-policy.php), linked from
	 * tours and the checkout; id 0 and permalink false when none is set or it is not published.
	 */
	cancellationPolicyPage: StorePage;
	/** Country code → name (checkout and cart only). */
	countries?: Record< string, string >;

	// User
	currentUserId: number;
	currentUserIsAdmin: boolean;

	currency: CurrencySettings;
	locale: LocaleSettings;

	// Checkout fields (checkout and cart only)
	/** The address fields; on checkout also WooCommerce's additional fields, by id (`namespace/name`). */
	defaultFields?: Record< AddressFieldKey, AddressFieldConfig > & {
		[ id: `${ string }/${ string }` ]: AdditionalFieldConfig;
	};
	/** Checkout only: whether each contact/order additional field is hidden or required for this cart now. */
	additionalFieldsState?: Record< string, FieldState >;
	addressFieldsLocations?: AddressFieldsLocations;
	checkoutData?: CheckoutData;
	countryData?: Record< string, CountryData >;
	checkoutAllowsGuest?: boolean;
	checkoutAllowsSignup?: boolean;
	generatePassword?: boolean;
	couponsEnabled?: boolean;

	// Shipping (checkout and cart only)
	collectableMethodIds?: string[];
	localPickupEnabled?: boolean;
	localPickupText?: string;
	shippingMethodsExist?: boolean;
	shippingEnabled?: boolean;

	// Payment (checkout only)
	paymentMethodData?: Record< string, PaymentMethodData >;
	customerPaymentMethods?: Record< string, SavedPaymentMethod[] >;
	globalPaymentMethods?: Array< { id: string; title: string } >;
	paymentMethodSortOrder?: string[];

	// Display
	displayCartPricesIncludingTax: boolean;
	taxesEnabled: boolean;
	displayItemizedTaxes: boolean;

	shop: ShopSettings;
	attribution: AttributionSettings;
	theme: ThemeSettings;
	storeApi: StoreApiSettings;
}
