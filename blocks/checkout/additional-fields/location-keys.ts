/**
 * Which additional fields a place of the form shows: one list for deciding whether to load their code, what to
 * prepare before they appear, and what to render.
 */

/** Internal dependencies */
import type { AdditionalFieldLocation } from '../../../common/checkout-fields';
import type { CheckoutSettings } from '../settings';
import { inPart, type OrderFieldsPart } from './travellers';

/** A place of the form: a location and, of the `order` fields, a part. */
export interface FieldsPlace {
	settings: CheckoutSettings;
	location: Extract< AdditionalFieldLocation, 'order' | 'contact' >;
	/** Of the `order` fields, only the travellers' (their own step) or only the others. */
	part?: OrderFieldsPart;
}

/** The keys of the fields defined for `location` (and `part`), in the store's order. */
export function locationKeys( {
	settings,
	location,
	part,
}: FieldsPlace ): string[] {
	return ( settings.addressFieldsLocations[ location ] ?? [] ).filter(
		( key ) =>
			settings.additionalFields[ key ]?.location === location &&
			inPart( key, part )
	);
}
