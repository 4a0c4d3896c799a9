/**
 * Password-strength meter and show/hide toggles on password fields. Its code (./enhance.ts) loads only on pages whose markup matches.
 */

/** Internal dependencies */
import { lazyInit } from '../../common/lazy-load/lazy';

/** Loads and runs the feature when `root` holds its markup. */
export const init = lazyInit(
	'input[type="password"]',
	() => import( './enhance' )
);
