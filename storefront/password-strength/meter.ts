/**
 * The meter markup WooCommerce prints under a password field:
 * `<div class="woocommerce-password-strength {level}" aria-live="polite">` and, for scores 0–2,
 * `<small class="woocommerce-password-hint">`.
 */

/** Internal dependencies */
import type { StrengthFeedback } from '../../common/password-strength/estimate';

const LEVEL_CLASSES = [ 'short', 'bad', 'good', 'strong' ];

/** Where the meter goes: after the show/hide wrapper when the field has one. */
function anchorOf( field: HTMLInputElement ): Element {
	return field.closest( '.password-input' ) ?? field;
}

/** Shows `feedback` under `field` (creating the meter), or removes the meter for an empty field. */
export function renderMeter(
	form: HTMLElement,
	field: HTMLInputElement,
	feedback: StrengthFeedback | null
): void {
	let meter = form.querySelector< HTMLElement >(
		'.woocommerce-password-strength'
	);
	form.querySelector( '.woocommerce-password-hint' )?.remove();
	if ( ! feedback ) {
		if ( meter ) {
			meter.hidden = true;
		}
		return;
	}
	if ( ! meter ) {
		meter = form.ownerDocument.createElement( 'div' );
		meter.className = 'woocommerce-password-strength';
		meter.setAttribute( 'aria-live', 'polite' );
		anchorOf( field ).after( meter );
	}
	meter.hidden = false;
	meter.classList.remove( ...LEVEL_CLASSES, 'mismatch', 'unknown' );
	// WooCommerce styles a mismatch like a very weak password.
	meter.classList.add(
		feedback.level === 'mismatch' ? 'short' : feedback.level
	);
	meter.textContent = feedback.text;
	// The theme prints the same hint under the field already (its own paragraph): said once.
	if ( feedback.hint && ! form.querySelector( '.tourfront-password-hint' ) ) {
		const hint = form.ownerDocument.createElement( 'small' );
		hint.className = 'woocommerce-password-hint';
		hint.textContent = feedback.hint;
		meter.after( hint );
	}
}

/** Disables or enables the form's submit buttons (attribute and `disabled` class, as WooCommerce does). */
export function setSubmitBlocked( form: HTMLElement, blocked: boolean ): void {
	for ( const button of form.querySelectorAll< HTMLButtonElement >(
		'button[type="submit"]'
	) ) {
		button.disabled = blocked;
		button.classList.toggle( 'disabled', blocked );
	}
}
