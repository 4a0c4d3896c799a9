/**
 * Validation helpers for `applyCheckoutFilter`, with WooCommerce's developer message.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Accepts a string that contains `required` (e.g. a price format must keep `<price/>`); throws otherwise. */
export function mustContain( value: string, required: string ): true {
	if ( ! value.includes( required ) ) {
		throw new Error(
			sprintf(
				/* translators: 1: the value required, 2: the value the filter returned */
				__(
					'Returned value must include %1$s, you passed "%2$s"',
					'tourfront'
				),
				required,
				value
			)
		);
	}
	return true;
}
