/**
 * The demo's own Store API calls (through the page's fetch, answered by MSW like any other):
 * adding a tour for a form-submitted add to cart.
 */

/** Internal dependencies */
import { getSettings } from '../../../common/settings';

/** A Store API error answer. */
export interface StoreApiError {
	code: string;
	message: string;
	data?: { status?: number };
}

export interface AddItemRequest {
	id: number;
	quantity: number;
	variation?: Array< { attribute: string; value: string } >;
}

/** POST add-item with `nonce`. */
function postAddItem(
	item: AddItemRequest,
	nonce: string
): Promise< Response > {
	const root = getSettings().storeApi?.root ?? '/wp-json/';
	return window.fetch( `${ root }wc/store/v1/cart/add-item`, {
		method: 'POST',
		credentials: 'same-origin',
		headers: { 'Content-Type': 'application/json', Nonce: nonce },
		body: JSON.stringify( item ),
	} );
}

/**
 * POST /wc/store/v1/cart/add-item; resolves with the cart, rejects with the Store API error. It stands in
 * for a form post, which a page older than its nonce's life must not break: a refused nonce is retried
 * once with the one the refusal hands out.
 */
export async function addItem(
	item: AddItemRequest
): Promise< Record< string, unknown > > {
	let response = await postAddItem(
		item,
		getSettings().storeApi?.nonce ?? ''
	);
	const fresh = response.headers.get( 'Nonce' );
	if ( response.status === 403 && fresh ) {
		response = await postAddItem( item, fresh );
	}
	const body = ( await response.json().catch( () => ( {} ) ) ) as Record<
		string,
		unknown
	>;
	if ( ! response.ok ) {
		throw body as unknown as StoreApiError;
	}
	return body;
}
