/**
 * The catalogue recorded from the real "Du lịch Việt" store (14 tours, 4 categories), used while no
 * richer fixture set is available. Variations of the two variable tours are rebuilt from the record.
 */

/** Internal dependencies */
import { readJsonBeside } from '../read-json';
import { fixtureArticles } from './fixtures';
import type {
	Catalogue,
	Review,
	StoreCategory,
	StoreProduct,
	VariationData,
} from './types';
import { wcPrice } from '../render/price';

interface SeedFile {
	products: StoreProduct[];
	categories: StoreCategory[];
}

/** Prices and stock of the recorded variations (woo-store-api README). */
const VARIATIONS: Record<
	number,
	Array< {
		id: number;
		attribute: string;
		value: string;
		sku: string;
		regular: number;
		sale?: number;
		max?: number;
	} >
> = {
	35: [
		{
			id: 36,
			attribute: 'attribute_pa_khoi-hanh',
			value: 'ha-noi',
			sku: 'DN-HA-4N3D-HA-NOI',
			regular: 6490000,
		},
		{
			id: 37,
			attribute: 'attribute_pa_khoi-hanh',
			value: 'tp-ho-chi-minh',
			sku: 'DN-HA-4N3D-HCM',
			regular: 6290000,
			sale: 5990000,
		},
		{
			id: 38,
			attribute: 'attribute_pa_khoi-hanh',
			value: 'da-nang',
			sku: 'DN-HA-4N3D-DA-NANG',
			regular: 4490000,
			max: 6,
		},
	],
	40: [
		{
			id: 41,
			attribute: 'attribute_hang-khach-san',
			value: '3 sao',
			sku: 'SG-MY-5N4D-3S',
			regular: 11490000,
		},
		{
			id: 42,
			attribute: 'attribute_hang-khach-san',
			value: '4 sao',
			sku: 'SG-MY-5N4D-4S',
			regular: 12990000,
		},
	],
};

const CROSS_SELLS: Record< number, number[] > = {
	11: [ 13, 15 ],
	21: [ 23 ],
	25: [ 29, 27 ],
	35: [ 23, 19 ],
};
const UPSELLS: Record< number, number[] > = { 31: [ 40, 33 ] };
const FEATURED = new Set( [ 11, 25, 33, 35 ] );

const REVIEWS: Review[] = [
	{
		id: 101,
		productId: 11,
		author: 'Ngọc Anh',
		date: '2026-10-02',
		rating: 5,
		content:
			'Du thuyền sạch sẽ, hướng dẫn viên nhiệt tình, hải sản rất ngon.',
	},
	{
		id: 102,
		productId: 11,
		author: 'Minh Tuấn',
		date: '2026-10-15',
		rating: 4,
		content: 'Lịch trình hợp lý, chỉ tiếc hôm đó trời hơi mưa.',
	},
	{
		id: 103,
		productId: 25,
		author: 'Thu Hà',
		date: '2026-09-20',
		rating: 5,
		content: 'Biển Phú Quốc tuyệt đẹp, khách sạn gần bãi Sao.',
	},
];

/** The recorded catalogue as a `Catalogue`. */
export function seedCatalogue(): Catalogue {
	const seed = readJsonBeside< SeedFile >(
		import.meta.url,
		'./seed-catalogue.json'
	);
	const products = seed.products.map( ( p, index ) => ( {
		...p,
		featured: FEATURED.has( p.id ),
		virtual: p.id === 23,
		total_sales: ( p.id * 7 ) % 23,
		date_created: `2026-11-${ String( 1 + ( index % 20 ) ).padStart( 2, '0' ) }T08:00:00`,
	} ) );
	return {
		products,
		categories: seed.categories.map( ( c ) => ( {
			...c,
			description: c.description ?? '',
		} ) ),
		articles: fixtureArticles(),
		variations( product ): VariationData[] {
			return ( VARIATIONS[ product.id ] ?? [] ).map( ( v ) => {
				const price = v.sale ?? v.regular;
				return {
					variation_id: v.id,
					attributes: { [ v.attribute ]: v.value },
					sku: v.sku,
					display_price: price,
					display_regular_price: v.regular,
					price_html: `<span class="price">${ v.sale ? `<del aria-hidden="true">${ wcPrice( v.regular ) }</del> <ins aria-hidden="true">${ wcPrice( v.sale ) }</ins>` : wcPrice( price ) }</span>`,
					is_in_stock: true,
					max_qty: v.max ?? '',
					image: product.images[ 0 ] ?? null,
					availability_html: v.max
						? `<p class="stock in-stock">${ v.max } in stock</p>`
						: '',
				};
			} );
		},
		reviews: ( product ) =>
			REVIEWS.filter( ( r ) => r.productId === product.id ),
		crossSells: ( product ) => CROSS_SELLS[ product.id ] ?? [],
		upsells: ( product ) => UPSELLS[ product.id ] ?? [],
	};
}
