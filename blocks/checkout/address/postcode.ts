/**
 * Postcode and phone validation. The maintained `postcode-validator` table is used where it agrees with
 * the formats this shop accepts; the overrides below are where it does not. A country with no pattern
 * always passes. Phone numbers follow common/phone.
 *
 * The table and the phone rule (blocks/checkout/address/rules-table.ts, about 2.7 KB gzip) load on the first
 * postcode or phone check, not with the checkout: until they are there, a postcode the overrides do not
 * cover and any phone number pass (the store checks them again on submit), and `loadAddressRules()` says
 * when to check again.
 */

type AddressRules = typeof import( './rules-table' );

let rules: AddressRules | null = null;
let loading: Promise< void > | null = null;

/** Loads the table and the phone rule once; resolves when the checks below use them. */
export function loadAddressRules(): Promise< void > {
	loading ??= import( './rules-table' ).then( ( module ) => {
		rules = module;
	} );
	return loading;
}

/** Whether the table and the phone rule are loaded. */
export const areAddressRulesLoaded = (): boolean => rules !== null;

/** What to tell the shopper about `phone` in `country`; '' when a guide can call it or the rule is not loaded. */
export const phoneError = ( phone: string, country: string ): string =>
	rules?.phoneError( phone, country ) ?? '';

const GB_PATTERN =
	/^(?:[A-Z](?:\d\d|\d|[A-Z]\d[A-Z]|[A-Z]\d\d|[A-Z]\d|\d[A-Z]) ?\d[A-Z]{2}|BFPO ?\d{1,4}|BFPO C\/O ?\d{1,3})$/i;

/** Where the accepted formats differ from postcode-validator's. */
export const POSTCODE_OVERRIDES: Readonly< Record< string, RegExp > > =
	Object.freeze( {
		// Accepted: a digit 1–9 then 4 digits; an empty postcode is allowed.
		NI: /^(?:[1-9]\d{4})?$/,
		// Accepted: 7 or 8, then 4 digits.
		BA: /^[78]\d{4}$/,
		// Accepted: optional "SI-", then 4 digits starting with 1–9.
		SI: /^(?:SI-)?[1-9]\d{3}$/,
		// Accepted: 6 digits (the package also takes 5).
		VN: /^\d{6}$/,
		KH: /^\d{6}$/,
		// Accepted: a digit 1–9, 2 digits, an optional space, 3 digits.
		IN: /^[1-9]\d{2} ?\d{3}$/,
		// Accepted: letter, digit, letter, optional space, digit, letter, digit.
		CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
		// Accepted: the standard format, or BFPO + 1–4 digits, or "BFPO c/o" + 1–3 digits; case-insensitive.
		GB: GB_PATTERN,
		UK: GB_PATTERN,
		// Accepted: 1–9 then 3 digits, optional space, 2 letters other than SA, SD, SS; case-insensitive.
		NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i,
		// Accepted: 3 digits, an optional hyphen, 4 digits.
		JP: /^\d{3}-?\d{4}$/,
		// Accepted otherwise: alphanumeric groups joined by optional hyphens, or empty (the package also takes spaces).
		INTL: /^(?:[A-Z0-9]+(?:-?[A-Z0-9]+)*)?$/i,
	} );

/** True when `country` has a postcode pattern at all (as far as the rules loaded so far know). */
export function hasPostcodePattern( country: string ): boolean {
	const code = country.toUpperCase();
	return (
		code in POSTCODE_OVERRIDES ||
		!! rules?.postcodeValidatorExistsForCountry( code )
	);
}

/** True when `postcode` is valid for `country` (trimmed; a country without a pattern passes). */
export function isPostcodeValid( postcode: string, country: string ): boolean {
	const code = ( country || '' ).toUpperCase();
	const value = postcode.trim();
	const override = POSTCODE_OVERRIDES[ code ];
	if ( override ) {
		return override.test( value );
	}
	if ( ! code || ! rules?.postcodeValidatorExistsForCountry( code ) ) {
		return true;
	}
	return rules.postcodeValidator( value, code );
}
