/** External dependencies */
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
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

const fire = ( type: string ) =>
	act( () => void document.dispatchEvent( new Event( type ) ) );

afterEach( () => {
	// Ends a press and the keeping-in-place a test left going (both are the page's, not a component's).
	fire( 'pointerup' );
	fire( 'keydown' );
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
} );

/** A load() the test settles. */
function controlledLoad() {
	let settle = () => undefined as void;
	const promise = new Promise< void >( ( resolve ) => {
		settle = resolve;
	} );
	return { load: vi.fn( () => promise ), settle: () => act( settle ) };
}

/** The place's box: `height` px of children once they are in, starting `top` px down the screen. */
function layOut( top: number, height: number ) {
	const original = HTMLElement.prototype.getBoundingClientRect;
	vi.spyOn(
		HTMLElement.prototype,
		'getBoundingClientRect'
	).mockImplementation( function ( this: HTMLElement ) {
		if ( ! this.classList.contains( 'tourfront-when-near' ) ) {
			return original.call( this );
		}
		const h = this.children.length ? height : 0;
		return DOMRect.fromRect( { x: 0, y: top, width: 300, height: h } );
	} );
	return vi.spyOn( window, 'scrollBy' ).mockImplementation( () => undefined );
}

const place = (
	children: ReactNode = <p>Terms</p>,
	load?: () => Promise< unknown >
) =>
	render(
		<WhenNear load={ load }>{ children }</WhenNear>
	).container.querySelector( '.tourfront-when-near' ) as HTMLElement;

describe( 'WhenNear', () => {
	it( 'renders its children only when their place comes near the viewport', async () => {
		const { watched, report } = fakeObserver();
		const element = place();
		expect( screen.queryByText( 'Terms' ) ).toBeNull();
		expect( watched[ 0 ].element ).toBe( element );
		expect( watched[ 0 ].options?.rootMargin ).toBe( '400px 0px' );
		report( false );
		expect( screen.queryByText( 'Terms' ) ).toBeNull();
		report( true );
		expect( await screen.findByText( 'Terms' ) ).not.toBeNull();
		// The place stays: it holds them, and what they add is measured on it.
		expect( element.isConnected ).toBe( true );
		expect( element.dataset.stage ).toBeUndefined();
	} );

	it( 'renders them on the first interaction anywhere (a keyboard user tabbing down)', async () => {
		fakeObserver();
		place( <p>Notes</p> );
		act(
			() =>
				void document.body.dispatchEvent(
					new KeyboardEvent( 'keydown', {
						key: 'Tab',
						bubbles: true,
					} )
				)
		);
		expect( await screen.findByText( 'Notes' ) ).not.toBeNull();
	} );

	it( 'renders them at once without IntersectionObserver', () => {
		vi.stubGlobal( 'IntersectionObserver', undefined );
		place( <p>Notes</p> );
		expect( screen.getByText( 'Notes' ) ).not.toBeNull();
	} );

	it( 'fetches their code first and adds them once it is in', async () => {
		const { report } = fakeObserver();
		const code = controlledLoad();
		place( <p>Terms</p>, code.load );
		expect( code.load ).not.toHaveBeenCalled();
		report( true );
		report( true );
		expect( code.load ).toHaveBeenCalledTimes( 1 );
		expect( screen.queryByText( 'Terms' ) ).toBeNull();
		await code.settle();
		expect( screen.getByText( 'Terms' ) ).not.toBeNull();
	} );

	it( 'adds them even when their code failed to load (their own fallbacks take over)', async () => {
		const { report } = fakeObserver();
		place( <p>Terms</p>, () => Promise.reject( new Error( 'offline' ) ) );
		report( true );
		expect( await screen.findByText( 'Terms' ) ).not.toBeNull();
	} );

	it( 'holds them while a pointer is pressed, and adds them after the release (its click lands where it was aimed)', async () => {
		const { report } = fakeObserver();
		const code = controlledLoad();
		const element = place( <p>Terms</p>, code.load );
		report( true );
		fire( 'pointerdown' );
		await code.settle();
		expect( element.dataset.stage ).toBe( 'held' );
		expect( screen.queryByText( 'Terms' ) ).toBeNull();
		fire( 'pointerup' );
		expect( screen.queryByText( 'Terms' ) ).toBeNull();
		expect( await screen.findByText( 'Terms' ) ).not.toBeNull();
	} );

	it( 'scrolls by what they add when what follows them is on screen, so it stays where it was', async () => {
		const { report } = fakeObserver();
		vi.stubGlobal( 'innerHeight', 844 );
		const scrollBy = layOut( 500, 150 );
		const code = controlledLoad();
		place( <p>Terms</p>, code.load );
		report( true );
		await code.settle();
		expect( screen.getByText( 'Terms' ) ).not.toBeNull();
		expect( scrollBy ).toHaveBeenCalledTimes( 1 );
		expect( scrollBy ).toHaveBeenCalledWith( 0, 150 );
		// The browser's own scroll anchoring is off meanwhile, back at the shopper's next input.
		expect( document.documentElement.style.overflowAnchor ).toBe( 'none' );
		fire( 'pointerdown' );
		expect( document.documentElement.style.overflowAnchor ).toBe( '' );
		fire( 'pointerup' );
	} );

	it( 'does not scroll when they are added below the screen', async () => {
		const { report } = fakeObserver();
		vi.stubGlobal( 'innerHeight', 844 );
		const scrollBy = layOut( 900, 150 );
		const code = controlledLoad();
		place( <p>Terms</p>, code.load );
		report( true );
		await code.settle();
		expect( screen.getByText( 'Terms' ) ).not.toBeNull();
		expect( scrollBy ).not.toHaveBeenCalled();
	} );
} );
