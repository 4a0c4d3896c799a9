// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rollup';

/** Internal dependencies */
import { staticCssOf } from './entry-stylesheets';

const chunk = (
	fileName: string,
	imports: string[],
	css: string[],
	isEntry = false
) => ( {
	type: 'chunk',
	fileName,
	name: fileName.replace( /\.js$/, '' ),
	isEntry,
	imports,
	dynamicImports: [],
	viteMetadata: { importedCss: new Set( css ) },
} );

describe( 'staticCssOf', () => {
	it( 'collects the CSS of the static import graph, dependencies first, without lazy chunks', () => {
		const bundle = {
			'storefront.js': chunk(
				'storefront.js',
				[ 'chunks/index.js' ],
				[],
				true
			),
			'chunks/index.js': chunk(
				'chunks/index.js',
				[ 'chunks/kit.js' ],
				[ 'chunks/index.css' ]
			),
			'chunks/kit.js': chunk( 'chunks/kit.js', [], [ 'chunks/kit.css' ] ),
			'chunks/lazy.js': chunk(
				'chunks/lazy.js',
				[],
				[ 'chunks/lazy.css' ]
			),
		} as unknown as OutputBundle;
		expect(
			staticCssOf( bundle, bundle[ 'storefront.js' ] as never )
		).toEqual( [ 'chunks/kit.css', 'chunks/index.css' ] );
	} );
} );
