/**
 * Quick view.
 */

/** The theme's admin-ajax action answering the quick-view HTML. */
export const QUICKVIEW_ACTION = 'tourfront_quickview';
/** A drag on the quick-view gallery changes the image past this distance. */
export const QUICKVIEW_DRAG_THRESHOLD_PX = 15;
/** The buttons that open a quick view (`data-product_id`). */
export const QUICKVIEW_BUTTON_CLASS = 'tourfront-quickview-button';
/** Mark of the product item while its quick view loads. */
export const PROCESSING_CLASS = 'processing';
