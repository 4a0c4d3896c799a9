/**
 * Shop, category and search listings (and any page with WooCommerce notices or quantity fields); the
 * code loads when such markup is present.
 */

/** Internal dependencies */
import { lazyInit } from '../../common/lazy-load/lazy';
import { NOTICE_SELECTOR } from './constants';

/**
 * Enhances the listing markup in `root`. WooCommerce's quantity template wraps its number field in
 * `.quantity`: storefront/quantity raises those, so a tour's page does not fetch this code for its one
 * quantity field.
 */
export const init = lazyInit(
	`form.woocommerce-ordering select.orderby, input.qty:not([type="number"]), ${ NOTICE_SELECTOR }`,
	() => import( './enhance' )
);
