/**
 * What a shopper can get wrong, step by step, and what the store says back: each scenario opens a fresh
 * guest session, does what a shopper would, and keeps the store's answer to the last step (status, error
 * code, message, and the messages inside it). The products are chosen by what the Store API says of them
 * (the departure with the fewest seats left, a sold-out departure, the cheapest extra…), ordered by slug and date, so a real store
 * seeded by wp-env/seed.php and the mock WooCommerce pick the same ones without knowing each other's ids.
 */

/** Internal dependencies */
import { ShopperSession, type Answer } from './session';

/** What the store said. */
export interface Said {
	status: number;
	code?: string;
	message?: string;
	/** Per-parameter messages of a `rest_invalid_param` answer. */
	params?: Record< string, string >;
	/** Per-address messages of a `woocommerce_rest_invalid_address` answer. */
	errors?: Record< string, string[] >;
	/** The cart's `errors[]` (code: message) when the scenario reads the cart. */
	cartErrors?: string[];
	/** The cart's line quantities, read with its errors (WooCommerce may lower them instead of erring). */
	quantities?: number[];
}

interface ListedProduct {
	id: number;
	slug: string;
	name: string;
	type: string;
	is_in_stock: boolean;
	is_purchasable: boolean;
	sold_individually: boolean;
	prices: { price: string };
	add_to_cart: { maximum: number; minimum: number; multiple_of: number };
	attributes: Array< {
		taxonomy: string | null;
		name: string;
		has_variations: boolean;
	} >;
	variations: Array< {
		id: number;
		attributes: Array< { name: string; value: string } >;
	} >;
	/** A variation's product (0 for a product). */
	parent: number;
}

/** The products the scenarios use: extras are simple products, a tour's departures are its variations. */
export interface Picks {
	/** The cheapest extra on sale (coupons, checkout). */
	cheapest: ListedProduct;
	/** The extra with the fewest left in stock (WooCommerce's own stock messages). */
	fewestLeft: ListedProduct;
	/** The cheapest departure with seats for four (a cart above a coupon's minimum spend). */
	departure: ListedProduct;
	/** The departure with the fewest seats left, more than one (the booking core's seat messages). */
	fewestSeats: ListedProduct;
	/** A sold-out departure. */
	soldOut: ListedProduct;
	/** A tour (a variable product). */
	variable: ListedProduct;
}

/** Products sort by slug; a tour's departures by their tour's slug, then their date. */
type Keyed = { key: string; product: ListedProduct };

function first( list: Keyed[], what: string ): ListedProduct {
	const [ found ] = [ ...list ].sort( ( a, b ) =>
		a.key.localeCompare( b.key )
	);
	if ( ! found ) {
		throw new Error( `The store lists no ${ what }.` );
	}
	return found.product;
}

/** Chooses the products from the store's listing (ids differ between stores; slugs and dates do not). */
export async function pickProducts( origin: string ): Promise< Picks > {
	const shopper = new ShopperSession( origin );
	const listing = (
		( await shopper.storeApi( 'GET', 'products?per_page=100' ) )
			.body as ListedProduct[]
	 ).filter( ( p ) => p.is_purchasable );
	// Every page: a day tour alone has 365 departures, more than one page of the Store API holds.
	const variations: ListedProduct[] = [];
	for ( let page = 1; ; page++ ) {
		const batch = (
			await shopper.storeApi(
				'GET',
				`products?per_page=100&type=variation&page=${ page }`
			)
		).body as ListedProduct[];
		variations.push( ...batch );
		if ( batch.length < 100 ) {
			break;
		}
	}
	const byId = new Map( variations.map( ( v ) => [ v.id, v ] ) );
	const tours = listing.filter( ( p ) => p.type === 'variable' );
	const departures: Keyed[] = tours.flatMap( ( tour ) =>
		tour.variations.flatMap( ( variation ) => {
			const product = byId.get( variation.id );
			return product
				? [
						{
							key: `${ tour.slug } ${ variation.attributes.map( ( a ) => a.value ).join( ' ' ) }`,
							product,
						},
					]
				: [];
		} )
	);
	const extras: Keyed[] = listing
		.filter( ( p ) => p.type === 'simple' )
		.map( ( product ) => ( { key: product.slug, product } ) );
	const buyable = ( list: Keyed[] ) =>
		list.filter(
			( { product: p } ) =>
				p.is_in_stock &&
				! p.sold_individually &&
				p.add_to_cart.multiple_of === 1
		);
	const price = ( { product }: Keyed ) => Number( product.prices.price );
	const max = ( { product }: Keyed ) => product.add_to_cart.maximum;
	const lowest = ( list: Keyed[] ) =>
		list.filter(
			( entry ) => price( entry ) === Math.min( ...list.map( price ) )
		);
	const fewest = ( list: Keyed[] ) => {
		const limited = list.filter(
			( entry ) => max( entry ) > 1 && max( entry ) < 9999
		);
		return limited.filter(
			( entry ) => max( entry ) === Math.min( ...limited.map( max ) )
		);
	};
	return {
		cheapest: first( lowest( buyable( extras ) ), 'extra on sale' ),
		fewestLeft: first(
			fewest( buyable( extras ) ),
			'extra with limited stock'
		),
		departure: first(
			lowest(
				buyable( departures ).filter( ( entry ) => max( entry ) >= 4 )
			),
			'departure with seats for four'
		),
		fewestSeats: first(
			fewest( buyable( departures ) ),
			'departure with a few seats left'
		),
		soldOut: first(
			departures.filter( ( { product } ) => ! product.is_in_stock ),
			'sold-out departure'
		),
		variable: first(
			tours.map( ( product ) => ( { key: product.slug, product } ) ),
			'tour'
		),
	};
}

/** The answer as kept: status, code, message and the messages inside it. */
export function said( answer: Answer ): Said {
	const body = answer.body ?? {};
	const kept: Said = { status: answer.status };
	if ( typeof body.code === 'string' ) {
		kept.code = body.code;
		kept.message = body.message;
	}
	if (
		body.data?.params &&
		typeof body.data.params === 'object' &&
		! Array.isArray( body.data.params )
	) {
		kept.params = body.data.params;
	}
	if ( body.data?.errors ) {
		kept.errors = body.data.errors;
	}
	if ( Array.isArray( body.errors ) ) {
		kept.cartErrors = body.errors.map(
			( error: { code: string; message: string } ) =>
				`${ error.code }: ${ error.message }`
		);
		kept.quantities = body.items.map(
			( item: { quantity: number } ) => item.quantity
		);
	}
	return kept;
}

/** Changes a product's (or a variation's, with its product's id) managed stock behind the shopper's back (an administrator on a real store). */
export type SetStock = (
	productId: number,
	quantity: number,
	parentId?: number
) => Promise< void >;

type Scenario = (
	shopper: ShopperSession,
	picks: Picks,
	setStock: SetStock
) => Promise< Answer >;

const add = ( shopper: ShopperSession, product: ListedProduct, quantity = 1 ) =>
	shopper.storeApi( 'POST', 'cart/add-item', { id: product.id, quantity } );
const applyCoupon = ( shopper: ShopperSession, code: string ) =>
	shopper.storeApi( 'POST', 'cart/apply-coupon', { code } );

/** Classic adds (`?wc-ajax=add_to_cart`) of `first`, then of `failing`; answers the Store API cart after them. */
async function classicAdds(
	shopper: ShopperSession,
	firstProduct: ListedProduct,
	failing: [ ListedProduct, number ]
): Promise< Answer > {
	await shopper.wcAjax( 'add_to_cart', {
		product_id: firstProduct.id,
		quantity: 1,
	} );
	await shopper.wcAjax( 'add_to_cart', {
		product_id: failing[ 0 ].id,
		quantity: failing[ 1 ],
	} );
	return shopper.storeApi( 'GET', 'cart' );
}

/** A guest's billing address, complete, in Hà Nội. */
export const BILLING = {
	first_name: 'An',
	last_name: 'Nguyễn Văn',
	company: '',
	address_1: '12 Lý Thường Kiệt',
	address_2: '',
	city: 'Hà Nội',
	state: '',
	postcode: '',
	country: 'VN',
	email: 'an.nguyen@example.vn',
	phone: '0901234567',
};

/** Every scenario, by name (the key of the recording). */
export const SCENARIOS: Record< string, Scenario > = {
	'coupon-missing': async ( s, p ) => (
		await add( s, p.cheapest ),
		applyCoupon( s, 'khongcoma' )
	 ),
	'coupon-expired': async ( s, p ) => (
		await add( s, p.cheapest ),
		applyCoupon( s, 'hethan' )
	 ),
	'coupon-usage-limit': async ( s, p ) => (
		await add( s, p.cheapest ),
		applyCoupon( s, 'hethanluot' )
	 ),
	'coupon-minimum-spend': async ( s, p ) => (
		await add( s, p.cheapest ),
		applyCoupon( s, 'giam200k' )
	 ),
	'coupon-already-applied': async ( s, p ) => (
		await add( s, p.cheapest ),
		await applyCoupon( s, 'giam10' ),
		applyCoupon( s, 'giam10' )
	 ),
	'coupon-falls-below-minimum': async ( s, p ) => {
		const cart = await add( s, p.departure, 4 );
		await applyCoupon( s, 'giam200k' );
		return s.storeApi( 'POST', 'cart/update-item', {
			key: cart.body.items[ 0 ].key,
			quantity: 1,
		} );
	},
	'coupon-remove-not-applied': async ( s, p ) => (
		await add( s, p.cheapest ),
		s.storeApi( 'POST', 'cart/remove-coupon', { code: 'giam10' } )
	 ),
	'add-out-of-stock': ( s, p ) => add( s, p.soldOut ),
	'add-over-stock': ( s, p ) =>
		add( s, p.fewestLeft, p.fewestLeft.add_to_cart.maximum + 5 ),
	'update-over-stock': async ( s, p ) => {
		const cart = await add( s, p.fewestLeft );
		return s.storeApi( 'POST', 'cart/update-item', {
			key: cart.body.items[ 0 ].key,
			quantity: p.fewestLeft.add_to_cart.maximum + 5,
		} );
	},
	'add-over-seats': ( s, p ) =>
		add( s, p.fewestSeats, p.fewestSeats.add_to_cart.maximum + 1 ),
	'add-again-over-seats': async ( s, p ) => (
		await add( s, p.fewestSeats ),
		add( s, p.fewestSeats, p.fewestSeats.add_to_cart.maximum )
	 ),
	'update-over-seats': async ( s, p ) => {
		const cart = await add( s, p.fewestSeats );
		return s.storeApi( 'POST', 'cart/update-item', {
			key: cart.body.items[ 0 ].key,
			quantity: p.fewestSeats.add_to_cart.maximum + 1,
		} );
	},
	'add-unknown-product': ( s ) =>
		s.storeApi( 'POST', 'cart/add-item', { id: 987654, quantity: 1 } ),
	'add-variable-without-variation': ( s, p ) => add( s, p.variable ),
	'add-variable-no-match': ( s, p ) => {
		const attribute = p.variable.attributes.find(
			( a ) => a.has_variations
		);
		return s.storeApi( 'POST', 'cart/add-item', {
			id: p.variable.id,
			quantity: 1,
			variation: [
				{
					attribute: attribute?.taxonomy ?? attribute?.name,
					value: 'khong-co',
				},
			],
		} );
	},
	'update-unknown-key': async ( s, p ) => (
		await add( s, p.cheapest ),
		s.storeApi( 'POST', 'cart/update-item', {
			key: 'khongco',
			quantity: 1,
		} )
	 ),
	'nonce-missing': ( s, p ) =>
		s.storeApi(
			'POST',
			'cart/add-item',
			{ id: p.cheapest.id, quantity: 1 },
			'missing'
		),
	'nonce-invalid': ( s, p ) =>
		s.storeApi(
			'POST',
			'cart/add-item',
			{ id: p.cheapest.id, quantity: 1 },
			'invalid'
		),
	'customer-invalid-email': ( s ) =>
		s.storeApi( 'POST', 'cart/update-customer', {
			billing_address: { ...BILLING, email: 'an.nguyen@' },
		} ),
	'customer-invalid-postcode': ( s ) =>
		s.storeApi( 'POST', 'cart/update-customer', {
			shipping_address: {
				...BILLING,
				country: 'US',
				state: 'CA',
				postcode: 'ABCDE',
			},
		} ),
	'checkout-empty-cart': ( s ) =>
		s.storeApi( 'POST', 'checkout', {
			billing_address: BILLING,
			payment_method: 'cod',
		} ),
	'checkout-missing-fields': async ( s, p ) => {
		await add( s, p.cheapest );
		const empty = {
			...BILLING,
			first_name: '',
			last_name: '',
			address_1: '',
			city: '',
		};
		return s.storeApi( 'POST', 'checkout', {
			billing_address: empty,
			shipping_address: empty,
			payment_method: 'cod',
		} );
	},
	'checkout-invalid-email': async ( s, p ) => (
		await add( s, p.cheapest ),
		s.storeApi( 'POST', 'checkout', {
			billing_address: { ...BILLING, email: 'an.nguyen@' },
			payment_method: 'cod',
		} )
	 ),
	'checkout-no-payment-method': async ( s, p ) => (
		await add( s, p.cheapest ),
		s.storeApi( 'POST', 'checkout', {
			billing_address: BILLING,
			shipping_address: BILLING,
			payment_method: '',
		} )
	 ),
	// Stock sold to someone else while the tour waits in this cart (put back afterwards by the runner).
	// WooCommerce lowers a line above the stock left without a word; a sold-out line gets an error.
	'cart-partially-out-of-stock': async ( s, p, setStock ) => {
		await add( s, p.fewestLeft, p.fewestLeft.add_to_cart.maximum );
		await setStock( p.fewestLeft.id, p.fewestLeft.add_to_cart.maximum - 1 );
		return s.storeApi( 'GET', 'cart' );
	},
	'cart-out-of-stock': async ( s, p, setStock ) => {
		await add( s, p.fewestLeft );
		await setStock( p.fewestLeft.id, 0 );
		return s.storeApi( 'GET', 'cart' );
	},
	'cart-seats-sold': async ( s, p, setStock ) => {
		await add( s, p.fewestSeats, p.fewestSeats.add_to_cart.maximum );
		await setStock(
			p.fewestSeats.id,
			p.fewestSeats.add_to_cart.maximum - 1
		);
		return s.storeApi( 'GET', 'cart' );
	},
	'cart-departure-sold-out': async ( s, p, setStock ) => {
		await add( s, p.fewestSeats );
		await setStock( p.fewestSeats.id, 0 );
		return s.storeApi( 'GET', 'cart' );
	},
	// A failed classic add leaves its notice in the session, which exists once the cart holds something.
	'wc-ajax-out-of-stock': ( s, p ) =>
		classicAdds( s, p.cheapest, [ p.soldOut, 1 ] ),
	'wc-ajax-over-stock': ( s, p ) =>
		classicAdds( s, p.cheapest, [
			p.fewestLeft,
			p.fewestLeft.add_to_cart.maximum + 5,
		] ),
	'wc-ajax-over-seats': ( s, p ) =>
		classicAdds( s, p.cheapest, [
			p.fewestSeats,
			p.fewestSeats.add_to_cart.maximum + 1,
		] ),
	'wc-ajax-variable': ( s, p ) =>
		classicAdds( s, p.cheapest, [ p.variable, 1 ] ),
};

/** How the scenarios reach the store's back office. */
export interface RunOptions {
	/** Before each scenario (a mock store starts afresh). */
	beforeEach?: () => void;
	/** Sets a product's stock; the runner puts every changed stock back after its scenario. */
	setStock: SetStock;
}

/** Runs every scenario on `origin`, each in a fresh guest session. */
export async function runScenarios(
	origin: string,
	options: RunOptions
): Promise< Record< string, Said > > {
	const picks = await pickProducts( origin );
	const results: Record< string, Said > = {};
	for ( const [ name, scenario ] of Object.entries( SCENARIOS ) ) {
		options.beforeEach?.();
		const changed: Array< [ number, number ] > = [];
		const setStock: SetStock = async ( id, quantity ) => {
			changed.push( [ id, stockBefore( picks, id ) ] );
			await options.setStock( id, quantity, parentOf( picks, id ) );
		};
		try {
			results[ name ] = said(
				await scenario( new ShopperSession( origin ), picks, setStock )
			);
		} finally {
			for ( const [ id, quantity ] of changed.reverse() ) {
				await options.setStock( id, quantity, parentOf( picks, id ) );
			}
		}
	}
	return results;
}

/** The stock a picked product had when the run began (its quantity limit is its stock). */
function stockBefore( picks: Picks, id: number ): number {
	const product = Object.values( picks ).find( ( entry ) => entry.id === id );
	if ( ! product || product.add_to_cart.maximum >= 9999 ) {
		throw new Error( `Product ${ id } has no known stock to put back.` );
	}
	return product.add_to_cart.maximum;
}

/** The product a picked variation belongs to (undefined for a product). */
function parentOf( picks: Picks, id: number ): number | undefined {
	return (
		Object.values( picks ).find( ( entry ) => entry.id === id )?.parent ||
		undefined
	);
}
