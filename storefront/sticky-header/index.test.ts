/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

let y = 0;

async function setup( mode: string ) {
	window.tourfrontSettings = { theme: { sticky_header: mode } as never };
	document.body.innerHTML =
		'<header id="masthead" class="site-header"></header><main></main>';
	vi.spyOn( window, 'scrollY', 'get' ).mockImplementation( () => y );
	vi.spyOn(
		document.getElementById( 'masthead' )!,
		'getBoundingClientRect'
	).mockReturnValue( {
		bottom: 120,
	} as DOMRect );
	vi.resetModules();
	const { init } = await import( './index' );
	init( document );
	init( document );
	return document.getElementById( 'masthead' )!;
}

function scrollTo( next: number ) {
	y = next;
	window.dispatchEvent( new Event( 'scroll' ) );
}

afterEach( () => {
	y = 0;
	delete window.tourfrontSettings;
	document.body.className = '';
	document.body.innerHTML = '';
} );

describe( 'sticky header', () => {
	it( 'sticks past its height and un-sticks above it', async () => {
		const header = await setup( 'sticky' );
		scrollTo( 100 );
		expect( header.classList.contains( 'is-stuck' ) ).toBe( false );
		scrollTo( 300 );
		expect( header.classList.contains( 'is-stuck' ) ).toBe( true );
		expect(
			document.body.classList.contains( 'tourfront-header-stuck' )
		).toBe( true );
		scrollTo( 600 );
		expect( header.classList.contains( 'is-hidden' ) ).toBe( false );
		scrollTo( 50 );
		expect( header.classList.contains( 'is-stuck' ) ).toBe( false );
	} );

	it( 'hide-on-scroll hides going down and shows going up', async () => {
		const header = await setup( 'hide-on-scroll' );
		scrollTo( 300 );
		expect( header.classList.contains( 'is-hidden' ) ).toBe( true );
		scrollTo( 250 );
		expect( header.classList.contains( 'is-hidden' ) ).toBe( false );
		expect( header.classList.contains( 'is-stuck' ) ).toBe( true );
	} );

	it( 'does nothing when off', async () => {
		const header = await setup( 'off' );
		scrollTo( 300 );
		expect( header.classList.contains( 'is-stuck' ) ).toBe( false );
	} );
} );
