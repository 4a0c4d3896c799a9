/**
 * The add-to-cart form WooCommerce prints for a product (woocommerce_template_single_add_to_cart):
 * `form.cart` for a simple product, `form.variations_form.cart` with data-product_variations for a
 * variable one. One builder for the demo's product page and the mock's quick view (the theme's quick
 * view prints WooCommerce's own form, the same as the product page): the demo's pages are checked
 * against the real store's markup (mocks/site/parity.test.ts).
 */

/** Internal dependencies */
import {
	DEPARTURE_TAXONOMY,
	hasDepartures,
} from '../../../common/booking/constants';
import { removeMarks } from '../../../common/search/fold';
import { travellersFieldsHtml } from '../../handlers/markup/travellers-fields';
import type { StoreProduct } from '../data/types';
import { decodeEntities, escAttr, escHtml, stripTags } from './escape';
import { stockHtml } from './stock';

/** The translation functions of the caller (the demo server's, or @wordpress/i18n's in the browser). */
export interface Translate {
	__: ( text: string ) => string;
	sprintf: ( format: string, ...args: Array< string | number > ) => string;
}

let uniq = 0;
const uniqid = () =>
	`${ Date.now().toString( 16 ) }${ ( uniq++ ).toString( 16 ) }`;

function quantityInput(
	product: StoreProduct,
	id: string,
	tr: Translate,
	max?: number
): string {
	const { __ } = tr;
	if ( product.sold_individually ) {
		return `<div class="quantity hidden">
		<input type="hidden" id="${ id }" class="qty" name="quantity" value="1" />
	</div>`;
	}
	const label = tr.sprintf(
		__( '%s quantity' ),
		decodeEntities( stripTags( product.name ) )
	);
	return `<div class="quantity">
		<label class="screen-reader-text" for="${ id }">${ escHtml( label ) }</label>
	<input type="number" id="${ id }" class="input-text qty text" name="quantity" value="1" aria-label="${ escAttr( __( 'Product quantity' ) ) }" min="1"${
		max ? ` max="${ max }"` : ''
	} step="1" placeholder="" inputmode="numeric" autocomplete="off" />
	</div>`;
}

/** The stock line WooCommerce prints above a product's form (wc_get_stock_html), from its availability. */
export function productStockHtml( product: StoreProduct ): string {
	return stockHtml( product.stock_availability );
}

function simpleForm( product: StoreProduct, tr: Translate ): string {
	const { __ } = tr;
	if ( ! product.is_in_stock ) {
		return '';
	}
	const max =
		product.low_stock_remaining ??
		( product.add_to_cart.maximum < 9999
			? product.add_to_cart.maximum
			: undefined );
	return `<form class="cart" action="${ escAttr( product.permalink ) }" method="post" enctype='multipart/form-data'>
		${ quantityInput( product, `quantity_${ uniqid() }`, tr, max ?? undefined ) }
		<button type="submit" name="add-to-cart" value="${ product.id }" class="single_add_to_cart_button button alt">${ escHtml( __( 'Add to cart' ) ) }</button>
	</form>`;
}

/** WooCommerce prints a form's variations up to `woocommerce_ajax_variation_threshold` (30), else `false`. */
export const VARIATION_THRESHOLD = 30;

function variableForm(
	product: StoreProduct,
	variations: unknown[],
	tr: Translate,
	feed: string
): string {
	const { __ } = tr;
	const isTour = hasDepartures( product.attributes );
	const rows = product.attributes
		.filter( ( a ) => a.has_variations )
		.map( ( attribute ) => {
			const slug =
				attribute.taxonomy ??
				removeMarks( attribute.name )
					.toLowerCase()
					.replace( /\s+/g, '-' );
			const name = `attribute_${ slug }`;
			// WooCommerce's form lists terms in the attribute's term order: the seed orders departures by date.
			const terms =
				attribute.taxonomy === DEPARTURE_TAXONOMY
					? [ ...attribute.terms ].sort( ( a, b ) =>
							a.slug.localeCompare( b.slug )
						)
					: attribute.terms;
			const options = terms
				.map(
					( t ) =>
						`<option value="${ escAttr( t.slug ) }"${ t.default ? " selected='selected'" : '' }>${ escHtml( t.name ) }</option>`
				)
				.join( '' );
			return `<tr>
						<th class="label"><label for="${ escAttr( slug ) }">${ escHtml( attribute.name ) }</label></th>
						<td class="value">
							<select id="${ escAttr( slug ) }" class="" name="${ escAttr( name ) }" data-attribute_name="${ escAttr( name ) }" data-show_option_none="yes"><option value="">${ escHtml(
								__( 'Choose an option' )
							) }</option>${ options }</select>${ '' }
						</td>
					</tr>`;
		} );
	const reset = `<a class="reset_variations" href="#" aria-label="${ escAttr( __( 'Clear options' ) ) }">${ escHtml( __( 'Clear' ) ) }</a>`;
	const lastRow = rows.length
		? rows[ rows.length - 1 ].replace( /(<\/select>)/, `$1${ reset }` )
		: '';
	rows[ rows.length - 1 ] = lastRow;
	return `<form class="variations_form cart" action="${ escAttr( product.permalink ) }" method="post" enctype='multipart/form-data' data-product_id="${ product.id }" data-product_variations="${ escAttr(
		variations.length > VARIATION_THRESHOLD
			? 'false'
			: JSON.stringify( variations )
	) }">${ feed }
			<table class="variations" cellspacing="0" role="presentation">
			<tbody>
				${ rows.join( '\n' ) }
			</tbody>
		</table>
		<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
		<div class="single_variation_wrap">
			<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">
	${ isTour ? travellersFieldsHtml( product.id, { adults: __( 'Adults' ), children: __( 'Children (2–11 years)' ) } ) : '' }${ quantityInput( product, `quantity_${ uniqid() }`, tr ) }
	<button type="submit" class="single_add_to_cart_button button alt">${ escHtml( __( 'Add to cart' ) ) }</button>
	<input type="hidden" name="add-to-cart" value="${ product.id }" />
	<input type="hidden" name="product_id" value="${ product.id }" />
	<input type="hidden" name="variation_id" class="variation_id" value="0" />
</div>
		</div>
	</form>`;
}

/**
 * The add-to-cart form of a product; `variations` are the entries of data-product_variations
 * (WC_Product_Variable::get_available_variations()); `feed` the departures the theme prints into a tour's.
 */
export function addToCartForm(
	product: StoreProduct,
	variations: unknown[],
	tr: Translate,
	feed = ''
): string {
	return product.type === 'variable'
		? variableForm( product, variations, tr, feed )
		: simpleForm( product, tr );
}
