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
 * "Please enter {label}": an empty required field asks for the value; "valid" would blame a value the
 * shopper has yet to type ("Vui lòng nhập họ hợp lệ" for an empty last name).
 */
export function missingFieldMessage( label: string ): string {
	return sprintf(
		/* translators: %s: field label, lower case */
		__( 'Please enter %s', 'tourfront' ),
		label.toLowerCase()
	);
}

/**
 * Missing value → "Please enter {label in lower case}"; bad input or type mismatch → "Please enter a valid
 * {label in lower case}"; anything else → the browser's own message.
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
		return missingFieldMessage( label );
	}
	if ( label && ( validity.badInput || validity.typeMismatch ) ) {
		return invalidFieldMessage( label );
	}
	return browserMessage || invalidFieldMessage( label );
}
