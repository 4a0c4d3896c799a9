/**
 * What the mobile sidebar menu's back button says for a path of opened items (outermost first).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** The back button's label: the parent item's label, or "Main menu" one level below the top. */
export function getBackLabel( path: string[] ): string {
	return path.length >= 2
		? path[ path.length - 2 ]
		: __( 'Main menu', 'tourfront' );
}
