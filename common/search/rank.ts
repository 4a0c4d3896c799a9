/**
 * The one search-ranking rule, shared by the live search's client index, the mock WooCommerce and
 * (in PHP, theme/inc/search-rules.php) the theme's search: a product matches when every word of the
 * folded query occurs in its folded name and SKU, or else in its folded descriptions. Best first:
 *   0 the name starts with the query, 1 the name or SKU holds the query as a phrase,
 *   2 the name or SKU holds every word, 3 only the descriptions hold them;
 * within a tier the newest first (publication date, then the higher id).
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
	if ( entry.key.includes( foldedQuery ) ) {
		return 1;
	}
	if ( words.every( ( word ) => entry.key.includes( word ) ) ) {
		return 2;
	}
	const all = `${ entry.key } ${ entry.text }`;
	return words.every( ( word ) => all.includes( word ) ) ? 3 : -1;
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
				a.tier - b.tier ||
				Number( a.entry.date < b.entry.date ) -
					Number( a.entry.date > b.entry.date ) ||
				b.entry.id - a.entry.id
		)
		.map( ( { entry } ) => entry );
}
