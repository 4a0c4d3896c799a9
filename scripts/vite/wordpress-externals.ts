/**
 * Vite/Rollup plugin: WordPress's dependency-extraction convention for ES-module bundles.
 *
 * Imports of packages that WordPress ships as scripts (`@wordpress/*`, `react`, `react-dom`,
 * `react/jsx-runtime`) become reads of WordPress's globals (`wp.element`, `React`, …), and each entry
 * gets `<entry>.asset.php` listing the script handles it needs plus a content hash, so a real site
 * loads React and the `wp-*` packages once, from WordPress itself.
 */

/** External dependencies */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';

/** Internal dependencies */
import { woocommerceHandlesRead } from './woocommerce-globals';

const VIRTUAL_PREFIX = '\0wp-external:';

/** What WordPress registers: the handles of WordPress 6.9.4, the oldest release we support. */
const WP_HANDLES: ReadonlySet< string > = new Set(
	Object.keys(
		JSON.parse(
			readFileSync(
				fileURLToPath(
					new URL(
						'../../bench/wp-core-scripts/wordpress-6.9.4.json',
						import.meta.url
					)
				),
				'utf8'
			)
		).scripts as Record< string, unknown >
	)
);

const VENDOR: Record< string, { handle: string; global: string } > = {
	react: { handle: 'react', global: 'React' },
	'react-dom': { handle: 'react-dom', global: 'ReactDOM' },
	'react/jsx-runtime': {
		handle: 'react-jsx-runtime',
		global: 'ReactJSXRuntime',
	},
};

/**
 * Packages bundled from npm although WordPress ships them: a few hundred bytes of code each, but each
 * WordPress script is a request with its own webpack wrapper, and on the cart and checkout pages nothing
 * else asks for them (−0.9 KB gzip there). React, wp-data and their stack stay WordPress's own.
 */
const BUNDLED: ReadonlySet< string > = new Set( [
	'@wordpress/html-entities',
	'@wordpress/dom-ready',
] );

const camelCase = ( name: string ) =>
	name.replace( /-([a-z])/g, ( _m, c: string ) => c.toUpperCase() );

/** The WordPress script handle and global for a bare import, or undefined when it is bundled. */
export function wordpressExternal(
	id: string
): { handle: string; global: string } | undefined {
	if ( VENDOR[ id ] ) {
		return VENDOR[ id ];
	}
	const match = /^@wordpress\/([a-z0-9-]+)$/.exec( id );
	if ( ! match || BUNDLED.has( id ) ) {
		return undefined;
	}
	const handle = `wp-${ match[ 1 ] }`;
	return WP_HANDLES.has( handle )
		? { handle, global: `wp.${ camelCase( match[ 1 ] ) }` }
		: undefined;
}

const phpList = ( items: string[] ) =>
	`array(${ items.map( ( item ) => `'${ item }'` ).join( ', ' ) })`;

/**
 * PHP source of an `.asset.php` file, as `@wordpress/dependency-extraction-webpack-plugin` writes it, plus
 * `chunks`: the lazy chunks that read WooCommerce globals, with the handles they depend on (the theme
 * registers them so WooCommerce's dependency detection knows them).
 */
export function assetPhp(
	dependencies: string[],
	version: string,
	chunks: Record< string, string[] > = {}
): string {
	const chunkEntries = Object.entries( chunks ).map(
		( [ file, deps ] ) => `'${ file }' => ${ phpList( deps ) }`
	);
	const chunkPart = chunkEntries.length
		? `, 'chunks' => array(${ chunkEntries.join( ', ' ) })`
		: '';
	return `<?php return array('dependencies' => ${ phpList( dependencies ) }, 'version' => '${ version }'${ chunkPart });\n`;
}

function collectChunkGraph(
	bundle: OutputBundle,
	entry: OutputChunk
): OutputChunk[] {
	const seen = new Map< string, OutputChunk >();
	const visit = ( fileName: string ) => {
		const chunk = bundle[ fileName ];
		if ( ! chunk || chunk.type !== 'chunk' || seen.has( fileName ) ) {
			return;
		}
		seen.set( fileName, chunk );
		[ ...chunk.imports, ...chunk.dynamicImports ].forEach( visit );
	};
	visit( entry.fileName );
	return [ ...seen.values() ];
}

/** The plugin: externals as globals, then one `.asset.php` per entry. */
export default function wordpressExternals(): Plugin {
	return {
		name: 'tourfront:wordpress-externals',
		enforce: 'pre',
		resolveId( source ) {
			return wordpressExternal( source ) ? VIRTUAL_PREFIX + source : null;
		},
		load( id ) {
			if ( ! id.startsWith( VIRTUAL_PREFIX ) ) {
				return null;
			}
			const { global } = wordpressExternal(
				id.slice( VIRTUAL_PREFIX.length )
			)!;
			// syntheticNamedExports lets `import { createElement } from '@wordpress/element'`
			// resolve to a property of the global, read once when the chunk runs.
			return {
				code: `export default window.${ global };`,
				syntheticNamedExports: true,
			};
		},
		generateBundle( _options, bundle ) {
			for ( const chunk of Object.values( bundle ) ) {
				if ( chunk.type !== 'chunk' || ! chunk.isEntry ) {
					continue;
				}
				const graph = collectChunkGraph( bundle, chunk );
				const handles = new Set< string >();
				const chunks: Record< string, string[] > = {};
				const hash = createHash( 'sha256' );
				for ( const part of graph ) {
					hash.update( part.code );
					for ( const moduleId of part.moduleIds ) {
						if ( moduleId.startsWith( VIRTUAL_PREFIX ) ) {
							handles.add(
								wordpressExternal(
									moduleId.slice( VIRTUAL_PREFIX.length )
								)!.handle
							);
						}
					}
					const woocommerce = woocommerceHandlesRead( part.code );
					if ( part === chunk ) {
						woocommerce.forEach( ( handle ) =>
							handles.add( handle )
						);
					} else if ( woocommerce.length ) {
						chunks[ part.fileName ] = woocommerce;
					}
				}
				const cssName = `${ chunk.name }.css`;
				const css = bundle[ cssName ];
				if ( css && css.type === 'asset' ) {
					hash.update( css.source );
				}
				this.emitFile( {
					type: 'asset',
					fileName: `${ chunk.name }.asset.php`,
					source: assetPhp(
						[ ...handles ].sort(),
						hash.digest( 'hex' ).slice( 0, 20 ),
						chunks
					),
				} );
			}
		},
	};
}
