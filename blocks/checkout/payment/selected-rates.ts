/** Internal dependencies */
import type { Cart } from '../../data/cart/types';

/** The selected rate id of each package. */
export function selectedRates(
	rates: Cart[ 'shipping_rates' ]
): Record< string, string > {
	const out: Record< string, string > = {};
	for ( const pkg of rates || [] ) {
		const chosen = pkg.shipping_rates.find( ( rate ) => rate.selected );
		if ( chosen ) {
			out[ String( pkg.package_id ) ] = chosen.rate_id;
		}
	}
	return out;
}
