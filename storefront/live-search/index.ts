/**
 * Live search on every WooCommerce product search form (`form.woocommerce-product-search`). The
 * search code loads on the first pointer or focus on a form, so pages carry only this file until then.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { createClaim, queryAll } from '../../common/once';
import { DEFAULT_SEARCH_LATENCY_MS, SEARCH_MIN_CHARS } from './constants';
import './style.css';

const claim = createClaim();

function options() {
	const theme = getSettings().theme;
	return {
		ajaxUrl: theme?.ajax_url || '/wp-admin/admin-ajax.php',
		latencyMs: theme?.search_result_latency ?? DEFAULT_SEARCH_LATENCY_MS,
		clientIndex: theme?.search_client_index ?? true,
	};
}

/** Loads the search code for `form` and enhances it, catching up with what the shopper already did. */
export async function enhanceOnUse( form: HTMLFormElement ): Promise< void > {
	const { enhanceSearchForm } = await import( './live-search' );
	if ( ! enhanceSearchForm( form, options() ) ) {
		return;
	}
	const input = form.querySelector< HTMLInputElement >(
		'input[name="s"]'
	) as HTMLInputElement;
	if ( input.ownerDocument.activeElement === input ) {
		input.dispatchEvent( new Event( 'focus' ) );
	}
	if ( input.value.trim().length >= SEARCH_MIN_CHARS ) {
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	}
}

/** Prepares the search forms inside `root` (once each). */
export function init( root: ParentNode ): void {
	for ( const form of queryAll< HTMLFormElement >(
		root,
		'form.woocommerce-product-search'
	) ) {
		if ( ! claim( form ) ) {
			continue;
		}
		const events = [ 'focusin', 'pointerover', 'touchstart' ] as const;
		const start = () => {
			events.forEach( ( type ) =>
				form.removeEventListener( type, start )
			);
			enhanceOnUse( form ).catch( () => undefined );
		};
		events.forEach( ( type ) =>
			form.addEventListener( type, start, { passive: true } )
		);
	}
}
