/**
 * Text folding for diacritic-insensitive matching of Vietnamese names ("ha long" finds "Hạ Long",
 * "da nang" finds "Đà Nẵng"): lower case, accents dropped, đ → d, punctuation to single spaces.
 * The theme's PHP search folds text the same way, so both sides agree on what matches.
 */

/** The folded form of `text`. */
export function foldText( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.replace( /[đĐ]/g, 'd' )
		.toLowerCase()
		.replace( /[^\p{L}\p{N}]+/gu, ' ' )
		.trim();
}

/** True when every word of the folded query occurs in the folded haystack. */
export function matchesAllWords( foldedQuery: string, foldedHaystack: string ): boolean {
	const words = foldedQuery.split( ' ' ).filter( Boolean );
	return words.length > 0 && words.every( ( word ) => foldedHaystack.includes( word ) );
}

/** The server's ranking: 0 when the haystack starts with the query, 1 when it holds it as a phrase, else 2. */
export function matchRank( foldedQuery: string, foldedHaystack: string ): number {
	const position = foldedHaystack.indexOf( foldedQuery );
	if ( position === 0 ) {
		return 0;
	}
	return position > 0 ? 1 : 2;
}
