/** External dependencies */
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { mountBlock } from './mount-block';

describe( 'mountBlock', () => {
	it( 'renders once into the printed element and drops is-loading', async () => {
		document.body.innerHTML =
			'<div class="wp-block-x is-loading" data-block-name="x"><p>skeleton</p></div>';
		const Hello = () => <p>mounted</p>;
		await act( async () => {
			expect( mountBlock( '[data-block-name="x"]', Hello ) ).toHaveLength(
				1
			);
		} );
		expect( mountBlock( '[data-block-name="x"]', Hello ) ).toHaveLength(
			0
		);
		const element = document.querySelector( '[data-block-name="x"]' )!;
		expect( element.textContent ).toBe( 'mounted' );
		expect( element.classList.contains( 'is-loading' ) ).toBe( false );
	} );
} );
