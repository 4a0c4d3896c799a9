/**
 * A shipping rate as a radio option: label, price as secondaryLabel, description and delivery time.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import FormattedPrice from '../../components/formatted-price';
import type { RadioOption } from '../components/radio-control';
import type {
	CartShippingPackage,
	CartShippingRate,
} from '../../data/cart/types';
import { getRateMeta } from '../shipping/rates';

/** The option of a shipping (or pickup, `pickup`) rate. */
export function rateToOption(
	rate: CartShippingRate,
	pickup = false
): RadioOption {
	const free = Number( rate.price ) === 0;
	const price = free ? (
		__( 'Free', 'tourfront' )
	) : (
		<FormattedPrice value={ rate.price } currency={ rate } />
	);
	if ( pickup ) {
		const location = decodeEntities(
			getRateMeta( rate, 'pickup_location' ) || rate.name
		);
		const address = decodeEntities( getRateMeta( rate, 'pickup_address' ) );
		const details = decodeEntities( getRateMeta( rate, 'pickup_details' ) );
		return {
			value: rate.rate_id,
			label: location,
			secondaryLabel: price,
			description: address || undefined,
			secondaryDescription: details || undefined,
			ariaLabel: location,
		};
	}
	const name = decodeEntities( rate.name );
	return {
		value: rate.rate_id,
		label: name,
		secondaryLabel: price,
		description: rate.description
			? decodeEntities( rate.description )
			: undefined,
		secondaryDescription: rate.delivery_time
			? decodeEntities( rate.delivery_time )
			: undefined,
		ariaLabel: name,
	};
}

/** Props of the areas listing packages' rates (shipping methods, pickup options). */
export interface PackagesAreaProps {
	packages: CartShippingPackage[];
	onSelect: ( packageId: number | string, rateId: string ) => void;
	stepNumber?: number;
	disabled?: boolean;
	cart: unknown;
}
