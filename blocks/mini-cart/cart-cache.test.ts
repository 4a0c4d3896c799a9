/** External dependencies */
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { keepCart, keptCart } from './cart-cache';

const setHash = ( hash: string | null ) => {
	document.cookie = hash
		? `woocommerce_cart_hash=${ hash }; path=/`
		: 'woocommerce_cart_hash=; path=/; max-age=0';
};

afterEach( () => {
	setHash( null );
	sessionStorage.clear();
} );

describe( 'the cart kept for the next page', () => {
	it( 'is the last cart shown on a page with the same cart hash', () => {
		setHash( 'a1' );
		keepCart( { items_count: 2 } );
		keepCart( { items_count: 3 } );
		expect( keptCart() ).toEqual( { items_count: 3 } );
	} );

	it( 'is nothing once the cart hash changed (another cart) or is gone (an empty cart)', () => {
		setHash( 'a1' );
		keepCart( { items_count: 2 } );
		setHash( 'b2' );
		expect( keptCart() ).toBeUndefined();
		setHash( null );
		keepCart( { items_count: 0 } );
		expect( sessionStorage.getItem( 'tourfront-cart' ) ).toBeNull();
		expect( keptCart() ).toBeUndefined();
	} );

	it( 'survives a storage that answers garbage', () => {
		setHash( 'a1' );
		sessionStorage.setItem( 'tourfront-cart', '{' );
		expect( keptCart() ).toBeUndefined();
	} );
} );
