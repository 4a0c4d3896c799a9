// @vitest-environment node
/**
 * The demo's checkout offers the gateways the shop has on (cash on delivery, bank transfer): the recorded
 * checkout settings still carry the cheque ("Séc") a store seeded before offered, which WooCommerce leaves out
 * once it is off.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { buildSettings } from './settings';

describe( 'payment methods on the demo checkout', () => {
	it( 'are the enabled gateways only, in their order', () => {
		const settings = buildSettings( {
			page: 'checkout',
			isCart: false,
			userId: 0,
			miniCartAssets: { scripts: [], module: '', styles: [] },
		} );
		expect(
			Object.keys( settings.paymentMethodData ?? {} ).sort()
		).toEqual( [ 'bacs', 'cod' ] );
		expect( settings.paymentMethodSortOrder ).toEqual( [ 'cod', 'bacs' ] );
	} );
} );
