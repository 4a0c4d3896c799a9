/**
 * Quantity fields of add-to-cart forms get plus and minus buttons.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import { addButtons } from './buttons';
import { QUANTITY_INPUT_SELECTOR } from './constants';

const claim = createClaim();

/** Enhances the visible quantity inputs in `root` (once each). */
export function enhance( root: ParentNode ): void {
	for ( const input of queryAll< HTMLInputElement >(
		root,
		QUANTITY_INPUT_SELECTOR
	) ) {
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
