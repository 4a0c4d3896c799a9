/**
 * A tour's form with no variations printed (WooCommerce stops past 30): nothing else sets its
 * variation or enables its button, so the box does what storefront/variations does for the others.
 */

/** Internal dependencies */
import type { Departure } from './departures';

/** Sets `form`'s variation to `departure` (none: the button waits for a date). */
export function markPlainForm(
	form: HTMLFormElement,
	departure: Departure | null
): void {
	const id = form.querySelector< HTMLInputElement >(
		'input[name="variation_id"]'
	);
	if ( id ) {
		id.value = departure ? String( departure.variationId ) : '';
	}
	const button = form.querySelector( '.single_add_to_cart_button' );
	button?.classList.toggle( 'disabled', ! departure );
	button?.classList.toggle( 'wc-variation-selection-needed', ! departure );
	button?.setAttribute( 'aria-disabled', String( ! departure ) );
}

/**
 * Holds back the add while no departure is chosen (capture: before the in-place add, which then sees
 * the prevented submit); `refuse` says why.
 */
export function guardPlainSubmit(
	form: HTMLFormElement,
	chosen: () => unknown,
	refuse: () => void
): void {
	form.addEventListener(
		'submit',
		( event ) => {
			if ( ! chosen() ) {
				event.preventDefault();
				event.stopImmediatePropagation();
				refuse();
			}
		},
		true
	);
}
