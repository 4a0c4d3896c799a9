/**
 * Money defaults.
 */

/** Currency used when neither the Store API nor the settings give one: USD, 2 decimals, "$" left, ".", ",". */
export const DEFAULT_CURRENCY = Object.freeze( {
	code: 'USD',
	symbol: '$',
	minorUnit: 2,
	decimalSeparator: '.',
	thousandSeparator: ',',
	prefix: '$',
	suffix: '',
} );
