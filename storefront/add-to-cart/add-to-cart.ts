/**
 * In-place add to cart from loop buttons (`.ajax_add_to_cart`) and from forms shown in place (the
 * quick view), and the mini-cart's remove links, with these fallbacks: an answer with
 * `error` and `product_url` goes to the product; a failed remove follows the link. The shopper's
 * feedback (fragments, the button's "added" state and "View cart") comes first, then WooCommerce's
 * events for plugins (common/cart-events), which also tell the mini-cart and the cart store.
 */

/** Internal dependencies */
import {
	fireCartAction,
	mayAddToCart,
	wooCommerceHandlesAddToCart,
} from '../../common/cart-events';
import type { ForeignCartChange } from '../../common/cart-events/listen';
import { getSettings } from '../../common/settings';
import { navigateTo } from '../../common/safe-url';
import { announce } from '../../common/live-region';
import { markAdded, markIdle, markLoading } from './button-state';
import {
	AddAnswerLost,
	buttonPayload,
	currentCartHash,
	formPayload,
	refreshFragments,
	sendAddToCart,
	sendRemoveFromCart,
	type CartCallAnswer,
} from './cart-calls';
import { applyFragments } from './fragments';

/** What happens after an add answer: 'added', or where the browser went / stayed ('vetoed': a plugin said no). */
export type AddOutcome = 'added' | 'product' | 'cart' | 'failed' | 'vetoed';

/** Plugins may stop an add; the others hear that it is on its way. */
function startAdd(
	button: HTMLElement,
	payload: Record< string, string >
): boolean {
	if ( ! mayAddToCart( button ) ) {
		markIdle( button );
		return false;
	}
	fireCartAction( {
		type: 'adding',
		source: 'wc-ajax',
		button,
		data: payload,
	} );
	return true;
}

function settle(
	answer: CartCallAnswer,
	button: HTMLElement,
	productId: number
): AddOutcome {
	if ( answer.error ) {
		markIdle( button );
		if ( answer.product_url ) {
			navigateTo( answer.product_url );
			return 'product';
		}
		return 'failed';
	}
	const shop = getSettings().shop;
	if ( shop?.cart_redirect_after_add === 'yes' ) {
		navigateTo( shop.cart_url || '/cart/' );
		return 'cart';
	}
	markAdded( button );
	announce( button.dataset.success_message ?? '' );
	fireCartAction( {
		type: 'added',
		source: 'wc-ajax',
		fragments: answer.fragments ?? {},
		cartHash: answer.cart_hash,
		productId,
		button,
	} );
	return 'added';
}

/**
 * After an add without a usable answer (dropped connection, a 500 or a PHP warning after the add was
 * made), asks the cart itself: its hash moved since the add was sent when the add went through. Null
 * when the cart could not be read either.
 */
async function cartAfterLostAnswer(
	error: unknown
): Promise< { added: boolean; answer: CartCallAnswer } | null > {
	const hashBefore =
		error instanceof AddAnswerLost ? error.hashBefore : currentCartHash();
	try {
		const answer = await refreshFragments();
		return answer.fragments
			? { added: ( answer.cart_hash ?? '' ) !== hashBefore, answer }
			: null;
	} catch {
		return null;
	}
}

/**
 * Adds `payload` in place for `button`. When the answer is lost the cart is read to tell whether the add
 * happened; when it did not, `onFailed` is told whether the cart could be read (`true`: it surely did not).
 */
async function addInPlace(
	button: HTMLElement,
	payload: Record< string, string >,
	onFailed?: ( cartRead: boolean ) => void
): Promise< AddOutcome > {
	markLoading( button );
	if ( ! startAdd( button, payload ) ) {
		return 'vetoed';
	}
	const productId = Number( payload.product_id );
	try {
		return settle( await sendAddToCart( payload ), button, productId );
	} catch ( error ) {
		const after = await cartAfterLostAnswer( error );
		if ( after?.added ) {
			return settle( after.answer, button, productId );
		}
		markIdle( button );
		onFailed?.( after !== null );
		return 'failed';
	}
}

/** Adds a loop button's product in place. */
export async function addButtonToCart(
	button: HTMLElement
): Promise< AddOutcome > {
	return addInPlace( button, buttonPayload( button ), ( cartRead ) => {
		// The button's own link adds the plain way, but only when the cart shows the add never happened:
		// following it after an add that did happen would add the tour twice.
		const href = button.getAttribute( 'href' );
		if ( cartRead && href ) {
			navigateTo( href );
		}
	} );
}

/** Adds a form's product in place (forms shown in place, such as the quick view's). */
export async function addFormToCart(
	form: HTMLFormElement,
	button: HTMLElement
): Promise< AddOutcome > {
	return addInPlace( button, formPayload( form, button ) );
}

/** Removes a mini-cart item in place; any failure follows the link (a full page request). */
export async function removeFromCart(
	link: HTMLAnchorElement
): Promise< boolean > {
	const key = link.dataset.cart_item_key ?? '';
	try {
		const answer = await sendRemoveFromCart( key, link.closest( 'li' ) );
		if ( ! answer.fragments ) {
			navigateTo( link.href );
			return false;
		}
		fireCartAction( {
			type: 'removed',
			source: 'wc-ajax',
			fragments: answer.fragments,
			cartHash: answer.cart_hash,
			button: link,
			productId: Number( link.dataset.product_id ) || undefined,
		} );
		return true;
	} catch {
		navigateTo( link.href );
		return false;
	}
}

/**
 * Answers a cart change another script announced, as WooCommerce's scripts would (see
 * storefront/mini-cart/woocommerce-events.ts): with fragments, they are applied (unless WooCommerce's
 * add-to-cart.js is on the page and does it) and the rest of that action's events fire; otherwise fresh
 * fragments are fetched, then `wc_fragments_refreshed`.
 */
export async function answerForeignChange(
	change: ForeignCartChange
): Promise< void > {
	if (
		change.type === 'refresh' ||
		change.via === 'dom' ||
		! change.fragments
	) {
		const answer = await refreshFragments();
		if ( answer.fragments ) {
			fireCartAction( {
				type: 'fragments-refreshed',
				source: 'wc-ajax',
				fragments: answer.fragments,
				cartHash: answer.cart_hash,
			} );
		}
		return;
	}
	if ( ! wooCommerceHandlesAddToCart() ) {
		applyFragments( change.fragments );
		if ( change.type === 'added' && change.button instanceof HTMLElement ) {
			markAdded( change.button );
		}
	}
	fireCartAction( {
		type: change.type,
		source: 'wc-ajax',
		fragments: change.fragments,
		cartHash: change.cartHash,
		button: change.button,
		external: 'jquery',
	} );
}
