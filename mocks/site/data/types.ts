/**
 * What the demo's pages are rendered from: the Store API's own product and category shapes
 * (WooCommerce 11, as recorded), plus variation and article records.
 */

/** Internal dependencies */
import type { CartImage } from '../../../blocks/data/cart/types';
import type { PriceCurrency } from '../render/price';

/** A Store API image: the same shape the blocks read (one definition of the wire format). */
export type StoreImage = CartImage;

export interface StorePrices extends PriceCurrency {
	price: string;
	regular_price: string;
	sale_price: string;
	price_range: null | { min_amount: string; max_amount: string };
	currency_code: string;
}

export interface StoreAttribute {
	id: number;
	name: string;
	taxonomy: string | null;
	has_variations: boolean;
	terms: Array< {
		id: number;
		name: string;
		slug: string;
		default?: boolean;
	} >;
}

/** A product as `GET /wc/store/v1/products/{id}` answers. */
export interface StoreProduct {
	id: number;
	name: string;
	slug: string;
	type: string;
	permalink: string;
	sku: string;
	short_description: string;
	description: string;
	on_sale: boolean;
	prices: StorePrices;
	price_html: string;
	average_rating: string;
	review_count: number;
	images: StoreImage[];
	categories: Array< {
		id: number;
		name: string;
		slug: string;
		link: string;
	} >;
	tags: Array< { id: number; name: string; slug: string; link?: string } >;
	attributes: StoreAttribute[];
	variations: Array< {
		id: number;
		attributes: Array< { name: string; value: string } >;
	} >;
	is_purchasable: boolean;
	is_in_stock: boolean;
	low_stock_remaining: number | null;
	stock_availability: { text: string; class: string };
	sold_individually: boolean;
	weight?: string;
	formatted_weight?: string;
	add_to_cart: {
		text: string;
		description: string;
		url: string;
		minimum: number;
		maximum: number;
		multiple_of: number;
	};
	/** Demo extras (not in the Store API): featured flag, date order, popularity. */
	featured?: boolean;
	virtual?: boolean;
	total_sales?: number;
	date_created?: string;
	menu_order?: number;
}

export interface StoreCategory {
	id: number;
	name: string;
	slug: string;
	description: string;
	count: number;
	link?: string;
	image?: StoreImage | null;
}

/** One entry of `form.variations_form[data-product_variations]`. */
export interface VariationData {
	variation_id: number;
	attributes: Record< string, string >;
	sku: string;
	display_price: number;
	display_regular_price: number;
	price_html: string;
	is_in_stock: boolean;
	max_qty: number | '';
	image: StoreImage | null;
	availability_html: string;
	/** False for a departure that has left (woocommerce_variation_is_active in theme/inc/booking). */
	variation_is_active?: boolean;
	/** A departure's prices (major units), added by the theme (woocommerce_available_variation). */
	tourfront_booking?: {
		departure: string;
		adult_price: number;
		child_price: number;
	};
}

/** A product review. */
export interface Review {
	id: number;
	productId: number;
	author: string;
	date: string;
	rating: number;
	content: string;
}

/** A blog post (travel article). */
export interface Article {
	id: number;
	slug: string;
	title: string;
	date: string;
	author: string;
	excerpt: string;
	/** Block HTML with `h2.wp-block-heading` / `h3.wp-block-heading` (ids added by the renderer). */
	content: string;
	image?: string;
	imageAlt?: string;
	categories: Array< { name: string; slug: string } >;
	tags: Array< { name: string; slug: string } >;
}

/** The demo's whole catalogue. */
export interface Catalogue {
	products: StoreProduct[];
	categories: StoreCategory[];
	articles: Article[];
	variations: ( product: StoreProduct ) => VariationData[];
	/** The departures feed the theme prints into a tour's form (theme/inc/booking/departures-feed.php), or ''. */
	departuresFeed?: ( product: StoreProduct ) => string;
	reviews: ( product: StoreProduct ) => Review[];
	crossSells: ( product: StoreProduct ) => number[];
	upsells: ( product: StoreProduct ) => number[];
}
