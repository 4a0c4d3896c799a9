/** External dependencies */
import { beforeEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { enhance as init } from './enhance';

beforeEach( () => {
	document.body.innerHTML = `<form class="cart"><div class="quantity">
		<input type="number" class="input-text qty text" name="quantity" value="1" min="1" max="2" step="1" /></div></form>
		<form class="cart"><div class="quantity hidden"><input type="number" class="qty" name="quantity" value="1" /></div></form>
		<form class="cart"><div class="quantity"><input type="number" class="qty" name="quantity" value="0.5" step="0.5" /></div></form>`;
} );

const buttons = ( index: number ) => {
	const wrapper = document.querySelectorAll( '.quantity' )[ index ];
	return {
		input: wrapper.querySelector( 'input' ) as HTMLInputElement,
		minus: wrapper.querySelector( '.minus' ) as HTMLButtonElement,
		plus: wrapper.querySelector( '.plus' ) as HTMLButtonElement,
	};
};

describe( 'quantity buttons', () => {
	it( 'adds labelled minus and plus buttons once, not to hidden quantities', () => {
		init( document );
		init( document );
		expect( document.querySelectorAll( '.minus' ) ).toHaveLength( 2 );
		expect( buttons( 0 ).minus.getAttribute( 'aria-label' ) ).toBe(
			'Decrease quantity'
		);
		expect( buttons( 1 ).plus ).toBeNull();
	} );

	it( 'raises a product quantity below its minimum on load, hidden ones too, but never a cart line', () => {
		document.body.innerHTML = `<form class="cart"><div class="quantity"><input type="number" class="qty" id="a" value="0" min="2" /></div></form>
			<form class="cart"><div class="quantity hidden"><input type="number" class="qty" id="b" value="1" min="3" /></div></form>
			<form class="woocommerce-cart-form"><div class="quantity"><input type="number" class="qty" id="c" value="0" min="1" /></div></form>`;
		init( document );
		const value = ( id: string ) =>
			( document.getElementById( id ) as HTMLInputElement ).value;
		expect( [ value( 'a' ), value( 'b' ), value( 'c' ) ] ).toEqual( [
			'2',
			'3',
			'0',
		] );
	} );

	it( 'steps within the limits and fires change', () => {
		init( document );
		const { input, minus, plus } = buttons( 0 );
		let changes = 0;
		input.addEventListener( 'change', () => changes++ );
		plus.click();
		plus.click();
		expect( input.value ).toBe( '2' );
		expect( changes ).toBe( 1 );
		minus.click();
		minus.click();
		expect( input.value ).toBe( '1' );
	} );

	it( 'keeps the step decimals', () => {
		init( document );
		const { input, plus, minus } = buttons( 2 );
		plus.click();
		expect( input.value ).toBe( '1' );
		plus.click();
		expect( input.value ).toBe( '1.5' );
		minus.click();
		minus.click();
		minus.click();
		minus.click();
		expect( input.value ).toBe( '0' );
	} );
} );
