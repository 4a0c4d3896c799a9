/**
 * Product reviews: opened and scrolled to for the hash and URL cases (#reviews, #comments, #comment-N, #tab-reviews; on arrival and on
 * `hashchange`), the rating link setting `#reviews`, the star rating widget of the review form (one
 * per form) and the "Please select a rating" check.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import { shouldOpenReviews } from './conditions';
import { openReviews } from './reviews';
import { buildStars, removeDuplicateStars } from './stars';

const claim = createClaim();
const boundDocuments = new WeakSet< Document >();

function bindPage( doc: Document ): void {
	if ( boundDocuments.has( doc ) ) {
		return;
	}
	boundDocuments.add( doc );
	const win = doc.defaultView ?? window;
	if ( shouldOpenReviews( win.location.hash, win.location.href ) ) {
		openReviews( doc );
	}
	win.addEventListener( 'hashchange', () => {
		if ( shouldOpenReviews( win.location.hash, win.location.href ) ) {
			openReviews( doc );
		}
	} );
	doc.addEventListener( 'click', ( event ) => {
		const link = ( event.target as Element | null )?.closest?.(
			'a.woocommerce-review-link'
		);
		if ( ! link || ! doc.getElementById( 'reviews' ) ) {
			return;
		}
		event.preventDefault();
		win.history.pushState( null, '', '#reviews' );
		openReviews( doc );
	} );
}

/** Enhances the reviews markup in `root`. */
export function enhance( root: ParentNode ): void {
	for ( const form of queryAll< HTMLFormElement >(
		root,
		'#review_form form, form#commentform'
	) ) {
		const rating = form.querySelector< HTMLSelectElement >(
			'select#rating, select[name="rating"]'
		);
		if ( ! rating || ! claim( form ) ) {
			continue;
		}
		if ( ! form.querySelector( 'p.stars' ) ) {
			buildStars( rating );
		}
		removeDuplicateStars( form );
		form.addEventListener( 'submit', ( event ) => {
			if ( rating.required && ! rating.value ) {
				event.preventDefault();
				( form.ownerDocument.defaultView ?? window ).alert(
					__( 'Please select a rating', 'tourfront' )
				);
			}
		} );
	}
	const doc =
		( root as Node ).nodeType === 9
			? ( root as Document )
			: ( root as Node ).ownerDocument;
	if ( doc?.getElementById( 'reviews' ) ) {
		bindPage( doc );
	}
}
