/**
 * The validation step's code (checkout_validation) loads on the first Place order. When it cannot load (the connection
 * dropped), nothing is sent, the shopper gets the generic checkout message and the form is usable again.
 */

/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { withMockWoo } from '../../test-utils';
import { placeOrderWithCodeLost } from './code-lost';

vi.mock( '../thunks/validate', () => {
	throw new TypeError( 'Failed to fetch dynamically imported module' );
} );

const { woo } = withMockWoo();

describe( 'the validation code cannot load', () => {
	let cleanup = () => {};
	afterEach( () => cleanup() );

	it( 'sends nothing, says "Something went wrong…" and leaves the checkout idle with its error', async () => {
		const result = await placeOrderWithCodeLost( woo );
		cleanup = result.cleanup;
		expect( result ).toMatchObject( {
			status: 'idle',
			posted: 0,
			hasError: true,
			notices: [
				'Something went wrong. Please contact us to get assistance.',
			],
		} );
	} );
} );
