/**
 * The live search's start on a form the shopper has reached for (storefront/live-search/index.ts loads
 * this with the search code).
 */

/** Internal dependencies */
import { queryLength } from '../../common/search/fold';
import { getSettings } from '../../common/settings';
import { DEFAULT_SEARCH_LATENCY_MS, SEARCH_MIN_CHARS } from './constants';
import { enhanceSearchForm } from './live-search';

function options() {
	const theme = getSettings().theme;
	return {
		ajaxUrl: theme?.ajax_url || '/wp-admin/admin-ajax.php',
		latencyMs: theme?.search_result_latency ?? DEFAULT_SEARCH_LATENCY_MS,
		clientIndex: theme?.search_client_index ?? true,
	};
}

/** Enhances `form`, catching up with what the shopper already did (a focus, typed letters). */
export function enhanceOnUse( form: HTMLFormElement ): void {
	if ( ! enhanceSearchForm( form, options() ) ) {
		return;
	}
	const input = form.querySelector< HTMLInputElement >(
		'input[name="s"]'
	) as HTMLInputElement;
	if ( input.ownerDocument.activeElement === input ) {
		input.dispatchEvent( new Event( 'focus' ) );
	}
	if ( queryLength( input.value ) >= SEARCH_MIN_CHARS ) {
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	}
}
