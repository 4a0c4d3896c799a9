/**
 * The theme's live search as theme/inc/ajax-search.php answers it, with the same rules
 * (common/search: one folding, one ranking):
 * - tourfront_ajax_search_products: up to 10 suggestions matching the query, optionally within a
 *   category, tours before other kinds; a single id -1 entry when nothing matches; nothing under 3
 *   characters of the search key ("ha " and "hạ" are two).
 * - tourfront_search_catalogue: the client index's records.
 * A search shows published products visible in search (catalogue visibility "visible" or "search
 * only") without a password, as the theme's index holds them.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { hasDepartures } from '../../../common/booking/constants';
import {
	foldText,
	queryLength,
	rankEntries,
	type CatalogueAnswer,
	type CatalogueRecord,
	type RankedEntry,
	type Suggestion,
} from '../../../common/search';
import { CATEGORIES } from '../../fixtures/categories';
import type { WooStore } from '../../store';
import { plainText } from '../../store/format';
import { imageUrl } from '../../store/images';
import { permalink, productPriceMarkup } from '../../store/product-response';
import type { Product } from '../../store/types';

/** Live search needs at least this many characters. */
export const SEARCH_MIN_CHARS = 3;
/** The query is cut to this many characters (TOURFRONT_SEARCH_MAX_CHARS). */
export const SEARCH_MAX_CHARS = 100;
/** At most this many suggestions. */
export const SEARCH_MAX_SUGGESTIONS = 10;
/** Folded description characters the theme's index keeps per product (TOURFRONT_SEARCH_TEXT_MAX_CHARS). */
export const SEARCH_TEXT_MAX_CHARS = 500;

interface Entry extends RankedEntry {
	product: Product;
}

/** The theme's index: the searchable products, newest first. */
function searchIndex( store: WooStore ): Entry[] {
	return store.catalogue
		.listable()
		.filter(
			( product ) =>
				( product.visibility === 'visible' ||
					product.visibility === 'search' ) &&
				! product.password
		)
		.map( ( product ) => {
			const name = plainText( product.name );
			return {
				id: product.id,
				title: foldText( name ),
				key: foldText( `${ name } ${ plainText( product.sku ) }` ),
				text: foldText(
					plainText(
						`${ product.shortDescription } ${ product.description }`
					)
				)
					.slice( 0, SEARCH_TEXT_MAX_CHARS )
					.trimEnd(),
				// The theme reads post_date_gmt; the fixtures' local dates order the same way.
				date: product.dateCreated.replace( 'T', ' ' ),
				// As the theme: the product's attributes hold the departure date.
				tour: hasDepartures( product.attributes ),
				product,
			};
		} )
		.sort(
			( a, b ) =>
				Number( a.date < b.date ) - Number( a.date > b.date ) ||
				b.id - a.id
		);
}

function categorySlugs( product: Product ): string[] {
	return CATEGORIES.filter( ( category ) =>
		product.categoryIds.includes( category.id )
	).map( ( category ) => category.slug );
}

/** The search answer. */
export function searchSuggestions(
	store: WooStore,
	rawQuery: string,
	categorySlug?: string
): { suggestions: Suggestion[] } {
	const query = plainText(
		[ ...rawQuery ].slice( 0, SEARCH_MAX_CHARS ).join( '' )
	);
	if ( queryLength( query ) < SEARCH_MIN_CHARS ) {
		return { suggestions: [] };
	}
	const entries = searchIndex( store ).filter(
		( entry ) =>
			! categorySlug ||
			categorySlugs( entry.product ).includes( categorySlug )
	);
	const found = rankEntries( query, entries ).slice(
		0,
		SEARCH_MAX_SUGGESTIONS
	);
	if ( ! found.length ) {
		return {
			suggestions: [
				{
					id: -1,
					value: __( 'No products found.', 'tourfront' ),
					url: '#',
					img: '',
					price: '',
					data: null,
				},
			],
		};
	}
	return {
		suggestions: found.map( ( { product } ) => ( {
			id: product.id,
			value: plainText( product.name ),
			url: permalink( store.ctx, product ),
			img: imageUrl( store.ctx, product.imageIds[ 0 ] ),
			price: productPriceMarkup( store.ctx, product ),
			data: {
				sku: product.sku,
				category:
					CATEGORIES.find(
						( entry ) => entry.id === product.categoryIds[ 0 ]
					)?.name ?? '',
			},
		} ) ),
	};
}

/** The client index's catalogue. */
export function searchCatalogue( store: WooStore ): CatalogueAnswer {
	const records: CatalogueRecord[] = searchIndex( store ).map(
		( { product, date, tour } ) => ( {
			id: product.id,
			name: plainText( product.name ),
			sku: product.sku,
			url: permalink( store.ctx, product ),
			img: imageUrl( store.ctx, product.imageIds[ 0 ] ),
			price: productPriceMarkup( store.ctx, product ),
			categories: categorySlugs( product ),
			date,
			tour,
		} )
	);
	// The theme's generation changes with the catalogue; here a digest of what the records hold.
	const digest = [ ...JSON.stringify( records ) ].reduce(
		( hash, char ) => ( hash * 31 + char.charCodeAt( 0 ) ) % 2 ** 32,
		7
	);
	return { generation: digest.toString( 36 ), records };
}
