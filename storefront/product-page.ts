/**
 * The product page's code in one lazily loaded chunk: each feature's `index.ts` loads it when its
 * markup is on the page, so listing and article pages never carry it and a product page asks once.
 */

export { enhance as enhanceGallery } from './product-gallery/enhance';
export { enhance as enhanceTabs } from './product-tabs/tabs';
export { enhance as enhanceQuantity } from './quantity/enhance';
export { enhance as enhanceReviews } from './reviews/enhance';
export { enhance as enhanceSticky } from './sticky-add-to-cart/sticky';
export { enhance as enhanceVariations } from './variations/enhance';
