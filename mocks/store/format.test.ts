// @vitest-environment node
/**
 * Formatting helpers: wc_price markup, number_format, esc_html, texturize, search normalisation.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { USD, VND } from '../fixtures/settings';
import {
	escHtml,
	formatNumber,
	normaliseSearchText,
	priceHtml,
	productPriceHtml,
	texturize,
} from './format';

describe( 'format', () => {
	it( 'formats VND and USD amounts from minor units', () => {
		expect( formatNumber( 20954400, VND ) ).toBe( '20.954.400' );
		expect( formatNumber( 5, USD ) ).toBe( '0.05' );
		expect( formatNumber( -123456789, USD ) ).toBe( '-1,234,567.89' );
		expect( priceHtml( 2490000, VND, { bdi: true } ) ).toBe(
			'<span class="woocommerce-Price-amount amount"><bdi>2.490.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span>'
		);
		expect( priceHtml( 2490, USD ) ).toBe(
			'<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&#36;</span>24.90</span>'
		);
	} );

	it( 'prints sale and range prices as WooCommerce does (records 05, 06)', () => {
		expect(
			productPriceHtml(
				{ regular: 2990000, active: 2490000, onSale: true },
				VND
			)
		).toBe(
			'<del aria-hidden="true"><span class="woocommerce-Price-amount amount">2.990.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></span></del> <span class="screen-reader-text">Original price was: 2.990.000&nbsp;&#8363;.</span><ins aria-hidden="true"><span class="woocommerce-Price-amount amount">2.490.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></span></ins><span class="screen-reader-text">Current price is: 2.490.000&nbsp;&#8363;.</span>'
		);
		expect(
			productPriceHtml(
				{
					regular: 0,
					active: 0,
					onSale: false,
					range: { min: 4490000, max: 6490000 },
				},
				VND
			)
		).toBe(
			'<span class="woocommerce-Price-amount amount" aria-hidden="true">4.490.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></span> <span aria-hidden="true">&ndash;</span> <span class="woocommerce-Price-amount amount" aria-hidden="true">6.490.000&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></span><span class="screen-reader-text">Price range: 4.490.000&nbsp;&#8363; through 6.490.000&nbsp;&#8363;</span>'
		);
	} );

	it( 'escapes like esc_html (keeping entities) and texturizes dashes', () => {
		expect( escHtml( 'Tour "A" & <b>B</b> &amp; C\'s' ) ).toBe(
			'Tour &quot;A&quot; &amp; &lt;b&gt;B&lt;/b&gt; &amp; C&#039;s'
		);
		expect( texturize( 'Sa Pa - Fansipan & Co' ) ).toBe(
			'Sa Pa &#8211; Fansipan &#038; Co'
		);
	} );

	it( 'normalises search text: no tags, accents, case or punctuation', () => {
		expect(
			normaliseSearchText(
				'<p>Tour <strong>Hạ Long</strong> – Đảo Tuần Châu!</p>'
			)
		).toBe( 'tour ha long dao tuan chau' );
	} );
} );
