/**
 * A phone number a guide can call. In Việt Nam: 10 digits from 0, or +84 and 9 digits; abroad: an
 * optional + and 7 to 15 digits (E.164's longest). Spaces, dots and dashes are allowed between the
 * digits (and brackets abroad). The theme checks the same on the server (theme/inc/checkout-phone.php,
 * through WooCommerce's `woocommerce_validate_phone`), so an empty one is left to "required".
 */

const SEPARATORS = /[\s.-]/g;
const VIETNAM = /^(?:0|\+84)\d{9}$/;
const ELSEWHERE = /^\+?\d{7,15}$/;

/** True when `phone` is empty or callable in `country` (Việt Nam when unknown). */
export function isPhoneValid( phone: string, country = '' ): boolean {
	const digits = phone.replace( SEPARATORS, '' );
	if ( ! digits ) {
		return true;
	}
	return ! country || country.toUpperCase() === 'VN'
		? VIETNAM.test( digits )
		: ELSEWHERE.test( digits.replace( /[()]/g, '' ) );
}
