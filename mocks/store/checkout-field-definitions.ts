/**
 * The additional checkout fields the theme registers (theme/inc/checkout-travellers.php), as the mock
 * WooCommerce and the demo know them: their definitions (printed in the demo's checkout settings, and
 * the labels order received prints) and the order meta WooCommerce keeps their values in.
 */

/** WordPress dependencies */
import { sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import type { AdditionalFieldConfig } from '../../common/checkout-fields/types';

/** The largest party the booking box takes, as the theme's default (`tourfront_max_travellers`). */
export const MAX_TRAVELLERS = 10;
/** First year of birth accepted. */
const BIRTH_YEAR_MIN = 1900;
/** Where WooCommerce keeps an order field's value. */
export const ORDER_FIELD_META_PREFIX = '_wc_other/';

type Translate = ( text: string ) => string;
const format = sprintf as unknown as (
	text: string,
	...values: Array< string | number >
) => string;

/** A rule over the cart's booking extension data (the theme's `tourfront_booking_rule`). */
function bookingRule( property: string, schema: Record< string, unknown > ) {
	return {
		cart: {
			properties: {
				extensions: {
					properties: {
						'tourfront-booking': {
							properties: { [ property ]: schema },
						},
					},
				},
			},
		},
	};
}

/** Years `min`…`max` as an alternation of digit blocks (as the theme builds it), e.g. (19[0-9][0-9]|20[0-1][0-9]|202[0-6]). */
export function yearRangePattern( min: number, max: number ): string {
	const parts: string[] = [];
	for ( let year = min; year <= max; ) {
		let size = 1;
		while (
			size < 1000 &&
			year % ( size * 10 ) === 0 &&
			year + size * 10 - 1 <= max
		) {
			size *= 10;
		}
		const tail = Math.log10( size );
		const first = Math.floor( year / size ) % 10;
		let last = first;
		while ( last < 9 && year + ( last - first + 2 ) * size - 1 <= max ) {
			last++;
		}
		const digit =
			first === last ? String( first ) : `[${ first }-${ last }]`;
		parts.push(
			String( year ).slice( 0, 3 - tail ) + digit + '[0-9]'.repeat( tail )
		);
		year += ( last - first + 1 ) * size;
	}
	return `(${ parts.join( '|' ) })`;
}

/** The fields, in registration order, with labels in the store's language. */
export function tourCheckoutFields(
	translate: Translate,
	thisYear: number
): Record< string, AdditionalFieldConfig > {
	const pattern = yearRangePattern( BIRTH_YEAR_MIN, thisYear );
	const fields: Record< string, AdditionalFieldConfig > = {};
	const optional = ( label: string ) =>
		format( translate( '%s (optional)' ), label );
	const text = (
		label: string,
		rest: Partial< AdditionalFieldConfig >
	): AdditionalFieldConfig => ( {
		label,
		optionalLabel: optional( label ),
		location: 'order',
		type: 'text',
		required: true,
		hidden: false,
		show_in_order_confirmation: true,
		validation: {},
		...rest,
	} );
	for ( let n = 2; n <= MAX_TRAVELLERS; n++ ) {
		const hidden = bookingRule( 'extra_travellers', { maximum: n - 2 } );
		fields[ `tourfront/traveller-${ n }-name` ] = text(
			format( translate( 'Traveller %d: full name' ), n ),
			{
				hidden,
				attributes: {
					autocomplete: 'off',
					autocapitalize: 'words',
					maxLength: '100',
				},
			}
		);
		fields[ `tourfront/traveller-${ n }-birth-year` ] = text(
			format( translate( 'Traveller %d: year of birth' ), n ),
			{
				hidden,
				validation: { type: 'string', pattern: `^${ pattern }$` },
				attributes: {
					autocomplete: 'off',
					maxLength: '4',
					pattern,
					title: format(
						translate( 'Four digits, from %1$d to %2$d.' ),
						BIRTH_YEAR_MIN,
						thisYear
					),
				},
			}
		);
	}
	fields[ 'tourfront/pickup-point' ] = text( translate( 'Pickup point' ), {
		required: false,
		hidden: bookingRule( 'items_count_tours', { maximum: 0 } ),
		attributes: { autocomplete: 'off', maxLength: '200' },
	} );
	return fields;
}

/** The order meta WooCommerce saves for order fields. */
export const orderFieldsMeta = ( values: Record< string, string > ) =>
	Object.fromEntries(
		Object.entries( values ).map( ( [ id, value ] ) => [
			ORDER_FIELD_META_PREFIX + id,
			value,
		] )
	);

/** The order fields back from the order's meta (the checkout response's `additional_fields`). */
export const orderFieldsFromMeta = ( meta: Record< string, string > = {} ) =>
	Object.fromEntries(
		Object.entries( meta )
			.filter( ( [ key ] ) => key.startsWith( ORDER_FIELD_META_PREFIX ) )
			.map( ( [ key, value ] ) => [
				key.slice( ORDER_FIELD_META_PREFIX.length ),
				value,
			] )
	);
