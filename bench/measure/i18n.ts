/**
 * Translation coverage: translatable strings in the sources and how many have Vietnamese.
 * The extraction itself lives in scripts/i18n.mjs (it also writes theme/languages/).
 */

/** External dependencies */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Internal dependencies */
import { ROOT } from '../build-dir';

export interface TranslationCoverage {
	strings: number;
	translated_vi: number;
	missing: string[];
}

/** Counts by the same extraction `npm run i18n` uses. */
export async function countTranslations(): Promise< TranslationCoverage > {
	// A runtime path: scripts/i18n.mjs is plain JavaScript without type declarations.
	const modulePath = pathToFileURL(
		path.join( ROOT, 'scripts/i18n.mjs' )
	).href;
	const i18n = ( await import( /* @vite-ignore */ modulePath ) ) as Record<
		string,
		unknown
	>;
	const coverage = ( i18n.translationCoverage ?? i18n.countTranslations ) as
		| undefined
		| ( () => Promise< TranslationCoverage > | TranslationCoverage );
	if ( typeof coverage !== 'function' ) {
		throw new Error( 'scripts/i18n.mjs exports no translationCoverage()' );
	}
	const result = await coverage();
	return {
		strings: result.strings,
		translated_vi: result.translated_vi,
		missing: result.missing ?? [],
	};
}
