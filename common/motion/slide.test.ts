/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { slide } from './slide';

afterEach( () => {
	vi.useRealTimers();
	document.body.innerHTML = '';
} );

describe( 'slide', () => {
	it( 'hides at the end of a close, shows at once on open', () => {
		vi.useFakeTimers();
		document.body.innerHTML = '<ol id="list"><li>a</li></ol>';
		const list = document.getElementById( 'list' )!;
		slide( list, false, 300 );
		expect( list.hidden ).toBe( false );
		vi.advanceTimersByTime( 300 );
		expect( list.hidden ).toBe( true );
		slide( list, true, 300 );
		expect( list.hidden ).toBe( false );
	} );

	it( 'a newer slide cancels the older one (reopened mid-close stays open)', () => {
		vi.useFakeTimers();
		document.body.innerHTML = '<ol id="list"><li>a</li></ol>';
		const list = document.getElementById( 'list' )!;
		slide( list, false, 300 );
		vi.advanceTimersByTime( 200 );
		slide( list, true, 300 );
		vi.advanceTimersByTime( 400 );
		expect( list.hidden ).toBe( false );
		expect( list.style.height ).toBe( '' );
	} );
} );
