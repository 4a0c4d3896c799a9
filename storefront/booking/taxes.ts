/**
 * What a booking will cost at checkout, said in the box: the tour's taxes (VAT, and a travel fee the shop
 * set up as a second rate) with their amounts, and the total checkout will ask, from the price terms the
 * theme prints with the feed (theme/inc/booking/price-terms.php). Loaded when the box first shows a total
 * of a tour with taxes, so a tour page without taxes (or a shopper who picks no date) never fetches it.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { BOOKING_CLASS } from './constants';
import type { PriceTerms } from './feed';

/** A booking's figures in minor units. */
export interface Estimate {
	/** Without tax (what the cart's subtotal shows when the shop shows prices without tax). */
	net: number;
	/** Each rate's tax, as the cart's tax lines show it. */
	taxes: number[];
	/** What checkout asks. */
	gross: number;
}

const sum = ( values: number[] ) =>
	values.reduce( ( total, value ) => total + value, 0 );

/** PHP's round() to `places` decimals, for the positive amounts of a booking. */
const roundTo = ( value: number, places = 0 ) =>
	Math.round( value * 10 ** places ) / 10 ** places;

/**
 * The taxes of one cart line of `amount` minor units and the cart's total, as WC_Cart_Totals computes them
 * for a cart holding that line alone (no coupon, no fee, no shipping: a tour): each rate's tax from the
 * price in floating point, in WC_Tax's order of operations (exclusive, or taken out of an inclusive price;
 * compound rates on the price with the taxes before them), kept to `precision` decimals, then rounded per
 * line (half down where WooCommerce rounds so) unless the shop rounds at the subtotal; the total rounded once.
 */
export function estimate( amount: number, terms: PriceTerms ): Estimate {
	const { rates, inclusive } = terms;
	const exact = rates.map( () => 0 );
	if ( inclusive ) {
		let base = amount;
		for ( let i = rates.length - 1; i >= 0; i-- ) {
			if ( rates[ i ].compound ) {
				const tax = base - base / ( 1 + rates[ i ].rate / 100 );
				exact[ i ] += tax;
				base -= tax;
			}
		}
		const regular =
			1 +
			sum( rates.map( ( rate ) => ( rate.compound ? 0 : rate.rate ) ) ) /
				100;
		rates.forEach( ( rate, i ) => {
			if ( ! rate.compound ) {
				exact[ i ] +=
					amount - ( amount - ( rate.rate / 100 / regular ) * base );
			}
		} );
	} else {
		rates.forEach( ( rate, i ) => {
			if ( ! rate.compound ) {
				exact[ i ] = amount * ( rate.rate / 100 );
			}
		} );
		rates.forEach( ( rate, i ) => {
			if ( rate.compound ) {
				exact[ i ] = ( amount + sum( exact ) ) * ( rate.rate / 100 );
			}
		} );
	}
	const kept = exact.map( ( tax ) => roundTo( tax, terms.precision ) );
	const round = ( tax: number ) =>
		// + 0: a tax under half rounds to 0, not to -0.
		terms.halfDown ? Math.ceil( tax - 0.5 ) + 0 : Math.round( tax );
	const taxes = kept.map( round );
	const items = inclusive ? amount - sum( kept ) : amount;
	return {
		net: roundTo( items ),
		taxes,
		gross: terms.subtotal
			? roundTo( items + sum( kept ) )
			: roundTo( roundTo( items ) + sum( taxes ) ),
	};
}

/** The line after the total, made once. */
function line( total: HTMLElement, name: string ): HTMLElement {
	const className = `${ BOOKING_CLASS }__${ name }`;
	let node = total.parentElement?.querySelector< HTMLElement >(
		`.${ className }`
	);
	if ( ! node ) {
		node = total.ownerDocument.createElement( 'p' );
		node.className = className;
		(
			total.parentElement?.querySelector(
				`.${ BOOKING_CLASS }__taxes`
			) ?? total
		).after( node );
	}
	return node;
}

/**
 * Says under the box's total (`total`: "Total: <strong>…</strong>") what the taxes add to `amount` (the
 * party's price as the shop entered it; null: no departure chosen): "Excl. VAT 8%: 518.400 ₫, …" and the
 * estimated total at checkout, or, where the shop shows prices with tax, the total with them and "Incl. …".
 */
export function showTaxes(
	total: HTMLElement,
	amount: number | null,
	terms: PriceTerms,
	money: ( minor: number ) => string
): void {
	const taxes = line( total, 'taxes' );
	const payable = line( total, 'payable' );
	taxes.replaceChildren();
	payable.replaceChildren();
	// The amount, the total line's one element.
	const figure = total.firstElementChild;
	if ( amount === null || ! figure || ! amount ) {
		return;
	}
	const result = estimate( amount, terms );
	// As the cart's tax lines, a tax that rounds to nothing is not listed.
	const list = terms.rates
		.flatMap( ( rate, i ) =>
			result.taxes[ i ]
				? [ `${ rate.label }: ${ money( result.taxes[ i ] ) }` ]
				: []
		)
		.join( ', ' );
	if ( terms.display === 'incl' ) {
		figure.textContent = money( result.gross );
		/* translators: %s: the taxes in the total ("VAT 8%: 518.400 ₫, Phí du lịch 2%: 129.600 ₫"). */
		taxes.textContent = sprintf( __( 'Incl. %s', 'tourfront' ), list );
		return;
	}
	figure.textContent = money( result.net );
	/* translators: %s: the taxes added at checkout ("VAT 8%: 518.400 ₫, Phí du lịch 2%: 129.600 ₫"). */
	taxes.textContent = sprintf( __( 'Excl. %s', 'tourfront' ), list );
	const strong = total.ownerDocument.createElement( 'strong' );
	strong.textContent = money( result.gross );
	payable.append(
		`${ __( 'Estimated total at checkout', 'tourfront' ) }: `,
		strong
	);
}
