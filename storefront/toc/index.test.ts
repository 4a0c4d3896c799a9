/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { init } from '.';

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'toc init', () => {
	it( 'loads the TOC through its lazy index when an article carries one', async () => {
		document.body.innerHTML =
			'<div class="entry-content"><nav class="tourfront-toc"><button class="tourfront-toc__toggle" aria-expanded="true">Ẩn</button><ol class="tourfront-toc__list"></ol></nav><h2>Kinh nghiệm đi Hạ Long</h2></div>';
		init( document );
		await vi.dynamicImportSettled();
		await vi.waitFor( () =>
			expect( document.querySelector( 'h2' )!.id ).toBe(
				'kinh-nghiem-di-ha-long'
			)
		);
	} );
} );
