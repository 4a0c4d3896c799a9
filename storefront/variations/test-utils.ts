/**
 * Test helpers: the variable product page as WooCommerce + Storefront printed it (recorded page 05,
 * product 35), with variation 38 given an image of its own so swaps can be seen.
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The image variation 38 gets. */
export const DA_NANG_IMAGE = {
	src: '/wp-content/uploads/da-nang-416x312.png',
	srcset: '/wp-content/uploads/da-nang-416x312.png 416w',
	sizes: '(max-width: 416px) 100vw, 416px',
	title: 'Đà Nẵng',
	caption: '',
	alt: 'Cầu Vàng, Đà Nẵng',
	full_src: '/wp-content/uploads/da-nang.png',
	full_src_w: 1200,
	full_src_h: 900,
	thumb_src: '/wp-content/uploads/da-nang-324x324.png',
	gallery_thumbnail_src: '/wp-content/uploads/da-nang-100x100.png',
};

/** Puts the product into the document; returns its form. */
export function loadVariableProduct(): HTMLFormElement {
	document.body.innerHTML = readFileSync(
		resolve( __dirname, 'fixtures/product-variable-35.html' ),
		'utf8'
	);
	const form = document.querySelector(
		'form.variations_form'
	) as HTMLFormElement;
	// happy-dom's parser misses `selected='selected'` after another option; browsers do not.
	for ( const option of Array.from(
		form.querySelectorAll< HTMLOptionElement >( 'option[selected]' )
	) ) {
		option.selected = true;
	}
	const variations = JSON.parse( form.dataset.product_variations ?? '[]' );
	variations[ 2 ].image = DA_NANG_IMAGE;
	form.dataset.product_variations = JSON.stringify( variations );
	return form;
}

/** Chooses `value` in the form's departure select. */
export function choose( form: HTMLFormElement, value: string ): void {
	const select = form.querySelector( 'select' ) as HTMLSelectElement;
	select.value = value;
	select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}
