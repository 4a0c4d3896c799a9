/**
 * The sample cart the blocks show in the block editor: two tours, the three sample shipping rates and a
 * 20 % tax line, in the store's currency, with totals that add up.
 */

/** WordPress dependencies */
import { __, _x } from '@wordpress/i18n';

/** Internal dependencies */
import { getSettings, type TourfrontSettings } from '../../common/settings';
import {
	currencyResponseFields,
	getCurrencyFromSettings,
} from '../../common/money';
import { EMPTY_CART } from '../data/cart/default-state';
import type {
	Cart,
	CartItem,
	CartShippingRate,
	CurrencyResponse,
} from '../data/cart/types';
import {
	PREVIEW_FLAT_RATE_MINOR,
	PREVIEW_FREE_SHIPPING_MINOR,
	PREVIEW_LINE_PRICES_MINOR,
	PREVIEW_LINE_QUANTITIES,
	PREVIEW_LOCAL_PICKUP_MINOR,
	PREVIEW_QUANTITY_MAXIMUM,
	PREVIEW_QUANTITY_MINIMUM,
	PREVIEW_QUANTITY_MULTIPLE_OF,
	PREVIEW_TAX_RATE_PERCENT,
} from './constants';

/** The Store API currency fields of the store currency the page's settings describe. */
export function previewCurrency(
	settings: Partial< TourfrontSettings > = getSettings()
): CurrencyResponse {
	return currencyResponseFields(
		getCurrencyFromSettings( settings.currency )
	);
}

const sum = ( amounts: number[] ) =>
	amounts.reduce( ( total, amount ) => total + amount, 0 );
const percentOf = ( amount: number ) =>
	Math.round( ( amount * PREVIEW_TAX_RATE_PERCENT ) / 100 );

function sampleNames(): string[] {
	return [
		_x(
			'Ha Long Bay cruise, 2 days 1 night',
			'example tour in the editor preview',
			'tourfront'
		),
		_x(
			'Hanoi - Ninh Binh day trip',
			'example tour in the editor preview',
			'tourfront'
		),
	];
}

function sampleLine(
	index: number,
	name: string,
	currency: CurrencyResponse
): CartItem {
	const price = PREVIEW_LINE_PRICES_MINOR[ index ];
	const quantity = PREVIEW_LINE_QUANTITIES[ index ];
	const subtotal = String( Number( price ) * quantity );
	const tax = String( percentOf( Number( subtotal ) ) );
	return {
		key: `tourfront-preview-${ index + 1 }`,
		id: index + 1,
		type: 'simple',
		quantity,
		quantity_limits: {
			minimum: PREVIEW_QUANTITY_MINIMUM,
			maximum: PREVIEW_QUANTITY_MAXIMUM,
			multiple_of: PREVIEW_QUANTITY_MULTIPLE_OF,
			editable: true,
		},
		name,
		short_description: '',
		sku: '',
		low_stock_remaining: null,
		backorders_allowed: false,
		show_backorder_badge: false,
		sold_individually: false,
		// No link leaves the editor: the preview is inert and its links go nowhere.
		permalink: '',
		// No image: the lines show the store's placeholder (ProductImage).
		images: [],
		variation: [],
		item_data: [],
		prices: {
			...currency,
			price,
			regular_price: price,
			sale_price: price,
			price_range: null,
			raw_prices: {
				precision: currency.currency_minor_unit,
				price,
				regular_price: price,
				sale_price: price,
			},
		},
		totals: {
			...currency,
			line_subtotal: subtotal,
			line_subtotal_tax: tax,
			line_total: subtotal,
			line_total_tax: tax,
		},
		extensions: {},
	};
}

function sampleRate(
	currency: CurrencyResponse,
	rate: Pick<
		CartShippingRate,
		'rate_id' | 'name' | 'price' | 'method_id' | 'selected'
	> &
		Partial< CartShippingRate >
): CartShippingRate {
	return {
		...currency,
		description: '',
		delivery_time: '',
		taxes: '0',
		instance_id: 0,
		meta_data: [],
		...rate,
	};
}

/** The sample shipping rates: flat rate (selected), free shipping and local pickup. */
export function previewShippingRates(
	currency: CurrencyResponse
): CartShippingRate[] {
	return [
		sampleRate( currency, {
			rate_id: 'flat_rate:0',
			method_id: 'flat_rate',
			name: __( 'Flat rate', 'tourfront' ),
			price: PREVIEW_FLAT_RATE_MINOR,
			selected: true,
		} ),
		sampleRate( currency, {
			rate_id: 'free_shipping:0',
			method_id: 'free_shipping',
			name: __( 'Free shipping', 'tourfront' ),
			price: PREVIEW_FREE_SHIPPING_MINOR,
			selected: false,
		} ),
		sampleRate( currency, {
			rate_id: 'pickup_location:0',
			method_id: 'pickup_location',
			name: __( 'Local pickup', 'tourfront' ),
			price: PREVIEW_LOCAL_PICKUP_MINOR,
			selected: false,
			meta_data: [
				{
					key: 'pickup_location',
					value: __( 'Our office', 'tourfront' ),
				},
			],
		} ),
	];
}

/** The sample cart in the store's currency (`settings` are the page's by default). */
export function createPreviewCart(
	settings: Partial< TourfrontSettings > = getSettings()
): Cart {
	const currency = previewCurrency( settings );
	const items = sampleNames().map( ( name, index ) =>
		sampleLine( index, name, currency )
	);
	const rates = previewShippingRates( currency );
	const itemsTotal = sum(
		items.map( ( item ) => Number( item.totals.line_total ) )
	);
	const itemsTax = sum(
		items.map( ( item ) => Number( item.totals.line_total_tax ) )
	);
	const shipping = Number(
		rates.find( ( rate ) => rate.selected )?.price ?? 0
	);
	const address = {
		...EMPTY_CART.shipping_address,
		country:
			settings.countryData && 'VN' in settings.countryData ? 'VN' : '',
	};
	return {
		...EMPTY_CART,
		items,
		items_count: sum( items.map( ( item ) => item.quantity ) ),
		needs_payment: true,
		needs_shipping: true,
		has_calculated_shipping: true,
		shipping_address: address,
		billing_address: {
			...EMPTY_CART.billing_address,
			country: address.country,
		},
		shipping_rates: [
			{
				package_id: 0,
				name: __( 'Shipping', 'tourfront' ),
				destination: {
					address_1: '',
					address_2: '',
					city: '',
					state: '',
					postcode: '',
					country: address.country,
				},
				items: items.map( ( item ) => ( {
					key: item.key,
					name: item.name,
					quantity: item.quantity,
				} ) ),
				shipping_rates: rates,
			},
		],
		payment_methods: Object.keys( settings.paymentMethodData ?? {} ),
		payment_requirements: [ 'products' ],
		totals: {
			...currency,
			total_items: String( itemsTotal ),
			total_items_tax: String( itemsTax ),
			total_fees: '0',
			total_fees_tax: '0',
			total_discount: '0',
			total_discount_tax: '0',
			total_shipping: String( shipping ),
			total_shipping_tax: '0',
			total_tax: String( itemsTax ),
			total_price: String( itemsTotal + shipping + itemsTax ),
			tax_lines: [
				{
					name: __( 'Tax', 'tourfront' ),
					rate: `${ PREVIEW_TAX_RATE_PERCENT }%`,
					price: String( itemsTax ),
				},
			],
		},
	};
}
