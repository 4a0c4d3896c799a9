/**
 * The catalogue: fixtures turned into products with prices in minor units, variations
 * inheriting from their parent, and the lookups the cart needs.
 */

/** Internal dependencies */
import { expandTour } from '../fixtures/departures';
import type {
	AttributeFixture,
	TourFixture,
	VariationFixture,
} from '../fixtures/types';
import type { CurrencySettings } from '../fixtures/settings';
import { removeMarks } from '../../common/search/fold';
import type { Product } from './types';

/** Major units (as WooCommerce stores prices) → integer minor units. */
export function toMinor( major: number, currency: CurrencySettings ): number {
	return Math.round( major * 10 ** currency.minorUnit );
}

/** The attribute key a variation uses: the taxonomy, or the sanitized local name. */
export function attributeKey( attribute: {
	name: string;
	taxonomy: string | null;
} ): string {
	if ( attribute.taxonomy ) {
		return attribute.taxonomy;
	}
	return removeMarks( attribute.name )
		.toLowerCase()
		.trim()
		.replace( /[^a-z0-9]+/g, '-' );
}

function fromTour( tour: TourFixture, currency: CurrencySettings ): Product {
	const type = tour.variations?.length ? 'variable' : 'simple';
	return {
		id: tour.id,
		parentId: 0,
		type,
		sku: tour.sku,
		name: tour.name,
		slug: tour.slug,
		categoryIds: [ tour.categoryId ],
		regularPrice: toMinor( tour.regularPrice, currency ),
		salePrice:
			tour.salePrice === undefined
				? null
				: toMinor( tour.salePrice, currency ),
		childPrice: null,
		stock: tour.stock ?? null,
		lowStockThreshold: tour.lowStockThreshold ?? null,
		backorders: tour.backorders ?? 'no',
		virtual: tour.virtual ?? false,
		soldIndividually: tour.soldIndividually ?? false,
		featured: tour.featured ?? false,
		visibility: tour.visibility ?? 'visible',
		password: tour.password ?? '',
		status: tour.status ?? 'publish',
		crossSells: tour.crossSells ?? [],
		upsells: tour.upsells ?? [],
		shortDescription: tour.shortDescription,
		description: tour.description,
		imageIds: [ tour.imageId, ...( tour.galleryImageIds ?? [] ) ],
		quantity: {
			minimum: tour.quantity?.minimum ?? 1,
			maximum: tour.quantity?.maximum ?? null,
			multipleOf: tour.quantity?.multipleOf ?? 1,
		},
		dateCreated: tour.dateCreated,
		menuOrder: tour.menuOrder ?? 0,
		reviews: tour.reviews ?? [],
		attributes: ( tour.attributes ?? [] ).map( ( attribute ) => ( {
			...attribute,
			variation: attribute.variation ?? type === 'variable',
		} ) ),
		variationAttributes: {},
		variationIds: ( tour.variations ?? [] ).map(
			( variation ) => variation.id
		),
		weightKg: tour.virtual ? null : ( tour.weightKg ?? null ),
		totalSales: tour.totalSales ?? 0,
	};
}

function fromVariation(
	parent: Product,
	variation: VariationFixture,
	currency: CurrencySettings
): Product {
	return {
		...parent,
		id: variation.id,
		parentId: parent.id,
		type: 'variation',
		sku: variation.sku,
		slug: `${ parent.slug }-${ Object.values( variation.attributes ).join( '-' ).replace( /\s+/g, '-' ) }`,
		regularPrice: toMinor( variation.regularPrice, currency ),
		salePrice:
			variation.salePrice === undefined
				? null
				: toMinor( variation.salePrice, currency ),
		childPrice:
			variation.childPrice === undefined
				? null
				: toMinor( variation.childPrice, currency ),
		stock: variation.stock ?? null,
		lowStockThreshold: variation.lowStockThreshold ?? null,
		description: '',
		imageIds: [ variation.imageId ?? parent.imageIds[ 0 ] ],
		variationAttributes: variation.attributes,
		variationIds: [],
		crossSells: [],
		upsells: [],
		reviews: [],
		attributes: [],
	};
}

/** The catalogue: every product and variation by id. */
export class Catalogue {
	readonly products = new Map< number, Product >();

	/**
	 * @param tours    The tours.
	 * @param currency The store's currency.
	 * @param buildDay The day (YYYY-MM-DD, store time) the tours' departures are counted from.
	 */
	constructor(
		tours: TourFixture[],
		currency: CurrencySettings,
		readonly buildDay: string
	) {
		for ( const tour of tours.map( ( fixture ) =>
			expandTour( fixture, buildDay )
		) ) {
			const product = fromTour( tour, currency );
			this.products.set( product.id, product );
			for ( const variation of tour.variations ?? [] ) {
				this.products.set(
					variation.id,
					fromVariation( product, variation, currency )
				);
			}
		}
	}

	/** A product or variation by id. */
	get( id: number ): Product | undefined {
		return this.products.get( id );
	}

	/** A product by slug (variations included, as the Store API does). */
	bySlug( slug: string ): Product | undefined {
		return [ ...this.products.values() ].find(
			( product ) => product.slug === slug
		);
	}

	/** Published, non-variation products. */
	listable(): Product[] {
		return [ ...this.products.values() ].filter(
			( p ) => p.type !== 'variation' && p.status === 'publish'
		);
	}

	/** The parent of a variation (or the product itself). */
	parentOf( product: Product ): Product {
		return product.parentId
			? ( this.get( product.parentId ) ?? product )
			: product;
	}

	/** The variations of a variable product. */
	variationsOf( product: Product ): Product[] {
		return product.variationIds
			.map( ( id ) => this.get( id ) )
			.filter( ( p ): p is Product => !! p );
	}
}

/** The attributes a product's variations are made of (not the listing ones: destination, duration, months). */
export function variationAttributesOf( product: Product ): AttributeFixture[] {
	return product.attributes.filter( ( attribute ) => attribute.variation );
}

/** The active price of a product (sale price when set). */
export function activePrice( product: Product ): number {
	return product.salePrice ?? product.regularPrice;
}
