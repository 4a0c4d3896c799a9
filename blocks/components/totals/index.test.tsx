/** External dependencies */
import { render, screen } from '@testing-library/react';
import { describe, it, expect } from 'vitest';

/** Internal dependencies */
import '../test-utils';
import TotalsRows from '.';
import {
	RECORDED_TOTALS,
	RECORDED_ROWS_ITEMIZED,
	totalsRowsText,
} from '../test-fixtures';

const totals = RECORDED_TOTALS;
const settings = {
	displayCartPricesIncludingTax: false,
	taxesEnabled: true,
	displayItemizedTaxes: true,
};

const text = totalsRowsText;

describe( 'TotalsRows', () => {
	it( 'renders the rows with formatted amounts, the discount negative', () => {
		const { container } = render(
			<TotalsRows
				totals={ totals }
				settings={ settings }
				needsShipping
				shippingRateName="Giao hàng tiêu chuẩn"
			/>
		);
		expect( text( container ) ).toEqual( RECORDED_ROWS_ITEMIZED );
		expect( screen.getByText( 'Giao hàng tiêu chuẩn' ) ).toBeTruthy();
	} );

	it( 'including tax: mentions each tax under the total', () => {
		const { container } = render(
			<TotalsRows
				totals={ totals }
				settings={ {
					...settings,
					displayCartPricesIncludingTax: true,
				} }
			/>
		);
		const total = container.querySelector( '.is-total' )!;
		expect( total.textContent ).toContain(
			'Including 1.524.000 ₫ in VAT 8%'
		);
		expect( total.textContent ).toContain(
			'Including 380.400 ₫ in Phí du lịch 2%'
		);
		const single = render(
			<TotalsRows
				totals={ totals }
				settings={ {
					...settings,
					displayCartPricesIncludingTax: true,
					displayItemizedTaxes: false,
				} }
			/>
		);
		expect(
			single.container.querySelector( '.is-total' )!.textContent
		).toContain( 'Including 1.904.400 ₫ in taxes' );
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
		expect(
			screen.getByText( 'chips' ).closest( '.is-discount' )
		).toBeTruthy();
		expect( screen.getByText( 'Calculated at checkout' ) ).toBeTruthy();
	} );
} );
