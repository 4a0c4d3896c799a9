// @vitest-environment node
/**
 * The recorded pages' sanitiser: every run-dependent value becomes a fixed placeholder of the same
 * length, and nothing else changes.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	FIXED_ORIGIN,
	orderShuffledLists,
	placeholder,
	sanitizePage,
} from './sanitize';

const origin = 'http://127.0.0.1:8083';
const clean = ( html: string, extra = {} ) =>
	sanitizePage( html, { origin, ...extra } );

describe( 'sanitizePage', () => {
	it( 'writes every form of the origin as the fixed one', () => {
		const html = `<a href="${ origin }/shop/">x</a> {"root":"http:\\/\\/127.0.0.1:8083\\/wp-json\\/"} ?redirect_to=http%3A%2F%2F127.0.0.1%3A8083%2Fmy-account%2F`;
		expect( clean( html ) ).toBe(
			`<a href="${ FIXED_ORIGIN }/shop/">x</a> {"root":"http:\\/\\/127.0.0.1:8080\\/wp-json\\/"} ?redirect_to=http%3A%2F%2F127.0.0.1%3A8080%2Fmy-account%2F`
		);
	} );

	it( 'replaces nonces in hidden inputs, URLs, JSON and the nonce middleware, keeping their length', () => {
		const html = [
			'<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="66129b6e35" />',
			'<input type="hidden" value="abc123" name="_wpnonce" />',
			'<a href="/my-account/customer-logout/?_wpnonce=063e44992d">',
			'<a href="/cart/?remove_item=f457&#038;_wpnonce=9a8b7c6d5e">',
			'{"storeApi":{"nonce":"d07c0e4359","nonceTimestamp":1795483118},"wcStoreApiNonceTimestamp":"1795483118"}',
			'wp.apiFetch.nonceMiddleware = wp.apiFetch.createNonceMiddleware( "a1b2c3d4e5" );',
			'{"headers":{"Nonce":"d07c0e4359","Cart-Token":"eyJ0eXAi.eyJ1c2VyX2lk.sig-_x"}}',
		].join( '\n' );
		const out = clean( html );
		for ( const secret of [
			'66129b6e35',
			'abc123',
			'063e44992d',
			'9a8b7c6d5e',
			'd07c0e4359',
			'1795483118',
			'a1b2c3d4e5',
			'eyJ0eXAi',
		] ) {
			expect( out ).not.toContain( secret );
		}
		expect( out ).toContain( 'value="xxxxxxxxxx"' );
		expect( out ).toContain( '"nonceTimestamp":1111111111' );
		expect( out ).toContain( 'createNonceMiddleware( "xxxxxxxxxx" )' );
		expect( out ).toContain( 'remove_item=f457&#038;_wpnonce=xxxxxxxxxx' );
		expect( out ).toHaveLength( html.length );
	} );

	it( 'keeps values that are not secrets', () => {
		const html =
			'<input type="hidden" name="post_type" value="product" /> {"cart_hash":"abc","key":"f457c545"} ?ver=4.6.2';
		expect( clean( html ) ).toBe( html );
	} );

	it( "replaces order keys, uniqid() field ids, the recording day and the run's order numbers", () => {
		const html = [
			'/checkout/order-received/102/?key=wc_order_rKcWaZpMnS2FS',
			'<li class="woocommerce-order-overview__order order">Order number: <strong>102</strong></li>',
			'<a href="/my-account/view-order/87/" aria-label="View order number 87">#87</a>',
			'<time datetime="2026-11-24T01:10:41+00:00">November 24, 2026</time> 24/11/2026',
			'<input id="quantity_6512bd43d9caa" /> 102 items, posted 2026-10-20',
		].join( '\n' );
		const out = clean( html, {
			orderIds: [ 102, 87 ],
			recordedAt: new Date( 2026, 10, 24, 9 ),
		} );
		expect( out ).toBe(
			[
				'/checkout/order-received/999/?key=wc_order_xxxxxxxxxxxxx',
				'<li class="woocommerce-order-overview__order order">Order number: <strong>999</strong></li>',
				'<a href="/my-account/view-order/88/" aria-label="View order number 88">#88</a>',
				'<time datetime="2000-01-01T00:00:00+00:00">January 1, 2000</time> 01/01/2000',
				'<input id="quantity_xxxxxxxxxxxxx" /> 102 items, posted 2026-10-20',
			].join( '\n' )
		);
	} );

	it( 'makes placeholders of the same length, numbers staying numbers', () => {
		expect( placeholder( '1795483118' ) ).toBe( '1111111111' );
		expect( placeholder( 'd07c0e4359' ) ).toBe( 'xxxxxxxxxx' );
	} );
} );

describe( 'orderShuffledLists', () => {
	it( 'lists related products by id and moves the first / last column classes with the order', () => {
		const li = ( id: number, position = '' ) =>
			`<li class="product type-product post-${ id } status-publish${ position ? ` ${ position }` : '' } instock">x${ id }</li>`;
		const html = `<section class="related products"><h2>R</h2><ul class="products columns-3">\n${ li( 52, 'first' ) }\n${ li( 50 ) }\n${ li( 68, 'last' ) }\n</ul></section>`;
		expect( orderShuffledLists( html ) ).toBe(
			`<section class="related products"><h2>R</h2><ul class="products columns-3">\n${ li( 50, 'first' ) }\n${ li( 52 ) }\n${ li( 68, 'last' ) }\n</ul></section>`
		);
		const shop = `<ul class="products columns-3">${ li( 52, 'first' ) }${ li( 50 ) }</ul>`;
		expect( orderShuffledLists( shop ) ).toBe( shop );
	} );
} );
