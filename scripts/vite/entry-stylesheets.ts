/**
 * Vite/Rollup plugin: every entry's stylesheet holds the CSS of its whole static import graph.
 *
 * Vite attaches CSS to the chunk that imports it. When an entry's code lands in a shared chunk
 * (e.g. `storefront.js` re-exporting `chunks/index-*.js`), its CSS goes to `chunks/index-*.css`, which
 * no page loads: WordPress enqueues `build/<entry>.css` only. This writes that CSS into `<entry>.css`
 * (dependencies first), so the theme's `wp_enqueue_style( build/<entry>.css )` gets all of it.
 * Lazily imported chunks keep their own CSS (Vite's preload helper loads it with the chunk).
 */

/** External dependencies */
import type { Plugin } from 'vite';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';

type ChunkWithCss = OutputChunk & {
	viteMetadata?: { importedCss?: Set< string > };
};

/** CSS files of an entry's static import graph, dependencies first. */
export function staticCssOf(
	bundle: OutputBundle,
	entry: OutputChunk
): string[] {
	const files: string[] = [];
	const seen = new Set< string >();
	const visit = ( fileName: string ) => {
		const chunk = bundle[ fileName ] as ChunkWithCss | undefined;
		if ( ! chunk || chunk.type !== 'chunk' || seen.has( fileName ) ) {
			return;
		}
		seen.add( fileName );
		chunk.imports.forEach( visit );
		for ( const css of chunk.viteMetadata?.importedCss ?? [] ) {
			if ( ! files.includes( css ) ) {
				files.push( css );
			}
		}
	};
	visit( entry.fileName );
	return files;
}

/** The plugin (put it before the externals plugin so `.asset.php` hashes the final CSS). */
export default function entryStylesheets(): Plugin {
	return {
		name: 'tourfront:entry-stylesheets',
		enforce: 'pre',
		generateBundle( _options, bundle ) {
			for ( const chunk of Object.values( bundle ) ) {
				if ( chunk.type !== 'chunk' || ! chunk.isEntry ) {
					continue;
				}
				const own = `${ chunk.name }.css`;
				const shared = staticCssOf( bundle, chunk ).filter(
					( file ) => file !== own
				);
				if ( ! shared.length ) {
					continue;
				}
				const css = shared
					.map( ( file ) =>
						String( ( bundle[ file ] as OutputAsset ).source )
					)
					.join( '\n' );
				const existing = bundle[ own ] as OutputAsset | undefined;
				if ( existing && existing.type === 'asset' ) {
					existing.source = `${ css }\n${ String( existing.source ) }`;
				} else {
					this.emitFile( {
						type: 'asset',
						fileName: own,
						source: css,
					} );
				}
			}
		},
	};
}
