// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { parseLastModified } from './last-modified';

describe( 'parseLastModified', () => {
	it( 'reads WooCommerce’s HTTP date and a plain number; nothing else', () => {
		expect( parseLastModified( 'Fri, 27 Nov 2026 06:35:31 GMT' ) ).toBe(
			Date.UTC( 2026, 10, 27, 6, 35, 31 )
		);
		expect( parseLastModified( '1795761331' ) ).toBe( 1795761331 );
		expect( parseLastModified( '' ) ).toBeNull();
		expect( parseLastModified( null ) ).toBeNull();
		expect( parseLastModified( 'hôm qua' ) ).toBeNull();
	} );
} );
