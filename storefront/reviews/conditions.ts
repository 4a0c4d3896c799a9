/**
 * When the reviews open on arrival: the hash holds "comment-", or is #comments, #reviews or
 * #tab-reviews, or the URL holds "comment-page-" or "cpage=".
 */

/** Internal dependencies */
import { REVIEW_HASHES } from './constants';

/** True when a page at `href` with `hash` should open and scroll to the reviews. */
export function shouldOpenReviews( hash: string, href: string ): boolean {
	const lowerHash = hash.toLowerCase();
	return (
		lowerHash.includes( 'comment-' ) ||
		REVIEW_HASHES.includes( lowerHash ) ||
		href.includes( 'comment-page-' ) ||
		href.includes( 'cpage=' )
	);
}
