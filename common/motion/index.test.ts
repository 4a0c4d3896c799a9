/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { scrollToY } from '.';

afterEach( () => {
	vi.useRealTimers();
	window.scrollTo( 0, 0 );
} );

describe( 'scrollToY', () => {
	it( 'ends on a target that moved while scrolling', () => {
		vi.useFakeTimers();
		window.scrollTo( 0, 0 );
		let target = 1000;
		const scrollTo = vi.spyOn( window, 'scrollTo' );
		const done = vi.fn();
		scrollToY( () => target, 500, done );
		vi.advanceTimersByTime( 200 );
		target = 1012;
		vi.advanceTimersByTime( 350 );
		expect( scrollTo ).toHaveBeenLastCalledWith( 0, 1012 );
		expect( done ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'still takes a plain number', () => {
		vi.useFakeTimers();
		const scrollTo = vi.spyOn( window, 'scrollTo' );
		scrollToY( 300, 300 );
		vi.advanceTimersByTime( 350 );
		expect( scrollTo ).toHaveBeenLastCalledWith( 0, 300 );
	} );
} );
