/**
 * The in-place cart calls: add (from a loop button or a form's fields), remove and a fragments refresh,
 * each queued, with the page's fragment targets blocked while pending and the fragments applied.
 */

/** Internal dependencies */
import { postWcAjax } from './wc-ajax';
import { getCookie } from '../../common/cookie';
import { applyFragments, blockElements, type Fragments } from './fragments';
import { cartQueue } from './queue';

/** What `?wc-ajax=add_to_cart` and `remove_from_cart` answer. */
export interface CartCallAnswer {
	error?: boolean;
	product_url?: string;
	fragments?: Fragments;
	cart_hash?: string;
}

/** The add-to-cart payload of a loop button: every data attribute, named without `data-`. */
export function buttonPayload( button: Element ): Record< string, string > {
	const payload: Record< string, string > = {};
	for ( const attribute of Array.from( button.attributes ) ) {
		if ( attribute.name.startsWith( 'data-' ) ) {
			payload[ attribute.name.slice( 5 ) ] = attribute.value;
		}
	}
	return payload;
}

/**
 * The payload of an add-to-cart form sent in place: its fields, with `add-to-cart` sent as
 * `product_id` (the variation's id when one is chosen, as WooCommerce's handler expects).
 */
export function formPayload(
	form: HTMLFormElement,
	submitter?: HTMLElement | null
): Record< string, string > {
	const payload: Record< string, string > = {};
	new FormData( form ).forEach( ( value, key ) => {
		if ( typeof value === 'string' ) {
			payload[ key ] = value;
		}
	} );
	const productId =
		payload[ 'add-to-cart' ] ||
		( submitter as HTMLButtonElement | null )?.value ||
		form.dataset.product_id ||
		'';
	delete payload[ 'add-to-cart' ];
	const variationId = Number( payload.variation_id ) || 0;
	payload.product_id = variationId ? String( variationId ) : productId;
	payload.quantity = payload.quantity || '1';
	return payload;
}

/** WooCommerce's cart hash cookie: set with every cart change, absent for an empty cart. */
export function currentCartHash(): string {
	return getCookie( 'woocommerce_cart_hash' ) ?? '';
}

/** An add whose answer was lost or unreadable; `hashBefore` is the cart hash just before it was sent. */
export class AddAnswerLost extends Error {
	constructor( readonly hashBefore: string ) {
		super( 'add_to_cart: no usable answer' );
	}
}

/** Sends one add to cart through the queue; resolves with the answer (rejects with AddAnswerLost). */
export function sendAddToCart(
	payload: Record< string, string >
): Promise< CartCallAnswer > {
	return cartQueue.enqueue( async () => {
		// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- blocking is the side effect wanted before the request.
		const unblock = blockElements();
		// Read here, not at the click: adds queued before this one change the cart too.
		const hashBefore = currentCartHash();
		try {
			const answer = await postWcAjax< CartCallAnswer >(
				'add_to_cart',
				payload
			).catch( () => {
				throw new AddAnswerLost( hashBefore );
			} );
			if ( answer && ! answer.error && answer.fragments ) {
				applyFragments( answer.fragments );
			}
			return answer ?? {};
		} finally {
			unblock();
		}
	} );
}

/** Sends one remove through the queue; `item` is greyed out meanwhile. */
export function sendRemoveFromCart(
	cartItemKey: string,
	item?: Element | null
): Promise< CartCallAnswer > {
	return cartQueue.enqueue( async () => {
		// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- blocking is the side effect wanted before the request.
		const unblock = blockElements( item ? [ item ] : [] );
		try {
			const answer = await postWcAjax< CartCallAnswer >(
				'remove_from_cart',
				{ cart_item_key: cartItemKey }
			);
			if ( answer?.fragments ) {
				applyFragments( answer.fragments );
			}
			return answer ?? {};
		} finally {
			unblock();
		}
	} );
}

/** Asks for the current fragments (`get_refreshed_fragments`, as WooCommerce's cart-fragments.js does) and applies them. */
export function refreshFragments(): Promise< CartCallAnswer > {
	return cartQueue.enqueue( async () => {
		const answer = await postWcAjax< CartCallAnswer >(
			'get_refreshed_fragments',
			{}
		);
		if ( answer?.fragments ) {
			applyFragments( answer.fragments );
		}
		return answer ?? {};
	} );
}
