/**
 * The product page's code in one lazily loaded chunk: each feature's `index.ts` loads it when its
 * markup is on the page, so listing and article pages never carry it and a product page asks once.
 * The reviews' and the sticky bar's own code are not in it: they load when the shopper reaches for
 * the reviews or scrolls (storefront/reviews/on-demand.ts, storefront/sticky-add-to-cart/on-scroll.ts).
 */

export { enhance as enhanceGallery } from './product-gallery/enhance';
export { enhance as enhanceTabs } from './product-tabs/tabs';
export { enhance as enhanceQuantity } from './quantity/enhance';
export { enhance as enhanceReviews } from './reviews/on-demand';
export { enhance as enhanceSticky } from './sticky-add-to-cart/on-scroll';
export { enhance as enhanceVariations } from './variations/enhance';
