/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhance as init } from './enhance';

const TABLE =
	'<table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table"><tr><td>#70</td></tr></table>';

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'orders table', () => {
	it( 'scrolls sideways on touch devices', () => {
		vi.spyOn( navigator, 'maxTouchPoints', 'get' ).mockReturnValue( 5 );
		document.body.innerHTML = TABLE;
		init( document );
		init( document );
		const wrapper = document.querySelector< HTMLElement >(
			'.tourfront-table-scroll'
		)!;
		expect(
			document.querySelectorAll( '.tourfront-table-scroll' )
		).toHaveLength( 1 );
		expect( wrapper.style.overflowX ).toBe( 'auto' );
		expect( wrapper.firstElementChild?.tagName ).toBe( 'TABLE' );
	} );

	it( 'is left alone without touch', () => {
		vi.spyOn( navigator, 'maxTouchPoints', 'get' ).mockReturnValue( 0 );
		document.body.innerHTML = TABLE;
		init( document );
		expect(
			document.querySelector( '.tourfront-table-scroll' )
		).toBeNull();
	} );
} );
