/**
 * Scroll-to anchors and bullets. Its code (./enhance.ts) loads only on pages whose markup matches.
 */

/** Internal dependencies */
import { lazyInit } from '../../common/lazy-load/lazy';

/** Loads and runs the feature when `root` holds its markup. */
export const init = lazyInit(
	'.tourfront-scroll-to[data-link]',
	() => import( './enhance' )
);
