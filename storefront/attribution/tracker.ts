/**
 * Records a page view in sourcebuster's cookies (what `sbjs.init()` does): the visit's source, its
 * entry data, visit count, user agent and the session's page count.
 */

/** Internal dependencies */
import { deleteCookie, getCookie, setCookie } from '../../common/cookie';
import { SBJS_COOKIES } from '../../common/attribution/constants';
import { packPairs, unpackPairs } from '../../common/attribution/cookie-data';
import {
	DAYS_PER_MONTH,
	DEFAULT_COOKIE_LIFETIME_MONTHS,
	DEFAULT_SESSION_LENGTH_MIN,
	SBJS_MIGRATION_ID,
	SOURCE_NONE,
	TIMEZONE_OFFSET_HOURS,
} from './constants';
import { attributionUrl, formatDate, packSource } from './cookie-values';
import { resolveTrafficSource } from './source';

/** Lifetimes as the settings give them. */
export interface TrackingOptions {
	/** Cookie lifetime in months of 30 days. */
	lifetimeMonths?: number;
	/** Session length in minutes. */
	sessionMinutes?: number;
}

/** The cookie lifetime in minutes for a lifetime in months (sourcebuster rounds down). */
export function lifetimeToMinutes( months: number | undefined ): number {
	const value =
		Number( months ) > 0
			? Number( months )
			: DEFAULT_COOKIE_LIFETIME_MONTHS;
	return Math.floor( value * DAYS_PER_MONTH * 24 * 60 );
}

const MINUTES_PER_DAY = 24 * 60;

/** Records this page view. */
export function trackVisit(
	options: TrackingOptions = {},
	doc: Document = document,
	now = new Date()
): void {
	// Sourcebuster counts in minutes; the theme's cookie helper in days.
	const lifetime = {
		maxAgeDays:
			lifetimeToMinutes( options.lifetimeMonths ) / MINUTES_PER_DAY,
	};
	const sessionMinutes =
		Number( options.sessionMinutes ) > 0
			? Math.floor( Number( options.sessionMinutes ) )
			: DEFAULT_SESSION_LENGTH_MIN;
	const href = doc.location?.href ?? '';
	const referrer = doc.referrer;
	const session = getCookie( SBJS_COOKIES.session, doc );

	if (
		! getCookie( SBJS_COOKIES.first, doc ) &&
		! getCookie( SBJS_COOKIES.migrations, doc )
	) {
		setCookie(
			SBJS_COOKIES.migrations,
			`${ SBJS_MIGRATION_ID }=1`,
			lifetime,
			doc
		);
	}

	const source = resolveTrafficSource( {
		url: href,
		referrer,
		hasSession: Boolean( session ),
		hasStoredSource: Boolean(
			getCookie( SBJS_COOKIES.first, doc ) ||
			getCookie( SBJS_COOKIES.current, doc )
		),
	} );
	if ( source ) {
		const extra = packPairs( [
			[ 'fd', formatDate( now, TIMEZONE_OFFSET_HOURS ) ],
			[ 'ep', attributionUrl( href ) ],
			[ 'rf', referrer || SOURCE_NONE ],
		] );
		setCookie( SBJS_COOKIES.current_add, extra, lifetime, doc );
		if ( ! getCookie( SBJS_COOKIES.first_add, doc ) ) {
			setCookie( SBJS_COOKIES.first_add, extra, lifetime, doc );
		}
	}
	const current = source
		? packSource( source )
		: ( getCookie( SBJS_COOKIES.current, doc ) ?? '' );
	setCookie( SBJS_COOKIES.current, current, lifetime, doc );
	if ( ! getCookie( SBJS_COOKIES.first, doc ) ) {
		setCookie( SBJS_COOKIES.first, current, lifetime, doc );
	}

	const udata = unpackPairs( getCookie( SBJS_COOKIES.udata, doc ) );
	const visits = udata.vst
		? ( parseInt( udata.vst, 10 ) || 1 ) + ( session ? 0 : 1 )
		: 1;
	setCookie(
		SBJS_COOKIES.udata,
		packPairs( [
			[ 'vst', visits ],
			[ 'uip', SOURCE_NONE ],
			[ 'uag', doc.defaultView?.navigator.userAgent ?? '' ],
		] ),
		lifetime,
		doc
	);

	const pages = session
		? ( parseInt( unpackPairs( session ).pgs, 10 ) || 1 ) + 1
		: 1;
	setCookie(
		SBJS_COOKIES.session,
		packPairs( [
			[ 'pgs', pages ],
			[ 'cpg', attributionUrl( href ) ],
		] ),
		{ maxAgeDays: sessionMinutes / MINUTES_PER_DAY },
		doc
	);
}

/** Deletes every sourcebuster cookie (tracking not allowed). */
export function removeTrackingCookies( doc: Document = document ): void {
	for ( const name of Object.values( SBJS_COOKIES ) ) {
		deleteCookie( name, doc );
	}
}
