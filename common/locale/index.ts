/**
 * The one locale every locale-dependent comparison or format of the product uses:
 * the locale WooCommerce passes to the page (`settings.locale.userLocale`, WordPress's
 * `get_user_locale()`), or en_US when the page prints none — never the visitor's browser language, which
 * `localeCompare()` / `Intl.*` without a locale would use. (Not in common/settings: that folder is in the chunk
 * every page loads, and only the checkout compares texts today.)
 */

/** Internal dependencies */
import { getSettings } from '../settings';

/** WordPress's locale when none is set. */
export const DEFAULT_LOCALE = 'en_US';

/** A WordPress locale ("vi", "en_US", "de_DE_formal") as the BCP 47 tag `Intl` takes; en-US if it is not one. */
export function toLanguageTag( wpLocale: string ): string {
	try {
		return Intl.getCanonicalLocales( wpLocale.replace( /_/g, '-' ) )[ 0 ];
	} catch {
		return 'en-US';
	}
}

/** The page's locale as a BCP 47 tag (`userLocale`, else en_US). */
export function getLocaleTag(): string {
	return toLanguageTag( getSettings().locale?.userLocale || DEFAULT_LOCALE );
}

const collators = new Map< string, Intl.Collator >();

/** Compares two texts in the page's locale (for sorting names shown to the shopper). */
export function compareText( a: string, b: string ): number {
	const tag = getLocaleTag();
	let collator = collators.get( tag );
	if ( ! collator ) {
		collator = new Intl.Collator( tag );
		collators.set( tag, collator );
	}
	return collator.compare( a, b );
}
