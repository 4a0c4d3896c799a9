/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { init } from './index';

afterEach( () => {
	vi.useRealTimers();
	document.body.innerHTML = '';
} );

describe( 'back to top', () => {
	it( 'scrolls to the top in 300 ms (the scrolling code comes with the first click)', async () => {
		vi.useFakeTimers();
		document.body.innerHTML =
			'<a class="back-to-top" href="#top">Lên đầu trang</a>';
		init( document );
		let y = 900;
		vi.spyOn( window, 'scrollY', 'get' ).mockImplementation( () => y );
		const scrollTo = vi.spyOn( window, 'scrollTo' ).mockImplementation( ( (
			_x: number,
			top: number
		) => {
			y = top;
		} ) as never );
		document.querySelector< HTMLElement >( '.back-to-top' )!.click();
		await vi.dynamicImportSettled();
		vi.advanceTimersByTime( 150 );
		expect( y ).toBeGreaterThan( 0 );
		expect( y ).toBeLessThan( 900 );
		vi.advanceTimersByTime( 170 );
		expect( scrollTo ).toHaveBeenLastCalledWith( 0, 0 );
	} );
} );
