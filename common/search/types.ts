/**
 * The live search's wire shapes, one definition for the
 * storefront script and the mock WooCommerce; the theme's PHP answers them (theme/inc/ajax-search.php).
 */

/** One suggestion of `tourfront_ajax_search_products`. */
export interface Suggestion {
	/** -1 for the "No products found." entry, which is never navigable. */
	id: number;
	value: string;
	url: string;
	img: string;
	/** Price markup, as WooCommerce prints it. */
	price: string;
	data?: { sku?: string; category?: string } | null;
}

/** One product of `tourfront_search_catalogue` (the client index). */
export interface CatalogueRecord {
	id: number;
	/** Plain text. */
	name: string;
	sku: string;
	url: string;
	img: string;
	price: string;
	/** Category slugs, the ancestors of its categories included. */
	categories: string[];
	/** Publication date, GMT `YYYY-MM-DD HH:MM:SS`: the ranking's tie-break. */
	date: string;
	/** A tour (the product has departures): ranked before other kinds. */
	tour: boolean;
}

/** The answer of `tourfront_search_catalogue`. */
export interface CatalogueAnswer {
	/** Changes with every catalogue change. */
	generation: string;
	records: CatalogueRecord[];
}
