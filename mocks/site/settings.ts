/**
 * `window.tourfrontSettings` as theme/inc/settings.php prints it, built from the demo store's settings.
 * The cart and checkout groups are printed only on the pages that need them.
 */

/** Internal dependencies */
import { readJsonBeside } from './read-json';
import type { TourfrontSettings } from '../../common/settings/types';
import { SITE, SITE_PAGES, TRUST } from '../fixtures';
import { DEFAULT_SETTINGS, VND_SITE_CURRENCY } from '../fixtures/settings';
import { tourCheckoutFields } from '../store/checkout-fields';
import { createNonce } from '../store/nonce';
import { __ } from './i18n';
import { testPaymentMethodData } from './test-plugins';

export const THEME_URL = '/wp-content/themes/tourfront';
/** The seed's cancellation policy page, chosen in the Customizer (theme/inc/trust.php), with the demo's page id. */
/** The demo's ids of the terms and privacy pages (`woocommerce_terms_page_id`, `wp_page_for_privacy_policy`). */
export const TERMS_PAGE_ID = 9;
export const PRIVACY_PAGE_ID = 3;

export const CANCELLATION_POLICY_PAGE = {
	id: 10,
	title: TRUST.cancellationPolicyPage.title,
	permalink: `/${ TRUST.cancellationPolicyPage.slug }/`,
};

type CheckoutGroup = Pick<
	TourfrontSettings,
	| 'countries'
	| 'defaultFields'
	| 'addressFieldsLocations'
	| 'checkoutData'
	| 'countryData'
	| 'checkoutAllowsGuest'
	| 'checkoutAllowsSignup'
	| 'generatePassword'
	| 'couponsEnabled'
	| 'collectableMethodIds'
	| 'localPickupEnabled'
	| 'localPickupText'
	| 'shippingMethodsExist'
	| 'shippingEnabled'
	| 'paymentMethodData'
	| 'paymentMethodSortOrder'
> & { orderStatuses: Record< string, string > };

/** The labels WooCommerce's Vietnamese language pack prints (the recording's site was en_US). */
function fieldLabels(): Record< string, [ string, string ] > {
	return {
		email: [ __( 'Email address' ), __( 'Email address (optional)' ) ],
		country: [ __( 'Country/Region' ), __( 'Country/Region (optional)' ) ],
		first_name: [ __( 'First name' ), __( 'First name (optional)' ) ],
		last_name: [ __( 'Last name' ), __( 'Last name (optional)' ) ],
		company: [ __( 'Company' ), __( 'Company (optional)' ) ],
		address_1: [ __( 'Address' ), __( 'Address (optional)' ) ],
		address_2: [
			__( 'Apartment, suite, etc.' ),
			__( 'Apartment, suite, etc. (optional)' ),
		],
		city: [ __( 'City' ), __( 'City (optional)' ) ],
		state: [ __( 'State/County' ), __( 'State/County (optional)' ) ],
		postcode: [ __( 'Postal code' ), __( 'Postal code (optional)' ) ],
		phone: [ __( 'Phone' ), __( 'Phone (optional)' ) ],
	};
}

function orderStatuses(): Record< string, string > {
	return {
		pending: __( 'Pending payment' ),
		processing: __( 'Processing' ),
		'on-hold': __( 'On hold' ),
		completed: __( 'Completed' ),
		cancelled: __( 'Cancelled' ),
		refunded: __( 'Refunded' ),
		failed: __( 'Failed' ),
		'checkout-draft': __( 'Draft' ),
	};
}

/**
 * The theme's woocommerce_countries filter (theme/inc/wording.php): the vi pack names Poland "Phần Lan" like
 * Finland, the theme gives it its own name; then WooCommerce sorts the list by name in the shop's language
 * (Intl's Vietnamese collation puts the recorded list in the recorded order).
 */
export function themeCountryNames(
	countries: Record< string, string >
): Array< [ string, string ] > {
	const named = { ...countries };
	if ( named.PL !== undefined && named.PL === named.FI ) {
		named.PL = __( 'Poland' );
	}
	const collator = new Intl.Collator( 'vi' );
	return Object.entries( named ).sort( ( a, b ) =>
		collator.compare( a[ 1 ], b[ 1 ] )
	);
}

/**
 * Country and state names as a real store with WooCommerce's vi language pack prints them (recorded by
 * scripts/record-real-messages.mjs), in its order (WooCommerce sorts them by their Vietnamese names).
 */
function nameCountries( group: CheckoutGroup ): void {
	const names = readJsonBeside< {
		countries: Record< string, string >;
		states: Record< string, Record< string, string > >;
	} >( import.meta.url, '../fixtures/real-messages/vi-countries.json' );
	if ( group.countries ) {
		const english = group.countries;
		group.countries = Object.fromEntries(
			themeCountryNames(
				Object.fromEntries(
					Object.keys( names.countries )
						.filter( ( code ) => code in english )
						.map( ( code ) => [ code, names.countries[ code ] ] )
				)
			)
		);
	}
	for ( const [ code, data ] of Object.entries( group.countryData ?? {} ) ) {
		const states = names.states[ code ];
		if ( states && data.states && ! Array.isArray( data.states ) ) {
			data.states = Object.fromEntries(
				Object.keys( states )
					.filter( ( key ) => key in data.states )
					.map( ( key ) => [ key, states[ key ] ] )
			);
		}
	}
}

let checkoutGroup: CheckoutGroup | undefined;
function loadCheckoutGroup(): CheckoutGroup {
	if ( ! checkoutGroup ) {
		const group = readJsonBeside< CheckoutGroup >(
			import.meta.url,
			'./data/wc-settings-checkout.json'
		);
		const labels = fieldLabels();
		for ( const [ key, field ] of Object.entries(
			group.defaultFields ?? {}
		) ) {
			if ( labels[ key ] ) {
				[ field.label, field.optionalLabel ] = labels[ key ];
			}
		}
		nameCountries( group );
		withTourCheckout( group );
		group.orderStatuses = orderStatuses();
		checkoutGroup = group;
	}
	return checkoutGroup;
}

/**
 * What the theme adds to WooCommerce's checkout settings on a real store: the traveller fields
 * (theme/inc/checkout-travellers.php, checkout-fields-settings.php) and the Vietnamese name order
 * (checkout-name-order.php: last name first in the form, `{last_name} {first_name}` when printed).
 */
function withTourCheckout( group: CheckoutGroup ): void {
	const fields = tourCheckoutFields( __, new Date().getFullYear() );
	Object.assign( group.defaultFields ?? {}, fields );
	if ( group.addressFieldsLocations ) {
		group.addressFieldsLocations.order = Object.keys( fields );
	}
	const vn = group.countryData?.VN;
	if ( vn ) {
		vn.locale = {
			...vn.locale,
			last_name: { ...vn.locale?.last_name, index: 10 },
			first_name: { ...vn.locale?.first_name, index: 20 },
		};
		vn.format = vn.format?.replace( '{name}', '{last_name} {first_name}' );
	}
}

export interface SettingsContext {
	/** 'cart' and 'checkout' print the checkout groups (checkout alone prints payment data). */
	page: 'cart' | 'checkout' | 'other';
	isCart: boolean;
	userId: number;
	/** Active test payment plugins (their data joins the checkout's payment method data). */
	plugins?: string[];
	/** URL of the lazily loaded mini-cart module, and what it needs first. */
	miniCartAssets: TourfrontSettings[ 'theme' ][ 'mini_cart_assets' ];
}

const page = ( id: number, title: string, permalink: string ) => ( {
	id,
	title,
	permalink,
} );

/** The settings object for one page. */
export function buildSettings( context: SettingsContext ): TourfrontSettings {
	const group = loadCheckoutGroup();
	const now = Math.floor( Date.now() / 1000 );
	const settings: TourfrontSettings = {
		adminUrl: '/wp-admin/',
		homeUrl: '/',
		siteTitle: 'Du lịch Việt',
		placeholderImgSrc: '/wp-content/uploads/woocommerce-placeholder.svg',
		wcAssetUrl: '/wp-content/plugins/woocommerce/assets/',
		wcVersion: '11.0.1',
		wpLoginUrl: '/wp-login.php',
		wpVersion: '7.0.4',
		orderStatuses: group.orderStatuses,
		storePages: {
			myaccount: page( 8, 'Tài khoản', '/my-account/' ),
			shop: page( 5, SITE.shopPage.title, '/shop/' ),
			cart: page( 6, 'Giỏ hàng', '/cart/' ),
			checkout: page( 7, 'Thanh toán', '/checkout/' ),
			privacy: page(
				PRIVACY_PAGE_ID,
				SITE_PAGES.privacy.title,
				`/${ SITE_PAGES.privacy.slug }/`
			),
			terms: page(
				TERMS_PAGE_ID,
				SITE_PAGES.terms.title,
				`/${ SITE_PAGES.terms.slug }/`
			),
		},
		cancellationPolicyPage: CANCELLATION_POLICY_PAGE,
		currentUserId: context.userId,
		currentUserIsAdmin: false,
		currency: VND_SITE_CURRENCY,
		locale: {
			siteLocale: 'vi',
			userLocale: 'vi',
			weekdaysShort: [ 'CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7' ],
		},
		displayCartPricesIncludingTax: false,
		taxesEnabled: true,
		displayItemizedTaxes: true,
		shop: {
			cart_redirect_after_add: 'no',
			cart_url: '/cart/',
			is_cart: context.isCart,
			wc_ajax_url: '/?wc-ajax=%%endpoint%%',
		},
		attribution: {
			allowTracking: true,
			prefix: 'wc_order_attribution_',
			lifetime: 6,
			session: 30,
		},
		theme: {
			ajax_url: '/wp-admin/admin-ajax.php',
			...SITE.themeOptions,
			password_error_text: __( 'Please enter a stronger password.' ),
			password_hint_text: __(
				'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ & ).'
			),
			chat: { provider: '', id: '' },
			mini_cart_assets: context.miniCartAssets,
			can_edit_pages: false,
		},
		storeApi: {
			root: '/wp-json/',
			// The site's nonce of this moment, as wp_create_nonce( 'wc_store_api' ) prints it.
			nonce: createNonce( now ),
			nonceTimestamp: now,
		},
	};
	if ( context.page === 'other' ) {
		return settings;
	}
	const {
		orderStatuses: _statuses,
		paymentMethodData,
		paymentMethodSortOrder,
		...cartGroup
	} = group;
	// The demo builds its pages without the session (it lives in the browser's WooCommerce): the saved
	// additional fields are not printed, and the checkout asks GET /checkout for them.
	const { additional_fields: _saved, ...checkoutData } =
		group.checkoutData ??
		( {} as NonNullable< typeof group.checkoutData > );
	Object.assign( settings, cartGroup, {
		checkoutData: { ...checkoutData, customer_id: context.userId },
	} );
	if ( context.page === 'checkout' ) {
		const pluginData = testPaymentMethodData( context.plugins ?? [] );
		// WooCommerce gives the data of the enabled gateways only: the recording's, less those the shop has off.
		const enabled = new Set(
			DEFAULT_SETTINGS.paymentGateways.map( ( gateway ) => gateway.id )
		);
		Object.assign( settings, {
			paymentMethodData: {
				...Object.fromEntries(
					Object.entries( paymentMethodData ?? {} ).filter(
						( [ id ] ) => enabled.has( id )
					)
				),
				...pluginData,
			},
			paymentMethodSortOrder: [
				...( paymentMethodSortOrder ?? [] ).filter( ( id ) =>
					enabled.has( id )
				),
				...Object.keys( pluginData ),
			],
			globalPaymentMethods: [],
			customerPaymentMethods: {},
		} );
	}
	return settings;
}
