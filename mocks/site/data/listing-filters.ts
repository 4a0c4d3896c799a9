/**
 * The listing filters as a store running theme/inc/filters.php applies them to the shop and category
 * queries: WooCommerce's `min_price` / `max_price` (the product's price range overlaps the bounds),
 * `filter_thoi-luong` (duration term) and the theme's `departure_month` (a departure-date term in that month).
 */

/** Internal dependencies */
import {
	DURATION_ATTRIBUTE,
	durationOf,
	type DurationTerm,
} from '../../fixtures';
import { decodeEntities } from '../render/escape';
import type { StoreProduct } from './types';
import { DEPARTURE_TAXONOMY } from '../../../common/booking/constants';

export const DURATION_ARG = `filter_${ DURATION_ATTRIBUTE.slug }`;
export const MONTH_ARG = 'departure_month';
/** The filter arguments, in the order the form sends them. */
export const FILTER_ARGS = [
	'min_price',
	'max_price',
	DURATION_ARG,
	MONTH_ARG,
] as const;

/** The filter arguments of a request that hold a value. */
export function activeFilters(
	params: URLSearchParams
): Map< string, string > {
	const active = new Map< string, string >();
	for ( const key of FILTER_ARGS ) {
		const value = params.get( key )?.trim() ?? '';
		if ( value ) {
			active.set( key, value );
		}
	}
	return active;
}

/** `tourfront_departure_month_of()`: `YYYY-MM` of a departure term slug (`YYYY-MM-DD` or `DD-MM-YYYY`). */
export function departureMonthOf( slug: string ): string {
	const iso = /^(\d{4})-(\d{2})-\d{2}$/.exec( slug );
	if ( iso ) {
		return `${ iso[ 1 ] }-${ iso[ 2 ] }`;
	}
	const vn = /^\d{2}-(\d{2})-(\d{4})$/.exec( slug );
	return vn ? `${ vn[ 2 ] }-${ vn[ 1 ] }` : '';
}

const departureSlugs = ( product: StoreProduct ) =>
	product.attributes
		.filter( ( a ) => a.taxonomy === DEPARTURE_TAXONOMY )
		.flatMap( ( a ) => a.terms.map( ( t ) => t.slug ) );
/** The product's duration term: its `pa_thoi-luong` attribute, else read from its name as the seed assigns it. */
export function durationOfProduct(
	product: StoreProduct
): DurationTerm | undefined {
	const term = product.attributes.find(
		( a ) => a.taxonomy === DURATION_ATTRIBUTE.taxonomy
	)?.terms[ 0 ];
	return term
		? { name: term.name, slug: term.slug }
		: durationOf( decodeEntities( product.name ) );
}

/** The product's price range in major units (WooCommerce's lookup table min/max price). */
function priceRange( product: StoreProduct ): [ number, number ] {
	const unit = 10 ** product.prices.currency_minor_unit;
	const range = product.prices.price_range;
	return range
		? [
				Number( range.min_amount ) / unit,
				Number( range.max_amount ) / unit,
			]
		: [
				Number( product.prices.price ) / unit,
				Number( product.prices.price ) / unit,
			];
}

/** Whether a product passes the active filters (an unparsable bound counts as 0, as WooCommerce's floatval). */
export function matchesFilters(
	product: StoreProduct,
	active: Map< string, string >
): boolean {
	if ( active.has( 'min_price' ) || active.has( 'max_price' ) ) {
		const [ low, high ] = priceRange( product );
		const min = parseFloat( active.get( 'min_price' ) ?? '0' ) || 0;
		const max = active.has( 'max_price' )
			? parseFloat( active.get( 'max_price' ) ?? '' ) || 0
			: Infinity;
		if ( max < low || min > high ) {
			return false;
		}
	}
	const duration = active.get( DURATION_ARG );
	if (
		duration &&
		! duration
			.split( ',' )
			.includes( durationOfProduct( product )?.slug ?? '' )
	) {
		return false;
	}
	const month = active.get( MONTH_ARG );
	if (
		month &&
		/^\d{4}-(0[1-9]|1[0-2])$/.test( month ) &&
		! departureSlugs( product ).some(
			( slug ) => departureMonthOf( slug ) === month
		)
	) {
		return false;
	}
	return true;
}

/** The duration terms some product has, shortest first. */
export function durationOptions( products: StoreProduct[] ): DurationTerm[] {
	const terms = new Map< string, DurationTerm >();
	for ( const product of products ) {
		const term = durationOfProduct( product );
		if ( term ) {
			terms.set( term.slug, term );
		}
	}
	return [ ...terms.values() ].sort(
		( a, b ) =>
			parseInt( a.name, 10 ) - parseInt( b.name, 10 ) ||
			( a.slug < b.slug ? -1 : 1 )
	);
}

/** Months with a departure from `now`'s month on, `YYYY-MM`, in date order. */
export function departureMonths(
	products: StoreProduct[],
	now = new Date()
): string[] {
	const thisMonth = `${ now.getFullYear() }-${ String( now.getMonth() + 1 ).padStart( 2, '0' ) }`;
	const months = new Set(
		products
			.flatMap( departureSlugs )
			.map( departureMonthOf )
			.filter( ( m ) => m && m >= thisMonth )
	);
	return [ ...months ].sort();
}
