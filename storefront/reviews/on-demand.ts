/**
 * When the product reviews' code (./enhance.ts, its own chunk) loads; this runs with the product page's
 * chunk (storefront/reviews/index.ts). Reviews in a product tab that is not open wait for the shopper: the code loads on the first intent towards them (the rating link, the
 * Reviews tab, the reviews themselves) or when the address asks for them, so a product page does not
 * carry it before any interaction. Reviews already on show (the first tab, no tabs, a review
 * hash, an article's comment form with a rating) load at once.
 */

/** Internal dependencies */
import { loadChunk } from '../../common/lazy-load/lazy';
import { createClaim } from '../../common/once';
import { warmOnIntent } from '../../common/lazy-load/warm-on-intent';
import { shouldOpenReviews } from './conditions';

const REVIEWS_SELECTOR =
	'#reviews, #review_form, form#commentform select#rating';
const TAB_PANEL_SELECTOR = '.wc-tab, .woocommerce-Tabs-panel';
/** What a shopper reaches for before reading or writing a review. */
const INTENT_SELECTOR =
	'a.woocommerce-review-link, .reviews_tab, a[href="#tab-reviews"], #reviews, #review_form';

const claimPage = createClaim();

/** True when the reviews sit in a product tab other than the first (closed until the shopper opens it). */
export function reviewsWaitInATab( doc: Document ): boolean {
	const panel = doc
		.querySelector( REVIEWS_SELECTOR )
		?.closest( TAB_PANEL_SELECTOR );
	return (
		!! panel &&
		panel.parentElement?.querySelector( TAB_PANEL_SELECTOR ) !== panel
	);
}

/** Enhances the reviews in `root`: now, or on the shopper's first move towards them. */
export function enhance( root: ParentNode ): void {
	const load = () =>
		loadChunk( () => import( './enhance' ) ).then( ( m ) =>
			m.enhance( root )
		);
	const doc = root.ownerDocument ?? ( root as Document );
	const win = doc.defaultView ?? window;
	const asked = () =>
		shouldOpenReviews( win.location.hash, win.location.href );
	if ( ! reviewsWaitInATab( doc ) || asked() ) {
		void load().catch( () => undefined );
		return;
	}
	// Bound once per page: the first intent enhances the whole document.
	if ( ! claimPage( doc.documentElement ) ) {
		return;
	}
	let loading: Promise< void > | undefined;
	const once = () => ( loading ??= load() );
	warmOnIntent( doc, INTENT_SELECTOR, once );
	// A review link followed before the code came in (it sets the hash): the code opens the reviews.
	win.addEventListener( 'hashchange', () => {
		if ( asked() ) {
			void once().catch( () => undefined );
		}
	} );
}
