/**
 * Text and money formatting the way WordPress/WooCommerce print it: esc_html, wptexturize's dash,
 * number_format and wc_price markup.
 */

/** Internal dependencies */
import { foldText } from '../../common/search/fold';
import type { CurrencySettings } from '../fixtures/settings';
import { priceTexts } from './messages';

/** WordPress's esc_html (keeps existing entities). */
export function escHtml( text: string ): string {
	return text
		.replace( /&(?!#?\w+;)/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' )
		.replace( /'/g, '&#039;' );
}

/** esc_attr: same rules as esc_html for our purposes. */
export const escAttr = escHtml;

/** wptexturize's visible effect on our texts: " - " becomes an en dash entity, "&" is encoded. */
export function texturize( text: string ): string {
	return text
		.replace( /&(?!#?\w+;)/g, '&#038;' )
		.replace( / - /g, ' &#8211; ' );
}

/** Decodes the few entities our texts carry (for search and plain text). */
export function decodeEntities( text: string ): string {
	return text
		.replace( /&#8211;/g, '–' )
		.replace( /&#038;|&amp;/g, '&' )
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&nbsp;/g, '\u00a0' );
}

/** PHP's number_format on an amount in minor units. */
export function formatNumber(
	minor: number,
	currency: CurrencySettings
): string {
	const negative = minor < 0;
	const digits = Math.abs( Math.round( minor ) )
		.toString()
		.padStart( currency.minorUnit + 1, '0' );
	const whole = currency.minorUnit
		? digits.slice( 0, -currency.minorUnit )
		: digits;
	const fraction = currency.minorUnit
		? digits.slice( -currency.minorUnit )
		: '';
	const grouped = whole.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		currency.thousandSeparator
	);
	return (
		( negative ? '-' : '' ) +
		grouped +
		( fraction ? currency.decimalSeparator + fraction : '' )
	);
}

/** Options of wc_price: classic templates wrap the amount in <bdi> and mark the symbol translate="no". */
export interface PriceHtmlOptions {
	bdi?: boolean;
	translateNo?: boolean;
	ariaHidden?: boolean;
}

/** wc_price(): the amount markup with the currency symbol on the configured side. */
export function priceHtml(
	minor: number,
	currency: CurrencySettings,
	options: PriceHtmlOptions = {}
): string {
	const symbol = `<span class="woocommerce-Price-currencySymbol"${ options.translateNo ? ' translate="no"' : '' }>${ currency.symbolHtml }</span>`;
	const number = formatNumber( minor, currency );
	const spaced = ( side: string ) =>
		side.startsWith( ' ' ) || side.endsWith( ' ' ) ? '&nbsp;' : '';
	const inner = currency.prefix
		? `${ symbol }${ spaced( currency.prefix ) }${ number }`
		: `${ number }${ spaced( currency.suffix ) }${ symbol }`;
	const body = options.bdi ? `<bdi>${ inner }</bdi>` : inner;
	return `<span class="woocommerce-Price-amount amount"${ options.ariaHidden ? ' aria-hidden="true"' : '' }>${ body }</span>`;
}

/** The plain-text price used inside screen-reader texts ("2.990.000&nbsp;&#8363;"). */
export function pricePlain(
	minor: number,
	currency: CurrencySettings
): string {
	const number = formatNumber( minor, currency );
	const spaced = ( side: string ) => ( side.trim() !== side ? '&nbsp;' : '' );
	return currency.prefix
		? `${ currency.symbolHtml }${ spaced( currency.prefix ) }${ number }`
		: `${ number }${ spaced( currency.suffix ) }${ currency.symbolHtml }`;
}

/** A product's price_html: plain, on sale (del/ins with screen-reader texts) or a range. */
export function productPriceHtml(
	price: {
		regular: number;
		active: number;
		onSale: boolean;
		range?: { min: number; max: number };
	},
	currency: CurrencySettings
): string {
	if ( price.range && price.range.min !== price.range.max ) {
		const { min, max } = price.range;
		return `${ priceHtml( min, currency, { ariaHidden: true } ) } <span aria-hidden="true">&ndash;</span> ${ priceHtml( max, currency, { ariaHidden: true } ) }<span class="screen-reader-text">${ priceTexts.range( pricePlain( min, currency ), pricePlain( max, currency ) ) }</span>`;
	}
	if ( price.onSale ) {
		return `<del aria-hidden="true">${ priceHtml( price.regular, currency ) }</del> <span class="screen-reader-text">${ priceTexts.original( pricePlain( price.regular, currency ) ) }</span><ins aria-hidden="true">${ priceHtml( price.active, currency ) }</ins><span class="screen-reader-text">${ priceTexts.current( pricePlain( price.active, currency ) ) }</span>`;
	}
	return priceHtml( price.active, currency );
}

/** Plain text of stored markup, as the theme's search reads it: every tag a space, entities decoded. */
export function plainText( text: string ): string {
	return decodeEntities( text.replace( /<[^>]*>/g, ' ' ) );
}

/** The search key of stored markup (the one folding rule, common/search/fold.ts). */
export function normaliseSearchText( text: string ): string {
	return foldText( plainText( text ) );
}
