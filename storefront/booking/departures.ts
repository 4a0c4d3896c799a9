/**
 * A departure as the booking box offers it (read from the feed the theme prints: feed.ts).
 */

/** One departure offered in the box. */
export interface Departure {
	variationId: number;
	/** Term slug, YYYY-MM-DD. */
	slug: string;
	/** As shoppers read it, dd/mm/yyyy. */
	label: string;
	/** Seats left; null when the departure does not count them. */
	seats: number | null;
	soldOut: boolean;
	/** Closed by the operator to new bookings (shown, not bookable). */
	closed?: boolean;
	/** The variation's other attributes (a departure city), when read from the feed. */
	attrs?: Record< string, string >;
	/** Minor units. */
	adultPrice: number;
	childPrice: number;
}
