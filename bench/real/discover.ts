/**
 * Finds a store's pages without knowing its ids: WooCommerce's pages by their default slugs (WordPress's
 * REST API), products and categories through the Store API, the longest article through the posts API.
 * Works on any WooCommerce store seeded or not by wp-env/seed.php; seed slugs are only preferred.
 */

/** The page types the real-store bench loads. */
export const REAL_PAGE_TYPES = [
	'home',
	'shop',
	'category',
	'product',
	'product-variable',
	'article',
	'cart',
	'checkout',
	'account',
	'search',
] as const;

export type RealPageType = ( typeof REAL_PAGE_TYPES )[ number ];

export interface StoreProduct {
	id: number;
	slug: string;
	name: string;
	permalink: string;
}

export interface StoreMap {
	origin: string;
	/** Absolute URL of each page type found (a type not found is left out, with the reason in `missing`). */
	pages: Partial< Record< RealPageType, string > >;
	missing: Partial< Record< RealPageType, string > >;
	/** A simple product without a stock cap: the cart is filled with it (ten + clicks never meet a maximum). */
	cartProduct: StoreProduct | null;
}

/** The seed's products, preferred when present so the demo and real runs weigh the same pages. */
export const PREFERRED_SLUGS = {
	product: 'tour-ha-long-2-ngay-1-dem-tren-du-thuyen',
	cart: 'tour-sa-pa-fansipan-3-ngay-2-dem',
} as const;

interface ApiProduct extends StoreProduct {
	type: string;
	is_in_stock: boolean;
	is_purchasable: boolean;
	add_to_cart?: { maximum?: number };
}

type Fetch = (
	url: string
) => Promise< { ok: boolean; status: number; json: () => Promise< unknown > } >;

async function getJson< T >( fetcher: Fetch, url: string ): Promise< T > {
	const response = await fetcher( url );
	if ( ! response.ok ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	return ( await response.json() ) as T;
}

const toProduct = ( p: ApiProduct ): StoreProduct => ( {
	id: p.id,
	slug: p.slug,
	name: p.name,
	permalink: p.permalink,
} );

/** Picks the preferred slug when the list has it, else the first product that passes `ok`. */
export function pickProduct(
	products: ApiProduct[],
	preferredSlug: string,
	ok: ( p: ApiProduct ) => boolean
): StoreProduct | null {
	const found =
		products.find( ( p ) => p.slug === preferredSlug && ok( p ) ) ??
		products.find( ok );
	return found ? toProduct( found ) : null;
}

const buyable = ( p: ApiProduct ) =>
	p.type === 'simple' && p.is_in_stock && p.is_purchasable;
/** Ten quick + clicks from one must stay under the maximum. */
const MIN_CART_MAXIMUM = 20;

/** Maps a store's pages (`fetcher` is injectable for tests). */
export async function discoverStore(
	origin: string,
	fetcher: Fetch = fetch
): Promise< StoreMap > {
	const base = origin.replace( /\/$/, '' );
	const map: StoreMap = {
		origin: base,
		pages: { home: `${ base }/` },
		missing: {},
		cartProduct: null,
	};
	const miss = ( type: RealPageType, why: string ) => {
		map.missing[ type ] = why;
	};

	try {
		const pages = await getJson< Array< { slug: string; link: string } > >(
			fetcher,
			`${ base }/wp-json/wp/v2/pages?slug=shop,cart,checkout,my-account&_fields=slug,link`
		);
		const bySlug = new Map( pages.map( ( p ) => [ p.slug, p.link ] ) );
		for ( const [ type, slug ] of [
			[ 'shop', 'shop' ],
			[ 'cart', 'cart' ],
			[ 'checkout', 'checkout' ],
			[ 'account', 'my-account' ],
		] as const ) {
			const link = bySlug.get( slug );
			if ( link ) {
				map.pages[ type ] = link;
			} else {
				miss( type, `no page with the slug "${ slug }"` );
			}
		}
	} catch ( error ) {
		for ( const type of [
			'shop',
			'cart',
			'checkout',
			'account',
		] as const ) {
			miss(
				type,
				error instanceof Error ? error.message : String( error )
			);
		}
	}

	try {
		const products = await getJson< ApiProduct[] >(
			fetcher,
			`${ base }/wp-json/wc/store/v1/products?per_page=100`
		);
		const product = pickProduct(
			products,
			PREFERRED_SLUGS.product,
			buyable
		);
		const variable = products.find(
			( p ) => p.type === 'variable' && p.is_in_stock
		);
		map.cartProduct = pickProduct(
			products,
			PREFERRED_SLUGS.cart,
			( p ) =>
				buyable( p ) &&
				( p.add_to_cart?.maximum ?? 0 ) >= MIN_CART_MAXIMUM
		);
		if ( product ) {
			map.pages.product = product.permalink;
			map.pages.search = `${ base }/?s=${ encodeURIComponent( product.name.split( /\s+/ )[ 0 ].toLowerCase() ) }&post_type=product`;
		} else {
			miss( 'product', 'no simple product in stock' );
			miss( 'search', 'no product name to search for' );
		}
		if ( variable ) {
			map.pages[ 'product-variable' ] = variable.permalink;
		} else {
			miss( 'product-variable', 'no variable product in stock' );
		}
	} catch ( error ) {
		for ( const type of [
			'product',
			'product-variable',
			'search',
		] as const ) {
			miss(
				type,
				error instanceof Error ? error.message : String( error )
			);
		}
	}

	try {
		const categories = await getJson<
			Array< { count: number; permalink: string } >
		>( fetcher, `${ base }/wp-json/wc/store/v1/products/categories` );
		const category = [ ...categories ].sort(
			( a, b ) => b.count - a.count
		)[ 0 ];
		if ( category ) {
			map.pages.category = category.permalink;
		} else {
			miss( 'category', 'no product category' );
		}
	} catch ( error ) {
		miss(
			'category',
			error instanceof Error ? error.message : String( error )
		);
	}

	try {
		const posts = await getJson<
			Array< { link: string; content: { rendered: string } } >
		>(
			fetcher,
			`${ base }/wp-json/wp/v2/posts?per_page=20&_fields=link,content`
		);
		// The longest article: headings, images and a table of contents, as a real blog post has.
		const article = [ ...posts ].sort(
			( a, b ) => b.content.rendered.length - a.content.rendered.length
		)[ 0 ];
		if ( article ) {
			map.pages.article = article.link;
		} else {
			miss( 'article', 'no published post' );
		}
	} catch ( error ) {
		miss(
			'article',
			error instanceof Error ? error.message : String( error )
		);
	}
	return map;
}
