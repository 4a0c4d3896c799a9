/** External dependencies */
import { describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { init } from './index';
import { enhance } from './enhance';

vi.mock( './enhance', () => ( { enhance: vi.fn() } ) );

function fragment( html: string ): HTMLElement {
	const root = document.createElement( 'div' );
	root.innerHTML = html;
	return root;
}

describe( 'listing loader', () => {
	it( 'leaves a product form’s quantity to storefront/quantity, and loads for another quantity field', async () => {
		const tourPage = fragment(
			'<form class="cart"><div class="quantity"><input type="number" class="qty" value="1" min="1" /></div></form>'
		);
		const listing = fragment(
			'<ul class="products"><li><input type="text" class="qty" value="0" min="1" /></li></ul>'
		);
		// In this order: had the first started a load, its enhance would run first.
		init( tourPage );
		init( listing );
		await vi.waitFor( () => expect( enhance ).toHaveBeenCalled() );
		expect( vi.mocked( enhance ).mock.calls ).toEqual( [ [ listing ] ] );
	} );
} );
