/**
 * The traveller fields a tour's add-to-cart form carries on a store running the theme
 * (theme/inc/travellers-fields.php, hooked on `woocommerce_before_add_to_cart_button`): the same markup.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { hasDepartures } from '../../../common/booking/constants';
import type { StoreContext } from '../../store/context';
import { escAttr, escHtml } from '../../store/format';
import type { Product } from '../../store/types';

/** Whether a product is a tour (a variable product whose variations are departures). */
export function isTourProduct( product: Product ): boolean {
	return product.type === 'variable' && hasDepartures( product.attributes );
}

/** The fields' markup for a tour's form (labels translated by the caller's text domain). */
export function travellersFieldsHtml(
	productId: number,
	labels: { adults: string; children: string }
): string {
	const fields: Array< [ string, string, number ] > = [
		[ 'tourfront_adults', labels.adults, 1 ],
		[ 'tourfront_children', labels.children, 0 ],
	];
	const rows = fields.map(
		( [ name, label, minimum ] ) =>
			`<p class="tourfront-travellers__field"><label for="${ name }-${ productId }">${ escHtml( label ) }</label> <input type="number" id="${ name }-${ productId }" class="input-text" name="${ escAttr( name ) }" value="${ minimum }" min="${ minimum }" step="1" inputmode="numeric" /></p>`
	);
	return `<div class="tourfront-travellers">${ rows.join( '' ) }</div>`;
}

/** The fields, or '' for anything but a tour on a store running the theme. */
export function renderTravellersFields(
	ctx: StoreContext,
	product: Product
): string {
	if ( ! ctx.tourfront || ! isTourProduct( product ) ) {
		return '';
	}
	return travellersFieldsHtml( product.id, {
		adults: __( 'Adults', 'tourfront' ),
		children: __( 'Children (2–11 years)', 'tourfront' ),
	} );
}
