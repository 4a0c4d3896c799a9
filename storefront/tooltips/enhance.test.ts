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
		document.body.innerHTML = '<button data-tooltip="Giá đã gồm VAT" title="x">?</button>';
		init( document );
		init( document );
		const trigger = document.querySelector( 'button' )!;
		expect( trigger.hasAttribute( 'title' ) ).toBe( false );
		trigger.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		vi.advanceTimersByTime( 699 );
		expect( document.querySelector( '[role=tooltip]' ) ).toBeNull();
		vi.advanceTimersByTime( 1 );
		expect( document.querySelectorAll( '[role=tooltip]' ) ).toHaveLength( 1 );
		expect( document.querySelector( '[role=tooltip]' )!.textContent ).toBe( 'Giá đã gồm VAT' );
		expect( trigger.getAttribute( 'aria-describedby' ) ).toBe( document.querySelector( '[role=tooltip]' )!.id );
		trigger.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		expect( document.querySelector( '[role=tooltip]' ) ).toBeNull();
	} );
} );
