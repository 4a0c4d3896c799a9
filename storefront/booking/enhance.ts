/**
 * Booking boxes over tours' variations forms (loaded by storefront/variations, and by the quick view); the product page's
 * box adds in place, as the quick view does.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import { enhanceBookingForm } from './box';
import { DEPARTURE_SELECT_SELECTOR } from './constants';
import './box.css';

const claim = createClaim();

function addInPlace( event: SubmitEvent ): void {
	const form = event.currentTarget as HTMLFormElement;
	if ( event.defaultPrevented ) {
		return;
	}
	event.preventDefault();
	const button =
		( event.submitter as HTMLElement | null ) ??
		form.querySelector< HTMLElement >( '.single_add_to_cart_button' );
	if ( button ) {
		void import( '../add-to-cart/add-to-cart' ).then(
			( { addFormToCart } ) => addFormToCart( form, button )
		);
	}
}

/** Enhances the tour forms in `root` (once each). */
export function enhance( root: ParentNode ): void {
	for ( const form of queryAll< HTMLFormElement >(
		root,
		'form.variations_form'
	) ) {
		if (
			form.querySelector( DEPARTURE_SELECT_SELECTOR ) &&
			claim( form ) &&
			enhanceBookingForm( form )
		) {
			form.addEventListener( 'submit', addInPlace );
		}
	}
}
