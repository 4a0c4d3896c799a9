/**
 * The booking box of a tour: WooCommerce's variations form of a tour, enhanced into
 * departure dates, adults, children, the total and one add.
 */

/** The select of a tour's departure date in its variations form (pa_ngay-khoi-hanh). */
export const DEPARTURE_SELECT_SELECTOR =
	'select[name="attribute_pa_ngay-khoi-hanh"]';
/** What marks a tour's variations form (its departure select). */
export const BOOKING_FORM_SELECTOR = `form.variations_form ${ DEPARTURE_SELECT_SELECTOR }`;
/** The traveller fields (printed by the theme beside the quantity, created here when missing). */
export const ADULTS_FIELD = 'tourfront_adults';
export const CHILDREN_FIELD = 'tourfront_children';
/** Class of the enhanced form. */
export const BOOKING_CLASS = 'tourfront-booking';
