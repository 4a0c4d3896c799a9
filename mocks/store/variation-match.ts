/**
 * Resolves add-item's `variation` array to a variation, accepting what WooCommerce accepts:
 * the attribute label, the taxonomy or `attribute_<taxonomy>`, with the term name or slug.
 */

/** Internal dependencies */
import { attributeKey, variationAttributesOf } from './catalogue';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { missingAttributes, noMatchingVariation } from './messages';
import type { Product } from './types';

/** A variation attribute as add-item receives it. */
export interface VariationInput {
	attribute: string;
	value: string;
}

/** The variation of `parent` matching `input`, with its raw attribute map, or throws. */
export function matchVariation(
	ctx: StoreContext,
	parent: Product,
	input: VariationInput[] | undefined
): { variation: Product; attributes: Record< string, string > } {
	if ( ! input?.length ) {
		// WooCommerce 11 counts the attributes chosen before it looks for missing variation data.
		throw new StoreError(
			'woocommerce_rest_missing_attributes',
			missingAttributes(),
			400
		);
	}
	const wanted: Record< string, string > = {};
	for ( const attribute of variationAttributesOf( parent ) ) {
		const key = attributeKey( attribute );
		const entry = input.find( ( item ) =>
			[ attribute.name, key, `attribute_${ key }` ].includes(
				String( item.attribute )
			)
		);
		if ( ! entry ) {
			continue;
		}
		const term = attribute.terms.find(
			( t ) => t.slug === entry.value || t.name === entry.value
		);
		wanted[ key ] = term ? term.slug : String( entry.value );
	}
	const variation = ctx.catalogue
		.variationsOf( parent )
		.find( ( candidate ) =>
			Object.entries( candidate.variationAttributes ).every(
				( [ key, slug ] ) => wanted[ key ] === slug
			)
		);
	if ( ! variation ) {
		throw new StoreError(
			'woocommerce_rest_variation_id_from_variation_data',
			noMatchingVariation(),
			400
		);
	}
	return { variation, attributes: rawAttributes( variation ) };
}

/** attribute_<key> → slug for a variation (the cart item's variation data). */
export function rawAttributes( variation: Product ): Record< string, string > {
	return Object.fromEntries(
		Object.entries( variation.variationAttributes ).map(
			( [ key, slug ] ) => [ `attribute_${ key }`, slug ]
		)
	);
}
