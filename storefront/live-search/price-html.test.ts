/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { priceFragment } from './price-html';

const html = ( fragment: DocumentFragment ) => {
	const holder = document.createElement( 'div' );
	holder.append( fragment );
	return holder.innerHTML;
};

describe( 'priceFragment', () => {
	it( 'keeps a sale price as WooCommerce prints it: del and ins, amounts, classes, aria-hidden', () => {
		const sale =
			'<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>2.990.000&nbsp;<span class="woocommerce-Price-currencySymbol">₫</span></bdi></span></del> <span class="screen-reader-text">Giá gốc là: 2.990.000 ₫.</span><ins aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>2.490.000&nbsp;<span class="woocommerce-Price-currencySymbol">₫</span></bdi></span></ins>';
		expect( html( priceFragment( sale ) ) ).toBe( sale );
	} );

	it( 'drops every other element and attribute, keeping their text', () => {
		const hostile =
			'<span class="amount" onclick="alert(1)" style="color:red"><a href="javascript:alert(1)">1.500.000 ₫</a></span><img src=x onerror="alert(1)"><script>alert(1)</script><small class="suffix" data-x="1">/ khách</small>';
		const out = html( priceFragment( hostile ) );
		expect( out ).toBe(
			'<span class="amount">1.500.000 ₫</span>alert(1)<small class="suffix">/ khách</small>'
		);
		expect( out ).not.toMatch(
			/onclick|onerror|style|href|<script|<img|<a/
		);
	} );
} );
