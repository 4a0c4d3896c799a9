/**
 * The one search-ranking rule, shared by the live search's client index, the mock WooCommerce and
 * (in PHP, theme/inc/search-rules.php) the theme's search. A query word matches where a word of the
 * text starts with it ("ha" finds "Hạ" and "Hải", not "Nha" or "thanh"), so a word typed halfway
 * already finds its products. A product matches when every word of the folded query matches in its
 * folded name and SKU, or else in its folded descriptions. Best first:
 *   1. the name (or SKU) holds every word, before the descriptions only;
 *   2. then a tour (a product with departures) before other kinds: the shop sells tours, a guidebook
 *      or a ticket follows the tours of the same words;
 *   3. then how closely: the name starts with the query (0), the name or SKU holds it as a phrase (1),
 *      holds every word (2), the descriptions hold them (3);
 *   4. then the newest (publication date, then the higher id).
 * common/search/search-vectors.json holds the cases the PHP and the TypeScript tests both check.
 */

/** Internal dependencies */
import { foldText } from './fold';

/** What the rule reads of a product (texts already folded with foldText). */
export interface RankedEntry {
	id: number;
	/** Folded name. */
	title: string;
	/** Folded name and SKU. */
	key: string;
	/** Folded descriptions ('' when the side that ranks has none, as the client index). */
	text: string;
	/** Publication date, GMT, `YYYY-MM-DD HH:MM:SS` ('' when unknown). */
	date: string;
	/** A tour: the product has departures (attribute `pa_ngay-khoi-hanh`). */
	tour: boolean;
}

/** True when a word of the folded `text` starts with `words` (one word or a phrase). */
function startsAWord( text: string, words: string ): boolean {
	return ` ${ text }`.includes( ` ${ words }` );
}

/** The tier of `entry` for a folded query, or -1 when it does not match. */
export function matchTier( foldedQuery: string, entry: RankedEntry ): number {
	const words = foldedQuery.split( ' ' ).filter( Boolean );
	if ( ! words.length ) {
		return -1;
	}
	if ( entry.title.startsWith( foldedQuery ) ) {
		return 0;
	}
	if ( startsAWord( entry.key, foldedQuery ) ) {
		return 1;
	}
	if ( words.every( ( word ) => startsAWord( entry.key, word ) ) ) {
		return 2;
	}
	const all = `${ entry.key } ${ entry.text }`;
	return words.every( ( word ) => startsAWord( all, word ) ) ? 3 : -1;
}

/** The entries matching `query` (as typed), best first. */
export function rankEntries< T extends RankedEntry >(
	query: string,
	entries: T[]
): T[] {
	const folded = foldText( query );
	return entries
		.map( ( entry ) => ( { entry, tier: matchTier( folded, entry ) } ) )
		.filter( ( { tier } ) => tier >= 0 )
		.sort(
			( a, b ) =>
				Number( a.tier === 3 ) - Number( b.tier === 3 ) ||
				Number( b.entry.tour ) - Number( a.entry.tour ) ||
				a.tier - b.tier ||
				Number( a.entry.date < b.entry.date ) -
					Number( a.entry.date > b.entry.date ) ||
				b.entry.id - a.entry.id
		)
		.map( ( { entry } ) => entry );
}
