/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { lazyInit } from './lazy';

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'lazyInit', () => {
	it( 'loads the feature only when its markup is present', async () => {
		const enhance = vi.fn();
		const load = vi.fn( () => Promise.resolve( { enhance } ) );
		const init = lazyInit( '.tourfront-toc', load );
		document.body.innerHTML = '<p>Không có mục lục</p>';
		init( document );
		expect( load ).not.toHaveBeenCalled();

		document.body.innerHTML = '<nav class="tourfront-toc"></nav>';
		init( document );
		expect( load ).toHaveBeenCalledTimes( 1 );
		await vi.waitFor( () =>
			expect( enhance ).toHaveBeenCalledWith( document )
		);
	} );

	it( 'runs the real TOC through its index', async () => {
		document.body.innerHTML =
			'<div class="entry-content"><nav class="tourfront-toc"><button class="tourfront-toc__toggle" aria-expanded="true">Ẩn</button><ol class="tourfront-toc__list"></ol></nav><h2>Kinh nghiệm đi Hạ Long</h2></div>';
		const { init } = await import( '../toc/index' );
		init( document );
		await vi.dynamicImportSettled();
		await vi.waitFor( () =>
			expect( document.querySelector( 'h2' )!.id ).toBe(
				'kinh-nghiem-di-ha-long'
			)
		);
	} );
} );
