/**
 * Order attribution: the `woocommerce/order-attribution` checkout extension data stored as
 * `_wc_order_attribution_<field>` meta (empty values kept), plus the derived device type.
 */

/** The fields WooCommerce stores. */
export const ATTRIBUTION_FIELDS = [
	'source_type',
	'referrer',
	'utm_campaign',
	'utm_source',
	'utm_medium',
	'utm_content',
	'utm_id',
	'utm_term',
	'utm_source_platform',
	'utm_creative_format',
	'utm_marketing_tactic',
	'session_entry',
	'session_start_time',
	'session_pages',
	'session_count',
	'user_agent',
] as const;

/** Mobile / Tablet / Desktop from a user agent, as WooCommerce derives device_type. */
export function deviceType( userAgent: string ): string {
	if (
		/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test( userAgent )
	) {
		return 'Tablet';
	}
	if (
		/Mobi|iPhone|iPod|Android.*Mobile|BlackBerry|Opera Mini|IEMobile/i.test(
			userAgent
		)
	) {
		return 'Mobile';
	}
	return userAgent ? 'Desktop' : '';
}

/** The order meta for the extension data (nothing when the extension was not sent). */
export function attributionMeta(
	extensions: Record< string, unknown > | undefined
): Record< string, string > {
	const data = extensions?.[ 'woocommerce/order-attribution' ] as
		Record< string, unknown > | undefined;
	if ( ! data || typeof data !== 'object' ) {
		return {};
	}
	const meta: Record< string, string > = {};
	for ( const field of ATTRIBUTION_FIELDS ) {
		if ( field in data ) {
			meta[ `_wc_order_attribution_${ field }` ] = String(
				data[ field ] ?? ''
			);
		}
	}
	const agent = meta._wc_order_attribution_user_agent ?? '';
	meta._wc_order_attribution_device_type = deviceType( agent );
	return meta;
}
