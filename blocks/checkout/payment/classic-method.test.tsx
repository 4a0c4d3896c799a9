/** External dependencies */
import { cloneElement, isValidElement, type ReactElement } from 'react';
import {
	cleanup,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import {
	__unstableResetPaymentMethods,
	getPaymentMethods,
} from '../../registry';
import { registerBuiltinPaymentMethods } from './builtin-methods';
import { readFieldValues, restoreFieldValues } from './classic-fields';
import type { EventRegistration } from './method-props';
import { TESTPAY } from './test-fixtures';
import { restoreStandardNodeName } from '../../data/notices/test-utils';

// DOMPurify is imported lazily, on the first classic fields shown: fix happy-dom before that.
beforeAll( restoreStandardNodeName );
// Each test's fields alone on the page: a select left by the one before would take this one's change.
afterEach( () => {
	cleanup();
	__unstableResetPaymentMethods();
} );

/** Renders a registered method's label and content with `eventRegistration`. */
async function renderMethod(
	name: string,
	eventRegistration: EventRegistration
) {
	await waitFor( () => expect( getPaymentMethods()[ name ] ).toBeDefined() );
	const method = getPaymentMethods()[ name ];
	const content = isValidElement( method.content )
		? cloneElement( method.content as ReactElement, { eventRegistration } )
		: null;
	return render(
		<>
			{ method.label }
			{ content }
		</>
	);
}

describe( 'classic gateways', () => {
	it( 'registers a gateway the server marks classic, not one with a blocks integration', async () => {
		registerBuiltinPaymentMethods( {
			bacs: { title: 'Chuyển khoản', description: '', supports: [] },
			tourfront_test_redirect: TESTPAY,
			stripe: { title: 'Thẻ', description: '', supports: [] },
		} );
		await waitFor( () =>
			expect( Object.keys( getPaymentMethods() ) ).toEqual( [
				'bacs',
				'tourfront_test_redirect',
			] )
		);
		expect( getPaymentMethods().tourfront_test_redirect ).toMatchObject( {
			ariaLabel: 'TestPay',
			placeOrderButtonLabel: 'Tiếp tục đến TestPay',
		} );
		expect( getPaymentMethods().stripe ).toBeUndefined();
	} );

	it( 'shows title, icon, description, the fields without scripts and the redirect line', async () => {
		registerBuiltinPaymentMethods( { tourfront_test_redirect: TESTPAY } );
		const onPaymentSetup = vi.fn( () => () => undefined );
		const { container } = await renderMethod( 'tourfront_test_redirect', {
			onPaymentSetup,
		} as unknown as EventRegistration );
		expect( screen.getByText( 'TestPay' ) ).toBeTruthy();
		expect(
			(
				await screen.findByRole( 'img', { name: 'TestPay' } )
			).getAttribute( 'src' )
		).toBe( 'https://shop.example/icon.svg' );
		expect(
			await screen.findByText( TESTPAY.redirectNotice )
		).toBeTruthy();
		const select = await screen.findByRole( 'combobox', {
			name: 'Ngân hàng',
		} );
		// Once: payment_fields() prints the description, as on WooCommerce's classic checkout.
		expect( screen.getAllByText( TESTPAY.description ) ).toHaveLength( 1 );
		expect( select.getAttribute( 'onchange' ) ).toBeNull();
		expect( container.querySelector( 'script' ) ).toBeNull();
	} );

	it( 'sends the chosen values as payment data when the order is placed', async () => {
		registerBuiltinPaymentMethods( { tourfront_test_redirect: TESTPAY } );
		let observer: ( () => unknown ) | undefined;
		const onPaymentSetup = vi.fn( ( fn: () => unknown ) => {
			observer = fn;
			return () => undefined;
		} );
		await renderMethod( 'tourfront_test_redirect', {
			onPaymentSetup,
		} as unknown as EventRegistration );
		const select = await screen.findByRole( 'combobox', {
			name: 'Ngân hàng',
		} );
		fireEvent.change( select, { target: { value: 'vcb' } } );
		await waitFor( () => expect( observer ).toBeDefined() );
		expect( observer?.() ).toEqual( {
			type: 'success',
			meta: { paymentMethodData: { tourfront_test_bank: 'vcb' } },
		} );
	} );
} );

describe( 'readFieldValues / restoreFieldValues', () => {
	it( 'reads what a form would post and puts it back', () => {
		const root = document.createElement( 'div' );
		root.innerHTML =
			'<input name="a" value="1"><input type="checkbox" name="b" value="yes">' +
			'<input type="radio" name="c" value="x"><input type="radio" name="c" value="y" checked>' +
			'<input name="d" value="off" disabled><textarea name="e">note</textarea>';
		expect( readFieldValues( root ) ).toEqual( {
			a: '1',
			c: 'y',
			e: 'note',
		} );
		restoreFieldValues( root, { a: '2', b: 'yes', c: 'x', e: 'khác' } );
		expect( readFieldValues( root ) ).toEqual( {
			a: '2',
			b: 'yes',
			c: 'x',
			e: 'khác',
		} );
	} );
} );
