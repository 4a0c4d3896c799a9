/**
 * A tour's departures feed as theme/inc/booking/departures-feed.php builds it: every departure from today
 * on, by date, the months with their open departures and lowest adult price, and one month (or all of them,
 * up to the chips' limit). The demo prints it into the form and answers
 * `GET /wp-json/tourfront/v1/tours/<id>/departures?month=YYYY-MM` with it.
 */

/** Internal dependencies */
import type {
	Feed,
	FeedDeparture,
	FeedMonth,
} from '../../storefront/booking/feed';
import { storeDay } from '../fixtures/departures';
import { departureOf, travellerPrices } from './booking';
import type { StoreContext } from './context';
import { priceTerms } from './price-terms';
import { stockOf } from './stock';
import type { Product } from './types';

/** Up to this many departures ahead the feed sends them all (TOURFRONT_FEED_ALL_LIMIT). */
export const FEED_ALL_LIMIT = 12;

/** The REST route of a tour's feed. */
export const feedEndpoint = ( siteUrl: string, tourId: number ) =>
	`${ siteUrl }/wp-json/tourfront/v1/tours/${ tourId }/departures`;

/** Every published departure of `tour` from today on, by date. */
export function feedDepartures(
	ctx: StoreContext,
	tour: Product
): FeedDeparture[] {
	const today = storeDay( ctx.now() );
	return ctx.catalogue
		.variationsOf( tour )
		.flatMap( ( variation ) => {
			const date = departureOf( variation );
			if ( ! date || date < today || variation.status !== 'publish' ) {
				return [];
			}
			const stock = stockOf( ctx, variation );
			const backorders = variation.backorders !== 'no';
			const seats =
				backorders || stock === null ? null : Math.max( 0, stock );
			const prices = travellerPrices( variation );
			const attrs = Object.fromEntries(
				Object.entries( variation.variationAttributes )
					.filter( ( [ name ] ) => name !== 'pa_ngay-khoi-hanh' )
					.map( ( [ name, value ] ) => [
						`attribute_${ name }`,
						value,
					] )
			);
			return [
				{
					id: variation.id,
					date,
					seats,
					adult: prices.adult,
					child: prices.child,
					regular: variation.regularPrice,
					closed: false,
					soldOut: seats === 0,
					attrs,
				},
			];
		} )
		.sort( ( a, b ) => a.date.localeCompare( b.date ) || a.id - b.id );
}

/** The months of `departures` with their open departures and lowest adult price. */
export function feedMonths( departures: FeedDeparture[] ): FeedMonth[] {
	const months = new Map< string, FeedMonth >();
	for ( const departure of departures ) {
		const key = departure.date.slice( 0, 7 );
		const month = months.get( key ) ?? { month: key, open: 0, from: null };
		if ( ! departure.closed && ! departure.soldOut ) {
			month.open++;
			month.from =
				month.from === null
					? departure.adult
					: Math.min( month.from, departure.adult );
		}
		months.set( key, month );
	}
	return [ ...months.values() ];
}

/** The feed of `tour` for `month` ('' = its first month with an open departure). */
export function tourFeed( ctx: StoreContext, tour: Product, month = '' ): Feed {
	const departures = feedDepartures( ctx, tour );
	const months = feedMonths( departures );
	const all = departures.length <= FEED_ALL_LIMIT;
	const first =
		month ||
		months.find( ( candidate ) => candidate.open )?.month ||
		months[ 0 ]?.month ||
		'';
	return {
		tour: tour.id,
		endpoint: feedEndpoint( ctx.settings.siteUrl, tour.id ),
		all,
		month: first,
		months,
		departures: all
			? departures
			: departures.filter( ( departure ) =>
					departure.date.startsWith( `${ first }-` )
				),
	};
}

/** The feed the theme prints into a tour's form: its first month with the tour's price terms (tourfront_feed_print). */
export function printedFeed( ctx: StoreContext, tour: Product ): Feed {
	const tax = priceTerms( ctx.settings );
	return { ...tourFeed( ctx, tour ), ...( tax ? { tax } : {} ) };
}

/** The feed as the theme prints it into a tour's form (`<` escaped, as wp_json_encode's JSON_HEX_TAG does). */
export function feedScript( feed: Feed ): string {
	return `<script type="application/json" class="tourfront-departures">${ JSON.stringify(
		feed
	)
		.replace( /</g, '\\u003C' )
		.replace( />/g, '\\u003E' )
		.replace( /&/g, '\\u0026' ) }</script>`;
}
