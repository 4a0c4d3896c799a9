/**
 * WooCommerce's classic `?wc-ajax=` endpoints (in-place cart calls).
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';

const DEFAULT_WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';

/** The URL of one endpoint, from the `shop.wc_ajax_url` template. */
export function wcAjaxUrl( endpoint: string ): string {
	const template = getSettings().shop?.wc_ajax_url || DEFAULT_WC_AJAX_URL;
	return template.replace( '%%endpoint%%', encodeURIComponent( endpoint ) );
}

/** Form-encodes a flat record (what WooCommerce's handlers read from `$_POST`). */
export function formBody( fields: Record< string, string > ): URLSearchParams {
	const body = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( fields ) ) {
		body.append( key, value );
	}
	return body;
}

/** POSTs a form to an endpoint and reads the JSON answer; rejects on transport or HTTP errors. */
export async function postWcAjax< T >(
	endpoint: string,
	fields: Record< string, string >
): Promise< T > {
	const response = await fetch( wcAjaxUrl( endpoint ), {
		method: 'POST',
		credentials: 'same-origin',
		headers: { 'X-Requested-With': 'XMLHttpRequest' },
		body: formBody( fields ),
	} );
	if ( ! response.ok ) {
		throw new Error( `wc-ajax ${ endpoint }: HTTP ${ response.status }` );
	}
	return ( await response.json() ) as T;
}
