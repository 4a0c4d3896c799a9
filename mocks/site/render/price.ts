/**
 * `wc_price()`: formatted amounts with WooCommerce's own markup (VND: "2.490.000&nbsp;₫").
 */

/** Internal dependencies */
import { __, sprintf } from '../i18n';

/** Store currency as the Store API reports it on each price object. */
export interface PriceCurrency {
	currency_minor_unit: number;
	currency_decimal_separator: string;
	currency_thousand_separator: string;
	currency_prefix: string;
	currency_suffix: string;
	currency_symbol: string;
}

export const VND: PriceCurrency = {
	currency_minor_unit: 0,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' ₫',
	currency_symbol: '₫',
};

/** A minor-unit amount as text without the symbol: "2.490.000". */
export function formatNumber(
	minor: string | number,
	currency: PriceCurrency = VND
): string {
	const unit = currency.currency_minor_unit;
	const value = Number( minor ) / 10 ** unit;
	const [ int, dec ] = Math.abs( value ).toFixed( unit ).split( '.' );
	const grouped = int.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		currency.currency_thousand_separator
	);
	return (
		( value < 0 ? '-' : '' ) +
		grouped +
		( dec ? currency.currency_decimal_separator + dec : '' )
	);
}

/** `wc_price()` markup for a minor-unit amount. */
export function wcPrice(
	minor: string | number,
	currency: PriceCurrency = VND
): string {
	const symbol = `<span class="woocommerce-Price-currencySymbol" translate="no">${ currency.currency_symbol === '₫' ? '&#8363;' : currency.currency_symbol }</span>`;
	const number = formatNumber( minor, currency );
	const inner = currency.currency_prefix
		? `${ symbol }${ number }`
		: `${ number }&nbsp;${ symbol }`;
	return `<span class="woocommerce-Price-amount amount"><bdi>${ inner }</bdi></span>`;
}

/** A sale price: struck regular price and the current one, with WooCommerce's screen-reader texts. */
export function wcSalePrice(
	regular: string,
	sale: string,
	currency: PriceCurrency = VND
): string {
	const plain = ( minor: string ) =>
		`${ formatNumber( minor, currency ) }&nbsp;&#8363;`;
	return (
		`<del aria-hidden="true">${ wcPrice( regular, currency ) }</del> ` +
		/* translators: %s: original price */
		`<span class="screen-reader-text">${ sprintf( __( 'Original price was: %s.' ), plain( regular ) ) }</span>` +
		`<ins aria-hidden="true">${ wcPrice( sale, currency ) }</ins>` +
		/* translators: %s: current price */
		`<span class="screen-reader-text">${ sprintf( __( 'Current price is: %s.' ), plain( sale ) ) }</span>`
	);
}

/** A price range "min – max". */
export function wcPriceRange(
	min: string,
	max: string,
	currency: PriceCurrency = VND
): string {
	const plain = ( minor: string ) =>
		`${ formatNumber( minor, currency ) }&nbsp;&#8363;`;
	const hidden = ( html: string ) =>
		html.replace(
			'class="woocommerce-Price-amount amount"',
			'class="woocommerce-Price-amount amount" aria-hidden="true"'
		);
	return (
		`${ hidden( wcPrice( min, currency ) ) } <span aria-hidden="true">&ndash;</span> ${ hidden( wcPrice( max, currency ) ) }` +
		/* translators: 1: minimum price, 2: maximum price */
		`<span class="screen-reader-text">${ sprintf( __( 'Price range: %1$s through %2$s' ), plain( min ), plain( max ) ) }</span>`
	);
}
