/**
 * Quantity fields of add-to-cart forms are raised to their minimum and get plus and minus buttons.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import { addButtons } from './buttons';
import { QUANTITY_INPUT_SELECTOR } from './constants';
import { raiseQuantity } from './raise';

const claim = createClaim();
const raiseClaim = createClaim();

/** Enhances the visible quantity inputs in `root` (once each). */
export function enhance( root: ParentNode ): void {
	for ( const input of queryAll< HTMLInputElement >(
		root,
		QUANTITY_INPUT_SELECTOR
	) ) {
		if ( raiseClaim( input ) ) {
			raiseQuantity( input );
		}
		// A hidden or locked field is not claimed: it gets its buttons if a later pass finds it usable.
		if (
			! input.readOnly &&
			! input.disabled &&
			! input.closest( '.quantity.hidden' ) &&
			claim( input )
		) {
			addButtons( input );
		}
	}
}
