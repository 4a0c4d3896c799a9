/**
 * Order attribution (spec §3 "Order attribution", §4 "Order attribution tracking", §9 Attribution).
 * Cookie names, aliases and formats are sourcebuster's, so WooCommerce's own reader understands them.
 */

/** sourcebuster's cookies, keyed by the container name `getAttributionData` uses. */
export const SBJS_COOKIES = {
	current: 'sbjs_current',
	current_add: 'sbjs_current_add',
	first: 'sbjs_first',
	first_add: 'sbjs_first_add',
	session: 'sbjs_session',
	udata: 'sbjs_udata',
	migrations: 'sbjs_migrations',
	promo: 'sbjs_promo',
} as const;

export type SbjsContainer = keyof typeof SBJS_COOKIES;

/** Default cookie lifetime: 6 months of 30 days. */
export const DEFAULT_COOKIE_LIFETIME_MONTHS = 6;
export const DAYS_PER_MONTH = 30;
/** Default session length. */
export const DEFAULT_SESSION_LENGTH_MIN = 30;
/** Dates in the cookies are written at this UTC offset. */
export const TIMEZONE_OFFSET_HOURS = 0;

/** Separator between `key=value` pairs inside one cookie. */
export const SBJS_DELIMITER = '|||';
/** sourcebuster's one migration; new visitors get it marked done. */
export const SBJS_MIGRATION_ID = '1418474375998';

export const SOURCE_NONE = '(none)';
export const SOURCE_DIRECT = '(direct)';

/** The hidden inputs' name prefix when the settings do not print one. */
export const DEFAULT_FIELD_PREFIX = 'wc_order_attribution_';

/** The checkout extension namespace the fields are sent under. */
export const ORDER_ATTRIBUTION_NAMESPACE = 'woocommerce/order-attribution';

/** Event dispatched on `document` with `detail` = the field values whenever tracking changes them. */
export const ATTRIBUTION_UPDATED_EVENT = 'tourfront:attribution-updated';

/** Field name → `container.alias` it is read from (WooCommerce's `wc_order_attribution.fields`). */
export const ATTRIBUTION_FIELDS = {
	source_type: 'current.typ',
	referrer: 'current_add.rf',
	utm_campaign: 'current.cmp',
	utm_source: 'current.src',
	utm_medium: 'current.mdm',
	utm_content: 'current.cnt',
	utm_id: 'current.id',
	utm_term: 'current.trm',
	utm_source_platform: 'current.plt',
	utm_creative_format: 'current.fmt',
	utm_marketing_tactic: 'current.tct',
	session_entry: 'current_add.ep',
	session_start_time: 'current_add.fd',
	session_pages: 'session.pgs',
	session_count: 'udata.vst',
	user_agent: 'udata.uag',
} as const;

export type AttributionField = keyof typeof ATTRIBUTION_FIELDS;

/** Query parameters that make a visit a "utm" visit. */
export const UTM_TRIGGER_PARAMS = [
	'utm_source',
	'utm_medium',
	'utm_campaign',
	'utm_content',
	'utm_term',
	'utm_id',
	'utm_source_platform',
	'utm_creative_format',
	'utm_marketing_tactic',
	'gclid',
	'yclid',
] as const;

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
