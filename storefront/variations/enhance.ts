/**
 * Variable product forms (`form.variations_form`), on product pages and in quick views; a tour's form
 * also gets its booking box (storefront/booking).
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import { BOOKING_FORM_SELECTOR } from '../booking/constants';
import { enhanceVariationForm } from './variation-form';

const claim = createClaim();

/** Enhances the variation forms in `root` (once each). */
export function enhance( root: ParentNode ): void {
	for ( const form of queryAll< HTMLFormElement >(
		root,
		'form.variations_form'
	) ) {
		if ( claim( form ) ) {
			enhanceVariationForm( form );
		}
	}
	// A tour's form becomes its booking box: that code loads only where a tour's form is.
	if ( queryAll( root, BOOKING_FORM_SELECTOR ).length ) {
		void import( '../booking/enhance' ).then( ( booking ) =>
			booking.enhance( root )
		);
	}
}
