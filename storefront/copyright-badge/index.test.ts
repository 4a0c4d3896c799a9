/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { init, withRefurl } from './index';

describe( 'copyright badge', () => {
	it( 'appends refurl with the current address without its query string, once', () => {
		history.replaceState( null, '', '/tour/ha-long/?a=1' );
		document.body.innerHTML =
			'<a class="dmca-badge" href="https://www.dmca.com/Protection/Status.aspx?ID=abc-123">DMCA</a><a href="https://example.com/">x</a>';
		init( document );
		init( document );
		const url = new URL(
			document.querySelector< HTMLAnchorElement >( 'a.dmca-badge' )!.href
		);
		expect( url.searchParams.get( 'ID' ) ).toBe( 'abc-123' );
		expect( url.searchParams.getAll( 'refurl' ) ).toEqual( [
			`${ location.origin }/tour/ha-long/`,
		] );
		expect( location.href ).toContain( '/tour/ha-long/?a=1' );
		expect(
			document.querySelectorAll( 'a' )[ 1 ].getAttribute( 'href' )
		).toBe( 'https://example.com/' );
	} );

	it( 'replaces an old refurl', () => {
		expect(
			withRefurl(
				'https://dmca.com/s?refurl=old',
				'https://dulichviet.vn/a/'
			)
		).toBe(
			'https://dmca.com/s?refurl=https%3A%2F%2Fdulichviet.vn%2Fa%2F'
		);
	} );

	// The order-received key and a shopper's email never reach the badge provider.
	it( 'sends the canonical address, without query string, on an order-received page', () => {
		history.replaceState(
			null,
			'',
			'/thanh-toan/order-received/12/?key=wc_order_abc&email=an%40example.vn#x'
		);
		document.head.innerHTML =
			'<link rel="canonical" href="https://dulichviet.vn/thanh-toan/order-received/12/?key=wc_order_abc" />';
		document.body.innerHTML =
			'<a class="dmca-badge" href="https://www.dmca.com/Protection/Status.aspx?ID=abc">DMCA</a>';
		init( document );
		const refurl = new URL(
			document.querySelector< HTMLAnchorElement >( 'a.dmca-badge' )!.href
		).searchParams.get( 'refurl' );
		expect( refurl ).toBe(
			'https://dulichviet.vn/thanh-toan/order-received/12/'
		);
		document.head.innerHTML = '';
	} );
} );
