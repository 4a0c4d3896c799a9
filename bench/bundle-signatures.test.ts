// @vitest-environment node
/** External dependencies */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { bundledCopies } from './bundle-signatures';

const require = createRequire( import.meta.url );
const readIn = ( pkg: string, file: string ) =>
	readFileSync(
		path.join(
			path.dirname( require.resolve( `${ pkg }/package.json` ) ),
			file
		),
		'utf8'
	);

describe( 'bundle signatures', () => {
	it( 'recognises the real packages', () => {
		expect(
			bundledCopies( readIn( 'react', 'cjs/react.production.min.js' ) )
		).toContain( 'react' );
		expect(
			bundledCopies(
				readIn( 'react-dom', 'cjs/react-dom.production.min.js' )
			)
		).toContain( 'react-dom' );
		const wordpress =
			readIn( '@wordpress/hooks', 'build/createAddHook.cjs' ) +
			readIn( '@wordpress/api-fetch', 'build/index.cjs' ) +
			readIn( '@wordpress/data', 'build/registry.cjs' ) +
			readIn( '@wordpress/i18n', 'build/create-i18n.cjs' );
		expect( bundledCopies( wordpress ).sort() ).toEqual( [
			'wp-api-fetch',
			'wp-data',
			'wp-hooks',
			'wp-i18n',
		] );
	} );

	it( 'finds nothing in code that only reads the globals', () => {
		expect(
			bundledCopies(
				'const e=window.wp.element;e.createElement("div",null,"Giỏ hàng");'
			)
		).toEqual( [] );
	} );
} );
