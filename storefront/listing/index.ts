/**
 * Shop, category and search listings (and any page with WooCommerce notices or quantity fields); the
 * code loads when such markup is present.
 */

/** Internal dependencies */
import { lazyInit } from '../../common/lazy-load/lazy';
import { NOTICE_SELECTOR } from './constants';

/** Enhances the listing markup in `root`. */
export const init = lazyInit(
	`form.woocommerce-ordering select.orderby, input.qty, ${ NOTICE_SELECTOR }`,
	() => import( './enhance' )
);
