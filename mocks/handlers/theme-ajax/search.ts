/**
 * tourfront_ajax_search_products: up to 10 suggestions matching the query (accent-insensitive),
 * optionally within a category; a single id -1 entry when nothing matches; nothing under 3 characters.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { CATEGORIES } from '../../fixtures/categories';
import type { WooStore } from '../../store';
import { normaliseSearchText } from '../../store/format';
import { imageUrl } from '../../store/images';
import { permalink, productPriceMarkup } from '../../store/product-response';
import { matchesSearch } from '../../store/products-query';

/** Live search needs at least this many characters (spec §5 Search). */
export const SEARCH_MIN_CHARS = 3;
/** At most this many suggestions. */
export const SEARCH_MAX_SUGGESTIONS = 10;

/** One suggestion. */
export interface Suggestion {
	id: number;
	value: string;
	url: string;
	img: string;
	price: string;
	data: { sku: string; category: string } | null;
}

/** The search answer. */
export function searchSuggestions( store: WooStore, rawQuery: string, categorySlug?: string ): { suggestions: Suggestion[] } {
	const query = rawQuery.trim();
	if ( [ ...query ].length < SEARCH_MIN_CHARS ) {
		return { suggestions: [] };
	}
	const category = categorySlug ? CATEGORIES.find( ( entry ) => entry.slug === categorySlug ) : undefined;
	const folded = normaliseSearchText( query );
	const found = store.catalogue
		.listable()
		.filter( ( product ) => product.visibility === 'visible' )
		.filter( ( product ) => ! categorySlug || ( category && product.categoryIds.includes( category.id ) ) )
		.filter( ( product ) => matchesSearch( product, query ) )
		// Title matches first, then the newest.
		.sort( ( a, b ) => Number( normaliseSearchText( b.name ).includes( folded ) ) - Number( normaliseSearchText( a.name ).includes( folded ) ) || b.dateCreated.localeCompare( a.dateCreated ) )
		.slice( 0, SEARCH_MAX_SUGGESTIONS );
	if ( ! found.length ) {
		return { suggestions: [ { id: -1, value: __( 'No products found.', 'tourfront' ), url: '#', img: '', price: '', data: null } ] };
	}
	return {
		suggestions: found.map( ( product ) => ( {
			id: product.id,
			value: product.name,
			url: permalink( store.ctx, product ),
			img: imageUrl( store.ctx, product.imageIds[ 0 ] ),
			price: productPriceMarkup( store.ctx, product ),
			data: { sku: product.sku, category: CATEGORIES.find( ( entry ) => entry.id === product.categoryIds[ 0 ] )?.name ?? '' },
		} ) ),
	};
}
