/**
 * products/collection-data, products/attributes and attribute terms.
 */

/** Internal dependencies */
import type { WooStore } from '../../store';
import { activePrice } from '../../store/catalogue';
import { currencyFields, money } from '../../store/currency';
import { StoreError } from '../../store/errors';
import { isInStock } from '../../store/stock';

function globalAttributes( store: WooStore ) {
	const byId = new Map<
		number,
		{
			id: number;
			name: string;
			taxonomy: string;
			terms: Map<
				number,
				{ id: number; name: string; slug: string; count: number }
			>;
		}
	>();
	for ( const product of store.catalogue.listable() ) {
		for ( const attribute of product.attributes ) {
			if ( ! attribute.taxonomy ) {
				continue;
			}
			const entry = byId.get( attribute.id ) ?? {
				id: attribute.id,
				name: attribute.name,
				taxonomy: attribute.taxonomy,
				terms: new Map(),
			};
			for ( const term of attribute.terms ) {
				const current = entry.terms.get( term.id ) ?? {
					...term,
					count: 0,
				};
				current.count++;
				entry.terms.set( term.id, current );
			}
			byId.set( attribute.id, entry );
		}
	}
	return [ ...byId.values() ].sort( ( a, b ) => a.id - b.id );
}

/** GET products/attributes. */
export function productAttributes( store: WooStore ) {
	return globalAttributes( store ).map( ( attribute ) => ( {
		id: attribute.id,
		name: attribute.name,
		taxonomy: attribute.taxonomy,
		type: 'select',
		order: 'menu_order',
		has_archives: false,
		count: attribute.terms.size,
	} ) );
}

/** GET products/attributes/{id}/terms. */
export function attributeTerms( store: WooStore, id: number ) {
	const attribute = globalAttributes( store ).find(
		( entry ) => entry.id === id
	);
	if ( ! attribute ) {
		throw new StoreError(
			'woocommerce_rest_taxonomy_invalid',
			'Attribute does not exist.',
			404
		);
	}
	return [ ...attribute.terms.values() ]
		.sort( ( a, b ) => a.name.localeCompare( b.name, 'vi' ) )
		.map( ( term ) => ( {
			id: term.id,
			name: term.name,
			slug: term.slug,
			description: '',
			parent: 0,
			count: term.count,
		} ) );
}

/** GET products/collection-data (price range, stock status counts, attribute counts). */
export function collectionData( store: WooStore, query: URLSearchParams ) {
	const products = store.catalogue
		.listable()
		.filter( ( product ) => product.visibility === 'visible' );
	const prices = products.flatMap( ( product ) =>
		( product.type === 'variable'
			? store.catalogue.variationsOf( product )
			: [ product ]
		).map( activePrice )
	);
	const inStock = products.filter( ( product ) =>
		isInStock( store.ctx, product )
	).length;
	const taxonomies = [ ...query.entries() ]
		.filter( ( [ key ] ) =>
			/calculate_attribute_counts\[\d+\]\[taxonomy\]/.test( key )
		)
		.map( ( [ , value ] ) => value );
	const attributeCounts = globalAttributes( store )
		.filter( ( attribute ) => taxonomies.includes( attribute.taxonomy ) )
		.flatMap( ( attribute ) =>
			[ ...attribute.terms.values() ].map( ( term ) => ( {
				term: term.id,
				count: term.count,
			} ) )
		)
		.sort( ( a, b ) => a.term - b.term );
	return {
		price_range:
			query.get( 'calculate_price_range' ) === 'true'
				? {
						min_price: money( Math.min( ...prices ) ),
						max_price: money( Math.max( ...prices ) ),
						...currencyFields( store.ctx ),
					}
				: null,
		attribute_counts: taxonomies.length ? attributeCounts : null,
		rating_counts: null,
		stock_status_counts:
			query.get( 'calculate_stock_status_counts' ) === 'true'
				? [
						{ status: 'instock', count: String( inStock ) },
						{
							status: 'outofstock',
							count: String( products.length - inStock ),
						},
						{ status: 'onbackorder', count: '0' },
					]
				: null,
		taxonomy_counts: null,
	};
}
