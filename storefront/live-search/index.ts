/**
 * Live search on every WooCommerce product search form (`form.woocommerce-product-search`).
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { createClaim, queryAll } from '../site-kit/once';
import { DEFAULT_SEARCH_LATENCY_MS } from './constants';
import { enhanceSearchForm } from './live-search';
import './style.css';

const claim = createClaim();

/** Enhances the search forms inside `root` (once each). */
export function init( root: ParentNode ): void {
	const forms = queryAll< HTMLFormElement >( root, 'form.woocommerce-product-search' );
	if ( ! forms.length ) {
		return;
	}
	const theme = getSettings().theme;
	const options = {
		ajaxUrl: theme?.ajax_url || '/wp-admin/admin-ajax.php',
		latencyMs: theme?.search_result_latency ?? DEFAULT_SEARCH_LATENCY_MS,
		clientIndex: theme?.search_client_index ?? true,
	};
	for ( const form of forms ) {
		if ( claim( form ) ) {
			enhanceSearchForm( form, options );
		}
	}
}
