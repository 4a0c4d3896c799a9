/**
 * Stands in for WooCommerce's form handler: a `form.cart` post (or a `?add-to-cart=ID` link followed
 * without JavaScript enhancement) adds the tour to the mock store, then the page is loaded again with
 * WooCommerce's notice "“Tour” has been added to your cart." and a View cart link.
 */

/** WordPress dependencies */
import { __, _n } from '@wordpress/i18n';

/** Internal dependencies */
import { sprintf } from './i18n';
import { addItem, type StoreApiError } from './store-api';
import { escapeHtml, queueNotice, showNotice } from './notices';

function decode( html: string ): string {
	const textarea = document.createElement( 'textarea' );
	textarea.innerHTML = html;
	return textarea.value;
}

function productName( productId: number ): string {
	const title = document.querySelector(
		`#product-${ productId } .product_title`
	)?.textContent;
	const loop = document.querySelector(
		`.post-${ productId } .woocommerce-loop-product__title`
	)?.textContent;
	return ( title ?? loop ?? '' ).trim();
}

/** WooCommerce's `wc_add_to_cart_message()`. */
export function addedMessage( name: string, quantity: number ): string {
	const titled =
		quantity > 1
			? `${ quantity } &times; &ldquo;${ escapeHtml( name ) }&rdquo;`
			: `&ldquo;${ escapeHtml( name ) }&rdquo;`;
	/* translators: %s: product name */
	const text = sprintf(
		_n(
			'%s has been added to your cart.',
			'%s have been added to your cart.',
			quantity,
			'tourfront'
		),
		titled
	);
	return `<a href="/cart/" tabindex="1" class="button wc-forward">${ escapeHtml( __( 'View cart', 'tourfront' ) ) }</a> ${ text }`;
}

async function add(
	productId: number,
	quantity: number,
	variationId: number,
	variation: AddItemVariation[]
): Promise< boolean > {
	try {
		await addItem( {
			id: variationId || productId,
			quantity,
			...( variation.length ? { variation } : {} ),
		} );
		queueNotice( {
			type: 'success',
			html: addedMessage( productName( productId ), quantity ),
		} );
		return true;
	} catch ( error ) {
		const message =
			( error as StoreApiError ).message ??
			__( 'Sorry, this product cannot be purchased.', 'tourfront' );
		showNotice( { type: 'error', html: escapeHtml( decode( message ) ) } );
		return false;
	}
}

type AddItemVariation = { attribute: string; value: string };

/** Handles a submitted `form.cart` that nothing else handled. */
export function onCartFormSubmit( event: SubmitEvent ): void {
	const form = event.target as HTMLFormElement;
	if ( event.defaultPrevented || ! form.matches?.( 'form.cart' ) ) {
		return;
	}
	event.preventDefault();
	const data = new FormData( form );
	const submitter = event.submitter as HTMLButtonElement | null;
	const variationId = Number( data.get( 'variation_id' ) ?? 0 );
	if ( form.classList.contains( 'variations_form' ) && ! variationId ) {
		showNotice( {
			type: 'error',
			html: escapeHtml(
				__(
					'Please choose product options by visiting the product page.',
					'tourfront'
				)
			),
		} );
		return;
	}
	const productId = Number(
		data.get( 'add-to-cart' ) ??
			submitter?.value ??
			form.dataset.product_id ??
			0
	);
	const quantity = Math.max( 1, Number( data.get( 'quantity' ) ?? 1 ) || 1 );
	const variation: AddItemVariation[] = [];
	data.forEach( ( value, key ) => {
		if ( key.startsWith( 'attribute_' ) && value ) {
			variation.push( {
				attribute: key.slice( 'attribute_'.length ),
				value: String( value ),
			} );
		}
	} );
	add( productId, quantity, variationId, variation ).then( ( ok ) => {
		// WooCommerce redirects (PRG) to the product page after a successful post.
		if ( ok ) {
			window.location.assign(
				window.location.pathname + window.location.search
			);
		} else {
			submitter?.classList.remove( 'loading' );
		}
	} );
}

/** Handles `?add-to-cart=ID` in the page URL (a link followed without the in-place script). */
export async function handleAddToCartQuery(): Promise< void > {
	const url = new URL( window.location.href );
	const id = Number( url.searchParams.get( 'add-to-cart' ) );
	if ( ! id ) {
		return;
	}
	const quantity = Math.max(
		1,
		Number( url.searchParams.get( 'quantity' ) ?? 1 ) || 1
	);
	url.searchParams.delete( 'add-to-cart' );
	url.searchParams.delete( 'quantity' );
	if (
		await add(
			id,
			quantity,
			Number( url.searchParams.get( 'variation_id' ) ?? 0 ),
			[]
		)
	) {
		window.location.replace( url.pathname + url.search + url.hash );
	}
}
