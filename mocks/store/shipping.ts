/**
 * Shipping: one package of the physical items, the Vietnam zone's rates (flat rate, free shipping
 * over a threshold or with a coupon, local pickup) and the selected rate.
 */

/** Internal dependencies */
import type { PickupAddress } from '../fixtures/settings';
import type { StoreContext } from './context';
import type { CartLine } from './types';
import { texturize } from './format';

/**
 * A pickup address on one line as WooCommerce prints it for Vietnam (`{address_1}, {city} {postcode}`),
 * the country left out when it is the store's.
 */
export function pickupAddress(
	address: PickupAddress,
	baseCountry: string
): string {
	const cityLine = [ address.city, address.postcode ]
		.filter( Boolean )
		.join( ' ' );
	const country = address.country === baseCountry ? '' : address.country;
	return [ address.address_1, cityLine, country ]
		.filter( Boolean )
		.join( ', ' );
}

/** A rate offered for the package (price excl. tax, in minor units). */
export interface RateOption {
	rateId: string;
	name: string;
	methodId: 'flat_rate' | 'free_shipping' | 'pickup_location';
	instanceId: number;
	cost: number;
	taxable: boolean;
	meta: Array< { key: string; value: string } >;
}

/** Lines that need shipping (non-virtual). */
export function shippableLines(
	ctx: StoreContext,
	lines: CartLine[]
): CartLine[] {
	return lines.filter(
		( line ) =>
			! ctx.catalogue.get( line.variationId || line.productId )?.virtual
	);
}

/** The "Items" meta WooCommerce adds to each rate: "Name &times; 2, …". */
function itemsMeta( ctx: StoreContext, lines: CartLine[] ): string {
	return lines
		.map(
			( line ) =>
				`${ texturize( ctx.catalogue.get( line.productId )?.name ?? '' ) } &times; ${ line.quantity }`
		)
		.join( ', ' );
}

/** The rates for the package. `discountedSubtotal` decides free shipping; `freeShippingCoupon` too. */
export function availableRates(
	ctx: StoreContext,
	lines: CartLine[],
	discountedSubtotal: number,
	freeShippingCoupon: boolean
): RateOption[] {
	const { shipping } = ctx.settings;
	const country = ctx.state.cart.shipping.country;
	if ( ! lines.length || ! shipping.zoneCountries.includes( country ) ) {
		return [];
	}
	const items = { key: 'Items', value: itemsMeta( ctx, lines ) };
	const currencyFactor = 10 ** ctx.settings.currency.minorUnit;
	const rates: RateOption[] = [
		{
			rateId: `flat_rate:${ shipping.flatRate.instanceId }`,
			name: shipping.flatRate.title,
			methodId: 'flat_rate',
			instanceId: shipping.flatRate.instanceId,
			cost: Math.round( shipping.flatRate.cost * currencyFactor ),
			taxable: shipping.flatRate.taxable,
			meta: [ items ],
		},
	];
	if (
		freeShippingCoupon ||
		discountedSubtotal >= shipping.freeShipping.minAmount * currencyFactor
	) {
		rates.push( {
			rateId: `free_shipping:${ shipping.freeShipping.instanceId }`,
			name: shipping.freeShipping.title,
			methodId: 'free_shipping',
			instanceId: shipping.freeShipping.instanceId,
			cost: 0,
			taxable: false,
			meta: [ items ],
		} );
	}
	if ( shipping.pickup.enabled ) {
		rates.push( {
			rateId: 'pickup_location:0',
			name: `${ shipping.pickup.title } (${ shipping.pickup.location })`,
			methodId: 'pickup_location',
			instanceId: 0,
			cost: 0,
			taxable: false,
			meta: [
				{ key: 'pickup_location', value: shipping.pickup.location },
				{
					key: 'pickup_address',
					value: pickupAddress(
						shipping.pickup.address,
						ctx.settings.baseCountry
					),
				},
				{ key: 'pickup_details', value: shipping.pickup.details },
				items,
			],
		} );
	}
	return rates;
}

const isPickup = ( rate: RateOption ) => rate.methodId === 'pickup_location';

/**
 * The rate WooCommerce selects when the offered rates change (`wc_get_default_shipping_method_for_package`,
 * Store API context): pickup stays when the shopper had picked it, free shipping when a coupon grants it,
 * else the first rate that is not pickup. With the theme, its `woocommerce_shipping_chosen_method` filter
 * (theme/inc/shipping-free-default.php) then prefers a free delivery rate to a paid one.
 */
export function defaultRate(
	ctx: StoreContext,
	rates: RateOption[],
	previousId: string | undefined,
	freeShippingCoupon: boolean
): RateOption | undefined {
	const previous = rates.find( ( rate ) => rate.rateId === previousId );
	let chosen = rates.find( ( rate ) => ! isPickup( rate ) ) ?? rates[ 0 ];
	if ( previous && isPickup( previous ) ) {
		chosen = previous;
	} else if ( freeShippingCoupon ) {
		chosen =
			rates.find( ( rate ) => rate.methodId === 'free_shipping' ) ??
			chosen;
	}
	if ( ctx.tourfront && chosen && ! isPickup( chosen ) && chosen.cost > 0 ) {
		chosen =
			rates.find( ( rate ) => rate.cost === 0 && ! isPickup( rate ) ) ??
			chosen;
	}
	return chosen;
}

/**
 * The chosen rate of package 0, kept in the session as `wc_get_chosen_shipping_method_for_package` keeps it:
 * the shopper's choice while the same rates are offered, the default rate once they change (free shipping
 * reached, an address in or out of the zone) or when the choice is not offered.
 */
export function chosenRate(
	ctx: StoreContext,
	rates: RateOption[],
	freeShippingCoupon: boolean
): RateOption | undefined {
	const { cart } = ctx.state;
	const offered = rates.map( ( rate ) => rate.rateId );
	const previousRates = cart.previousRates?.[ '0' ];
	const changed =
		! previousRates || previousRates.join( '\n' ) !== offered.join( '\n' );
	cart.previousRates = { ...cart.previousRates, 0: offered };
	const wanted = cart.selectedRates[ '0' ];
	const kept = rates.find( ( rate ) => rate.rateId === wanted );
	if ( kept && ! changed ) {
		return kept;
	}
	const chosen = defaultRate( ctx, rates, wanted, freeShippingCoupon );
	cart.selectedRates = { ...cart.selectedRates, 0: chosen?.rateId ?? '' };
	return chosen;
}
