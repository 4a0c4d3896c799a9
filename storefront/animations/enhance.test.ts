/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhance as init, offsetToRootMargin } from './enhance';

type Callback = (
	entries: Array< { isIntersecting: boolean; target: Element } >
) => void;

function fakeObserver() {
	const observers: Array< {
		callback: Callback;
		options: IntersectionObserverInit;
		targets: Element[];
	} > = [];
	class FakeIntersectionObserver {
		targets: Element[] = [];
		constructor( callback: Callback, options: IntersectionObserverInit ) {
			observers.push( { callback, options, targets: this.targets } );
		}
		observe( target: Element ) {
			this.targets.push( target );
		}
		unobserve() {}
		disconnect() {}
	}
	vi.stubGlobal( 'IntersectionObserver', FakeIntersectionObserver );
	return observers;
}

afterEach( () => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
} );

describe( 'scroll animations', () => {
	it( 'use a 101 % offset and mark the element animated 300 ms after it shows', () => {
		vi.useFakeTimers();
		const observers = fakeObserver();
		document.body.innerHTML =
			'<div data-animate="fadeInUp" id="box"></div>';
		init( document );
		init( document );
		expect( observers ).toHaveLength( 1 );
		expect( observers[ 0 ].options.rootMargin ).toBe( '0px 0px 1% 0px' );
		expect( offsetToRootMargin( 101 ) ).toBe( '0px 0px 1% 0px' );
		const box = document.getElementById( 'box' )!;
		expect( box.classList.contains( 'is-animating' ) ).toBe( false );
		observers[ 0 ].callback( [ { isIntersecting: true, target: box } ] );
		expect( box.classList.contains( 'is-animating' ) ).toBe( true );
		expect( box.dataset.animated ).toBeUndefined();
		vi.advanceTimersByTime( 300 );
		expect( box.dataset.animated ).toBe( 'true' );
	} );

	it( 'are skipped with reduced motion', () => {
		const observers = fakeObserver();
		vi.spyOn( window, 'matchMedia' ).mockReturnValue( {
			matches: true,
		} as MediaQueryList );
		document.body.innerHTML =
			'<div data-animate="fadeInUp" id="box"></div>';
		init( document );
		const box = document.getElementById( 'box' )!;
		observers[ 0 ].callback( [ { isIntersecting: true, target: box } ] );
		expect( box.classList.contains( 'is-animating' ) ).toBe( false );
		expect( box.dataset.animated ).toBe( 'true' );
	} );
} );
