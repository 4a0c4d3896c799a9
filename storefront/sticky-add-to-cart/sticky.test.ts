/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhance as init, stickyState } from './sticky';

function rect( bottom: number ): DOMRect {
	return {
		top: bottom - 500,
		bottom,
		left: 0,
		right: 0,
		width: 0,
		height: 500,
		x: 0,
		y: bottom - 500,
		toJSON: () => '',
	};
}

beforeEach( () => {
	vi.useFakeTimers();
	document.body.innerHTML = `<div class="product"><div class="summary entry-summary"><form class="cart"></form></div></div>
		<section class="storefront-sticky-add-to-cart"><a href="/product/x/?add-to-cart=11" class="storefront-sticky-add-to-cart__content-button button alt">Add to cart</a></section>`;
} );

afterEach( () => {
	vi.useRealTimers();
} );

describe( 'stickyState', () => {
	it( 'is active past the trigger, inactive when coming back above it', () => {
		expect( stickyState( -1, false ) ).toBe( 'active' );
		expect( stickyState( 10, true ) ).toBe( 'inactive' );
		expect( stickyState( 10, false ) ).toBe( 'idle' );
	} );
} );

describe( 'sticky add-to-cart bar', () => {
	it( 'slides in after scrolling past the summary and out when scrolling back', async () => {
		const summary = document.querySelector(
			'.entry-summary'
		) as HTMLElement;
		let bottom = 600;
		summary.getBoundingClientRect = () => rect( bottom );
		init( document );
		const bar = document.querySelector(
			'.storefront-sticky-add-to-cart'
		) as HTMLElement;
		expect( bar.className ).toBe( 'storefront-sticky-add-to-cart' );
		bottom = -20;
		window.dispatchEvent( new Event( 'scroll' ) );
		await vi.advanceTimersByTimeAsync( 20 );
		expect(
			bar.classList.contains(
				'storefront-sticky-add-to-cart--slideInDown'
			)
		).toBe( true );
		bottom = 300;
		window.dispatchEvent( new Event( 'scroll' ) );
		await vi.advanceTimersByTimeAsync( 20 );
		expect(
			bar.classList.contains(
				'storefront-sticky-add-to-cart--slideInDown'
			)
		).toBe( false );
		expect(
			bar.classList.contains(
				'storefront-sticky-add-to-cart--slideOutUp'
			)
		).toBe( true );
	} );
} );

describe( 'the sticky bar’s code', () => {
	it( 'loads on the first scroll, not before, and then follows the scroll', async () => {
		vi.resetModules();
		const summary = document.querySelector(
			'.entry-summary'
		) as HTMLElement;
		summary.getBoundingClientRect = () => rect( -20 );
		const { enhance: boot } = await import( './on-scroll' );
		boot( document );
		await vi.dynamicImportSettled();
		await vi.advanceTimersByTimeAsync( 20 );
		const bar = document.querySelector(
			'.storefront-sticky-add-to-cart'
		) as HTMLElement;
		expect( bar.className ).toBe( 'storefront-sticky-add-to-cart' );
		window.dispatchEvent( new Event( 'scroll' ) );
		await vi.waitFor( () =>
			expect(
				bar.classList.contains(
					'storefront-sticky-add-to-cart--slideInDown'
				)
			).toBe( true )
		);
	} );
} );
