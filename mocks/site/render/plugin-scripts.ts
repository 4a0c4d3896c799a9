/**
 * The script tags WordPress prints for the active test plugins, after the demo's boot (which stands in for
 * `wc-settings` and `wc-blocks-registry`): first the theme's stand-ins for WooCommerce's handles their scripts
 * declare (`build/compat/<handle>.js`, theme/inc/compat-scripts.php; with their own dependencies first, as
 * WordPress orders them), then each plugin's own script. A handle the build has no stand-in for is left to
 * the platform scripts (`wp-*`, `react`) or the demo's boot.
 */

/** External dependencies */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { BUILD_DIR } from '../../../scripts/paths.mjs';
import { readEntryAsset } from '../assets';
import { THEME_URL } from '../settings';
import { TEST_PLUGINS, testPluginScriptUrl } from '../test-plugins';
import { escAttr } from './escape';

const compatEntry = ( handle: string ) => `compat/${ handle }`;

const hasStandIn = ( handle: string ) =>
	existsSync( path.join( BUILD_DIR, `${ compatEntry( handle ) }.js` ) );

/** The stand-ins `handles` need, each after its own dependencies, once. */
function standIns( handles: string[], done = new Set< string >() ): string[] {
	return handles.flatMap( ( handle ) => {
		if ( done.has( handle ) || ! hasStandIn( handle ) ) {
			return [];
		}
		done.add( handle );
		return [
			...standIns(
				readEntryAsset( compatEntry( handle ) ).dependencies,
				done
			),
			handle,
		];
	} );
}

/** The tags, in WordPress's order. */
export function pluginScripts( plugins: string[] ): string {
	const handles = standIns(
		plugins.flatMap( ( slug ) => TEST_PLUGINS[ slug ].deps ?? [] )
	);
	return [
		...handles.map(
			( handle ) =>
				`<script id="${ escAttr( handle ) }-js" src="${ escAttr(
					`${ THEME_URL }/build/${ compatEntry( handle ) }.js?ver=${
						readEntryAsset( compatEntry( handle ) ).version
					}`
				) }"></script>`
		),
		...plugins.map(
			( slug ) =>
				`<script id="${ escAttr( slug ) }-js" src="${ escAttr(
					testPluginScriptUrl( slug )
				) }"></script>`
		),
	].join( '\n' );
}
