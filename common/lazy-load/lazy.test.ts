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
} );
