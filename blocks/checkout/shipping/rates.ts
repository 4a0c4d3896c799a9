/**
 * Shipping rate helpers: shipping vs local pickup rates, and the pickup
 * location details carried in a rate's meta_data.
 */

/** Internal dependencies */
import type {
	CartShippingPackage,
	CartShippingRate,
} from '../../data/cart/types';

/** Default method ids of local pickup (`collectableMethodIds` overrides). */
export const DEFAULT_COLLECTABLE_METHOD_IDS: readonly string[] = Object.freeze(
	[ 'local_pickup', 'pickup_location' ]
);

/** True when the rate is a pickup rate. */
export function isPickupRate(
	rate: CartShippingRate,
	collectable: readonly string[] = DEFAULT_COLLECTABLE_METHOD_IDS
): boolean {
	return collectable.includes( rate.method_id );
}

/** A meta_data value of the rate, or ''. */
export function getRateMeta( rate: CartShippingRate, key: string ): string {
	return rate.meta_data?.find( ( meta ) => meta.key === key )?.value ?? '';
}

/** The packages with only their shipping (or only their pickup) rates. */
export function filterPackageRates(
	packages: CartShippingPackage[],
	pickup: boolean,
	collectable: readonly string[] = DEFAULT_COLLECTABLE_METHOD_IDS
): CartShippingPackage[] {
	return packages.map( ( pkg ) => ( {
		...pkg,
		shipping_rates: pkg.shipping_rates.filter(
			( rate ) => isPickupRate( rate, collectable ) === pickup
		),
	} ) );
}

/** The selected rate id of a package, or ''. */
export function getSelectedRateId( pkg: CartShippingPackage ): string {
	return pkg.shipping_rates.find( ( rate ) => rate.selected )?.rate_id ?? '';
}

/** True when any package has a pickup rate. */
export function hasPickupRates(
	packages: CartShippingPackage[],
	collectable?: readonly string[]
): boolean {
	return packages.some( ( pkg ) =>
		pkg.shipping_rates.some( ( rate ) => isPickupRate( rate, collectable ) )
	);
}

/** True when every package's selected rate is a pickup rate. */
export function isCollectionSelected(
	packages: CartShippingPackage[],
	collectable?: readonly string[]
): boolean {
	const selected = packages.map( ( pkg ) =>
		pkg.shipping_rates.find( ( rate ) => rate.selected )
	);
	return (
		selected.length > 0 &&
		selected.every( ( rate ) => rate && isPickupRate( rate, collectable ) )
	);
}

/**
 * The rate to select in each package when switching between shipping and pickup: the current one if
 * it already fits, else the first that does. Returns [packageId, rateId] pairs that need a change.
 */
export function ratesToSelect(
	packages: CartShippingPackage[],
	pickup: boolean,
	collectable?: readonly string[]
): Array< [ number | string, string ] > {
	const changes: Array< [ number | string, string ] > = [];
	for ( const pkg of packages ) {
		const fitting = pkg.shipping_rates.filter(
			( rate ) => isPickupRate( rate, collectable ) === pickup
		);
		if ( ! fitting.length || fitting.some( ( rate ) => rate.selected ) ) {
			continue;
		}
		changes.push( [ pkg.package_id, fitting[ 0 ].rate_id ] );
	}
	return changes;
}
