/**
 * The shop's one date format, as WordPress prints dates with the site's `date_format` d/m/Y (the seed
 * sets it, as Vietnamese sites do): two-digit day and month, four-digit year, in the shop's time zone
 * (WordPress's `timezone_string`, Asia/Ho_Chi_Minh), whatever the visitor's own clock says.
 */

/** The shop's time zone (wp-env/seed.php sets the same). */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const formatters = new Map< string, Intl.DateTimeFormat >();

function formatter( timeZone: string ): Intl.DateTimeFormat {
	let cached = formatters.get( timeZone );
	if ( ! cached ) {
		cached = new Intl.DateTimeFormat( 'en-GB', {
			timeZone,
			day: '2-digit',
			month: '2-digit',
			year: 'numeric',
		} );
		formatters.set( timeZone, cached );
	}
	return cached;
}

/** `dd/mm/yyyy` of a date or an ISO 8601 string (an invalid date gives ''). */
export function formatDate(
	date: Date | string,
	timeZone = SHOP_TIME_ZONE
): string {
	const value = typeof date === 'string' ? new Date( date ) : date;
	if ( Number.isNaN( value.getTime() ) ) {
		return '';
	}
	// Assembled from parts: locales disagree on separators and order, the shop's format does not.
	const parts = Object.fromEntries(
		formatter( timeZone )
			.formatToParts( value )
			.map( ( part ) => [ part.type, part.value ] )
	);
	return `${ parts.day }/${ parts.month }/${ parts.year }`;
}
