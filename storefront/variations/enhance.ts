/**
 * Variable product forms (`form.variations_form`), on product pages and in quick views.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../site-kit/once';
import { enhanceVariationForm } from './variation-form';

const claim = createClaim();

/** Enhances the variation forms in `root` (once each). */
export function enhance( root: ParentNode ): void {
	for ( const form of queryAll< HTMLFormElement >( root, 'form.variations_form' ) ) {
		if ( claim( form ) ) {
			enhanceVariationForm( form );
		}
	}
}
