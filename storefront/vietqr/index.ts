/**
 * VietQR on order received and My account → View order for bank-transfer orders. The code (payload,
 * QR drawing, copy buttons) loads only on pages that carry the theme's `.tourfront-vietqr` block.
 */

/** Internal dependencies */
import { lazyInit } from '../../common/lazy-load/lazy';

/** Loads and runs the feature when `root` holds its markup. */
export const init = lazyInit(
	'.tourfront-vietqr__account',
	() => import( './enhance' )
);
