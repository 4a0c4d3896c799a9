/**
 * The checkout's mount point keeps its skeleton's reserved height (`is-loading`) until the block's first
 * render is on screen: dropped earlier, the short skeleton let the footer into view for a frame (CLS).
 */

/** External dependencies */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import '../cart/test-utils';
import { withMockWoo } from '../data/test-utils';
import checkoutSettings from '../../mocks/site/data/wc-settings-checkout.json';

withMockWoo();

afterEach( () => {
	document.body.innerHTML = '';
	delete window.tourfrontSettings;
} );

describe( 'checkout mount', () => {
	it( 'drops is-loading only once the block has rendered, and mounts once', async () => {
		window.tourfrontSettings =
			checkoutSettings as unknown as typeof window.tourfrontSettings;
		document.body.innerHTML =
			'<div class="wp-block-tourfront-checkout is-loading" data-block-name="tourfront/checkout"><div class="tourfront-skeleton"></div></div>';
		const { mount } = await import( '.' );
		const element = document.querySelector(
			'.wp-block-tourfront-checkout'
		)!;
		mount();
		mount();
		expect( element.classList.contains( 'is-loading' ) ).toBe( true );
		await waitFor( () =>
			expect( element.querySelector( '.tourfront-skeleton' ) ).toBeNull()
		);
		await waitFor( () =>
			expect( element.classList.contains( 'is-loading' ) ).toBe( false )
		);
		expect( element.hasAttribute( 'data-tourfront-mounted' ) ).toBe( true );
	} );
} );
