/** External dependencies */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import WhenNear from '.';

/** An IntersectionObserver the test drives: `report( true )` says the watched place came near. */
function fakeObserver() {
	const watched: {
		callback: IntersectionObserverCallback;
		options?: IntersectionObserverInit;
		element?: Element;
	}[] = [];
	vi.stubGlobal(
		'IntersectionObserver',
		class {
			constructor(
				callback: IntersectionObserverCallback,
				options?: IntersectionObserverInit
			) {
				watched.push( { callback, options } );
			}
			observe( element: Element ) {
				watched.at( -1 )!.element = element;
			}
			disconnect() {}
		}
	);
	const report = ( isIntersecting: boolean ) =>
		act( () =>
			watched.forEach( ( w ) =>
				w.callback(
					[
						{
							isIntersecting,
							target: w.element!,
						} as IntersectionObserverEntry,
					],
					{} as IntersectionObserver
				)
			)
		);
	return { watched, report };
}

afterEach( () => {
	cleanup();
	vi.unstubAllGlobals();
} );

describe( 'WhenNear', () => {
	it( 'renders its children only when their place comes near the viewport', () => {
		const { watched, report } = fakeObserver();
		const { container } = render(
			<WhenNear>
				<p>Terms</p>
			</WhenNear>
		);
		expect( screen.queryByText( 'Terms' ) ).toBeNull();
		expect( watched[ 0 ].element ).toBe(
			container.querySelector( '.tourfront-when-near' )
		);
		expect( watched[ 0 ].options?.rootMargin ).toBe( '400px 0px' );
		report( false );
		expect( screen.queryByText( 'Terms' ) ).toBeNull();
		report( true );
		expect( screen.getByText( 'Terms' ) ).not.toBeNull();
		expect( container.querySelector( '.tourfront-when-near' ) ).toBeNull();
	} );

	it( 'renders them on the first interaction anywhere (a keyboard user tabbing down)', () => {
		fakeObserver();
		render(
			<WhenNear>
				<p>Notes</p>
			</WhenNear>
		);
		act(
			() =>
				void document.body.dispatchEvent(
					new KeyboardEvent( 'keydown', {
						key: 'Tab',
						bubbles: true,
					} )
				)
		);
		expect( screen.getByText( 'Notes' ) ).not.toBeNull();
	} );

	it( 'renders them at once without IntersectionObserver', () => {
		vi.stubGlobal( 'IntersectionObserver', undefined );
		render(
			<WhenNear>
				<p>Notes</p>
			</WhenNear>
		);
		expect( screen.getByText( 'Notes' ) ).not.toBeNull();
	} );
} );
