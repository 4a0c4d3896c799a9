/**
 * The demo server's translations: WooCommerce's and Storefront's strings the pages print, as English
 * msgids translated to Vietnamese the way a real site with the vi language packs shows them.
 * Sources: every `i18n/vi/*.json` (the shared dictionaries), `site.json` winning for the demo's own strings.
 */

/** External dependencies */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
	createI18n,
	setLocaleData,
	sprintf as wpSprintf,
} from '@wordpress/i18n';

/** Internal dependencies */
import { ROOT } from '../../scripts/paths.mjs';

type Dictionary = Record< string, string >;

/** All `i18n/vi/*.json` merged, `site.json` last. */
export function loadDictionary(
	dir = path.join( ROOT, 'i18n/vi' )
): Dictionary {
	let files: string[] = [];
	try {
		files = readdirSync( dir ).filter( ( f ) => f.endsWith( '.json' ) );
	} catch {
		return {};
	}
	files.sort(
		( a, b ) =>
			Number( a === 'site.json' ) - Number( b === 'site.json' ) ||
			a.localeCompare( b )
	);
	const merged: Dictionary = {};
	for ( const file of files ) {
		try {
			Object.assign(
				merged,
				JSON.parse(
					readFileSync( path.join( dir, file ), 'utf8' )
				) as Dictionary
			);
		} catch {
			// A helper's dictionary mid-edit must not take the demo down.
		}
	}
	return merged;
}

/** Jed locale data (what `wp.i18n.setLocaleData` takes) for a dictionary. */
export function toLocaleData(
	dictionary: Dictionary
): Record< string, unknown > {
	const data: Record< string, unknown > = {
		'': {
			domain: 'tourfront',
			lang: 'vi',
			plural_forms: 'nplurals=1; plural=0;',
		},
	};
	for ( const [ msgid, msgstr ] of Object.entries( dictionary ) ) {
		if ( msgstr ) {
			data[ msgid ] = [ msgstr ];
		}
	}
	return data;
}

interface LooseI18n {
	__: ( text: string, domain: string ) => string;
	_x: ( text: string, context: string, domain: string ) => string;
	_n: (
		single: string,
		plural: string,
		count: number,
		domain: string
	) => string;
}

const localeData = toLocaleData( loadDictionary() );
const i18n = createI18n(
	localeData as never,
	'tourfront'
) as unknown as LooseI18n;
// The mock WooCommerce and the shared modules speak through @wordpress/i18n's default instance: on the demo
// server that instance is Vietnamese too, as a store with the vi packs answers in the pages it prints
// (stock texts such as "Còn 25 trong kho", the preloaded cart's item data).
setLocaleData( localeData as never, 'tourfront' );

/** Translates a msgid of the `tourfront` domain. */
export const __ = ( text: string ): string => i18n.__( text, 'tourfront' );
/** Translates a msgid with a context. */
export const _x = ( text: string, context: string ): string =>
	i18n._x( text, context, 'tourfront' );
/** Translates a count string. */
export const _n = ( single: string, plural: string, count: number ): string =>
	i18n._n( single, plural, count, 'tourfront' );
/** `sprintf` over translated (runtime) format strings. */
export const sprintf = wpSprintf as unknown as (
	format: string,
	...args: Array< string | number >
) => string;
