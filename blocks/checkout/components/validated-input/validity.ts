/**
 * The message of an invalid field.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** "Please enter a valid {label}" with the label in lower case. */
export function invalidFieldMessage( label: string ): string {
	return sprintf(
		/* translators: %s: field label, lower case */
		__( 'Please enter a valid %s', 'tourfront' ),
		label.toLowerCase()
	);
}

/**
 * Missing value → "Please enter {label in lower case}" (empty is not invalid: "Vui lòng nhập họ", not "Vui lòng
 * nhập họ hợp lệ"); bad input or type mismatch → "Please enter a valid {label in lower case}"; anything else →
 * the browser's own message.
 */
export function getValidityMessage(
	label: string,
	validity: Pick<
		ValidityState,
		'valueMissing' | 'badInput' | 'typeMismatch'
	>,
	browserMessage: string
): string {
	if ( label && validity.valueMissing ) {
		return sprintf(
			/* translators: %s: field label, lower case */
			__( 'Please enter %s', 'tourfront' ),
			label.toLowerCase()
		);
	}
	return ( ! label || ! ( validity.badInput || validity.typeMismatch ) ) &&
		browserMessage
		? browserMessage
		: invalidFieldMessage( label );
}
