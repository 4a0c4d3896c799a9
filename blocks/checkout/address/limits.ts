/**
 * How long a checkout field may be: the columns WooCommerce stores them in, so the
 * browser stops at what the store keeps instead of sending a 10 KB email or phone number.
 * - email 320: the orders table's `billing_email`; phone 100: the order addresses table's `phone`;
 * - postcode 20: the customer lookup table's (`wc_customer_lookup`);
 * - any other text 255: the lookup table's first and last names (WordPress's usual varchar).
 */

/** Longest value of the fields with their own column size. */
export const FIELD_MAX_LENGTHS: Readonly< Record< string, number > > = {
	email: 320,
	phone: 100,
	postcode: 20,
};

/** Longest value of any other checkout text field. */
export const TEXT_MAX_LENGTH = 255;
