/**
 * The tracker's own constants; the cookie format and
 * the fields it shares with the checkout are in common/attribution/constants.ts.
 */

/** Default cookie lifetime: 6 months of 30 days. */
export const DEFAULT_COOKIE_LIFETIME_MONTHS = 6;
export const DAYS_PER_MONTH = 30;
/** Default session length. */
export const DEFAULT_SESSION_LENGTH_MIN = 30;
/** Dates in the cookies are written at this UTC offset. */
export const TIMEZONE_OFFSET_HOURS = 0;

/** sourcebuster's one migration; new visitors get it marked done. */
export const SBJS_MIGRATION_ID = '1418474375998';

export const SOURCE_NONE = '(none)';
export const SOURCE_DIRECT = '(direct)';

/** The hidden inputs' name prefix when the settings do not print one. */
export const DEFAULT_FIELD_PREFIX = 'wc_order_attribution_';

/** Search engines recognised from the referrer: host suffix, the query parameter a search carries, name. */
export const ORGANIC_SOURCES = [
	{ host: 'bing.com', param: 'q', display: 'bing' },
	{ host: 'yahoo.com', param: 'p', display: 'yahoo' },
	{ host: 'about.com', param: 'q', display: 'about' },
	{ host: 'aol.com', param: 'q', display: 'aol' },
	{ host: 'ask.com', param: 'q', display: 'ask' },
	{ host: 'globososo.com', param: 'q', display: 'globo' },
	{ host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
	{ host: 'rambler.ru', param: 'query', display: 'rambler' },
	{ host: 'tut.by', param: 'query', display: 'tut.by' },
] as const;

/** Referrers shown under another name. */
export const REFERRAL_ALIASES = [
	{ host: 't.co', display: 'twitter.com' },
	{ host: 'plus.url.google.com', display: 'plus.google.com' },
] as const;
