/**
 * Postcode validation. The maintained `postcode-validator`
 * table is used where it agrees with the formats this shop accepts; the overrides below are where it does not.
 * A country with no pattern always passes.
 *
 * The package's table (about 2.5 KB gzip) loads on the first postcode check, not with the checkout:
 * until it is there, a postcode the overrides do not cover passes (the store checks it again on submit)
 * and `loadPostcodeRules()` says when to check again.
 */

type PostcodeRules = typeof import( 'postcode-validator' );

let rules: PostcodeRules | null = null;
let loading: Promise< void > | null = null;

/** Loads the package's table once; resolves when the checks below use it. */
export function loadPostcodeRules(): Promise< void > {
	loading ??= import( 'postcode-validator' ).then( ( module ) => {
		rules = module;
	} );
	return loading;
}

/** Whether the package's table is loaded. */
export const arePostcodeRulesLoaded = (): boolean => rules !== null;

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
