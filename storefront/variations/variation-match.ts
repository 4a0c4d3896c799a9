/**
 * Matching the chosen attributes against `data-product_variations` (WooCommerce's rules: an empty
 * attribute value on a variation means "any").
 */

/** A variation as WooCommerce prints it into `data-product_variations`. */
export interface ProductVariation {
	variation_id: number;
	attributes: Record< string, string >;
	price_html?: string;
	availability_html?: string;
	variation_description?: string;
	is_in_stock?: boolean;
	is_purchasable?: boolean;
	variation_is_active?: boolean;
	variation_is_visible?: boolean;
	min_qty?: number | string;
	max_qty?: number | string;
	sku?: string;
	image?: VariationImage;
	image_id?: number;
}

/** The image part of a variation. */
export interface VariationImage {
	src?: string;
	/** False when the image has no srcset (e.g. an SVG), as WooCommerce sends it. */
	srcset?: string | false;
	sizes?: string | false;
	title?: string;
	caption?: string;
	alt?: string;
	full_src?: string;
	full_src_w?: number | string;
	full_src_h?: number | string;
	thumb_src?: string;
	gallery_thumbnail_src?: string;
	src_w?: number | string;
	src_h?: number | string;
}

/** The variations of a form, or null when they are loaded by AJAX (`data-product_variations="false"`). */
export function parseVariations(
	json: string | undefined
): ProductVariation[] | null {
	try {
		const parsed = JSON.parse( json ?? '' );
		return Array.isArray( parsed ) ? parsed : null;
	} catch {
		return null;
	}
}

/** True when `variation` fits every chosen (non-empty) attribute. */
export function fits(
	variation: ProductVariation,
	chosen: Record< string, string >
): boolean {
	return Object.entries( chosen ).every( ( [ name, value ] ) => {
		const wanted = variation.attributes[ name ];
		return (
			! value || wanted === undefined || wanted === '' || wanted === value
		);
	} );
}

/** The variations matching a complete choice. */
export function findMatchingVariations(
	variations: ProductVariation[],
	chosen: Record< string, string >
): ProductVariation[] {
	return variations.filter( ( variation ) => fits( variation, chosen ) );
}

/** True when every attribute has a value. */
export function isComplete( chosen: Record< string, string > ): boolean {
	return Object.values( chosen ).every( Boolean );
}

/** Whether `value` of attribute `name` can still lead to a visible variation, given the other choices. */
export function isOptionAvailable(
	variations: ProductVariation[],
	chosen: Record< string, string >,
	name: string,
	value: string
): boolean {
	const others = { ...chosen, [ name ]: value };
	return variations.some(
		( variation ) =>
			variation.variation_is_active !== false && fits( variation, others )
	);
}

/** True when the shopper can add the variation. */
export function isPurchasable( variation: ProductVariation ): boolean {
	return (
		variation.is_purchasable !== false &&
		variation.is_in_stock !== false &&
		variation.variation_is_visible !== false
	);
}
