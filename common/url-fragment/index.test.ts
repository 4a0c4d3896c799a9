// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { decodeFragment } from '.';

describe( 'decodeFragment', () => {
	it( 'decodes percent-encoding and keeps malformed input as it is', () => {
		expect( decodeFragment( 'l%E1%BB%8Bch-tr%C3%ACnh' ) ).toBe(
			'lịch-trình'
		);
		expect( decodeFragment( '%' ) ).toBe( '%' );
		expect( decodeFragment( 'a%E0%A4%A' ) ).toBe( 'a%E0%A4%A' );
	} );
} );
