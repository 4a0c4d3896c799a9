/** External dependencies */
import { render, act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import '../test-utils';
import { SnackbarList } from './notice-list';
import type { Notice } from '../../data/notices';

const notice = {
	id: 'coupon',
	status: 'success',
	content: 'Đã áp dụng mã giảm giá "HALONG10".',
	context: 'wc/cart',
	type: 'snackbar',
} as unknown as Notice;

afterEach( () => {
	vi.useRealTimers();
	vi.restoreAllMocks();
} );

describe( 'snackbar transition', () => {
	it( 'fades a snackbar in over 500 ms, and out over 500 ms once it is gone, then removes it', () => {
		vi.useFakeTimers();
		const animate = vi.fn();
		HTMLElement.prototype.animate =
			animate as unknown as HTMLElement[ 'animate' ];
		const onDismiss = vi.fn();
		const { container, rerender } = render(
			<SnackbarList notices={ [ notice ] } onDismiss={ onDismiss } />
		);
		expect( animate ).toHaveBeenCalledTimes( 1 );
		const fadeIn = [
			{ opacity: 0, transform: 'translateY(16px)' },
			{ opacity: 1, transform: 'none' },
		];
		expect( animate.mock.calls[ 0 ][ 0 ] ).toEqual( fadeIn );
		expect( animate.mock.calls[ 0 ][ 1 ] ).toMatchObject( {
			duration: 500,
			direction: 'normal',
		} );
		// A render for another reason does not play it again.
		rerender(
			<SnackbarList notices={ [ notice ] } onDismiss={ vi.fn() } />
		);
		expect( animate ).toHaveBeenCalledTimes( 1 );

		rerender( <SnackbarList notices={ [] } onDismiss={ onDismiss } /> );
		const leaving = container.querySelector(
			'.tourfront-snackbar.is-leaving'
		);
		expect( leaving?.textContent ).toBe(
			'Đã áp dụng mã giảm giá "HALONG10".'
		);
		expect( leaving?.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		expect( animate ).toHaveBeenCalledTimes( 2 );
		expect( animate.mock.calls[ 1 ][ 0 ] ).toEqual( fadeIn );
		expect( animate.mock.calls[ 1 ][ 1 ] ).toMatchObject( {
			duration: 500,
			direction: 'reverse',
		} );

		act( () => vi.advanceTimersByTime( 499 ) );
		expect(
			container.querySelector( '.tourfront-snackbar' )
		).not.toBeNull();
		act( () => vi.advanceTimersByTime( 1 ) );
		expect( container.querySelector( '.tourfront-snackbar' ) ).toBeNull();
		delete ( HTMLElement.prototype as { animate?: unknown } ).animate;
	} );
} );
