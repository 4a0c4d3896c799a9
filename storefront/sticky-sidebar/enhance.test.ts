// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { stickySidebarOffsets } from './enhance';

describe( 'sticky sidebar', () => {
	it( 'sticks from 850 px, header height + 15 from the top, 15 from the bottom', () => {
		expect( stickySidebarOffsets( 849, 80 ) ).toBeNull();
		expect( stickySidebarOffsets( 850, 80 ) ).toEqual( {
			topPx: 95,
			bottomPx: 15,
		} );
		expect( stickySidebarOffsets( 1280, 0 ) ).toEqual( {
			topPx: 15,
			bottomPx: 15,
		} );
	} );
} );
