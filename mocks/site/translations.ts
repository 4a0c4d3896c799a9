/**
 * Which translations a page prints. WordPress prints, per enqueued script, the JSON that
 * `npm run i18n` made for its handle (theme/languages/tourfront-vi-<handle>.json). The demo does the
 * same, and fills in, from `i18n/vi/*.json`, the msgids a built script uses that the JSON lacks
 * (a JSON older than the code); the demo client gets exactly the msgids its own build contains.
 */

/** External dependencies */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { BUILD_DIR, DEMO_DIR } from '../../scripts/paths.mjs';
import { type Entry, scriptTranslations } from './assets';
import { loadDictionary, toLocaleData } from './i18n';

const IMPORT = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+\.js)"/g;

/** The source of a built file and every file it imports, statically or lazily (one copy each). */
export function scriptClosure( file: string ): string[] {
	const seen = new Set< string >();
	const sources: string[] = [];
	const visit = ( current: string ) => {
		if ( seen.has( current ) || ! existsSync( current ) ) {
			return;
		}
		seen.add( current );
		const source = readFileSync( current, 'utf8' );
		sources.push( source );
		for ( const match of source.matchAll( IMPORT ) ) {
			visit( path.resolve( path.dirname( current ), match[ 1 ] ) );
		}
	};
	visit( file );
	return sources;
}

/** The dictionary entries whose msgid occurs in one of `sources`. */
export function usedEntries(
	dictionary: Record< string, string >,
	sources: string[]
): Record< string, string > {
	const used: Record< string, string > = {};
	for ( const [ key, translation ] of Object.entries( dictionary ) ) {
		const msgid = key.includes( '\u0004' )
			? key.slice( key.indexOf( '\u0004' ) + 1 )
			: key;
		const escaped = JSON.stringify( msgid ).slice( 1, -1 );
		if (
			sources.some(
				( source ) =>
					source.includes( msgid ) || source.includes( escaped )
			)
		) {
			used[ key ] = translation;
		}
	}
	return used;
}

const cache = new Map< string, Record< string, unknown > >();

/** Locale data for one bundle: its generated JSON, completed with what its code uses. */
export function entryLocaleData( entry: Entry ): Record< string, unknown > {
	const cached = cache.get( entry );
	if ( cached ) {
		return cached;
	}
	const generated = scriptTranslations( entry ) ?? {};
	const used = usedEntries(
		loadDictionary(),
		scriptClosure( path.join( BUILD_DIR, `${ entry }.js` ) )
	);
	const data = { ...toLocaleData( used ), ...generated };
	cache.set( entry, data );
	return data;
}

/** Locale data of the demo client (`demo.js`: the page glue and the mock WooCommerce's markup). */
export function clientLocaleData(): Record< string, unknown > {
	const cached = cache.get( 'demo' );
	if ( cached ) {
		return cached;
	}
	const data = toLocaleData(
		usedEntries(
			loadDictionary(),
			scriptClosure( path.join( DEMO_DIR, 'demo.js' ) )
		)
	);
	cache.set( 'demo', data );
	return data;
}
