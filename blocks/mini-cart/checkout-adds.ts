/**
 * What checkout adds to the mini-cart's subtotal, from the Store API cart's own totals: the discount, the
 * fees, the shipping and the taxes (each tax line, "VAT 8%", where the shop itemizes them), so the panel
 * says them with their amounts before the total the shopper will pay (`total_price`). Where the cart shows
 * prices with tax, the taxes are in the subtotal already: they are said as included instead.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import type { TotalsDisplaySettings } from '../components/totals/get-totals-rows';
import type { Cart } from '../data/cart/types';

/** One amount: minor units, null while checkout has yet to work it out (shipping before an address). */
export interface CheckoutAdd {
	label: string;
	amount: number | null;
	negative?: boolean;
}

const toInt = ( value: string | null | undefined ) =>
	parseInt( value ?? '0', 10 ) || 0;

/** The amounts added to the subtotal (`added`) and the taxes the subtotal already holds (`included`). */
export function checkoutAdds(
	cart: Pick< Cart, 'totals' | 'fees' | 'needs_shipping' >,
	settings: TotalsDisplaySettings
): { subtotal: number; added: CheckoutAdd[]; included: CheckoutAdd[] } {
	const { totals } = cart;
	const incl = settings.displayCartPricesIncludingTax;
	const withTax = ( amount: string | null, tax: string | null ) =>
		toInt( amount ) + ( incl ? toInt( tax ) : 0 );
	const added: CheckoutAdd[] = [];
	const discount = withTax(
		totals.total_discount,
		totals.total_discount_tax
	);
	if ( discount > 0 ) {
		added.push( {
			label: __( 'Discount', 'tourfront' ),
			amount: discount,
			negative: true,
		} );
	}
	for ( const fee of cart.fees ?? [] ) {
		const amount = withTax( fee.totals.total, fee.totals.total_tax );
		if ( amount !== 0 ) {
			added.push( {
				label: fee.name || __( 'Fee', 'tourfront' ),
				amount,
			} );
		}
	}
	if ( cart.needs_shipping && toInt( totals.total_shipping ) !== 0 ) {
		added.push( {
			label: __( 'Shipping', 'tourfront' ),
			amount: withTax( totals.total_shipping, totals.total_shipping_tax ),
		} );
	} else if ( cart.needs_shipping && totals.total_shipping === null ) {
		added.push( { label: __( 'Shipping', 'tourfront' ), amount: null } );
	}
	// The cart's tax rows, as components/totals labels them; not imported from there: the mini-cart
	// importing it moves the cart and checkout's shared code into other chunks and makes both pages heavier.
	const taxes: CheckoutAdd[] =
		settings.displayItemizedTaxes && totals.tax_lines.length
			? totals.tax_lines.map( ( line ) => ( {
					label: line.rate
						? `${ line.name } ${ line.rate }`
						: line.name,
					amount: toInt( line.price ),
				} ) )
			: [
					{
						label: __( 'Taxes', 'tourfront' ),
						amount: toInt( totals.total_tax ),
					},
				];
	const shown = taxes.filter( ( tax ) => ( tax.amount as number ) > 0 );
	return {
		subtotal: withTax( totals.total_items, totals.total_items_tax ),
		added: incl ? added : [ ...added, ...shown ],
		included: incl ? shown : [],
	};
}
