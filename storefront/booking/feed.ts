/**
 * A tour's departures as the theme prints them into its form (`script.tourfront-departures`, one
 * month, or every departure when they are few) and serves the other months of
 * (`GET tourfront/v1/tours/<id>/departures?month=YYYY-MM`, theme/inc/booking/departures-feed.php).
 * WooCommerce stops printing a form's variations past 30, so the box reads these instead.
 */

/** Internal dependencies */
import { departureLabel } from '../../common/booking/departure-label';
import type { Departure } from './departures';

/** One departure as the feed sends it (prices in minor units). */
export interface FeedDeparture {
	id: number;
	/** YYYY-MM-DD. */
	date: string;
	/** Seats left; null when the departure does not count them. */
	seats: number | null;
	adult: number;
	child: number;
	regular: number;
	closed: boolean;
	soldOut: boolean;
	/** The variation's other attributes (`attribute_pa_khoi-hanh`: a departure city). */
	attrs: Record< string, string >;
}

/** A month with departures ahead: how many are open and the lowest adult price of those. */
export interface FeedMonth {
	month: string;
	open: number;
	from: number | null;
}

export interface Feed {
	tour: number;
	endpoint: string;
	/** Whether `departures` are all the tour's (few enough for chips). */
	all: boolean;
	month: string;
	months: FeedMonth[];
	departures: FeedDeparture[];
}

/** A feed row as the box's departure: sold out or closed is not bookable. */
export function toDeparture( row: FeedDeparture ): Departure {
	return {
		variationId: row.id,
		slug: row.date,
		label: departureLabel( row.date ),
		seats: row.seats,
		soldOut: row.soldOut || row.closed,
		closed: row.closed,
		adultPrice: row.adult,
		childPrice: row.child,
		attrs: row.attrs,
	};
}

/** The feed printed into `form`, or null (an older page, or not a tour's). */
export function readFeed( form: HTMLFormElement ): Feed | null {
	const text = form.querySelector(
		'script.tourfront-departures'
	)?.textContent;
	try {
		const feed = text ? ( JSON.parse( text ) as Feed ) : null;
		return feed && Array.isArray( feed.departures ) ? feed : null;
	} catch {
		return null;
	}
}
