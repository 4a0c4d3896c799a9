/** External dependencies */
import { render, screen } from '@testing-library/react';
import { describe, it, expect } from 'vitest';

/** Internal dependencies */
import '../test-utils';
import TotalsRows from '.';

const currency = {
	currency_code: 'VND',
	currency_symbol: '₫',
	currency_minor_unit: 0,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' ₫',
};
const totals = {
	...currency,
	total_items: '19220000',
	total_items_tax: '1922000',
	total_fees: '0',
	total_fees_tax: '0',
	total_discount: '200000',
	total_discount_tax: '20000',
	total_shipping: '30000',
	total_shipping_tax: '2400',
	total_price: '20954400',
	total_tax: '1904400',
	tax_lines: [
		{ name: 'VAT', price: '1524000', rate: '8%' },
		{ name: 'Phí du lịch', price: '380400', rate: '2%' },
	],
};
const settings = { displayCartPricesIncludingTax: false, taxesEnabled: true, displayItemizedTaxes: true };

const text = ( container: HTMLElement ) =>
	[ ...container.querySelectorAll( '.tourfront-totals__row' ) ].map( ( row ) =>
		`${ row.querySelector( '.tourfront-totals__label' )!.textContent }|${ row.querySelector( '.tourfront-totals__value' )!.textContent }`
	);

describe( 'TotalsRows', () => {
	it( 'renders the rows with formatted amounts, the discount negative', () => {
		const { container } = render( <TotalsRows totals={ totals } settings={ settings } needsShipping shippingRateName="Giao hàng tiêu chuẩn" /> );
		expect( text( container ) ).toEqual( [
			'Subtotal|19.220.000 ₫',
			'Discount|-200.000 ₫',
			'Shipping|30.000 ₫',
			'VAT 8%|1.524.000 ₫',
			'Phí du lịch 2%|380.400 ₫',
			'Total|20.954.400 ₫',
		] );
		expect( screen.getByText( 'Giao hàng tiêu chuẩn' ) ).toBeTruthy();
	} );

	it( 'including tax: mentions each tax under the total', () => {
		const { container } = render( <TotalsRows totals={ totals } settings={ { ...settings, displayCartPricesIncludingTax: true } } /> );
		const total = container.querySelector( '.is-total' )!;
		expect( total.textContent ).toContain( 'Including 1.524.000 ₫ in VAT 8%' );
		expect( total.textContent ).toContain( 'Including 380.400 ₫ in Phí du lịch 2%' );
		const single = render( <TotalsRows totals={ totals } settings={ { ...settings, displayCartPricesIncludingTax: true, displayItemizedTaxes: false } } /> );
		expect( single.container.querySelector( '.is-total' )!.textContent ).toContain( 'Including 1.904.400 ₫ in taxes' );
	} );

	it( 'shows extras under their row and a pending text for unknown shipping', () => {
		render(
			<TotalsRows
				totals={ { ...totals, total_shipping: null } }
				settings={ settings }
				needsShipping
				extras={ { discount: <span>chips</span> } }
			/>
		);
		expect( screen.getByText( 'chips' ).closest( '.is-discount' ) ).toBeTruthy();
		expect( screen.getByText( 'Calculated at checkout' ) ).toBeTruthy();
	} );
} );
