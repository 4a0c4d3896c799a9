/**
 * Variable product forms (`form.variations_form`), on product pages and in quick views; a tour's form
 * also gets its booking box (storefront/booking).
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import { loadChunk } from '../../common/lazy-load/lazy';
import { BOOKING_FORM_SELECTOR } from '../booking/constants';

const claim = createClaim();

/**
 * Enhances the variation forms in `root` (once each); settles once their code has run (tests and the
 * quick view wait for it, the page does not).
 */
export function enhance( root: ParentNode ): Promise< void > {
	const done: Promise< unknown >[] = [];
	for ( const form of queryAll< HTMLFormElement >(
		root,
		'form.variations_form'
	) ) {
		// Past `woocommerce_ajax_variation_threshold` WooCommerce prints "false" and no variations: a large
		// tour's booking box then sets the variation itself, and the form code would only cost its bytes.
		const printed = form.dataset.product_variations;
		if ( printed && printed !== 'false' && claim( form ) ) {
			done.push(
				loadChunk( () => import( './variation-form' ) ).then(
					( module ) => module.enhanceVariationForm( form )
				)
			);
		}
	}
	// A tour's form becomes its booking box: that code loads only where a tour's form is.
	if ( queryAll( root, BOOKING_FORM_SELECTOR ).length ) {
		done.push(
			import( '../booking/enhance' ).then( ( booking ) =>
				booking.enhance( root )
			)
		);
	}
	return Promise.all( done ).then(
		() => undefined,
		() => undefined
	);
}
