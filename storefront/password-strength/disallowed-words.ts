/**
 * Words the password may not be built from (WordPress's `userInputDisallowedList`): the page title,
 * the address and the listed user fields, split into words, 4+ characters, each once.
 */

/** Internal dependencies */
import {
	DISALLOWED_WORD_MIN_LENGTH_CHARS,
	USER_INPUT_FIELD_IDS,
} from './constants';

/** Splits raw strings into unique words of 4+ characters (Unicode-aware, so "Hạ Long" keeps "Long"). */
export function toDisallowedWords(
	rawValues: Array< string | null | undefined >
): string[] {
	const words: string[] = [];
	for ( const raw of rawValues ) {
		if ( ! raw ) {
			continue;
		}
		for ( const word of raw.split( /[^\p{L}\p{N}_]+/u ) ) {
			if (
				word.length >= DISALLOWED_WORD_MIN_LENGTH_CHARS &&
				! words.includes( word )
			) {
				words.push( word );
			}
		}
	}
	return words;
}

/** The disallowed words of the current page: title, URL, then each listed field's default and value. */
export function getDisallowedWords( doc: Document = document ): string[] {
	const raw: string[] = [ doc.title, doc.URL ];
	for ( const id of USER_INPUT_FIELD_IDS ) {
		const field = doc.getElementById( id ) as
			HTMLInputElement | HTMLTextAreaElement | null;
		if ( field && 'value' in field ) {
			raw.push( field.defaultValue, field.value );
		}
	}
	return toDisallowedWords( raw );
}
