/**
 * The phone rule with its message, in the chunk blocks/checkout/address/phone.ts loads.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { isPhoneValid } from '../../../common/phone';

/** What to tell the shopper about `phone` in `country`; '' when a guide can call it. */
export function phoneError( phone: string, country: string ): string {
	return isPhoneValid( phone, country )
		? ''
		: __(
				'Please enter a phone number we can call (in Vietnam: 10 digits starting with 0, or +84 and 9 digits).',
				'tourfront'
			);
}
