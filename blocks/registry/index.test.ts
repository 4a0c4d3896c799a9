/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { checkoutApi, installGlobal, registerPaymentMethod } from './index';

describe( 'installGlobal', () => {
	it( 'exposes the same functions on window.tourfront.checkout, once', () => {
		const api = installGlobal();
		expect( window.tourfront?.checkout ).toBe( checkoutApi );
		expect( api.registerPaymentMethod ).toBe( registerPaymentMethod );
		expect( installGlobal() ).toBe( api );
		expect( Object.isFrozen( api ) ).toBe( true );
	} );
} );
