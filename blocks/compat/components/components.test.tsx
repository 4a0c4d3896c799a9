/**
 * `wc.blocksComponents`: WooCommerce's components with their props, drawn by the theme's own, their
 * field errors in the page's `wc/store/validation` store.
 */

/** External dependencies */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** WordPress dependencies */
import { dispatch, select } from '@wordpress/data';

/** Internal dependencies */
import { validationStore } from '../../data/validation';
import { blocksComponents } from '.';
import { getCurrencyFromPriceResponse } from '../../../common/money';
import { VND_CURRENCY } from '../../../common/money/test-fixtures';

const C = blocksComponents;
const VND = getCurrencyFromPriceResponse( VND_CURRENCY );

afterEach( () => {
	dispatch( validationStore ).clearValidationErrors();
	document.body.innerHTML = '';
} );

describe( 'wc.blocksComponents', () => {
	it( 'draws totals rows as the theme’s, amounts in minor units', () => {
		const { container } = render(
			<C.TotalsWrapper>
				<C.TotalsItem
					label="Bảo hiểm du lịch"
					value={ 50000 }
					currency={ VND }
					description="Mỗi khách"
				/>
				<C.Subtotal
					currency={ VND }
					values={ { total_items: '2490000', total_items_tax: '0' } }
				/>
				<C.TotalsFees
					currency={ VND }
					cartFees={ [
						{
							key: 'fee',
							name: 'Phí dịch vụ',
							totals: { total: '10000', total_tax: '0' },
						},
					] }
				/>
				<C.TotalsItem label="Điểm" value={ <b>120</b> } />
			</C.TotalsWrapper>
		);
		const rows = [
			...container.querySelectorAll( '.wc-block-components-totals-item' ),
		].map( ( row ) => row.textContent );
		expect( rows ).toEqual( [
			'Bảo hiểm du lịch50.000 ₫Mỗi khách',
			'Subtotal2.490.000 ₫',
			'Phí dịch vụ10.000 ₫',
			'Điểm120',
		] );
		expect(
			container.querySelector( '.tourfront-totals' )?.children
		).toHaveLength( 4 );
		expect( render( <C.TotalsWrapper /> ).container.innerHTML ).toBe( '' );
	} );

	it( 'keeps a text input’s error in wc/store/validation under its id', () => {
		const onChange = vi.fn();
		render(
			<C.ValidatedTextInput
				id="test-extension-code"
				label="Mã giới thiệu"
				value=""
				required
				onChange={ onChange }
			/>
		);
		const input = screen.getByLabelText( /Mã giới thiệu/ );
		expect(
			select( 'wc/store/validation' ).getValidationError(
				'test-extension-code'
			)
		).toMatchObject( { hidden: true } );
		act( () => {
			fireEvent.blur( input );
		} );
		expect(
			select( 'wc/store/validation' ).getValidationError(
				'test-extension-code'
			)?.hidden
		).toBe( false );
		fireEvent.change( input, { target: { value: 'ABC' } } );
		expect( onChange ).toHaveBeenCalledWith( 'ABC' );
	} );

	it( 'shows a stored error under a field with ValidationInputError', () => {
		act( () => {
			dispatch( validationStore ).setValidationErrors( {
				'test-extension-optin': {
					message: 'Vui lòng đánh dấu ô nhận tin để tiếp tục.',
				},
			} );
		} );
		render(
			<C.ValidationInputError propertyName="test-extension-optin" />
		);
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Vui lòng đánh dấu ô nhận tin để tiếp tục.'
		);
	} );

	it( 'a checkbox reports its state, children inside its label', () => {
		const onChange = vi.fn();
		render(
			<C.CheckboxControl
				label="Nhận tin"
				checked={ false }
				onChange={ onChange }
			>
				<em>ưu đãi</em>
			</C.CheckboxControl>
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Nhận tin ưu đãi' } )
		);
		expect( onChange ).toHaveBeenCalledWith( true );
	} );

	it( 'a panel opens, a button and a label draw WooCommerce’s props', () => {
		render(
			<>
				<C.Panel title="Chi tiết" hasBorder>
					<p>Nội dung</p>
				</C.Panel>
				<C.Button showSpinner onClick={ () => undefined }>
					Thêm bảo hiểm
				</C.Button>
				<C.Label label="3 khách" screenReaderLabel="Ba khách" />
			</>
		);
		expect( screen.queryByText( 'Nội dung' ) ).toBeNull();
		fireEvent.click( screen.getByRole( 'button', { name: 'Chi tiết' } ) );
		expect( screen.getByText( 'Nội dung' ) ).toBeTruthy();
		const button = screen.getByRole( 'button', { name: 'Thêm bảo hiểm' } );
		expect( button.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect( button.getAttribute( 'type' ) ).toBe( 'button' );
		expect( screen.getByText( 'Ba khách' ).className ).toBe(
			'screen-reader-text'
		);
	} );

	it( 'a text input reports its value, its label floating once it has one', () => {
		const onChange = vi.fn();
		const { rerender } = render(
			<C.TextInput label="Mã quà tặng" value="" onChange={ onChange } />
		);
		const input = screen.getByLabelText( 'Mã quà tặng' );
		fireEvent.change( input, { target: { value: 'QUA2026' } } );
		expect( onChange ).toHaveBeenCalledWith( 'QUA2026' );
		expect( input.parentElement?.className ).not.toContain( 'is-active' );
		rerender(
			<C.TextInput
				label="Mã quà tặng"
				value="QUA2026"
				onChange={ onChange }
			/>
		);
		expect( input.parentElement?.className ).toContain( 'is-active' );
	} );
} );
