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

/** POST /wc/store/v1/cart/add-item; resolves with the cart, rejects with the Store API error. */
export async function addItem(
	item: AddItemRequest
): Promise< Record< string, unknown > > {
	const root = getSettings().storeApi?.root ?? '/wp-json/';
	const response = await window.fetch( `${ root }wc/store/v1/cart/add-item`, {
		method: 'POST',
		credentials: 'same-origin',
		headers: {
			'Content-Type': 'application/json',
			Nonce: getSettings().storeApi?.nonce ?? '',
		},
		body: JSON.stringify( item ),
	} );
	const body = ( await response.json().catch( () => ( {} ) ) ) as Record<
		string,
		unknown
	>;
	if ( ! response.ok ) {
		throw body as unknown as StoreApiError;
	}
	return body;
}
