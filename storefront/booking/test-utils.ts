/**
 * Test helpers: a tour's variations form as WooCommerce prints it (the date select of
 * pa_ngay-khoi-hanh, `data-product_variations` with the theme's `tourfront_booking`, and the departures feed
 * the theme prints into the form), four departures:
 * one that has left (inactive), one with 4 seats, one sold out, one with 20 seats.
 */

const variation = (
	id: number,
	date: string,
	maxQty: number | '',
	inStock: boolean,
	active = true
) => ( {
	variation_id: id,
	attributes: { 'attribute_pa_ngay-khoi-hanh': date },
	display_price: 2490000,
	price_html: '<span class="price">2.490.000 ₫</span>',
	availability_html: '',
	is_in_stock: inStock,
	is_purchasable: true,
	variation_is_active: active,
	variation_is_visible: true,
	min_qty: 1,
	max_qty: maxQty,
	tourfront_booking: {
		departure: date,
		adult_price: id === 104 ? 2190000 : 2490000,
		child_price: 1500000,
	},
} );

export const VARIATIONS = [
	variation( 101, '2026-11-01', 10, true, false ),
	variation( 102, '2026-12-05', 4, true ),
	variation( 103, '2026-12-12', '', false ),
	variation( 104, '2026-12-19', 20, true ),
];

/** The feed the theme prints beside them: the departures from today on (the one that has left is not in it). */
export const FEED = {
	tour: 77,
	endpoint: '/wp-json/tourfront/v1/tours/77/departures',
	all: true,
	month: '2026-12',
	months: [ { month: '2026-12', open: 2, from: 2190000 } ],
	departures: VARIATIONS.filter( ( v ) => v.variation_is_active ).map(
		( v ) => ( {
			id: v.variation_id,
			date: v.tourfront_booking.departure,
			seats: v.max_qty === '' ? null : v.max_qty,
			adult: v.tourfront_booking.adult_price,
			child: v.tourfront_booking.child_price,
			regular: v.display_price,
			closed: false,
			soldOut: ! v.is_in_stock,
			attrs: {},
		} )
	),
};

/** Puts the tour's form into the document (the store's currency: VND) with `feed` printed in it; returns it. */
export function loadTourForm( feed: object = FEED ): HTMLFormElement {
	window.tourfrontSettings = {
		currency: {
			code: 'VND',
			symbol: '₫',
			symbolPosition: 'right_space',
			decimalSeparator: ',',
			thousandSeparator: '.',
			precision: 0,
		},
	} as unknown as typeof window.tourfrontSettings;
	const options = VARIATIONS.map( ( v ) => {
		const [ y, m, d ] =
			v.attributes[ 'attribute_pa_ngay-khoi-hanh' ].split( '-' );
		return `<option value="${ y }-${ m }-${ d }">${ d }/${ m }/${ y }</option>`;
	} ).join( '' );
	document.body.innerHTML = `<div class="product"><form class="variations_form cart" method="post" data-product_id="77" data-product_variations='${ JSON.stringify( VARIATIONS ) }'><script type="application/json" class="tourfront-departures">${ JSON.stringify( feed ) }</script>
<table class="variations"><tbody><tr><th class="label"><label for="pa_ngay-khoi-hanh">Ngày khởi hành</label></th><td class="value"><select id="pa_ngay-khoi-hanh" name="attribute_pa_ngay-khoi-hanh" data-attribute_name="attribute_pa_ngay-khoi-hanh"><option value="">Choose an option</option>${ options }</select><a class="reset_variations" href="#">Clear</a></td></tr></tbody></table>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button">
<div class="tourfront-travellers"><p class="tourfront-travellers__field"><label>Adults <input type="number" name="tourfront_adults" value="1" min="1"></label></p><p class="tourfront-travellers__field"><label>Children <input type="number" name="tourfront_children" value="0" min="0"></label></p></div>
<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1"></div>
<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
<input type="hidden" name="add-to-cart" value="77"><input type="hidden" name="product_id" value="77"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form></div>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}
