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

/** A tax rate WooCommerce applies to the tour for the shop's base location. */
export interface TaxRate {
	/** Name and percentage ("VAT 8%"). */
	label: string;
	/** Percent. */
	rate: number;
	compound: boolean;
}

/** How the tour's price becomes what checkout asks (theme/inc/booking/price-terms.php). */
export interface PriceTerms {
	rates: TaxRate[];
	/** Prices are entered with tax. */
	inclusive: boolean;
	/** The shop shows prices with (incl) or without (excl) tax. */
	display: 'incl' | 'excl';
	/** Tax is rounded at the subtotal instead of per line. */
	subtotal: boolean;
	/** Decimals (of minor units) WooCommerce keeps in a line's tax before rounding it. */
	precision: number;
	/** A line's tax rounds half down. */
	halfDown: boolean;
}

export interface Feed {
	tour: number;
	endpoint: string;
	/** Whether `departures` are all the tour's (few enough for chips). */
	all: boolean;
	month: string;
	months: FeedMonth[];
	departures: FeedDeparture[];
	/** The tour's price terms: printed into the form only, when a tax applies. */
	tax?: PriceTerms;
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
