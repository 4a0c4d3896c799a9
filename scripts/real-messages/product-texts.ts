/**
 * What a store's catalogue says of each product in words, as the Store API lists it: the stock text
 * ("Còn 2 trong kho", "Hết hàng"), the add-to-cart button's text and description, and the price's
 * screen-reader texts ("Giá gốc là: …", "Khoảng giá: từ … đến …"). Keyed by slug, so a real store and
 * the mock WooCommerce compare product by product.
 */

/** Internal dependencies */
import { ShopperSession } from './session';

/** The words of one product. */
export interface ProductTexts {
	stock: string;
	button: string;
	buttonDescription: string;
	screenReader: string[];
}

interface Listed {
	slug: string;
	price_html: string;
	stock_availability: { text: string };
	add_to_cart: { text: string; description: string };
}

/** Texts of every listed product, by slug. */
export async function recordProductTexts(
	origin: string
): Promise< Record< string, ProductTexts > > {
	const listing = await new ShopperSession( origin ).storeApi(
		'GET',
		'products?per_page=100&orderby=slug&order=asc'
	);
	return productTexts( listing.body as Listed[] );
}

/** The texts of a Store API product listing. */
export function productTexts(
	listing: Listed[]
): Record< string, ProductTexts > {
	const texts: Record< string, ProductTexts > = {};
	for ( const product of [ ...listing ].sort( ( a, b ) =>
		a.slug.localeCompare( b.slug )
	) ) {
		texts[ product.slug ] = {
			stock: product.stock_availability.text,
			button: product.add_to_cart.text,
			buttonDescription: product.add_to_cart.description,
			screenReader: [
				...product.price_html.matchAll(
					/<span class="screen-reader-text">([^<]*)<\/span>/g
				),
			].map( ( match ) => match[ 1 ] ),
		};
	}
	return texts;
}
