/**
 * The order-attribution field values, read from sourcebuster's cookies. With tracking off the
 * cookies are gone, so every value is an empty string (WooCommerce stores those as empty too).
 */

/** Internal dependencies */
import {
	ATTRIBUTION_FIELDS,
	type AttributionField,
	type SbjsContainer,
} from './constants';
import { readContainers } from './cookie-data';

export type AttributionValues = Record< AttributionField, string >;

/**
 * Every order-attribution field (source type, referrer, utm_*, session entry, pages, count, user agent, device type) for the current visitor: also the checkout's
 * `extensions["woocommerce/order-attribution"]` payload (keys as the Store API expects; `device_type` is
 * derived on the server from `user_agent`).
 */
export function getAttributionValues(
	doc: Document = document
): AttributionValues {
	const containers = readContainers( doc );
	const values = {} as AttributionValues;
	for ( const [ field, path ] of Object.entries(
		ATTRIBUTION_FIELDS
	) as Array< [ AttributionField, string ] > ) {
		const [ container, alias ] = path.split( '.' ) as [
			SbjsContainer,
			string,
		];
		values[ field ] = containers[ container ]?.[ alias ] ?? '';
	}
	return values;
}
