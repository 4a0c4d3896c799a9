// @vitest-environment node
/** External dependencies */
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	__unstableResetPaymentMethods,
	getPaymentMethods,
} from '../../registry';
import type { CanMakePaymentArgument } from '../../registry';
import {
	codCanMakePayment,
	registerBuiltinPaymentMethods,
} from './builtin-methods';

const data = {
	cheque: { title: 'Séc', description: 'Gửi séc', supports: [ 'products' ] },
	bacs: {
		title: 'Chuyển khoản ngân hàng',
		description: 'Chuyển khoản',
		supports: [ 'products' ],
	},
	cod: {
		title: 'Thanh toán khi nhận hàng (COD)',
		description: 'Tiền mặt',
		enableForVirtual: true,
		enableForShippingMethods: [],
		supports: [ 'products' ],
	},
};

const arg = ( needsShipping: boolean, rates: Record< string, string > = {} ) =>
	( {
		cartNeedsShipping: needsShipping,
		selectedShippingMethods: rates,
	} ) as unknown as CanMakePaymentArgument;

afterEach( () => __unstableResetPaymentMethods() );

describe( 'registerBuiltinPaymentMethods', () => {
	it( 'registers cod, bacs and cheque from paymentMethodData', () => {
		expect( registerBuiltinPaymentMethods( data ) ).toEqual( [
			'cod',
			'bacs',
			'cheque',
		] );
		const methods = getPaymentMethods();
		expect( methods.bacs ).toMatchObject( {
			ariaLabel: 'Chuyển khoản ngân hàng',
			paymentMethodId: 'bacs',
		} );
		expect( registerBuiltinPaymentMethods( data ) ).toEqual( [] );
	} );

	it( 'applies the COD rules', () => {
		expect( codCanMakePayment( data.cod, arg( false ) ) ).toBe( true );
		expect(
			codCanMakePayment(
				{ ...data.cod, enableForVirtual: false },
				arg( false )
			)
		).toBe( false );
		const onlyFlat = {
			...data.cod,
			enableForShippingMethods: [ 'flat_rate' ],
		};
		expect(
			codCanMakePayment( onlyFlat, arg( true, { 0: 'flat_rate:1' } ) )
		).toBe( true );
		expect(
			codCanMakePayment(
				onlyFlat,
				arg( true, { 0: 'pickup_location:0' } )
			)
		).toBe( false );
	} );
} );
