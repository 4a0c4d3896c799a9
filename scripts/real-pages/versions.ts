/**
 * The versions of what served the recorded pages: WordPress and WooCommerce from their generator tags,
 * Storefront from its stylesheet's `ver`, PHP from WooCommerce's system status (needs an administrator).
 */

/** Internal dependencies */
import type { AdminSession } from './admin';

export interface StoreVersions {
	wordpress: string | null;
	woocommerce: string | null;
	storefront: string | null;
	php: string | null;
}

const match = ( html: string, pattern: RegExp ) =>
	pattern.exec( html )?.[ 1 ] ?? null;

/** The versions, read from a recorded page and (for PHP) the store's system status. */
export async function storeVersions(
	html: string,
	admin: AdminSession | null
): Promise< StoreVersions > {
	const status = admin
		? await admin.rest< { environment?: { php_version?: string } } >(
				'GET',
				'/wc/v3/system_status?_fields=environment'
			)
		: null;
	return {
		wordpress: match(
			html,
			/<meta name="generator" content="WordPress ([^"]+)"/
		),
		woocommerce: match(
			html,
			/<meta name="generator" content="WooCommerce ([^"]+)"/
		),
		storefront: match(
			html,
			/themes\/storefront\/style\.css\?ver=([^'"&]+)/
		),
		php: status?.environment?.php_version ?? null,
	};
}
