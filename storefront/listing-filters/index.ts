/**
 * Listing filters (theme/inc/filters-form.php): the code loads on shop and category pages only.
 */

/** Internal dependencies */
import { lazyInit } from '../../common/lazy-load/lazy';

/** Enhances the filters in `root`. */
export const init = lazyInit(
	'.tourfront-filters',
	() => import( './enhance' )
);
