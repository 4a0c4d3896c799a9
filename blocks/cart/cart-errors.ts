/**
 * The cart's own errors (`cart.errors`) as notices of the cart area: non-dismissible, keyed by code.
 */

/** Internal dependencies */
import type { CartError } from '../data/cart';
import type { Notice } from '../data/notices';

const NONE: Notice[] = [];

/** One error notice per code (the last message of a code wins). */
export function cartErrorsToNotices( errors: readonly CartError[], context: string ): Notice[] {
	if ( ! errors.length ) {
		return NONE;
	}
	const byCode = new Map< string, Notice >();
	errors.forEach( ( error ) =>
		byCode.set( error.code, {
			id: error.code,
			context,
			content: error.message,
			status: 'error',
			type: 'default',
			isDismissible: false,
			explicitDismiss: false,
		} )
	);
	return [ ...byCode.values() ];
}
