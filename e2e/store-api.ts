/**
 * The store the journeys run against, read and changed the way the page itself would: through the
 * Store API and WooCommerce's `?wc-ajax=` endpoints, fetched from inside the page (on the demo the
 * page's mock WooCommerce answers; on a real store the shopper's cookies go along). Products are
 * found by slug (`/wc/store/v1/products/<slug>`): a real store's ids are not the demo's.
 */

/** External dependencies */
import { expect, type Page } from '@playwright/test';

/** Slugs of the seeded products the journeys use (wp-env/seed.php and the demo share them). */
export const SEEDED_SLUGS = {
	haLong: 'tour-ha-long-2-ngay-1-dem-tren-du-thuyen',
	vinWonders: 've-dien-tu-vinwonders-nha-trang',
	phuQuoc: 'tour-phu-quoc-3-ngay-2-dem',
	daNang: 'tour-da-nang-hoi-an-ba-na-4-ngay-3-dem',
	muCangChai: 'tour-mu-cang-chai-mua-lua-chin-3-ngay-2-dem',
	// A day tour leaving every day for a year, and a weekly one past WooCommerce's 30 printed variations.
	ninhBinh: 'tour-ha-noi-ninh-binh-1-ngay',
	haGiang: 'tour-ha-giang-ma-pi-leng-4-ngay-3-dem',
	// A physical simple product (shipped, stock managed): the journeys of plain WooCommerce products.
	guidebook: 'sach-huong-dan-du-lich-ha-long-ban-in',
} as const;

export type SeededProduct = keyof typeof SEEDED_SLUGS;

/** The ones the journeys put in a cart, so they must be in stock (Mù Cang Chải is sold out on purpose). */
export const CART_PRODUCTS: SeededProduct[] = [
	'haLong',
	'vinWonders',
	'phuQuoc',
	'daNang',
	'guidebook',
];

/** A travel article the seed and the demo both publish (its table of contents lists h2/h3). */
export const ARTICLE_PATH = '/kinh-nghiem-du-lich-ha-long-tu-a-den-z/';

/** A product's page. */
export const productPath = ( product: SeededProduct ) =>
	`/product/${ SEEDED_SLUGS[ product ] }/`;

interface StoreProduct {
	id: number;
	name: string;
	variations: Array< {
		id: number;
		attributes: Array< { name: string; value: string } >;
	} >;
}

export interface StoreCart {
	items: Array< { id: number; name: string; quantity: number } >;
	coupons: Array< { code: string } >;
	totals: Record< string, string > & {
		tax_lines: Array< { name: string; rate: string; price: string } >;
	};
}

/**
 * Opens the shop when the page is not on the store yet (in-page requests need its origin), and on the demo
 * waits for the page's mock WooCommerce: a request made before it answers reaches the demo's page server.
 */
async function onStore( page: Page ): Promise< void > {
	if ( ! page.url().startsWith( 'http' ) ) {
		await page.goto( '/shop/' );
	}
	await page.waitForLoadState( 'load' );
	await page.evaluate( async () => {
		const demo = (
			window as unknown as {
				tourfrontDemo?: { ready?: Promise< unknown > };
			}
		 ).tourfrontDemo;
		await demo?.ready;
	} );
}

/** GET `path` from inside the page, as JSON. */
async function getJson< T >( page: Page, path: string ): Promise< T > {
	await onStore( page );
	return page.evaluate( async ( url ) => {
		const response = await fetch( url, { credentials: 'same-origin' } );
		if ( ! response.ok ) {
			throw new Error( `GET ${ url }: ${ response.status }` );
		}
		return response.json();
	}, path ) as Promise< T >;
}

const products = new Map< string, StoreProduct >();

/** A seeded product as the Store API describes it (cached: ids do not change during a run). */
export async function storeProduct(
	page: Page,
	product: SeededProduct
): Promise< StoreProduct > {
	const slug = SEEDED_SLUGS[ product ];
	if ( ! products.has( slug ) ) {
		products.set(
			slug,
			await getJson< StoreProduct >(
				page,
				`/wp-json/wc/store/v1/products/${ slug }`
			)
		);
	}
	return products.get( slug ) as StoreProduct;
}

/** A seeded product's id in this store. */
export const productId = async ( page: Page, product: SeededProduct ) =>
	( await storeProduct( page, product ) ).id;

/** The id of the variation whose attribute has `value` (e.g. the Đà Nẵng departure "da-nang"). */
export async function variationId(
	page: Page,
	product: SeededProduct,
	value: string
): Promise< number > {
	const variation = ( await storeProduct( page, product ) ).variations.find(
		( v ) => v.attributes.some( ( a ) => a.value === value )
	);
	expect(
		variation,
		`a variation of ${ product } with "${ value }"`
	).toBeTruthy();
	return ( variation as { id: number } ).id;
}

/** The shopper's cart as the store has it now. */
export const storeCart = ( page: Page ) =>
	getJson< StoreCart >( page, '/wp-json/wc/store/v1/cart' );

/** The names of the cart's items, in order, entities decoded. */
export async function cartItemNames( page: Page ): Promise< string[] > {
	const names = ( await storeCart( page ) ).items.map(
		( item ) => item.name
	);
	return page.evaluate(
		( html ) =>
			html.map(
				( name ) =>
					new DOMParser().parseFromString( name, 'text/html' ).body
						.textContent ?? ''
			),
		names
	);
}

interface StoreVariation {
	id: number;
	is_in_stock: boolean;
	add_to_cart: { maximum: number };
	extensions: Record<
		string,
		{ departure?: string; departed?: boolean } | never[]
	>;
}

/**
 * The first departure of a tour (by date) that has not left and has `seats` seats, as the Store API describes
 * its variations (`extensions["tourfront-booking"]`, the theme's booking data).
 */
export async function bookableDeparture(
	page: Page,
	product: SeededProduct,
	seats = 1
): Promise< { id: number; departure: string } > {
	// Once, before the parallel reads: each would otherwise navigate a blank page and abort the others.
	await onStore( page );
	const variations = await Promise.all(
		( await storeProduct( page, product ) ).variations.map( ( variation ) =>
			getJson< StoreVariation >(
				page,
				`/wp-json/wc/store/v1/products/${ variation.id }`
			)
		)
	);
	const bookable = variations
		.map( ( variation ) => ( {
			variation,
			booking: variation.extensions[ 'tourfront-booking' ] as {
				departure?: string;
				departed?: boolean;
			},
		} ) )
		.filter(
			( { variation, booking } ) =>
				booking?.departure &&
				! booking.departed &&
				variation.is_in_stock &&
				variation.add_to_cart.maximum >= seats
		)
		.sort( ( a, b ) =>
			String( a.booking.departure ).localeCompare(
				String( b.booking.departure )
			)
		);
	expect(
		bookable.length,
		`a departure of ${ product } with ${ seats } seats left`
	).toBeGreaterThan( 0 );
	return {
		id: bookable[ 0 ].variation.id,
		departure: String( bookable[ 0 ].booking.departure ),
	};
}

/**
 * Adds `quantity` of a product through WooCommerce's `?wc-ajax=add_to_cart`, as the shop's buttons do; a tour is
 * booked on its first bookable departure for `quantity` adults and `children` children (the theme's
 * `tourfront_adults` / `tourfront_children` fields).
 */
export async function addToCartInPlace(
	page: Page,
	product: SeededProduct,
	quantity = 1,
	children = 0
): Promise< void > {
	await onStore( page );
	const tour = ( await storeProduct( page, product ) ).variations.length > 0;
	const id = tour
		? ( await bookableDeparture( page, product, quantity + children ) ).id
		: await productId( page, product );
	const answer = await page.evaluate(
		async ( [ pid, qty, booking, kids ] ) => {
			const fields: Record< string, string > = {
				product_id: String( pid ),
				quantity: String( qty + kids ),
			};
			if ( booking ) {
				Object.assign( fields, {
					tourfront_adults: String( qty ),
					tourfront_children: String( kids ),
				} );
			}
			const body = new URLSearchParams( fields );
			const response = await fetch( '/?wc-ajax=add_to_cart', {
				method: 'POST',
				body,
				credentials: 'same-origin',
			} );
			const json = await response.json().catch( () => null );
			return {
				status: response.status,
				fragments: Boolean( json?.fragments ),
				error: Boolean( json?.error ),
			};
		},
		[ id, quantity, tour, children ] as const
	);
	expect( answer, `?wc-ajax=add_to_cart of ${ product } (${ id })` ).toEqual(
		{ status: 200, fragments: true, error: false }
	);
}

/**
 * Puts a tour in the cart when the page under test is looked at with one (a journey decides that when it
 * names its pages, so the test body itself has no branch).
 */
export async function withTourIf(
	page: Page,
	wanted: boolean
): Promise< void > {
	if ( wanted ) {
		await addToCartInPlace( page, 'haLong' );
	}
}
