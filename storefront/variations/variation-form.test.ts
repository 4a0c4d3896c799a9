/** External dependencies */
import { beforeEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { enhance as init } from './enhance';
import { choose, loadVariableProduct } from './test-utils';
import { enhanceVariationForm } from './variation-form';

let form: HTMLFormElement;
let events: string[];

beforeEach( () => {
	form = loadVariableProduct();
	events = [];
	form.addEventListener( 'tourfront:show-variation', ( e ) =>
		events.push(
			`show ${ ( e as CustomEvent ).detail.variation.variation_id }`
		)
	);
	form.addEventListener( 'tourfront:hide-variation', () =>
		events.push( 'hide' )
	);
} );

const variationId = () =>
	( form.querySelector( 'input.variation_id' ) as HTMLInputElement ).value;
const button = () =>
	form.querySelector( '.single_add_to_cart_button' ) as HTMLButtonElement;
const single = () => form.querySelector( '.single_variation' ) as HTMLElement;

describe( 'variation form', () => {
	it( 'shows the pre-selected default variation on load', async () => {
		await init( document );
		await init( document );
		expect( variationId() ).toBe( '36' );
		expect( events ).toEqual( [ 'show 36' ] );
		expect(
			single().querySelector( '.woocommerce-variation-price' )
				?.textContent
		).toContain( '6.490.000' );
		expect( button().classList.contains( 'disabled' ) ).toBe( false );
		expect(
			document.querySelector( '.product_meta .sku' )?.textContent
		).toBe( 'DN-HA-4N3D-HA-NOI' );
	} );

	it( 'switches variation, price and quantity limits with the select', async () => {
		await init( document );
		choose( form, 'da-nang' );
		expect( variationId() ).toBe( '38' );
		expect( single().textContent ).toContain( '4.490.000' );
		expect(
			(
				form.querySelector( 'input.qty' ) as HTMLInputElement
			 ).getAttribute( 'max' )
		).toBe( '6' );
		expect( events ).toEqual( [ 'show 36', 'show 38' ] );
	} );

	it( 'clears the choice with "Clear": no variation, button disabled, reset announced', async () => {
		await init( document );
		( form.querySelector( '.reset_variations' ) as HTMLElement ).click();
		expect( variationId() ).toBe( '' );
		expect( button().classList.contains( 'disabled' ) ).toBe( true );
		expect(
			button().classList.contains( 'wc-variation-selection-needed' )
		).toBe( true );
		expect(
			( form.querySelector( '.reset_variations' ) as HTMLElement ).style
				.visibility
		).toBe( 'hidden' );
		expect(
			form.querySelector( '.reset_variations_alert' )?.textContent
		).toContain( 'Your selection has been reset.' );
		expect( events ).toEqual( [ 'show 36', 'hide' ] );
		expect(
			document.querySelector( '.product_meta .sku' )?.textContent
		).toBe( 'DN-HA-4N3D' );
	} );

	it( 'blocks a submit without a variation and says why', async () => {
		await init( document );
		choose( form, '' );
		let reached = false;
		document.addEventListener( 'submit', () => ( reached = true ), {
			once: true,
		} );
		const event = new SubmitEvent( 'submit', {
			bubbles: true,
			cancelable: true,
		} );
		form.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		expect( reached ).toBe( false );
		expect( single().textContent ).toBe(
			'Please select some product options before adding this product to your cart.'
		);
	} );

	it( 'asks a tour\'s shopper for the departure date, not for "options"', () => {
		// The same form with the departure attribute a tour's variations have.
		const select = form.querySelector( 'select' ) as HTMLSelectElement;
		select.name = 'attribute_pa_ngay-khoi-hanh';
		select.dataset.attribute_name = 'attribute_pa_ngay-khoi-hanh';
		form.dataset.product_variations = (
			form.dataset.product_variations ?? ''
		).replaceAll( 'attribute_pa_khoi-hanh', 'attribute_pa_ngay-khoi-hanh' );
		expect( enhanceVariationForm( form ) ).toBe( true );
		choose( form, '' );
		const event = new SubmitEvent( 'submit', {
			bubbles: true,
			cancelable: true,
		} );
		form.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		expect( single().textContent ).toBe(
			'Please choose a departure date.'
		);
	} );

	it( 'explains an out-of-stock variation', async () => {
		const variations = JSON.parse(
			form.dataset.product_variations ?? '[]'
		);
		variations[ 1 ].is_in_stock = false;
		form.dataset.product_variations = JSON.stringify( variations );
		await init( document );
		choose( form, 'tp-ho-chi-minh' );
		expect( variationId() ).toBe( '37' );
		expect(
			button().classList.contains( 'wc-variation-is-unavailable' )
		).toBe( true );
	} );
} );
