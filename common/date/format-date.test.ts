// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { formatDate } from './format-date';

describe( 'formatDate', () => {
	it( 'writes dd/mm/yyyy with leading zeros, as d/m/Y does', () => {
		expect( formatDate( '2026-12-05T03:00:00Z' ) ).toBe( '05/12/2026' );
		expect( formatDate( new Date( '2026-01-09T12:00:00Z' ) ) ).toBe(
			'09/01/2026'
		);
	} );

	it( "counts the day in the shop's time zone (UTC+7), not the visitor's", () => {
		// 18:30 UTC on 31/12 is already 01:30 on 01/01 in Hà Nội.
		expect( formatDate( '2026-12-31T18:30:00Z' ) ).toBe( '01/01/2027' );
		expect( formatDate( '2026-12-31T18:30:00Z', 'UTC' ) ).toBe(
			'31/12/2026'
		);
	} );

	it( 'gives nothing for a date that is not one', () => {
		expect( formatDate( 'khong-phai-ngay' ) ).toBe( '' );
	} );
} );
