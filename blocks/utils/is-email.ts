/**
 * An email address as WordPress's `is_email()` accepts it (WooCommerce checks the billing email with
 * it): the browser's `type="email"` lets `a@b.c` through, the server would not.
 */

const LOCAL = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[a-z0-9-]+$/i;

/** True when WordPress's `is_email()` would accept `email`. */
export function isEmail( email: string ): boolean {
	// At least "a@b.cd": six characters, one @ not first.
	const at = email.indexOf( '@', 1 );
	if ( email.length < 6 || at < 0 ) return false;
	const local = email.slice( 0, at );
	const domain = email.slice( at + 1 );
	if ( ! LOCAL.test( local ) || /\.\.|^\.|\.$/.test( domain ) ) return false;
	// At least two labels of letters, digits and inner hyphens.
	const labels = domain.split( '.' );
	return labels.length > 1 && labels.every( ( label ) => LABEL.test( label ) && ! /^-|-$/.test( label ) );
}
