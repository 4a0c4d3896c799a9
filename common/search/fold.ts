/**
 * The one accent-folding rule of the project (the theme's PHP, theme/inc/search-rules.php, folds the
 * same way; common/search/search-vectors.json holds the cases both test against).
 */

/**
 * `text` without Vietnamese marks: tones and vowel marks dropped, đ → d, Đ → D, case kept.
 * "Đà Nẵng" → "Da Nang". Slugs, VietQR transfer texts and search keys start from it.
 */
export function removeMarks( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /\p{M}/gu, '' )
		.replace( /đ/g, 'd' )
		.replace( /Đ/g, 'D' );
}

/**
 * The search key of `text`: marks removed, lower case, every run of characters other than letters
 * and digits one space, trimmed. "Đà Nẵng – Hội An!" → "da nang hoi an".
 */
export function foldText( text: string ): string {
	return removeMarks( text )
		.toLowerCase()
		.replace( /[^\p{L}\p{N}]+/gu, ' ' )
		.trim();
}

/**
 * How many characters a search counts in `query` (against the 3-character minimum): those of its
 * search key, so spaces around it, punctuation and marks count for nothing and "ha " is "ha", as
 * "hạ" typed with a combining dot is.
 */
export function queryLength( query: string ): number {
	return [ ...foldText( query ) ].length;
}
