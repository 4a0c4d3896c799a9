/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { getCookie, setCookie } from '.';
import { installCookieJar } from './test-utils';

describe( 'theme cookies', () => {
	it( 'are written with a lifetime in days, on path /', () => {
		const jar = installCookieJar( document );
		setCookie( 'tourfront_seen', 'yes', { maxAgeDays: 7 } );
		expect( jar.writes.at( -1 ) ).toMatchObject( {
			name: 'tourfront_seen',
			value: 'yes',
			path: '/',
			minutes: 7 * 24 * 60,
		} );
		expect( getCookie( 'tourfront_seen' ) ).toBe( 'yes' );
		setCookie( 'tourfront_half', '1', { maxAgeDays: 0.5 } );
		expect( jar.writes.at( -1 )!.minutes ).toBe( 12 * 60 );
		setCookie( 'tourfront_session', '1' );
		expect( jar.writes.at( -1 )!.minutes ).toBeUndefined();
	} );
} );
