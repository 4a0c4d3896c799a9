/**
 * Who is looking: administrators and page editors see developer-facing errors.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';

/** True for a store administrator (`currentUserIsAdmin`). */
export function isAdmin(): boolean {
	return getSettings().currentUserIsAdmin === true;
}

/** True for an administrator or a user who can edit pages: they see payment registration errors. */
export function isAdminOrEditor(): boolean {
	return isAdmin() || getSettings().theme?.can_edit_pages === true;
}
