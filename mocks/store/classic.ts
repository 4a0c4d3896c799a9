/**
 * The classic (wc-ajax) cart calls sharing the session with the Store API: a failed add leaves
 * a notice that surfaces in the Store API cart's errors[] as woocommerce_rest_cart_item_error.
 */

/** Internal dependencies */
import { checkTourOfDeparture } from './booking';
import { addItem, removeItem } from './cart';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { escHtml, texturize } from './format';
import { chooseProductOptions } from './messages';
import { permalink } from './product-response';
import type { CartErrorEntry } from './types';

/** Result of a classic add: ok, or the product URL to send the shopper to. */
export type ClassicAddResult = { ok: true } | { ok: false; productUrl: string };

/** A booking's travellers posted beside the form (`tourfront_adults`, `tourfront_children`), when posted. */
function postedBooking( form: Record< string, string > ): {
	tourfront_booking?: unknown;
} {
	return form.tourfront_adults === undefined
		? {}
		: {
				tourfront_booking: {
					adults: form.tourfront_adults,
					children: form.tourfront_children ?? '0',
				},
			};
}

/**
 * ?wc-ajax=add_to_cart (or the product form) with product_id, quantity, optional variation_id / attribute_* fields
 * and, for a tour, the travellers the theme reads (quantity becomes adults + children).
 */
export function classicAddToCart(
	ctx: StoreContext,
	form: Record< string, string >
): ClassicAddResult {
	const id = Number( form.product_id ?? form[ 'add-to-cart' ] ?? 0 );
	const product = ctx.catalogue.get( Number( form.variation_id ) || id );
	const productUrl = product
		? permalink( ctx, ctx.catalogue.parentOf( product ) )
		: ctx.url( '/' );
	if ( product?.type === 'variable' ) {
		const variation = Object.entries( form )
			.filter( ( [ key ] ) => key.startsWith( 'attribute_' ) )
			.map( ( [ attribute, value ] ) => ( { attribute, value } ) );
		if ( ! variation.length ) {
			// WC_Cart::add_to_cart refuses the parent of a variable product and leaves this notice.
			const name = escHtml( product.name );
			ctx.state.cart.notices.push(
				classicNotice( chooseProductOptions( productUrl, name ) )
			);
			return { ok: false, productUrl };
		}
		return tryAdd(
			ctx,
			{
				id,
				quantity: Number( form.quantity ?? 1 ),
				variation,
				...postedBooking( form ),
			},
			productUrl
		);
	}
	if ( product && form.variation_id ) {
		try {
			checkTourOfDeparture( product, id );
		} catch ( error ) {
			if ( error instanceof StoreError ) {
				ctx.state.cart.notices.push( classicNotice( error.message ) );
			}
			return { ok: false, productUrl };
		}
	}
	return tryAdd(
		ctx,
		{
			id: product?.id ?? id,
			quantity: Number( form.quantity ?? 1 ),
			...postedBooking( form ),
		},
		productUrl
	);
}

/** A classic add's error notice as the Store API cart reads it back: texturized, without its markup. */
function classicNotice( message: string ): CartErrorEntry {
	return {
		code: 'woocommerce_rest_cart_item_error',
		message: texturize( message ).replace( /<[^>]*>/g, '' ),
	};
}

function tryAdd(
	ctx: StoreContext,
	request: Parameters< typeof addItem >[ 1 ],
	productUrl: string
): ClassicAddResult {
	try {
		addItem( ctx, request );
		return { ok: true };
	} catch ( error ) {
		if ( error instanceof StoreError ) {
			ctx.state.cart.notices.push( classicNotice( error.message ) );
		}
		return { ok: false, productUrl };
	}
}

/** ?wc-ajax=remove_from_cart: false for an unknown key. */
export function classicRemoveFromCart(
	ctx: StoreContext,
	key: string
): boolean {
	try {
		removeItem( ctx, key );
		return true;
	} catch {
		return false;
	}
}
