/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { init } from './index';

afterEach( () => {
	vi.useRealTimers();
	document.body.innerHTML = '';
} );

describe( 'page loader', () => {
	it( 'is removed 1000 ms after the page has loaded', () => {
		vi.useFakeTimers();
		vi.spyOn( document, 'readyState', 'get' ).mockReturnValue( 'complete' );
		document.body.innerHTML = '<div class="tourfront-page-loader"></div>';
		init( document );
		const loader = document.querySelector( '.tourfront-page-loader' )!;
		expect( loader.classList.contains( 'is-loaded' ) ).toBe( true );
		vi.advanceTimersByTime( 999 );
		expect( loader.isConnected ).toBe( true );
		vi.advanceTimersByTime( 1 );
		expect( loader.isConnected ).toBe( false );
	} );
} );
