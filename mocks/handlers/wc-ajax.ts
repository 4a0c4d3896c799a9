/**
 * MSW handlers for WooCommerce's classic `?wc-ajax=` endpoints: add_to_cart, remove_from_cart,
 * get_refreshed_fragments. No nonce; failures answer 200 (as WooCommerce does).
 */

/** External dependencies */
import { http, HttpResponse } from 'msw';

/** Internal dependencies */
import type { WooStore } from '../store';
import type { Faults } from './faults';
import { ajaxFault, JSON_HEADERS, readForm } from './http-utils';

/** Answers one wc-ajax endpoint. */
export function wcAjaxAnswer(
	store: WooStore,
	endpoint: string,
	form: Record< string, string >
): { status: number; body: unknown } {
	switch ( endpoint ) {
		case 'add_to_cart': {
			const result = store.classicAddToCart( form );
			return result.ok
				? { status: 200, body: store.getMiniCartFragments() }
				: {
						status: 200,
						body: { error: true, product_url: result.productUrl },
					};
		}
		case 'remove_from_cart':
			return store.classicRemoveFromCart( form.cart_item_key ?? '' )
				? { status: 200, body: store.getMiniCartFragments() }
				: { status: 200, body: { success: false } };
		case 'get_refreshed_fragments':
			return { status: 200, body: store.getMiniCartFragments() };
		default:
			return { status: 400, body: -1 };
	}
}

/**
 * The cart cookies WooCommerce sets with every cart change (`woocommerce_cart_hash` is what a page
 * compares to tell whether an add it got no answer for went through); an empty cart clears them.
 */
export function cartCookies( store: WooStore ): string[] {
	const hash = store.getCartHash();
	const count = store.getCartResponse().items_count;
	return hash
		? [
				`woocommerce_items_in_cart=${ count ? 1 : 0 }; path=/`,
				`woocommerce_cart_hash=${ hash }; path=/`,
			]
		: [
				'woocommerce_items_in_cart=; path=/; max-age=0',
				'woocommerce_cart_hash=; path=/; max-age=0',
			];
}

/** The wc-ajax handlers. */
export function wcAjaxHandlers( store: WooStore, faults: Faults ) {
	return [
		http.all( '*', async ( { request } ) => {
			const endpoint = new URL( request.url ).searchParams.get(
				'wc-ajax'
			);
			if ( ! endpoint ) {
				return undefined;
			}
			const fault = await ajaxFault( faults, request );
			if ( fault ) {
				return fault;
			}
			const answer = wcAjaxAnswer(
				store,
				endpoint,
				await readForm( request )
			);
			const headers = new Headers( JSON_HEADERS );
			cartCookies( store ).forEach( ( cookie ) =>
				headers.append( 'Set-Cookie', cookie )
			);
			return HttpResponse.json( answer.body as never, {
				status: answer.status,
				headers,
			} );
		} ),
	];
}
