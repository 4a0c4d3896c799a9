/**
 * What `wp_enqueue_script` / `wp_enqueue_style` print for the theme's bundles, read from the build:
 * `<entry>.asset.php` gives the dependencies and the version, `<entry>.css` exists when it has styles.
 * WordPress's own packages come from the demo's platform scripts (npm copies standing in for `wp.*`).
 */

/** External dependencies */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { BUILD_DIR, DEMO_DIR, ROOT } from '../../scripts/paths.mjs';
import { THEME_URL } from './settings';

export type Entry = 'storefront' | 'cart' | 'checkout' | 'mini-cart';

export interface EntryAsset {
	dependencies: string[];
	version: string;
	hasStyle: boolean;
}

/** Handles the React platform script provides (the rest come with the core platform script). */
export const REACT_PLATFORM_HANDLES = new Set( [
	'react',
	'react-dom',
	'react-jsx-runtime',
	'wp-element',
	'wp-data',
	'wp-api-fetch',
	'wp-compose',
	'wp-deprecated',
	'wp-dom',
	'wp-escape-html',
	'wp-is-shallow-equal',
	'wp-keycodes',
	'wp-priority-queue',
	'wp-private-apis',
	'wp-redux-routine',
] );

/** `<entry>.asset.php` of the current build (empty when not built); `entry` may be `compat/<handle>`. */
export function readEntryAsset( entry: string ): EntryAsset {
	const file = path.join( BUILD_DIR, `${ entry }.asset.php` );
	if ( ! existsSync( file ) ) {
		return { dependencies: [], version: '0', hasStyle: false };
	}
	const php = readFileSync( file, 'utf8' );
	const deps =
		/'dependencies'\s*=>\s*array\(([^)]*)\)/.exec( php )?.[ 1 ] ?? '';
	return {
		dependencies: [ ...deps.matchAll( /'([^']+)'/g ) ].map(
			( m ) => m[ 1 ]
		),
		version: /'version'\s*=>\s*'([^']+)'/.exec( php )?.[ 1 ] ?? '0',
		hasStyle: existsSync( path.join( BUILD_DIR, `${ entry }.css` ) ),
	};
}

/** Cache-busting version of a demo client script (its mtime). */
function demoVersion( file: string ): string {
	try {
		return String(
			Math.floor( readFileSync( path.join( DEMO_DIR, file ) ).length )
		);
	} catch {
		return '0';
	}
}

/** URL of a demo client script. */
export const demoScriptUrl = (
	name: 'platform-core' | 'platform-react' | 'platform-plugins' | 'demo'
) => `/demo/${ name }.js?ver=${ demoVersion( `${ name }.js` ) }`;

/** URL of a built entry's module. */
export const entryScriptUrl = ( entry: Entry ) =>
	`${ THEME_URL }/build/${ entry }.js?ver=${ readEntryAsset( entry ).version }`;

/** URL of a built entry's stylesheet, when it has one. */
export const entryStyleUrl = ( entry: Entry ) => {
	const asset = readEntryAsset( entry );
	return asset.hasStyle
		? `${ THEME_URL }/build/${ entry }.css?ver=${ asset.version }`
		: undefined;
};

/** Whether these entries need React and the data layer on the page. */
export const needsReactPlatform = ( entries: Entry[] ) =>
	entries.some( ( e ) =>
		readEntryAsset( e ).dependencies.some( ( d ) =>
			REACT_PLATFORM_HANDLES.has( d )
		)
	);

/**
 * The theme's own stylesheets as the build bundles them (theme/assets/css → build/site*.css, listed in
 * build/site.asset.php; see scripts/vite/theme-stylesheets.ts): the site-wide one first. The demo links
 * every part, the pages that need only some of them being few.
 */
export function themeStyleUrls(): string[] {
	const file = path.join( BUILD_DIR, 'site.asset.php' );
	if ( ! existsSync( file ) ) {
		return [];
	}
	return [
		...readFileSync( file, 'utf8' ).matchAll(
			/'file' => '([^']+)', 'version' => '([^']+)'/g
		),
	].map(
		( [ , name, version ] ) =>
			`${ THEME_URL }/build/${ name }?ver=${ version }`
	);
}

/**
 * The script translations WordPress prints before a bundle (`wp_set_script_translations`):
 * theme/languages/tourfront-vi-<handle>.json when generated, else undefined.
 */
export function scriptTranslations(
	entry: Entry
): Record< string, unknown > | undefined {
	for ( const handle of [ `tourfront-${ entry }`, entry ] ) {
		const file = path.join(
			ROOT,
			'theme/languages',
			`tourfront-vi-${ handle }.json`
		);
		if ( existsSync( file ) ) {
			try {
				const json = JSON.parse( readFileSync( file, 'utf8' ) ) as {
					locale_data?: Record< string, Record< string, unknown > >;
				};
				return (
					json.locale_data?.tourfront ?? json.locale_data?.messages
				);
			} catch {
				return undefined;
			}
		}
	}
	return undefined;
}
