/**
 * A variable product's form without WooCommerce's jQuery script: the attribute selects pick the
 * matching variation from `data-product_variations`, its price, availability and description show
 * in `.single_variation`, `variation_id` is set, the add-to-cart button is enabled or explains why
 * not, "Clear" resets the choice, and `tourfront:show-variation` / `tourfront:hide-variation` tell
 * the gallery.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { DEPARTURE_SELECT_SELECTOR } from '../booking/constants';
import { HIDE_VARIATION_EVENT, SHOW_VARIATION_EVENT } from './constants';
import {
	findMatchingVariations,
	isComplete,
	isOptionAvailable,
	isPurchasable,
	parseVariations,
	type ProductVariation,
} from './variation-match';

function paragraph( doc: Document, text: string ): HTMLParagraphElement {
	const p = doc.createElement( 'p' );
	p.setAttribute( 'role', 'alert' );
	p.textContent = text;
	return p;
}

function variationMarkup( variation: ProductVariation ): string {
	return `<div class="woocommerce-variation-description">${ variation.variation_description ?? '' }</div><div class="woocommerce-variation-price">${
		variation.price_html ?? ''
	}</div><div class="woocommerce-variation-availability">${ variation.availability_html ?? '' }</div>`;
}

/** Enhances one `form.variations_form`; false when its variations are not in the markup. */
export function enhanceVariationForm( form: HTMLFormElement ): boolean {
	const variations = parseVariations( form.dataset.product_variations );
	if ( ! variations ) {
		return false;
	}
	const doc = form.ownerDocument;
	const selects = Array.from(
		form.querySelectorAll< HTMLSelectElement >( '.variations select' )
	);
	const single = form.querySelector< HTMLElement >( '.single_variation' );
	const variationId = form.querySelector< HTMLInputElement >(
		'input.variation_id, input[name="variation_id"]'
	);
	const button = form.querySelector< HTMLElement >(
		'.single_add_to_cart_button'
	);
	const wrapper = form.querySelector< HTMLElement >(
		'.woocommerce-variation-add-to-cart'
	);
	const reset = form.querySelector< HTMLElement >( '.reset_variations' );
	const resetAlert = form.querySelector< HTMLElement >(
		'.reset_variations_alert'
	);
	const quantity = form.querySelector< HTMLInputElement >( 'input.qty' );
	const sku =
		form
			.closest( '.product' )
			?.querySelector< HTMLElement >( '.product_meta .sku' ) ?? null;
	const originalSku = sku?.textContent ?? '';
	let shown: ProductVariation | null = null;
	// What is missing, in a tour's words when it is only the departure date ("các tùy chọn" says nothing).
	const missing = () =>
		selects.every(
			( select ) =>
				select.value || select.matches( DEPARTURE_SELECT_SELECTOR )
		)
			? __( 'Please choose a departure date.', 'tourfront' )
			: __(
					'Please select some product options before adding this product to your cart.',
					'tourfront'
				);
	let blocked: string = missing();

	const nameOf = ( select: HTMLSelectElement ) =>
		select.dataset.attribute_name || select.name;
	const chosen = () =>
		Object.fromEntries(
			selects.map( ( select ) => [ nameOf( select ), select.value ] )
		);

	function setButton( enabled: boolean, reason: string ): void {
		blocked = reason;
		button?.classList.toggle( 'disabled', ! enabled );
		button?.classList.toggle(
			'wc-variation-selection-needed',
			! enabled && ! shown
		);
		button?.classList.toggle(
			'wc-variation-is-unavailable',
			! enabled && !! shown
		);
		button?.setAttribute( 'aria-disabled', String( ! enabled ) );
		wrapper?.classList.toggle(
			'woocommerce-variation-add-to-cart-enabled',
			enabled
		);
		wrapper?.classList.toggle(
			'woocommerce-variation-add-to-cart-disabled',
			! enabled
		);
	}

	function hide(): void {
		const wasShown = shown;
		shown = null;
		if ( variationId ) {
			variationId.value = '';
		}
		if ( sku ) {
			sku.textContent = originalSku;
		}
		if ( wasShown ) {
			form.dispatchEvent(
				new CustomEvent( HIDE_VARIATION_EVENT, { bubbles: true } )
			);
		}
	}

	function show( variation: ProductVariation ): void {
		shown = variation;
		if ( variationId ) {
			variationId.value = String( variation.variation_id );
		}
		if ( single ) {
			single.innerHTML = variationMarkup( variation );
		}
		if ( sku && variation.sku ) {
			sku.textContent = variation.sku;
		}
		if ( quantity ) {
			quantity.setAttribute( 'min', String( variation.min_qty ?? 1 ) );
			if ( variation.max_qty !== undefined && variation.max_qty !== '' ) {
				quantity.setAttribute( 'max', String( variation.max_qty ) );
			} else {
				quantity.removeAttribute( 'max' );
			}
		}
		form.dispatchEvent(
			new CustomEvent( SHOW_VARIATION_EVENT, {
				bubbles: true,
				detail: { variation },
			} )
		);
	}

	function update(): void {
		const choice = chosen();
		for ( const select of selects ) {
			for ( const option of Array.from( select.options ) ) {
				option.disabled =
					!! option.value &&
					! isOptionAvailable(
						variations as ProductVariation[],
						choice,
						nameOf( select ),
						option.value
					);
			}
		}
		if ( reset ) {
			reset.style.visibility = Object.values( choice ).some( Boolean )
				? 'visible'
				: 'hidden';
		}
		if ( ! isComplete( choice ) ) {
			hide();
			single?.replaceChildren();
			setButton( false, missing() );
			return;
		}
		const match = findMatchingVariations(
			variations as ProductVariation[],
			choice
		)[ 0 ];
		if ( ! match ) {
			hide();
			const text = __(
				'Sorry, no products matched your selection. Please choose a different combination.',
				'tourfront'
			);
			single?.replaceChildren( paragraph( doc, text ) );
			setButton( false, text );
			return;
		}
		show( match );
		if ( isPurchasable( match ) ) {
			setButton( true, '' );
		} else {
			const text = __(
				'Sorry, this product is unavailable. Please choose a different combination.',
				'tourfront'
			);
			if ( ! match.variation_is_visible && single ) {
				single.replaceChildren( paragraph( doc, text ) );
			}
			setButton( false, text );
		}
	}

	for ( const select of selects ) {
		select.addEventListener( 'change', () => {
			if ( resetAlert ) {
				resetAlert.textContent = '';
			}
			update();
		} );
	}
	reset?.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		for ( const select of selects ) {
			select.value = '';
		}
		update();
		if ( resetAlert ) {
			resetAlert.textContent = __(
				'Your selection has been reset. Please select some product options before adding this product to your cart.',
				'tourfront'
			);
		}
		selects[ 0 ]?.focus();
	} );
	// Capture: runs before the in-place and loading handlers, which then see the prevented submit.
	form.addEventListener(
		'submit',
		( event ) => {
			if ( button?.classList.contains( 'disabled' ) ) {
				event.preventDefault();
				event.stopImmediatePropagation();
				single?.replaceChildren( paragraph( doc, blocked ) );
			}
		},
		true
	);
	update();
	return true;
}
