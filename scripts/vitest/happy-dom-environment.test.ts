/** External dependencies */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { happyDomBundlePath } from './happy-dom-bundle-path';

const require = createRequire( import.meta.url );

describe( 'the DOM environment', () => {
	it( 'gives a test a document, from happy-dom loaded out of its bundle', () => {
		const paragraph = document.createElement( 'p' );
		paragraph.textContent = 'Xin chào';
		document.body.append( paragraph );
		expect( document.querySelector( 'p' )?.textContent ).toBe( 'Xin chào' );
		expect( window.location.href ).toBe( 'http://localhost:3000/' );
		expect( Object.keys( require.cache ) ).toContain(
			happyDomBundlePath()
		);
	} );
} );
