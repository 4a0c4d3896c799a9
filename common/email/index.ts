/**
 * An email address as WordPress's `is_email()` accepts it (WooCommerce checks the billing email with
 * it): the browser's `type="email"` lets `a@b.c` through, the server would not. One pattern for its
 * rules: six characters at least; a local part of letters, digits and !#$%&'*+/=?^_`{|}~.-; a domain of
 * two or more dot-separated labels of letters, digits and inner hyphens (no empty label, no edge dot).
 */
const WORDPRESS_EMAIL =
	/^(?=.{6})[\w!#$%&'*+/=?^`{|}~.-]+@(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z\d](?:[a-z\d-]*[a-z\d])?$/i;

/** True when WordPress's `is_email()` would accept `email`. */
export const isEmail = ( email: string ): boolean =>
	WORDPRESS_EMAIL.test( email );
