/**
 * Order attribution: what the storefront's tracker writes and
 * the checkout block reads. Cookie names, aliases and formats are sourcebuster's, so WooCommerce's own
 * reader understands them.
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

/** Separator between `key=value` pairs inside one cookie. */
export const SBJS_DELIMITER = '|||';

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
