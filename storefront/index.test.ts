/** External dependencies */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { FEATURES } from './index';

const features = import.meta.glob< ( root: ParentNode ) => void >(
	'./*/index.ts',
	{ eager: true, import: 'init' }
);

describe( 'the storefront boot', () => {
	it( 'runs every feature folder’s init, once each, in folder order', () => {
		const folders = readdirSync( __dirname ).filter( ( name ) =>
			existsSync( path.join( __dirname, name, 'index.ts' ) )
		);
		expect( folders.length ).toBeGreaterThan( 30 );
		expect( FEATURES ).toEqual(
			folders.sort().map( ( name ) => features[ `./${ name }/index.ts` ] )
		);
	} );
} );
