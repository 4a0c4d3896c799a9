// @vitest-environment node
/**
 * scripts/build-state.mjs: `npm run test:e2e` builds only when a bundle is missing or stale.
 */

/** External dependencies */
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { buildNeeded, newestMtime } from './build-state.mjs';
import { makeTree, removeTrees } from './test-utils';

afterEach( removeTrees );

/** Sets a file's modification time to `seconds` after the epoch. */
const touch = ( file: string, seconds: number ) =>
	utimesSync( file, seconds, seconds );

describe( 'buildNeeded', () => {
	const files = {
		'blocks/cart/index.tsx': 'x',
		'blocks/cart/index.test.tsx': 'x',
		'build/cart.js': 'x',
		'dist/demo.js': 'x',
	};

	it( 'names a missing bundle', () => {
		const root = makeTree( 'tourfront-build-', files );
		const outputs = [
			path.join( root, 'build/cart.js' ),
			path.join( root, 'build/checkout.js' ),
		];
		expect( buildNeeded( [ 'blocks' ], outputs, root ) ).toBe(
			'build/checkout.js is missing'
		);
	} );

	it( 'is null when every bundle is newer than every source, and asks for a build after a source changes', () => {
		const root = makeTree( 'tourfront-build-', files );
		const outputs = [
			path.join( root, 'build/cart.js' ),
			path.join( root, 'dist/demo.js' ),
		];
		touch( path.join( root, 'blocks/cart/index.tsx' ), 1_000 );
		touch( path.join( root, 'blocks/cart/index.test.tsx' ), 5_000 );
		touch( outputs[ 0 ], 2_000 );
		touch( outputs[ 1 ], 3_000 );
		// A test file is not built: newer than the bundles, it asks for nothing.
		expect( buildNeeded( [ 'blocks' ], outputs, root ) ).toBeNull();

		touch( path.join( root, 'blocks/cart/index.tsx' ), 2_500 );
		expect( buildNeeded( [ 'blocks' ], outputs, root ) ).toBe(
			'sources changed after the last build'
		);
	} );

	it( 'skips generated folders when it reads the sources', () => {
		const root = makeTree( 'tourfront-build-', {
			'mocks/site/dist/demo.js': 'x',
			'mocks/store/cart.ts': 'x',
		} );
		touch( path.join( root, 'mocks/site/dist/demo.js' ), 9_000 );
		touch( path.join( root, 'mocks/store/cart.ts' ), 1_000 );
		expect( newestMtime( [ 'mocks', 'missing-folder' ], root ) ).toBe(
			1_000_000
		);
	} );
} );
