/**
 * Boots the site-wide progressive enhancements. Every feature folder exports an idempotent
 * `init(root)` that returns at once when its markup is not on the page; anything heavy is
 * loaded by the feature itself, on first use, with a dynamic import.
 */

/** Internal dependencies */
import { init as accordion } from './accordion';
import { init as accountNotices } from './account-notices';
import { init as addToCart } from './add-to-cart';
import { init as animations } from './animations';
import { init as attribution } from './attribution';
import { init as backToTop } from './back-to-top';
import { init as backgrounds } from './backgrounds';
import { init as copyrightBadge } from './copyright-badge';
import { init as handheldFooterBar } from './handheld-footer-bar';
import { init as inputDescription } from './input-description';
import { init as lightbox } from './lightbox';
import { init as listing } from './listing';
import { init as listingFilters } from './listing-filters';
import { init as liveSearch } from './live-search';
import { init as menus } from './menus';
import { init as miniCart } from './mini-cart';
import { init as ordersTable } from './orders-table';
import { init as pageLoader } from './page-loader';
import { init as passwordStrength } from './password-strength';
import { init as productGallery } from './product-gallery';
import { init as productTabs } from './product-tabs';
import { init as quantity } from './quantity';
import { init as quickView } from './quick-view';
import { init as reducedMotion } from './reduced-motion';
import { init as reviews } from './reviews';
import { init as scrollTo } from './scroll-to';
import { init as slider } from './slider';
import { init as stickyAddToCart } from './sticky-add-to-cart';
import { init as stickyHeader } from './sticky-header';
import { init as stickySection } from './sticky-section';
import { init as stickySidebar } from './sticky-sidebar';
import { init as storeNotice } from './store-notice';
import { init as tabs } from './tabs';
import { init as toc } from './toc';
import { init as tooltips } from './tooltips';
import { init as variations } from './variations';
import { init as vietqr } from './vietqr';

/**
 * Every feature's `init`, in folder order (storefront/index.test.ts checks that each feature folder is
 * here). Listed by hand rather than by `import.meta.glob`: the glob's object keeps every folder's path
 * as a key, text every page downloaded for nothing.
 */
export const FEATURES: ReadonlyArray< ( root: ParentNode ) => void > = [
	accordion,
	accountNotices,
	addToCart,
	animations,
	attribution,
	backToTop,
	backgrounds,
	copyrightBadge,
	handheldFooterBar,
	inputDescription,
	lightbox,
	listing,
	listingFilters,
	liveSearch,
	menus,
	miniCart,
	ordersTable,
	pageLoader,
	passwordStrength,
	productGallery,
	productTabs,
	quantity,
	quickView,
	reducedMotion,
	reviews,
	scrollTo,
	slider,
	stickyAddToCart,
	stickyHeader,
	stickySection,
	stickySidebar,
	storeNotice,
	tabs,
	toc,
	tooltips,
	variations,
	vietqr,
];

/** Runs every feature over `root` (the document, or markup added later such as a quick view). */
export function initFeatures( root: ParentNode = document ): void {
	for ( const init of FEATURES ) {
		init( root );
	}
}

// Markup swapped in later (the listing filters' results) gets the same enhancements.
document.addEventListener( 'tourfront:content', ( event ) =>
	initFeatures( event.target as ParentNode )
);

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => initFeatures() );
} else {
	initFeatures();
}
