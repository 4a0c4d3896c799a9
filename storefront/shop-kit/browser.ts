/**
 * The few browser effects the shop features cause, behind one object so tests can observe them.
 */

/** Internal dependencies */
import { navigateTo } from '../../common/safe-url';

/** Page navigation (a full page request). */
export const browser = {
	/** Goes to `url` when it is an http(s) URL (it may come from a server answer); ignores anything else. */
	navigate( url: string ): void {
		navigateTo( url );
	},
};
