/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhance as init } from './enhance';

afterEach( () => {
	vi.useRealTimers();
	document.body.innerHTML = '';
} );

describe( 'lazy tooltips', () => {
	it( 'show after 700 ms of hover and hide on leave', () => {
		vi.useFakeTimers();
		document.body.innerHTML =
			'<button data-tooltip="Giá đã gồm VAT" title="x">?</button>';
		init( document );
		init( document );
		const trigger = document.querySelector( 'button' )!;
		expect( trigger.hasAttribute( 'title' ) ).toBe( false );
		trigger.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		vi.advanceTimersByTime( 699 );
		expect( document.querySelector( '[role=tooltip]' ) ).toBeNull();
		vi.advanceTimersByTime( 1 );
		expect( document.querySelectorAll( '[role=tooltip]' ) ).toHaveLength(
			1
		);
		expect( document.querySelector( '[role=tooltip]' )!.textContent ).toBe(
			'Giá đã gồm VAT'
		);
		expect( trigger.getAttribute( 'aria-describedby' ) ).toBe(
			document.querySelector( '[role=tooltip]' )!.id
		);
		trigger.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		expect( document.querySelector( '[role=tooltip]' ) ).toBeNull();
	} );

	it( 'follow their trigger every 500 ms while shown, and stop once hidden', () => {
		vi.useFakeTimers();
		document.body.innerHTML =
			'<button data-tooltip="Giá đã gồm VAT">?</button>';
		init( document );
		const trigger = document.querySelector( 'button' )!;
		let top = 100;
		const rect = vi
			.spyOn( trigger, 'getBoundingClientRect' )
			.mockImplementation(
				() => ( { left: 40, top, width: 20, height: 20 } ) as DOMRect
			);
		trigger.dispatchEvent( new FocusEvent( 'focus' ) );
		const bubble =
			document.querySelector< HTMLElement >( '[role=tooltip]' )!;
		expect( [ bubble.style.left, bubble.style.top ] ).toEqual( [
			'50px',
			'100px',
		] );
		// An image loads above: the trigger moves down 240 px.
		top = 340;
		vi.advanceTimersByTime( 499 );
		expect( bubble.style.top ).toBe( '100px' );
		vi.advanceTimersByTime( 1 );
		expect( bubble.style.top ).toBe( '340px' );
		trigger.dispatchEvent( new FocusEvent( 'blur' ) );
		const reads = rect.mock.calls.length;
		vi.advanceTimersByTime( 2000 );
		expect( rect.mock.calls.length ).toBe( reads );
	} );
} );
