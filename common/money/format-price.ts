/**
 * The one money formatter: integer minor units → "2.490.000 ₫" / "$1,234.50".
 */

/** Internal dependencies */
import { getCurrencyFromSettings, type Currency } from './currency';

function groupThousands( digits: string, separator: string ): string {
	return digits.replace( /\B(?=(\d{3})+(?!\d))/g, separator );
}

/**
 * The amount split into sign, integer and fraction digits, exactly (string arithmetic: no
 * floating point, any size). Non-integer input is rounded half away from zero first.
 */
export function splitMinorUnits( amount: string | number, minorUnit: number ) {
	let text =
		typeof amount === 'number'
			? String( Math.round( amount ) )
			: String( amount ).trim();
	if ( ! /^-?\d+$/.test( text ) ) {
		const parsed = Number( text );
		text = Number.isFinite( parsed ) ? String( Math.round( parsed ) ) : '0';
	}
	const negative = text.startsWith( '-' );
	const digits = ( negative ? text.slice( 1 ) : text )
		.replace( /^0+(?=\d)/, '' )
		.padStart( minorUnit + 1, '0' );
	const integer = minorUnit > 0 ? digits.slice( 0, -minorUnit ) : digits;
	const fraction = minorUnit > 0 ? digits.slice( -minorUnit ) : '';
	return { negative: negative && /[1-9]/.test( digits ), integer, fraction };
}

/** Formats an amount in minor units; `currency` defaults to the store currency from the settings. */
export function formatPrice(
	amount: string | number,
	currency: Currency = getCurrencyFromSettings()
): string {
	const { negative, integer, fraction } = splitMinorUnits(
		amount,
		currency.minorUnit
	);
	const number =
		groupThousands( integer, currency.thousandSeparator ) +
		( fraction ? currency.decimalSeparator + fraction : '' );
	return `${ negative ? '-' : '' }${ currency.prefix }${ number }${ currency.suffix }`;
}
