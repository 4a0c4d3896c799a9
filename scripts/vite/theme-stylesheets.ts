/**
 * Vite/Rollup plugin: the theme's stylesheets (theme/assets/css/*.css) become one minified file per need,
 * so a page fetches one stylesheet instead of ten and only the parts it shows.
 *
 * - A file is site-wide unless its first comment names a need: `@need order` (one word, [a-z0-9-]).
 * - `build/site.css`: every site-wide file in file-name order, then the storefront entry's CSS (the
 *   features' `style.css` files), which it replaces (`build/storefront.css` is not written).
 * - `build/site-<need>.css`: the files of that need, in file-name order.
 * - `build/site.asset.php`: need => [ file, version ] for the enqueue (theme/inc/assets.php), whose
 *   `tourfront_style_need_applies()` says which page needs which part.
 *
 * New files in theme/assets/css are picked up at the next build, with no list to update.
 */

/** External dependencies */
import { readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';
import type { OutputAsset } from 'rollup';

/** The need of every page. */
export const SITE_NEED = 'site';

/** The storefront entry's stylesheet, folded into site.css. */
const STOREFRONT_CSS = 'storefront.css';

/** The need a stylesheet declares in its first comment (`@need <name>`), or `site`. */
export function needOf( css: string ): string {
	const first = /^\s*\/\*([\s\S]*?)\*\//.exec( css )?.[ 1 ] ?? '';
	return /@need\s+([a-z0-9-]+)/.exec( first )?.[ 1 ] ?? SITE_NEED;
}

/** The stylesheets of `dir` grouped by need, each group in file-name order. */
export function groupByNeed(
	dir: string
): Map< string, Array< { file: string; css: string } > > {
	const groups = new Map< string, Array< { file: string; css: string } > >( [
		[ SITE_NEED, [] ],
	] );
	for ( const file of readdirSync( dir )
		.filter( ( f ) => f.endsWith( '.css' ) )
		.sort() ) {
		const css = readFileSync( path.join( dir, file ), 'utf8' );
		const need = needOf( css );
		groups.set( need, [ ...( groups.get( need ) ?? [] ), { file, css } ] );
	}
	return groups;
}

/** The file a need is built into. */
export const needFile = ( need: string ) =>
	need === SITE_NEED ? 'site.css' : `site-${ need }.css`;

/** `site.asset.php`: need => file and version (content hash). */
export function assetPhp(
	files: Record< string, { file: string; version: string } >
): string {
	const rows = Object.entries( files ).map(
		( [ need, f ] ) =>
			`'${ need }' => array('file' => '${ f.file }', 'version' => '${ f.version }')`
	);
	return `<?php return array(${ rows.join( ', ' ) });\n`;
}

/** The plugin; `dir` is theme/assets/css. */
export default function themeStylesheets( dir: string ): Plugin {
	return {
		name: 'tourfront:theme-stylesheets',
		buildStart() {
			readdirSync( dir )
				.filter( ( f ) => f.endsWith( '.css' ) )
				.forEach( ( f ) => this.addWatchFile( path.join( dir, f ) ) );
		},
		async generateBundle( _options, bundle ) {
			const storefront = bundle[ STOREFRONT_CSS ] as
				OutputAsset | undefined;
			const manifest: Record<
				string,
				{ file: string; version: string }
			> = {};
			for ( const [ need, parts ] of groupByNeed( dir ) ) {
				let css = parts.map( ( p ) => p.css ).join( '\n' );
				if ( need === SITE_NEED && storefront?.type === 'asset' ) {
					css += `\n${ String( storefront.source ) }`;
				}
				const minified = (
					await transform( css, {
						loader: 'css',
						minify: true,
						legalComments: 'none',
					} )
				).code;
				const file = needFile( need );
				this.emitFile( {
					type: 'asset',
					fileName: file,
					source: minified,
				} );
				manifest[ need ] = {
					file,
					version: createHash( 'sha256' )
						.update( minified )
						.digest( 'hex' )
						.slice( 0, 20 ),
				};
			}
			if ( storefront ) {
				delete bundle[ STOREFRONT_CSS ];
			}
			this.emitFile( {
				type: 'asset',
				fileName: 'site.asset.php',
				source: assetPhp( manifest ),
			} );
		},
	};
}
