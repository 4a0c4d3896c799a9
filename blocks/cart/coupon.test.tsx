/** External dependencies */
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { describe, it, expect, vi } from 'vitest';

/** Internal dependencies */
import './test-utils';
import CouponForm from './coupon-form';
import CouponChips from './coupon-chips';

describe( 'CouponForm', () => {
	it( 'starts closed; applies the trimmed code and clears the field on success', async () => {
		const onApply = vi.fn().mockResolvedValue( true );
		render( <CouponForm onApply={ onApply } isApplying={ false } /> );
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add a coupon' } )
		);
		const input = screen.getByRole( 'textbox', {
			name: 'Enter code',
		} ) as HTMLInputElement;
		const apply = screen.getByRole( 'button', {
			name: 'Apply',
		} ) as HTMLButtonElement;
		expect( apply.disabled ).toBe( true );
		fireEvent.change( input, { target: { value: '  giam10 ' } } );
		fireEvent.click( apply );
		expect( onApply ).toHaveBeenCalledWith( 'giam10' );
		await waitFor( () => expect( input.value ).toBe( '' ) );
	} );

	it( 'keeps the code after a failure and is blocked while applying', async () => {
		const onApply = vi.fn().mockResolvedValue( false );
		const { rerender } = render(
			<CouponForm onApply={ onApply } isApplying={ false } />
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add a coupon' } )
		);
		const input = screen.getByRole( 'textbox' ) as HTMLInputElement;
		fireEvent.change( input, { target: { value: 'KHONGCO' } } );
		fireEvent.submit( input.form! );
		await waitFor( () => expect( onApply ).toHaveBeenCalledTimes( 1 ) );
		expect( input.value ).toBe( 'KHONGCO' );
		rerender( <CouponForm onApply={ onApply } isApplying /> );
		expect( input.disabled ).toBe( true );
		fireEvent.submit( input.form! );
		expect( onApply ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'CouponChips', () => {
	it( 'lists the applied coupons as removable chips', () => {
		const onRemove = vi.fn();
		render(
			<CouponChips
				coupons={ [
					{ code: 'giam10', label: 'giam10' },
					{ code: 'freeship', label: 'freeship' },
				] }
				removing=""
				onRemove={ onRemove }
			/>
		);
		fireEvent.keyDown(
			screen.getByRole( 'button', { name: 'Remove "freeship"' } ),
			{ key: 'Backspace' }
		);
		expect( onRemove ).toHaveBeenCalledWith( 'freeship' );
	} );

	it( 'blocks removal while one is in flight; nothing without coupons', () => {
		const onRemove = vi.fn();
		const { container, rerender } = render(
			<CouponChips
				coupons={ [ { code: 'giam10', label: 'giam10' } ] }
				removing="giam10"
				onRemove={ onRemove }
			/>
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove "giam10"' } )
		);
		expect( onRemove ).not.toHaveBeenCalled();
		rerender(
			<CouponChips coupons={ [] } removing="" onRemove={ onRemove } />
		);
		expect( container.innerHTML ).toBe( '' );
	} );
} );
